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

from domain.budget import no_deadline
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


def perfectly_pairable(
    players: Sequence[int], compatible: Compatible, met: Sequence[int], check: Callable[[], None] = no_deadline
) -> bool:
    """Whether ``players`` (an even set) can all be paired with compatible opponents; ``check``
    (the request's deadline) is polled while the graph is built."""
    if len(players) % 2:
        return False
    if not players or dense_enough(players, met):
        return True
    return len(maximum_matching(players, compatible, check)) == len(players)


def maximum_matching(
    players: Sequence[int], compatible: Compatible, check: Callable[[], None] = no_deadline
) -> dict[int, int]:
    """A maximum matching of the compatibility graph on ``players`` (both directions listed),
    found by the shared blossom matcher (:func:`domain.matching.max_cardinality_matching`).
    Building the graph asks n^2 / 2 pairs, so ``check`` is polled per player."""
    count = len(players)
    adjacency = []
    for i in range(count):
        check()
        adjacency.append([j for j in range(i + 1, count) if compatible(players[i], players[j])])
    mate = max_cardinality_matching(count, adjacency)
    return {players[i]: players[j] for i, j in enumerate(mate) if j != -1}


@dataclass(frozen=True, slots=True)
class Assignment:
    """The 2.6.d-e result: ``partner[i]`` is the lower-half position met by upper position i."""

    partner: tuple[int, ...]
    #: Upper positions whose first free, compatible lower player had to be given up (2.6.e).
    backtracked: tuple[int, ...]


def first_assignment(
    upper: Sequence[int], lower: Sequence[int], compatible: Compatible, check: Callable[[], None] = no_deadline
) -> Assignment | None:
    """The first complete pairing of ``upper`` against ``lower`` in 2.6.d-e search order, or None.

    Equivalent to the depth-first search (upper players in order, each trying the free lower
    players in order, backing up on a dead end): a choice is kept only if the players not yet
    fixed can still be completed, which a bipartite augmenting path decides. ``check`` (the
    request's deadline) is polled per upper player while the table of pairs is built.
    """
    search = _Bipartite(upper, lower, compatible, check)
    if not search.complete():
        return None
    return search.lexicographic_first()


class _Bipartite:
    def __init__(
        self, upper: Sequence[int], lower: Sequence[int], compatible: Compatible, check: Callable[[], None]
    ) -> None:
        self.size = len(upper)
        #: One byte per pair (a list of booleans took 8: 200 MB for the halves of 10,000 players).
        self.edges: list[bytearray] = []
        for upper_player in upper:
            check()
            self.edges.append(bytearray(compatible(upper_player, lower_player) for lower_player in lower))
        self.partner = [-1] * self.size  # upper position -> lower position
        self.owner = [-1] * self.size  # lower position -> upper position
        self.fixed_lower = [False] * self.size

    def complete(self) -> bool:
        """Find any complete pairing (greedy in order, then augmenting paths)."""
        for u in range(self.size):
            for lower_pos in range(self.size):
                if self.edges[u][lower_pos] and self.owner[lower_pos] == -1:
                    self._link(u, lower_pos)
                    break
        return all(self.partner[u] != -1 or self._augment_from(u, first_upper=0) for u in range(self.size))

    def lexicographic_first(self) -> Assignment:
        backtracked = []
        for u in range(self.size):
            first_choice = True
            for lower_pos in range(self.size):
                if self.fixed_lower[lower_pos] or not self.edges[u][lower_pos]:
                    continue
                if self._try_fix(u, lower_pos):
                    break
                if first_choice:
                    backtracked.append(u)
                first_choice = False
        return Assignment(tuple(self.partner), tuple(backtracked))

    def _try_fix(self, u: int, lower_pos: int) -> bool:
        """Fix the pair u-lower_pos if the players after u can still all be paired."""
        if self.partner[u] != lower_pos:
            old_lower, displaced = self.partner[u], self.owner[lower_pos]
            self._link(u, lower_pos)
            self.owner[old_lower] = -1
            self.partner[displaced] = -1
            self.fixed_lower[lower_pos] = True
            if not self._augment_from(displaced, first_upper=u + 1):
                self.fixed_lower[lower_pos] = False
                self._link(u, old_lower)
                self._link(displaced, lower_pos)
                return False
        self.fixed_lower[lower_pos] = True
        return True

    def _link(self, u: int, lower_pos: int) -> None:
        self.partner[u], self.owner[lower_pos] = lower_pos, u

    def _augment_from(self, start: int, first_upper: int) -> bool:
        """Breadth-first augmenting path from upper ``start`` to a free, unfixed lower player,
        through upper players from ``first_upper`` on only."""
        came_from: dict[int, int] = {}  # lower position -> upper position that reached it
        queue = deque([start])
        while queue:
            u = queue.popleft()
            for lower_pos in range(self.size):
                if lower_pos in came_from or self.fixed_lower[lower_pos] or not self.edges[u][lower_pos]:
                    continue
                came_from[lower_pos] = u
                owner = self.owner[lower_pos]
                if owner == -1:
                    self._flip(lower_pos, came_from)
                    return True
                if owner >= first_upper:
                    queue.append(owner)
        return False

    def _flip(self, lower_pos: int, came_from: dict[int, int]) -> None:
        while True:
            u = came_from[lower_pos]
            previous = self.partner[u]
            self._link(u, lower_pos)
            if previous == -1:
                return
            lower_pos = previous
