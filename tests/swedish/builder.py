"""A small builder for hand-worked Swedish tests: players 1..n, games written white first."""

from __future__ import annotations

from domain.model import ByeRequest, Color, Player, ResultCode, RoundEntry, Tournament, UnannouncedAbsence
from domain.validation import validate

_BLACK_RESULT = {"1": "0", "0": "1", "=": "=", "*": "*", "+": "-", "-": "+"}


class Swiss:
    """``Swiss(6).game(1, 4, 1, "0")`` records round 1: 4 (white) lost to 1 (black)."""

    def __init__(self, players: int, ratings: list[int] | None = None) -> None:
        ratings = ratings or [2400 - 10 * n for n in range(players)]
        self.tournament = Tournament(
            players={n: Player(number=n, name=f"Player {n}", rating=ratings[n - 1]) for n in range(1, players + 1)}
        )

    def game(self, round_number: int, white: int, black: int, white_result: str) -> Swiss:
        """``white_result`` from white's side: 1, 0, =, * (postponed), + or - (forfeit)."""
        self._set(white, round_number, RoundEntry(black, Color.WHITE, ResultCode(white_result)))
        self._set(black, round_number, RoundEntry(white, Color.BLACK, ResultCode(_BLACK_RESULT[white_result])))
        return self

    def games(self, round_number: int, *games: tuple[int, int, str]) -> Swiss:
        for white, black, result in games:
            self.game(round_number, white, black, result)
        return self

    def bye(self, round_number: int, player: int, code: str = "U") -> Swiss:
        """``U`` = met X (pairing bye); ``H``/``Z``/``F`` = absent."""
        self._set(player, round_number, RoundEntry.bye(ResultCode(code)))
        return self

    def request_bye(self, player: int, round_number: int | None = None) -> Swiss:
        self.tournament.bye_requests.append(ByeRequest(ResultCode.ZERO_BYE, round_number, (player,)))
        return self

    def absent_without_notice(self, round_number: int, player: int) -> Swiss:
        """handling.md F8: the caller states that ``player`` missed ``round_number`` unannounced."""
        self.tournament.unannounced_absences.append(UnannouncedAbsence(player, round_number))
        return self

    def build(self) -> Tournament:
        validate(self.tournament)
        return self.tournament

    def _set(self, player: int, round_number: int, entry: RoundEntry) -> None:
        entries = self.tournament.players[player].entries
        while len(entries) < round_number:
            entries.append(None)
        entries[round_number - 1] = entry
