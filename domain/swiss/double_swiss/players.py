"""The round to pair and each player's state in it, as C.04.5 reads the match history.

The event round to pair is the one after the last recorded pair of game rounds. A player is absent
from it when either of its game rounds announces an absence (a requested bye, a pre-filled forfeit)
or a bye request names either game round (C.04.2 D.4), or after an unannounced absence (seed F8).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from domain.errors import InvalidInput, Issue
from domain.model import Color, Tournament
from domain.swiss.double_swiss.matches import MatchRecord, event_rounds_recorded, event_rounds_total, read_matches
from domain.swiss.participants import round_absences


@dataclass(frozen=True, slots=True)
class DoubleSwissPlayer:
    """What the pairing (Arts. 2-3) and the colour allocation (Art. 4) read of one player."""

    number: int
    #: Game points before the round (preface: the tournament score is the sum of game points).
    score: Fraction
    matches: tuple[MatchRecord, ...]
    #: 1.5 (swiss-team.md §1): the previous round's match was a meeting with a player on another score.
    floated: bool

    @property
    def met(self) -> frozenset[int]:
        """[C1]: opponents of every match that was a meeting."""
        return frozenset(m.opponent for m in self.matches if m.meeting and m.opponent is not None)

    @property
    def played(self) -> int:
        """3.4.3: matches played, i.e. meetings."""
        return sum(m.meeting for m in self.matches)

    @property
    def colours(self) -> tuple[Color, ...]:
        """1.6: the match colours in round order, matches without a colour left out (GHR 3.4)."""
        return tuple(m.colour for m in self.matches if m.colour is not None)

    @property
    def whites(self) -> int:
        """4.3.2: matches with White in game 1."""
        return self.colours.count(Color.WHITE)

    @property
    def pab_allowed(self) -> bool:
        """[C2]: no PAB after a PAB, a match won by forfeit or a full-point bye."""
        return not any(m.bars_pab for m in self.matches)


@dataclass(frozen=True, slots=True)
class DoubleSwissRound:
    """The event round to pair: its number, the event's length, who is paired and who is not."""

    round_number: int
    total_rounds: int | None
    players: dict[int, DoubleSwissPlayer]
    present: tuple[int, ...]
    absent: tuple[int, ...]
    withdrawn: tuple[int, ...]


def build_round(tournament: Tournament, unannounced_absence_withdraws: bool = True) -> DoubleSwissRound:
    """Read ``tournament`` (two game rounds per event round) into the next event round to pair."""
    played = event_rounds_recorded(tournament)
    total = event_rounds_total(tournament)
    round_number = played + 1
    if total is not None and round_number > total:
        raise InvalidInput([Issue("total_rounds", f"all {total} rounds are already paired; nothing left to pair")])
    matches = read_matches(tournament, played)
    before = _scores_before(matches, round_number)
    players = {
        number: DoubleSwissPlayer(
            number, before[round_number][number], tuple(records), _floated(number, records, before)
        )
        for number, records in matches.items()
    }
    absent: set[int] = set()
    withdrawn: set[int] = set()
    for game_round in (2 * round_number - 1, 2 * round_number):
        absences = round_absences(tournament, game_round, unannounced_absence_withdraws)
        absent |= absences.absent
        withdrawn |= absences.withdrawn
    present = tuple(n for n in sorted(players) if n not in absent)
    return DoubleSwissRound(
        round_number, total, players, present, tuple(sorted(absent & set(players))), tuple(sorted(withdrawn))
    )


def _scores_before(matches: dict[int, list[MatchRecord]], round_number: int) -> dict[int, dict[int, Fraction]]:
    """``before[r][player]``: game points before event round r, for r in 1..``round_number``."""
    before: dict[int, dict[int, Fraction]] = {1: dict.fromkeys(matches, Fraction(0))}
    for r in range(2, round_number + 1):
        before[r] = {n: before[r - 1][n] + records[r - 2].points for n, records in matches.items()}
    return before


def _floated(number: int, records: list[MatchRecord], before: dict[int, dict[int, Fraction]]) -> bool:
    """1.5: the last match was a meeting with a player whose score before it differed (a PAB,
    an absence or a forfeited match is no float)."""
    if not records:
        return False
    last = records[-1]
    if not last.meeting or last.opponent is None:
        return False
    scores = before[last.round_number]
    return last.opponent in scores and scores[last.opponent] != scores[number]
