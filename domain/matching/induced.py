"""Repeated perfect-matching tests on induced subgraphs of one fixed graph.

The Dutch engine asks, many times per round, whether the players left below a bracket plus a
few candidate downfloaters can all be paired. The graph (who may meet whom) is fixed for the
round; only the vertex set changes. This oracle keeps a maximum matching of a *core* vertex
set and answers each query by augmenting from the few extra vertices (Edmonds: a vertex with
no augmenting path now never gets one later, so one search per free vertex decides).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cardinality import augment_from, greedy_matching


class InducedPerfectMatching:
    """Does the subgraph induced by ``core ∪ extra`` have a perfect matching?"""

    def __init__(self, adjacency: Sequence[Sequence[int]]) -> None:
        self.adj = [sorted(set(neighbours)) for neighbours in adjacency]
        self.n = len(self.adj)
        self.core_mate = [-1] * self.n
        self.in_core = [False] * self.n
        self._cache: dict[frozenset[int], bool] = {}

    def set_core(self, core: Iterable[int]) -> None:
        """Re-base on a new core: keep matched pairs inside it, augment its free vertices."""
        in_core = [False] * self.n
        for v in core:
            in_core[v] = True
        mate = self.core_mate
        for v in range(self.n):
            if mate[v] != -1 and not (in_core[v] and in_core[mate[v]]):
                mate[v] = -1
        self.in_core = in_core
        greedy_matching(self.adj, mate, in_core)
        self._augment_all([v for v in range(self.n) if in_core[v] and mate[v] == -1], mate, in_core)
        self._cache.clear()

    def perfect_with(self, extra: Iterable[int]) -> bool:
        """True when ``core ∪ extra`` can be perfectly matched (answers are cached per core)."""
        key = frozenset(extra)
        if key not in self._cache:
            self._cache[key] = self._decide(key)
        return self._cache[key]

    def _decide(self, extra: frozenset[int]) -> bool:
        active = list(self.in_core)
        for v in extra:
            active[v] = True
        mate = list(self.core_mate)
        free = [v for v in range(self.n) if active[v] and mate[v] == -1]
        return self._augment_all(free, mate, active)

    def _augment_all(self, free: list[int], mate: list[int], active: list[bool]) -> bool:
        """Augment from every free vertex; False as soon as one cannot be matched."""
        complete = True
        for root in free:
            if mate[root] != -1:
                continue
            if not augment_from(self.adj, mate, root, active):
                complete = False
        return complete
