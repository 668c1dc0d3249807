"""The results of one competitor, round by round, in the form every tie-break reads.

A competitor is a player (individual events) or a team (team events, see :mod:`teams`). Points
are integers in *units* — the smallest fraction the point system uses (half-points for 1/½/0) —
so that sums, products and comparisons are exact and fast; :attr:`CompetitionView.unit` turns
them back into fractions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import NamedTuple


class RoundResult(NamedTuple):
    """A competitor's round: ``opponent`` is the scheduled opponent (``None`` for byes/absence).

    ``played`` means over the board. ``rating_points`` is the standard 2/1/0 half-points of a
    played game (what rating calculations use whatever the point system). ``vur`` marks a
    voluntary unplayed round (C.07 16.1: requested bye, absence or forfeit loss).
    """

    opponent: int | None
    played: bool
    points: int
    black: bool = False
    vur: bool = False
    forfeit: bool = False
    rating_points: int = 0
    won_over_board: bool = False
    pairing_bye: bool = False
    #: Games played over the board in this round (a two-game match: 0-2), whose ``rating_points``
    #: the rating-based codes count game by game.
    games: int = 1


@dataclass(slots=True)
class CompetitionView:
    """Every competitor's rounds plus the point-system constants, all in units."""

    rounds: int
    unit: Fraction
    win: int
    draw: int
    loss: int
    results: dict[int, list[RoundResult]]
    ratings: dict[int, int | None]
    round_robin: bool
    scores: dict[int, int] = field(default_factory=dict)
    #: Games of one round: 2 when a round is a two-game match (:mod:`domain.tiebreaks.matches`).
    games_per_round: int = 1

    def __post_init__(self) -> None:
        self.scores = {cid: sum(r.points for r in rounds) for cid, rounds in self.results.items()}

    @property
    def competitors(self) -> list[int]:
        return sorted(self.results)

    def to_points(self, units: int) -> Fraction:
        return units * self.unit
