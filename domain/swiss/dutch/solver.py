"""The matching oracle the Dutch engine asks: a maximum-weight matching over mutable weights.

Every decision of the engine is "does an optimal matching with property X exist?", asked by
changing a few weights and solving again, so any exact maximum-weight matcher gives the same
pairing; an incremental one (re-optimising after local changes) is much faster.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.kinds import Vertex, Weight
from domain.matching import IncrementalMatching, offset_rows, ranked_row


class WeightedGraph:
    """Symmetric integer edge weights over vertices 0..count-1 (0 = no edge) and their optimum."""

    #: The graph is the bracket's (and the next scoregroup's): its pairs decide every optimum.
    solved_in_bracket = True

    def __init__(self, count: int, poll: Callable[[], None] | None = None) -> None:
        self.count = count
        #: Called between blossom stages (the engine's deadline check).
        self.poll = poll
        self._weights: list[dict[Vertex, Weight]] = [{} for _ in range(count)]
        self._matcher: IncrementalMatching | None = None
        self._pending: dict[tuple[Vertex, Vertex], Weight] = {}

    def weight(self, i: Vertex, j: Vertex) -> Weight:
        return self._weights[i].get(j, 0)

    def set(self, i: Vertex, j: Vertex, weight: Weight) -> None:
        if self._weights[i].get(j, 0) == weight:
            return
        if weight:
            self._weights[i][j] = weight
            self._weights[j][i] = weight
        else:
            self._weights[i].pop(j, None)
            self._weights[j].pop(i, None)
        if self._matcher is not None:
            self._pending[(min(i, j), max(i, j))] = weight

    def set_row(self, vertex: Vertex, others: list[Vertex], weights: list[Weight]) -> None:
        """Set the weights of ``vertex`` with each of ``others``."""
        for other, weight in zip(others, weights, strict=True):
            self.set(vertex, other, weight)

    def set_ranked_row(self, vertex: Vertex, others: list[Vertex], bases: list[Weight], step: Weight) -> None:
        """Set the weights of :func:`~domain.matching.ranked_row` of ``vertex``."""
        self.set_row(vertex, *ranked_row(others, bases, step))

    def keeps_partner(self, vertex: Vertex, others: list[Vertex], bases: list[Weight], step: Weight) -> bool:
        """Whether the last optimum provably stays one under :meth:`set_ranked_row`'s weights (nothing
        is set): only while no change waits for the next solve."""
        if self._matcher is None or self._pending:
            return False
        return self._matcher.ranked_row_keeps_partner(vertex, others, bases, step)

    def set_block(
        self, vertices: list[Vertex], rows: list[list[Weight]], offsets: list[list[int]] | None = None
    ) -> None:
        """Set the weight of every pair of ``vertices`` (``rows[k][m]`` for ``k < m``: read above the
        diagonal), plus ``offsets`` (:func:`~domain.matching.offset_rows`)."""
        if offsets is not None:
            rows = offset_rows(rows, offsets)
        for x, a in enumerate(vertices):
            for y in range(x + 1, len(vertices)):
                self.set(a, vertices[y], rows[x][y])

    def freeze(self, a: Vertex, b: Vertex, weight: Weight) -> None:
        """Fix the pair ``a``-``b``: its edge gets ``weight``, every other edge of both vanishes."""
        for vertex in (a, b):
            for other in list(self._weights[vertex]):
                if {vertex, other} != {a, b}:
                    self.set(vertex, other, 0)
        self.set(a, b, weight)

    def solve(self) -> list[Vertex]:
        """A maximum-weight matching as ``mate`` (``-1`` = unmatched)."""
        if self._matcher is None:
            edges = [(i, j, w) for i in range(self.count) for j, w in self._weights[i].items() if i < j]
            self._matcher = IncrementalMatching(self.count, edges, poll=self.poll)
        else:
            for (i, j), weight in self._pending.items():
                self._matcher.set_edge(i, j, weight or None)
        self._pending.clear()
        return self._matcher.solve()
