"""Matchings of a graph given by its missing edges: everyone may meet except a few barred pairs.

In a Swiss round almost every pair may meet; only the games already played (and the forbidden
pairs) bar some. Listing the allowed pairs costs n²: 100 million entries, several GB, for a
9,999-player round (issue 34). These functions read the barred pairs instead. The greedy pass
skips only barred candidates, so it costs the bars, not n². An augmenting search lists a
vertex's neighbours on demand, free vertices first, so it usually ends at its second vertex:
one scan of the members per vertex the greedy pass left free.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Container, Iterator, Sequence

from .cardinality import augment_from


def complement_matching(
    members: Collection[int],
    barred: Sequence[Container[int]],
    hint: Sequence[int] | None = None,
    check: Callable[[], None] | None = None,
) -> list[int]:
    """A maximum matching (``mate`` over all ``len(barred)`` vertices, -1 for unmatched) of the
    ``members`` in which ``v`` and ``w`` may be paired unless ``w in barred[v]`` (symmetric, and
    holding ``v`` itself). ``hint`` (a matching of these vertices) seeds it; ``check`` is called
    before each vertex's neighbours are listed (a deadline poll).

    >>> complement_matching([0, 1, 2, 3], [{0, 1}, {1, 0}, {2}, {3}])
    [3, 2, 1, 0]
    >>> complement_matching([0, 1, 2], [{0, 1, 2}, {1, 0}, {2, 0}])
    [-1, 2, 1]
    """
    size = len(barred)
    active = [False] * size
    for v in members:
        active[v] = True
    mate = [-1] * size
    if hint is not None:
        for v in members:
            partner = hint[v]
            if partner != -1 and active[partner]:
                mate[v] = partner
    left = _greedy(sorted(v for v in members if mate[v] == -1), barred, mate)
    for root in left:
        if mate[root] == -1:
            augment_from(_Neighbours(members, barred, mate, check), mate, root, active)
    return mate


def complement_perfect_matching(
    members: Collection[int],
    barred: Sequence[Container[int]],
    hint: Sequence[int] | None = None,
    check: Callable[[], None] | None = None,
) -> list[int] | None:
    """:func:`complement_matching` when it pairs every member, else None."""
    if len(members) % 2:
        return None
    mate = complement_matching(members, barred, hint, check)
    return mate if all(mate[v] != -1 for v in members) else None


def _greedy(free: list[int], barred: Sequence[Container[int]], mate: list[int]) -> list[int]:
    """Pair each free vertex, in order, with the last free vertex it is not barred from (top
    against bottom: neighbours in the order are the likelier to be barred, a forbidden group
    often being a run of numbers); returns the vertices left free. Every candidate skipped is
    one of the vertex's bars."""
    pool = dict.fromkeys(free)
    left: list[int] = []
    for v in free:
        if v not in pool:
            continue
        del pool[v]
        bars = barred[v]
        partner = next((w for w in reversed(pool) if w not in bars), -1)
        if partner == -1:
            left.append(v)
            continue
        del pool[partner]
        mate[v], mate[partner] = partner, v
    return left


class _Neighbours:
    """The adjacency an augmenting search reads, listed on demand: the members a vertex is not
    barred from, the free ones first (an augmenting path ends at the first one it reaches)."""

    def __init__(
        self,
        members: Collection[int],
        barred: Sequence[Container[int]],
        mate: list[int],
        check: Callable[[], None] | None,
    ) -> None:
        self.order = sorted(members, key=lambda v: mate[v] != -1)
        self.barred = barred
        self.check = check

    def __len__(self) -> int:
        return len(self.barred)

    def __getitem__(self, v: int) -> Iterator[int]:
        if self.check is not None:
            self.check()
        bars = self.barred[v]
        return (w for w in self.order if w not in bars)
