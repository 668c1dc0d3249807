"""Re-solving a maximum-weight matching after local edge changes.

The Dutch pairing engine solves the same graph many times with the edges of
one or a few vertices changed (re-weighted, forced or forbidden).  Instead
of starting over, :class:`IncrementalMatching` keeps the optimal matching,
duals and blossoms and repairs them:

1. For each vertex ``v`` whose edges change, :meth:`BlossomCore.release`
   unmatches ``v`` and its partner and dissolves the blossoms holding ``v``
   (their duals are pushed into the vertex duals, which keeps feasibility).
2. ``v``'s edges are replaced and ``v`` gets the least feasible dual.
3. The blossom algorithm resumes: only ``v`` and its old partner (and other
   released vertices) are roots, so usually one or two stages suffice.

A change that cannot break optimality conditions (lowering or removing an
unmatched edge between different blossoms, or raising one whose slack
covers the raise) is applied without releasing anything.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .cores import core_class
from .weighted import _check_vertex, cardinality_bonus


class IncrementalMatching:
    """Maximum-weight matching that can be re-optimised after edge changes.

    Semantics equal :func:`max_weight_matching` on the current edge set.  In
    ``max_cardinality`` mode every edge carries a bonus computed from
    ``weight_bound`` (default: the largest initial weight); a later weight
    above the bound triggers a full re-solve with a new bonus.
    """

    def __init__(
        self,
        n: int,
        edges: Iterable[tuple[int, int, int]] = (),
        *,
        max_cardinality: bool = False,
        weight_bound: int | None = None,
        poll: Callable[[], None] | None = None,
        prefer_compiled: bool | None = None,
    ) -> None:
        edge_list = list(edges)
        #: The core class (compiled or pure Python, see :mod:`domain.matching.cores`).
        self._core_class = core_class(prefer_compiled)
        #: A weight too wide for the compiled core's integers: the next solve rebuilds it wider.
        self._stale = False
        #: Called between blossom stages (e.g. a deadline check); raising abandons the solve.
        self._poll = poll
        self.n = n
        self.max_cardinality = max_cardinality
        # Original weights, the source of truth for rebuilding.
        self._w: list[dict[int, int]] = [{} for _ in range(n)]
        if edge_list:  # validate once, not per edge (brackets pass millions of edges)
            _check_vertex(n, min(min(i, j) for i, j, _ in edge_list))
            _check_vertex(n, max(max(i, j) for i, j, _ in edge_list))
        rows = self._w
        for i, j, w in edge_list:
            if w > rows[i].get(j, -1):
                rows[i][j] = w
                rows[j][i] = w
        top = max((w for _, _, w in edge_list), default=0)
        self._bound = max(top, weight_bound or 0)
        self._dirty: set[int] = set()
        self._rebuild()

    # ------------------------------------------------------------------
    def _internal(self, w: int) -> int | None:
        """Internal (doubled, bonus-shifted) weight; None means 'no edge'."""
        if self.max_cardinality:
            return 2 * (w + self._bonus)
        return 2 * w if w > 0 else None

    def _rebuild(self) -> None:
        """Solve from scratch on the current edges."""
        self._bonus = cardinality_bonus(self.n, self._bound) if self.max_cardinality else 0
        adj: list[dict[int, int]] = [{} for _ in range(self.n)]
        shared: dict[int, int | None] = {}  # equal weights share one internal int (memory)
        for v, row in enumerate(self._w):
            for y, w in row.items():
                if y < v:
                    continue
                iw = shared[w] if w in shared else shared.setdefault(w, self._internal(w))
                if iw is not None:
                    adj[v][y] = adj[y][v] = iw
        self._core = self._core_class(self.n, adj)
        self._core.greedy_start()
        self._core.solve(self._poll)
        self._dirty.clear()
        self._stale = False

    def _set_internal(self, i: int, j: int, w: int | None) -> None:
        """Store original weight ``w`` (None: remove) and patch the core."""
        if w is None:
            self._w[i].pop(j, None)
            self._w[j].pop(i, None)
        else:
            self._w[i][j] = w
            self._w[j][i] = w
        if self._stale:
            return  # the next solve rebuilds from ``_w``
        new = None if w is None else self._internal(w)
        core = self._core
        if i not in self._dirty and j not in self._dirty and core.needs_release(i, j, new):
            core.release(i)
            self._dirty.add(i)
        try:
            core.set_weight(i, j, new)
        except OverflowError:  # wider than the compiled core's integers
            self._stale = True

    def _check_weight(self, w: int | None) -> bool:
        """Validate ``w``; True if it forces a rebuild (bonus too small)."""
        if w is None:
            return False
        if not isinstance(w, int) or w < 0:
            raise ValueError("weight must be an int >= 0")
        if w > self._bound:
            self._bound = w
            return self.max_cardinality
        return False

    # ------------------------------------------------------------------
    def set_edge(self, i: int, j: int, w: int | None) -> None:
        """Set the weight of edge ``{i, j}``; ``None`` removes the edge."""
        _check_vertex(self.n, i)
        _check_vertex(self.n, j)
        if i == j:
            raise ValueError("self-loop")
        rebuild = self._check_weight(w)
        self._set_internal(i, j, w)
        if rebuild:
            self._rebuild()

    def set_vertex_edges(self, v: int, weights: Mapping[int, int]) -> None:
        """Replace all edges at ``v`` by ``weights`` (neighbour -> weight)."""
        _check_vertex(self.n, v)
        rebuild = False
        for y, w in weights.items():
            _check_vertex(self.n, y)
            if y == v:
                raise ValueError("self-loop")
            rebuild |= self._check_weight(w)
        if v not in self._dirty and not self._stale:
            self._core.release(v)
            self._dirty.add(v)
        for y in list(self._w[v]):
            if y not in weights:
                self._set_internal(v, y, None)
        for y, w in weights.items():
            self._set_internal(v, y, w)
        if rebuild:
            self._rebuild()

    def solve(self) -> list[int]:
        """Re-optimise after the pending changes and return ``mate``."""
        if self._stale:
            self._rebuild()
            return list(self._core.mate)
        core = self._core
        for v in self._dirty:
            core.reset_dual(v)
        self._dirty.clear()
        core.solve(self._poll)
        return list(core.mate)

    def mate_of(self, v: int) -> int:
        """The partner of ``v`` in the last solution (-1 if free)."""
        return int(self._core.mate_of(v))

    @property
    def core(self) -> Any:
        """The solver state (for certificates and diagnostics)."""
        return self._core

    def edges(self) -> list[tuple[int, int, int]]:
        """Current edge list with original weights."""
        return [(i, j, w) for i, row in enumerate(self._w) for j, w in row.items() if i < j]
