"""A team's matches as the pairing reads them (C.04.6 Arts. 1.4-1.6, 2.1.2, 3.4.3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from domain.model import Color

from .rules import TeamRules


@dataclass(frozen=True, slots=True)
class TeamMatch:
    """One team's round: its opponent (None for a bye or absence) and what the match gave it."""

    opponent: int | None
    played: bool
    colour: Color | None
    match_points: Fraction
    game_points: Fraction
    pab: bool = False
    #: [C2]: a match won by forfeit on every board, or a full-point bye.
    bars_pab: bool = False
    #: The team scheduled with White on board 1 (also in a match forfeited on every board).
    white_team: int | None = None


@dataclass(slots=True)
class TeamHistory:
    """A team's rounds before the one to pair, and the facts C.04.6 reads from them."""

    number: int
    matches: list[TeamMatch | None] = field(default_factory=list)

    def match_points(self, upto: int | None = None) -> Fraction:
        return sum((m.match_points for m in self.matches[:upto] if m), Fraction(0))

    def game_points(self, upto: int | None = None) -> Fraction:
        return sum((m.game_points for m in self.matches[:upto] if m), Fraction(0))

    @property
    def colours(self) -> list[Color]:
        """The colours of the played matches, in order (Art. 1.6.1)."""
        return [m.colour for m in self.matches if m and m.played and m.colour is not None]

    @property
    def played(self) -> int:
        """Matches actually played (Art. 3.4.3, ruling A9)."""
        return sum(1 for m in self.matches if m and m.played)

    @property
    def met(self) -> frozenset[int]:
        return frozenset(m.opponent for m in self.matches if m and m.played and m.opponent is not None)

    @property
    def pab_allowed(self) -> bool:
        """[C2] (Art. 2.1.2): no PAB, match won by forfeit or full-point bye so far."""
        return not any(m and (m.pab or m.bars_pab) for m in self.matches)


def match_points_for(ours: Fraction, theirs: Fraction, played: bool, rules: TeamRules) -> Fraction:
    """Record 362's match points for board points ``ours`` against ``theirs``; a match forfeited by
    both teams (nothing scored, nothing played; 330 ``--``) is a loss for each."""
    won, drawn, lost = rules.match_points
    if not played and ours == theirs == 0:
        return lost
    return won if ours > theirs else drawn if ours == theirs else lost
