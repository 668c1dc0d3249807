"""Art. 3.6.3: the first Pairing Identifier of a bracket among the perfect matchings of a graph.

When some pairing of the bracket scores 0 on every bracket criterion ([C8]-[C10]), the pairings
best on the criteria (3.6.4) are exactly the perfect matchings of the graph of legal zero-cost
pairs, and the first of their identifiers can be built seat by seat with a feasibility test
instead of one weighted matching with digit weights (whose numbers have hundreds of digits
in a bracket of a few hundred seats). The identifier lists the top members in seat order, then
the bottom members in the order of their tops (3.6.2), so:

1. the top set is the smallest in seat order: each seat, lowest first, is made a top member
   when some perfect matching respecting the roles already chosen allows it;
2. with the roles fixed the pairs run top to bottom, and each top, in seat order, takes the
   lowest bottom that leaves the remaining tops a perfect matching.

Each test keeps one perfect matching and repairs it by a single augmenting path, so a bracket
costs a few graph searches, not an enumeration; every step polls the deadline. The graph is
never listed: ``free(i, j)`` decides a pair and the roles decided so far remove the pairs they
forbid, so a bracket of m seats costs O(m) memory, not the m² of its pairs (issue 34: a
9,998-seat bracket would need 9 GB as sets).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from itertools import islice

from domain.budget import Deadline
from domain.matching.complement import complement_augment, complement_perfect_matching, greedy_pairs

#: Whether seats ``i < j`` may be paired at no cost.
FreePair = Callable[[int, int], bool]

UNDECIDED, TOP, BOTTOM = 0, 1, 2


def first_identifier(size: int, free: FreePair, deadline: Deadline) -> list[tuple[int, int]] | None:
    """The pairs (top seat, bottom seat) of the first identifier among the perfect matchings of the
    graph on seats ``0..size-1`` whose edges are the pairs ``free(i, j)`` (``i < j``) accepts; None
    when the graph has no perfect matching."""
    graph = _Graph(size, free, deadline)
    mate = _perfect_matching(graph)
    if mate is None:
        return None
    _decide_roles(graph, mate, deadline)
    return _bottoms_in_top_order(graph, mate, deadline)


class _Graph:
    """The free pairs less those the decided roles forbid (3.6.1: a top meets only higher seats,
    a bottom only lower ones). ``barred`` gives each seat's complement for the matchings of
    :mod:`domain.matching.complement`, read live, so a role decided changes it at once."""

    def __init__(self, size: int, free: FreePair, deadline: Deadline) -> None:
        self.size = size
        self.free = free
        self.check = deadline.check
        self.role = [UNDECIDED] * size
        self.barred = [_Barred(self, seat) for seat in range(size)]

    def linked(self, a: int, b: int) -> bool:
        if a == b:
            return False
        low, high = (a, b) if a < b else (b, a)
        return self.role[low] != BOTTOM and self.role[high] != TOP and self.free(low, high)

    def augment(self, mate: list[int], seat: int) -> bool:
        """Match the unmatched ``seat`` by one augmenting path."""
        return complement_augment(range(self.size), self.barred, mate, seat, self.check)


class _Barred:
    """The seats one seat may not be paired with now (itself included): the complement of its links."""

    __slots__ = ("graph", "seat")

    def __init__(self, graph: _Graph, seat: int) -> None:
        self.graph = graph
        self.seat = seat

    def __contains__(self, other: object) -> bool:
        return not (isinstance(other, int) and self.graph.linked(self.seat, other))


def _perfect_matching(graph: _Graph) -> list[int] | None:
    """A perfect matching, seeded as close to the answer as a greedy pass gets: each seat of the
    upper half, in order, against the lowest free seat of the lower half it may meet (so the
    usual answer, the upper half on top, needs few repairs in either step)."""
    size = graph.size
    if size % 2:
        return None
    seed = [-1] * size
    upper, lower = range(size // 2), dict.fromkeys(range(size // 2, size))
    greedy_pairs(upper, lower, graph.linked, seed, check=graph.check)
    return complement_perfect_matching(range(size), graph.barred, seed, graph.check)


def _decide_roles(graph: _Graph, mate: list[int], deadline: Deadline) -> None:
    """Step 1: the smallest top set. ``mate`` stays a perfect matching in which every decided seat
    has its role."""
    half = graph.size // 2
    tops = 0
    for seat in range(graph.size):
        deadline.check()
        if tops < half and (mate[seat] > seat or _can_be_top(graph, mate, seat)):
            graph.role[seat] = TOP
            tops += 1
        else:
            graph.role[seat] = BOTTOM


def _can_be_top(graph: _Graph, mate: list[int], seat: int) -> bool:
    """Whether ``seat`` (matched below itself) can meet a higher seat in a perfect matching that keeps
    the roles decided so far; when it can, ``mate`` is changed to such a matching."""
    graph.role[seat] = TOP
    partner = mate[seat]
    mate[seat] = mate[partner] = -1
    if graph.augment(mate, seat):
        return True
    mate[seat], mate[partner] = partner, seat
    graph.role[seat] = UNDECIDED
    return False


def _bottoms_in_top_order(graph: _Graph, mate: list[int], deadline: Deadline) -> list[tuple[int, int]]:
    """Step 2: each top in seat order takes the lowest bottom some alternating path can free for it."""
    done = [False] * graph.size
    bottoms = [seat for seat in range(graph.size) if graph.role[seat] == BOTTOM]
    tops = [seat for seat in range(graph.size) if graph.role[seat] == TOP]
    pairs: list[tuple[int, int]] = []
    first_open = 0
    for seat in tops:
        deadline.check()
        while done[bottoms[first_open]]:
            first_open += 1
        start = max(first_open, bisect_right(bottoms, seat))
        best = next(b for b in islice(bottoms, start, None) if not done[b] and graph.linked(seat, b))
        if best != mate[seat]:
            _take(graph, tops, mate, done, seat, best)
        done[seat] = done[mate[seat]] = True
        pairs.append((seat, mate[seat]))
    return pairs


def _take(graph: _Graph, tops: list[int], mate: list[int], done: list[bool], seat: int, wanted: int) -> None:
    """Give ``seat`` the lowest bottom it can have: search back from its current bottom for the tops
    that could move along an alternating path to free a bottom, stopping once ``wanted`` (its lowest
    open neighbour) is freed, then shift the path and pair ``seat`` with the bottom chosen."""
    freed = mate[seat]
    freeable = {freed}
    moves_to: dict[int, int] = {}  # top -> the bottom it would move to
    unvisited = tops[bisect_right(tops, seat) :]  # the tops before ``seat`` are done
    queue = [freed]
    head = 0
    while head < len(queue) and wanted not in freeable:
        graph.check()
        bottom = queue[head]
        head += 1
        kept: list[int] = []
        for other in unvisited:
            if other < bottom and graph.linked(other, bottom):
                moves_to[other] = bottom
                freeable.add(mate[other])
                queue.append(mate[other])
            else:
                kept.append(other)
        unvisited = kept
    if wanted in freeable:
        chosen = wanted
    else:
        chosen = next(bottom for bottom in sorted(freeable) if not done[bottom] and graph.linked(seat, bottom))
    step, mover = chosen, mate[chosen]
    while step != freed:
        target = moves_to[mover]
        following = mate[target]
        mate[mover], mate[target] = target, mover
        step, mover = target, following
    mate[seat], mate[chosen] = chosen, seat
