"""A player's rounds as the rating and title rules see them: a game over the board with its score
(1, 0.5 or 0 whatever the event's point system, B.02 8.3.2 b), or the reason it is no game.

B.02 5.1: unplayed games "whether these occur because of forfeiture or any other reason, they are
not counted"; B.01 1.4.2 c: games decided by forfeit are not included. TRF's ``W``/``D``/``L``
(a result recorded for a game that did not last one move each) are not games either: B.02 5.1 rates
"any game where both players have made at least one move".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from domain.model import Player, ResultCode, RoundEntry

WIN, DRAW, LOSS = Fraction(1), Fraction(1, 2), Fraction(0)


class RoundKind(str, Enum):  # noqa: UP042 - the value is what answers show
    """What a round was for the player."""

    GAME = "game"
    FORFEIT_WIN = "forfeit win"
    FORFEIT_LOSS = "forfeit loss"
    SHORT = "game of less than one move"
    PENDING = "game without a result yet"
    PAIRING_BYE = "pairing-allocated bye"
    BYE = "requested bye"
    ABSENT = "absent"


_SCORES = {
    ResultCode.WIN: WIN,
    ResultCode.DRAW: DRAW,
    ResultCode.LOSS: LOSS,
    ResultCode.WIN_UNRATED: WIN,
    ResultCode.DRAW_UNRATED: DRAW,
    ResultCode.LOSS_UNRATED: LOSS,
}
_KINDS = {
    ResultCode.FORFEIT_WIN: RoundKind.FORFEIT_WIN,
    ResultCode.FORFEIT_LOSS: RoundKind.FORFEIT_LOSS,
    ResultCode.WIN_UNRATED: RoundKind.SHORT,
    ResultCode.DRAW_UNRATED: RoundKind.SHORT,
    ResultCode.LOSS_UNRATED: RoundKind.SHORT,
    ResultCode.ADJOURNED: RoundKind.PENDING,
    ResultCode.PAIRING_BYE: RoundKind.PAIRING_BYE,
    ResultCode.HALF_BYE: RoundKind.BYE,
    ResultCode.FULL_BYE: RoundKind.BYE,
    ResultCode.ZERO_BYE: RoundKind.ABSENT,
}


@dataclass(frozen=True, slots=True)
class PlayerRound:
    """One round of one player: the opponent (``None`` without one), what it was, and the score of a
    game over the board."""

    round: int
    opponent: int | None
    kind: RoundKind
    score: Fraction | None = None

    @property
    def is_game(self) -> bool:
        """A game over the board, both players having moved: what B.02 rates and B.01 counts."""
        return self.kind is RoundKind.GAME


def player_rounds(player: Player, rounds: int) -> list[PlayerRound]:
    """Rounds 1..``rounds`` of ``player`` (an empty entry is an absence)."""
    return [_round(r, entry) for r, entry in enumerate(player.entries_upto(rounds), start=1)]


def _round(number: int, entry: RoundEntry | None) -> PlayerRound:
    if entry is None:
        return PlayerRound(number, None, RoundKind.ABSENT)
    kind = RoundKind.GAME if entry.opponent is not None else RoundKind.ABSENT
    kind = _KINDS.get(entry.result, kind)
    if entry.opponent is None and kind in (RoundKind.FORFEIT_LOSS, RoundKind.FORFEIT_WIN):
        kind = RoundKind.ABSENT  # "0000 - -": an absence written as a forfeit
    return PlayerRound(number, entry.opponent, kind, _SCORES.get(entry.result))
