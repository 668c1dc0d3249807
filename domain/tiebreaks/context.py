"""What the tie-break functions share: the view, the rules and the derived tables, computed once."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from domain.tiebreaks.rules import Rules
from domain.tiebreaks.unplayed import Contribution, adjusted_scores, contributions
from domain.tiebreaks.view import CompetitionView

Value = Fraction | int | None


@dataclass(frozen=True, slots=True)
class Column:
    """One tie-break's values, kept as exact integers counted in ``1/scale`` wherever possible.

    Ranking compares the raw numbers (integers for everything but averages), which is much
    cheaper than comparing fractions; :meth:`value` gives the exact value once, for output.
    A raw value may itself be a ``Fraction`` (averages) with ``scale`` 1, or ``None`` (no value).
    ``higher_first`` is the order the tie-break ranks in (pairing numbers rank lower first).
    """

    raw: Mapping[int, int | Fraction | None]
    scale: int = 1
    higher_first: bool = True

    def value(self, cid: int) -> Value:
        """The exact value of competitor ``cid``: an ``int`` when whole, else a ``Fraction``."""
        return self._exact(self.raw[cid])

    def exact(self) -> dict[int, Value]:
        """Every competitor's exact value; equal raw numbers are converted once."""
        if self.scale == 1:
            return dict(self.raw)
        converted: dict[int | Fraction | None, Value] = {}
        values: dict[int, Value] = {}
        for cid, raw in self.raw.items():
            if raw not in converted:
                converted[raw] = self._exact(raw)
            values[cid] = converted[raw]
        return values

    def whole_units(self) -> dict[int, int]:
        """The raw values of a column of sums (BH and the like), which are whole units by construction."""
        units = {cid: raw for cid, raw in self.raw.items() if isinstance(raw, int)}
        if len(units) != len(self.raw):
            raise TypeError("a column of sums holds whole units only")
        return units

    def _exact(self, raw: int | Fraction | None) -> Value:
        if raw is None or self.scale == 1:
            return raw
        whole, rest = divmod(raw, self.scale)
        return whole if rest == 0 else Fraction(raw, self.scale)


class TiebreakContext:
    """One standings computation: caches adjusted scores and contribution lists per ``/P`` switch."""

    def __init__(self, view: CompetitionView, rules: Rules) -> None:
        self.view = view
        self.rules = rules
        self.adjusted = adjusted_scores(view, rules)
        self._contributions: dict[bool, dict[int, list[Contribution]]] = {}
        self.cache: dict[str, Column] = {}

    def contributions(self, forfeits_played: bool = False) -> dict[int, list[Contribution]]:
        if forfeits_played not in self._contributions:
            self._contributions[forfeits_played] = contributions(self.view, self.rules, self.adjusted, forfeits_played)
        return self._contributions[forfeits_played]

    def points(self, units: int) -> Fraction:
        """Units of the point system as exact points."""
        return Fraction(units, self.view.unit.denominator)

    def in_points(self, units: dict[int, int]) -> Column:
        """A column of values counted in units of the point system."""
        return Column(units, self.view.unit.denominator)

    def in_points_squared(self, units: dict[int, int]) -> Column:
        """A column of products of two scores (Sonneborn-Berger), counted in units²."""
        return Column(units, self.view.unit.denominator**2)

    @property
    def vur_first(self) -> bool:
        """C.07 16.5 applies to Swiss events under C.07 only."""
        return not self.rules.self_draw and not self.view.round_robin
