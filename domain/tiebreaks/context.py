"""What the tie-break functions share: the view, the rules and the derived tables, computed once."""

from __future__ import annotations

from fractions import Fraction

from domain.tiebreaks.rules import Rules
from domain.tiebreaks.unplayed import Contribution, adjusted_scores, contributions
from domain.tiebreaks.view import CompetitionView

Value = Fraction | int | None
Values = dict[int, Value]


class TiebreakContext:
    """One standings computation: caches adjusted scores and contribution lists per ``/P`` switch."""

    def __init__(self, view: CompetitionView, rules: Rules) -> None:
        self.view = view
        self.rules = rules
        self.adjusted = adjusted_scores(view, rules)
        self._contributions: dict[bool, dict[int, list[Contribution]]] = {}
        self.cache: dict[str, Values] = {}

    def contributions(self, forfeits_played: bool = False) -> dict[int, list[Contribution]]:
        if forfeits_played not in self._contributions:
            self._contributions[forfeits_played] = contributions(self.view, self.rules, self.adjusted, forfeits_played)
        return self._contributions[forfeits_played]

    def points(self, units: int) -> Fraction:
        """Units of the point system as exact points."""
        return Fraction(units, self.view.unit.denominator)

    def points_squared(self, units: int) -> Fraction:
        """A product of two scores (Sonneborn-Berger) as exact points."""
        return Fraction(units, self.view.unit.denominator ** 2)

    @property
    def vur_first(self) -> bool:
        """C.07 16.5 applies to Swiss events under C.07 only."""
        return not self.rules.self_draw and not self.view.round_robin
