"""Competitors in rank order as groups still tied, and what separated each group from the next.

Each step of a standing (points, every tie-break of the list, the arbiter's order, the drawing of
lots) only splits the groups still tied (C.07 Art. 2-3). Remembering, at every split, which step
made it lets each entry of the standings say what separated it from the next one (``decided_by``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

from domain.tiebreaks.context import Column

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison

Split = Callable[[list[int]], list[list[int]]]


@dataclass(slots=True)
class TieGroups:
    """``groups`` in rank order (ids ascending inside a group); ``separated_by[i]`` is the step that
    put group ``i`` ahead of group ``i + 1`` (``None`` after the last group)."""

    groups: list[list[int]]
    separated_by: list[str | None]

    @classmethod
    def of(cls, competitors: Iterable[int]) -> TieGroups:
        """Everybody tied with everybody: the state before points are compared."""
        everyone = sorted(competitors)
        return cls([everyone], [None]) if everyone else cls([], [])

    def refine(self, split: Split, step: str, limit: int | None = None) -> None:
        """Split every group of two or more (only the first ``limit`` groups when given) with
        ``split``, which returns the group's parts best first; new boundaries are ``step``'s."""
        groups: list[list[int]] = []
        separated_by: list[str | None] = []
        for index, (group, after) in enumerate(zip(self.groups, self.separated_by, strict=True)):
            parts = [group] if len(group) == 1 or (limit is not None and index >= limit) else split(group)
            groups.extend(parts)
            separated_by.extend([step] * (len(parts) - 1) + [after])
        self.groups, self.separated_by = groups, separated_by

    def tied(self) -> Iterator[list[int]]:
        """The groups still holding more than one competitor."""
        return (group for group in self.groups if len(group) > 1)

    def members(self) -> Iterator[int]:
        return (cid for group in self.groups for cid in group)


def split_by(group: list[int], key: Callable[[int], SupportsRichComparison]) -> list[list[int]]:
    """The group cut into runs of equal key, best (smallest key) first, ids ascending inside."""
    if len(group) == 1:
        return [group]
    keys = {cid: key(cid) for cid in group}
    ordered = sorted(group, key=lambda cid: (keys[cid], cid))
    parts: list[list[int]] = [[ordered[0]]]
    for previous, cid in pairwise(ordered):
        if keys[cid] == keys[previous]:
            parts[-1].append(cid)
        else:
            parts.append([cid])
    return parts


def place(ranking: TieGroups, split: Split, step: str, limit: int | None = None) -> Column:
    """Apply a ranking step (DE, EDE, TBR, BBE) to the tie groups; its value is the place within
    the group, shared inside a block, ``None`` where the step did not apply: past the ``limit``, and
    for a competitor tied with nobody when the step's turn comes (C.07 Art. 6 ranks tied
    participants only; issue 33: DE showed 1 for every untied player)."""
    places: dict[int, int | None] = dict.fromkeys(ranking.members())

    def placing(group: list[int]) -> list[list[int]]:
        blocks = split(group)
        ahead = 0
        for block in blocks:
            places.update(dict.fromkeys(block, ahead + 1))
            ahead += len(block)
        return blocks

    ranking.refine(placing, step, limit)
    return Column(places, higher_first=False)
