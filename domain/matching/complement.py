"""Matchings of a graph given by its missing edges: everyone may meet except a few barred pairs.

In a Swiss round almost every pair may meet; only the games already played (and the forbidden
pairs) bar some. Listing the allowed pairs costs n²: 100 million entries, several GB, for a
9,999-player round (issue 34). These functions read the barred pairs instead. The greedy pass
skips only barred candidates, so it costs the bars, not n². An augmenting search lists a
vertex's neighbours on demand, free vertices first, so it usually ends at its second vertex:
one scan of the members per vertex the greedy pass left free.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Container, Iterable, Iterator, Sequence

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
    free = sorted(v for v in members if mate[v] == -1)
    # Top against bottom: neighbours in the order are the likelier to be barred (a forbidden
    # group is often a run of numbers), so each vertex takes the last free one it may meet.
    left = greedy_pairs(free, dict.fromkeys(free), lambda v, w: w not in barred[v], mate, from_last=True)
    for root in left:
        if mate[root] == -1:
            complement_augment(members, barred, mate, root, check)
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


def complement_augment(
    members: Collection[int],
    barred: Sequence[Container[int]],
    mate: list[int],
    root: int,
    check: Callable[[], None] | None = None,
) -> bool:
    """Match the unmatched ``root`` by one augmenting path among ``members`` (see
    :func:`~domain.matching.cardinality.augment_from`), their neighbours listed on demand."""
    return augment_from(_Neighbours(members, barred, mate, check), mate, root)


def greedy_pairs(
    order: Iterable[int],
    pool: dict[int, None],
    may_pair: Callable[[int, int], bool],
    mate: list[int],
    *,
    from_last: bool = False,
    check: Callable[[], None] | None = None,
) -> list[int]:
    """Pair each unmatched vertex of ``order``, in turn, with the first (``from_last``: the last)
    vertex of ``pool`` it may be paired with; the pool loses the vertices paired. Returns the
    vertices of ``order`` left unmatched. A candidate skipped is one the vertex may not meet."""
    left: list[int] = []
    for v in order:
        if check is not None:
            check()
        if mate[v] != -1:
            continue
        pool.pop(v, None)
        candidates = reversed(pool) if from_last else pool
        partner = next((w for w in candidates if may_pair(v, w)), -1)
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
        self.order = [v for v in members if mate[v] == -1] + [v for v in members if mate[v] != -1]
        self.barred = barred
        self.check = check

    def __len__(self) -> int:
        return len(self.barred)

    def __getitem__(self, v: int) -> Iterator[int]:
        if self.check is not None:
            self.check()
        bars = self.barred[v]
        return (w for w in self.order if w not in bars)
