"""Can the players left below a bracket still all be paired? ([C4]; 2017 C.4) Sparse first, exact.

The engine asks this for every solve. The compatibility graph of a round is nearly complete
(only rematches [C1] and equal absolute colour preferences [C3] are missing), so building it
costs O(n^2) time and memory: a minute and gigabytes at 10,000 players. Any subgraph that has
a perfect matching proves that the whole graph has one, so each question is first put to a
sparse candidate graph of O(n log n) compatible edges (every player's next few players in the
order, then players at geometrically growing distances below, so that every bracket reaches
deep into the field below it); only a "no" from it is checked on the whole graph, built on
first need. The answers are therefore exactly those of the whole graph.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from domain.budget import no_deadline
from domain.matching.induced import InducedPerfectMatching

#: Players just below every player that get an edge (the local part of the candidate graph).
NEAR = 6
#: How far past a wanted position the search for a compatible player goes.
PROBE = 24


def candidate_offsets(count: int) -> list[int]:
    """Distances below each player to link: 1..NEAR, then growing by about sqrt(2)."""
    offsets = list(range(1, NEAR + 1))
    step = float(NEAR)
    while step * 1.414 < count:
        step *= 1.414
        offsets.append(int(step))
    return offsets


def candidate_graph(
    count: int, compatible: Callable[[int, int], bool], check: Callable[[], None] = no_deadline
) -> list[list[int]]:
    """The sparse candidate graph over players ``0..count-1``: each player's first compatible
    player at every :func:`candidate_offsets` distance below him (within :data:`PROBE`).

    The offsets ascend, so the players found do not descend: one found again is the last one.
    ``check`` (the request's deadline) is polled per player: a field barred almost everywhere
    (one forbidden group of thousands) probes every distance in vain."""
    adjacency: list[list[int]] = [[] for _ in range(count)]
    offsets = candidate_offsets(count)
    for v in range(count):
        check()
        chosen, last = adjacency[v], -1
        for offset in offsets:
            start = v + offset
            if start >= count:
                break
            for w in range(start, min(start + PROBE, count)):
                if compatible(v, w):
                    if w != last:
                        chosen.append(w)
                        adjacency[w].append(v)
                        last = w
                    break
    return adjacency


class CompletionOracle:
    """Perfect-matching questions on induced subgraphs of the compatibility graph (plus a PAB vertex).

    ``linked`` (odd fields) marks the players the PAB vertex ``count`` may be paired with.
    """

    def __init__(
        self,
        count: int,
        compatible: Callable[[int, int], bool],
        linked: list[bool] | None,
        candidates: list[list[int]] | None = None,
        check: Callable[[], None] = no_deadline,
    ) -> None:
        """``candidates``: :func:`candidate_graph` of ``count`` and ``compatible`` when the caller
        has it already (it does not depend on ``linked``; an odd field asks several oracles).
        ``check``: the request's deadline, polled per row of every graph built here."""
        self.count = count
        self.compatible = compatible
        self.linked = linked
        self.check = check
        self.sparse = InducedPerfectMatching(
            self._sparse_graph(candidates or candidate_graph(count, compatible, check))
        )
        self._whole: InducedPerfectMatching | None = None
        self._core: list[int] | None = None
        #: How often the whole graph had to answer (a "no" of the sparse graph).
        self.whole_graph_answers = 0

    def _sparse_graph(self, candidates: list[list[int]]) -> list[list[int]]:
        """The candidate graph (copied) with the PAB vertex linked."""
        adjacency = [row[:] for row in candidates] + [[] for _ in range(self.vertices - self.count)]
        self._link_dummy(adjacency)
        return adjacency

    @property
    def vertices(self) -> int:
        return self.count + (self.linked is not None)

    def _link_dummy(self, adjacency: list[list[int]]) -> None:
        if self.linked is None:
            return
        dummy = self.count
        for v in range(self.count):
            if self.linked[v]:
                adjacency[v].append(dummy)
                adjacency[dummy].append(v)

    def whole(self) -> InducedPerfectMatching:
        """The complete compatibility graph (built on first need, then kept)."""
        if self._whole is None:
            count, compatible = self.count, self.compatible
            adjacency: list[list[int]] = [[] for _ in range(self.vertices)]
            for i in range(count):
                self.check()  # n^2 / 2 pairs, answered within the budget
                row = adjacency[i]
                for j in range(i + 1, count):
                    if compatible(i, j):
                        row.append(j)
                        adjacency[j].append(i)
            self._link_dummy(adjacency)
            self._whole = InducedPerfectMatching(adjacency)
            if self._core is not None:
                self._whole.set_core(self._core)
        return self._whole

    def set_core(self, core: Iterable[int]) -> None:
        """Re-base both graphs on a new core (the players below the current bracket)."""
        self._core = list(core)
        self.sparse.set_core(self._core)
        if self._whole is not None:
            self._whole.set_core(self._core)

    def perfect_with(self, extra: Iterable[int]) -> bool:
        """True when ``core ∪ extra`` can be perfectly matched in the whole graph."""
        extra = list(extra)
        if self.sparse.perfect_with(extra):
            return True
        self.whole_graph_answers += 1
        return self.whole().perfect_with(extra)

    def all_paired(self) -> bool:
        """True when every vertex (the PAB vertex included) can be paired at once."""
        self.set_core(range(self.vertices))
        return self.perfect_with(())
