"""Matching searches behind the look-ahead of 2.5-2.8 and the 2.6.d-e search.

* :func:`perfectly_pairable` answers "can these players all be paired without a repeat
  meeting?" (Edmonds' blossom algorithm of :mod:`domain.matching`; a degree bound answers large
  dense sets at once).
* :func:`first_assignment` gives the pairing of an upper half against a lower half that the
  depth-first search of 2.6.d-e finds first, without the exponential search: each upper player
  in turn keeps the first lower player that still leaves a complete pairing of the rest.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from domain.matching import max_cardinality_matching

Compatible = Callable[[int, int], bool]


def dense_enough(players: Sequence[int], met: Sequence[int]) -> bool:
    """Dirac's bound: if each player may meet at least half of the others, an even set has a
    Hamiltonian cycle and so a perfect pairing (no search needed)."""
    mask = 0
    for p in players:
        mask |= 1 << p
    most_met = max(((met[p] & mask).bit_count() for p in players), default=0)
    return len(players) >= 2 * (most_met + 1)


def perfectly_pairable(players: Sequence[int], compatible: Compatible, met: Sequence[int]) -> bool:
    """Whether ``players`` (an even set) can all be paired with compatible opponents."""
    if len(players) % 2:
        return False
    if not players or dense_enough(players, met):
        return True
    return len(maximum_matching(players, compatible)) == len(players)


def maximum_matching(players: Sequence[int], compatible: Compatible) -> dict[int, int]:
    """A maximum matching of the compatibility graph on ``players`` (both directions listed),
    found by the shared blossom matcher (:func:`domain.matching.max_cardinality_matching`)."""
    count = len(players)
    adjacency = [[j for j in range(i + 1, count) if compatible(players[i], players[j])] for i in range(count)]
    mate = max_cardinality_matching(count, adjacency)
    return {players[i]: players[j] for i, j in enumerate(mate) if j != -1}


@dataclass(frozen=True, slots=True)
class Assignment:
    """The 2.6.d-e result: ``partner[i]`` is the lower-half position met by upper position i."""

    partner: tuple[int, ...]
    #: Upper positions whose first free, compatible lower player had to be given up (2.6.e).
    backtracked: tuple[int, ...]


def first_assignment(upper: Sequence[int], lower: Sequence[int], compatible: Compatible) -> Assignment | None:
    """The first complete pairing of ``upper`` against ``lower`` in 2.6.d-e search order, or None.

    Equivalent to the depth-first search (upper players in order, each trying the free lower
    players in order, backing up on a dead end): a choice is kept only if the players not yet
    fixed can still be completed, which a bipartite augmenting path decides.
    """
    search = _Bipartite(upper, lower, compatible)
    if not search.complete():
        return None
    return search.lexicographic_first()


class _Bipartite:
    def __init__(self, upper: Sequence[int], lower: Sequence[int], compatible: Compatible) -> None:
        self.size = len(upper)
        self.edges = [[compatible(u, l) for l in lower] for u in upper]
        self.partner = [-1] * self.size  # upper position -> lower position
        self.owner = [-1] * self.size  # lower position -> upper position
        self.fixed_lower = [False] * self.size

    def complete(self) -> bool:
        """Find any complete pairing (greedy in order, then augmenting paths)."""
        for u in range(self.size):
            for l in range(self.size):
                if self.edges[u][l] and self.owner[l] == -1:
                    self._link(u, l)
                    break
        for u in range(self.size):
            if self.partner[u] == -1 and not self._augment_from(u, first_upper=0):
                return False
        return True

    def lexicographic_first(self) -> Assignment:
        backtracked = []
        for u in range(self.size):
            first_choice = True
            for l in range(self.size):
                if self.fixed_lower[l] or not self.edges[u][l]:
                    continue
                if self._try_fix(u, l):
                    break
                if first_choice:
                    backtracked.append(u)
                first_choice = False
        return Assignment(tuple(self.partner), tuple(backtracked))

    def _try_fix(self, u: int, l: int) -> bool:
        """Fix u-l if the players after u can still all be paired."""
        if self.partner[u] != l:
            old_lower, displaced = self.partner[u], self.owner[l]
            self._link(u, l)
            self.owner[old_lower] = -1
            self.partner[displaced] = -1
            self.fixed_lower[l] = True
            if not self._augment_from(displaced, first_upper=u + 1):
                self.fixed_lower[l] = False
                self._link(u, old_lower)
                self._link(displaced, l)
                return False
        self.fixed_lower[l] = True
        return True

    def _link(self, u: int, l: int) -> None:
        self.partner[u], self.owner[l] = l, u

    def _augment_from(self, start: int, first_upper: int) -> bool:
        """Breadth-first augmenting path from upper ``start`` to a free, unfixed lower player,
        through upper players from ``first_upper`` on only."""
        came_from: dict[int, int] = {}  # lower position -> upper position that reached it
        queue = deque([start])
        while queue:
            u = queue.popleft()
            for l in range(self.size):
                if l in came_from or self.fixed_lower[l] or not self.edges[u][l]:
                    continue
                came_from[l] = u
                owner = self.owner[l]
                if owner == -1:
                    self._flip(l, came_from)
                    return True
                if owner >= first_upper:
                    queue.append(owner)
        return False

    def _flip(self, l: int, came_from: dict[int, int]) -> None:
        while True:
            u = came_from[l]
            previous = self.partner[u]
            self._link(u, l)
            if previous == -1:
                return
            l = previous
