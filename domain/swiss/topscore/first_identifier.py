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
costs a few graph searches, not an enumeration; every step polls the deadline.
"""

from __future__ import annotations

from domain.budget import Deadline
from domain.matching import augment_from, greedy_matching


def first_identifier(links: list[set[int]], deadline: Deadline) -> list[tuple[int, int]] | None:
    """The pairs (top seat, bottom seat) of the first identifier among the perfect matchings of the
    graph on seats ``0..len(links)-1`` (``links[i]`` the seats ``i`` may be paired with, symmetric);
    None when the graph has no perfect matching. ``links`` is consumed."""
    mate = _perfect_matching(links)
    if mate is None:
        return None
    tops = _top_seats(links, mate, deadline)
    return _bottoms_in_top_order(links, mate, tops, deadline)


def _perfect_matching(links: list[set[int]]) -> list[int] | None:
    """A perfect matching, seeded as close to the answer as a greedy pass gets: each seat of the
    upper half, in order, against the lowest free seat of the lower half it may meet (so the
    usual answer, the upper half on top, needs few repairs in either step)."""
    size = len(links)
    if size % 2:
        return None
    half = size // 2
    mate = [-1] * size
    for top in range(half):
        row = links[top]
        bottom = next((seat for seat in range(half, size) if mate[seat] == -1 and seat in row), -1)
        if bottom != -1:
            mate[top], mate[bottom] = bottom, top
    adjacency = [sorted(row) for row in links]
    greedy_matching(adjacency, mate)
    for seat in range(size):
        if mate[seat] == -1 and not augment_from(adjacency, mate, seat):
            return None
    return mate


def _top_seats(links: list[set[int]], mate: list[int], deadline: Deadline) -> list[bool]:
    """Step 1: the smallest top set. ``mate`` stays a perfect matching in which every decided seat
    has its role; ``links`` loses the pairs the roles forbid (a top meets only higher seats)."""
    size = len(links)
    half = size // 2
    top = [False] * size
    tops = 0
    for seat in range(size):
        deadline.check()
        if tops < half and (mate[seat] > seat or _can_be_top(links, mate, seat)):
            top[seat] = True
            tops += 1
            _drop(links, seat, [other for other in links[seat] if other < seat])
        else:
            _drop(links, seat, [other for other in links[seat] if other > seat])
    return top


def _can_be_top(links: list[set[int]], mate: list[int], seat: int) -> bool:
    """Whether ``seat`` (matched below itself) can meet a higher seat in a perfect matching that keeps
    the roles decided so far; when it can, ``mate`` is changed to such a matching."""
    lower = [other for other in links[seat] if other < seat]
    _drop(links, seat, lower)
    partner = mate[seat]
    mate[seat] = mate[partner] = -1
    if augment_from(links, mate, seat):
        return True
    mate[seat], mate[partner] = partner, seat
    for other in lower:
        links[seat].add(other)
        links[other].add(seat)
    return False


def _bottoms_in_top_order(
    links: list[set[int]], mate: list[int], top: list[bool], deadline: Deadline
) -> list[tuple[int, int]]:
    """Step 2: each top in seat order takes the lowest bottom some alternating path can free for it."""
    done = [False] * len(links)
    pairs: list[tuple[int, int]] = []
    for seat in range(len(links)):
        if not top[seat]:
            continue
        deadline.check()
        best = min(bottom for bottom in links[seat] if not done[bottom])
        if best != mate[seat]:
            _take(links, mate, done, seat, best)
        done[seat] = done[mate[seat]] = True
        pairs.append((seat, mate[seat]))
    return pairs


def _take(links: list[set[int]], mate: list[int], done: list[bool], seat: int, wanted: int) -> None:
    """Give ``seat`` the lowest bottom it can have: search back from its current bottom for the tops
    that could move along an alternating path to free a bottom, stopping once ``wanted`` (its lowest
    open neighbour) is freed, then shift the path and pair ``seat`` with the bottom chosen."""
    freed = mate[seat]
    freeable = {freed}
    moves_to: dict[int, int] = {}  # top -> the bottom it would move to
    queue = [freed]
    head = 0
    while head < len(queue) and wanted not in freeable:
        bottom = queue[head]
        head += 1
        for other in links[bottom]:
            if other == seat or done[other] or other in moves_to:
                continue
            moves_to[other] = bottom
            freeable.add(mate[other])
            queue.append(mate[other])
    chosen = min(bottom for bottom in links[seat] if bottom in freeable and not done[bottom])
    step, mover = chosen, mate[chosen]
    while step != freed:
        target = moves_to[mover]
        following = mate[target]
        mate[mover], mate[target] = target, mover
        step, mover = target, following
    mate[seat], mate[chosen] = chosen, seat


def _drop(links: list[set[int]], seat: int, others: list[int]) -> None:
    """Forbid the pairs of ``seat`` with ``others``."""
    for other in others:
        links[seat].discard(other)
        links[other].discard(seat)
