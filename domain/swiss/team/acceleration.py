"""Virtual points of a team event (C.04.7 acceleration), given as TRF-2026 ``250`` records.

In a team file a 250 record's number range names team TPNs and its match-point value is what a
team in the range adds to its pairing score in the rounds of the range. The pairing score makes
the scoregroups, the floats of Art. 1.5 (judged on the pairing scores of that round, ruling A8)
and the board order (C.04.7 Art. 1.5); colours use the standings scores (Art. 4.2). C.04.7 Art.
1.4.4 forbids acceleration when game points are the primary score, and per-player ``XXA`` values
say nothing about teams: both are refused.
"""

from __future__ import annotations

from fractions import Fraction

from domain.errors import InvalidInput, Issue
from domain.model import Tournament

from .rules import TeamRules


class VirtualPoints:
    """``points(team, round)``: the virtual match points a team carries into a round."""

    def __init__(self, tournament: Tournament, rules: TeamRules) -> None:
        if tournament.acceleration:
            raise InvalidInput([Issue("XXA", "team events take acceleration as 250 records over team numbers")])
        self.ranges = tournament.acceleration_ranges
        if self.ranges and not rules.match_points_primary:
            message = "acceleration cannot be used when game points are the primary score (C.04.7 Art. 1.4.4)"
            raise InvalidInput([Issue("250", message)])

    def points(self, team: int, round_number: int) -> Fraction:
        return sum(
            (
                accel.match_points
                for accel in self.ranges
                if accel.first_round <= round_number <= accel.last_round
                and accel.first_player <= team <= accel.last_player
            ),
            Fraction(0),
        )
