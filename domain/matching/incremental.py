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
covers the raise) is applied without releasing anything.  A matched pair
taken out for good (:meth:`IncrementalMatching.remove_pair`) usually
leaves the rest optimal as it is, and a bonus row the duals already prove
harmless need not be set at all (:meth:`IncrementalMatching.ranked_row_keeps_partner`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from itertools import compress, repeat
from operator import add, itemgetter
from typing import Any

from .cores import CompiledCore, SqueezeError, core_class, python_core
from .squeeze import Squeeze
from .weighted import _check_vertex, cardinality_bonus


def ranked_row(others: list[int], bases: list[int], step: int) -> tuple[list[int], list[int]]:
    """The pairs of a ranked row: each of ``others`` whose base is not 0, with its base plus
    ``step`` for each later one of ``others`` (the first is favoured most, the last gets its base).

    >>> ranked_row([4, 5, 6, 7], [10, 0, 20, 10], 100)
    ([4, 6, 7], [310, 120, 10])
    """
    bonuses = range(step * (len(others) - 1), -1, -step) if step else repeat(0, len(others))
    kept = list(compress(others, bases))
    return kept, list(map(add, compress(bases, bases), compress(bonuses, bases)))


def offset_rows(rows: list[list[int]], offsets: list[list[int]]) -> list[list[int]]:
    """The weights of a block given as base weights plus offsets: each base plus its offset,
    0 (no edge) where the base is 0.

    >>> offset_rows([[0, 10, 0], [0, 0, 20], [0, 0, 0]], [[0, 3, 4], [0, 0, -5], [0, 0, 0]])
    [[0, 13, 0], [0, 0, 15], [0, 0, 0]]
    """
    return [
        [base and base + offset for base, offset in zip(row, line, strict=True)]
        for row, line in zip(rows, offsets, strict=True)
    ]


def low_bits_mask(low_bits: int) -> int:
    """The mask keeping a weight's lowest ``low_bits`` bits (0: the whole weight, mask -1).

    >>> low_bits_mask(4), low_bits_mask(0)
    (15, -1)
    """
    return (1 << low_bits) - 1 if low_bits else -1


def held_rows(rows: list[list[int]], mdps: int, residents_end: int) -> list[tuple[int, list[int], list[int]]]:
    """The rows a start in parts holds back, in the order they enter (:meth:`IncrementalMatching.from_rows`):
    each of the first ``mdps`` vertices with every later one, then, when vertices follow
    ``residents_end``, each vertex before it with them.

    >>> held_rows([[0, 1, 2, 3], [0, 0, 4, 5], [0, 0, 0, 6], [0, 0, 0, 0]], 1, 3)
    [(0, [1, 2, 3], [1, 2, 3]), (1, [3], [5]), (2, [3], [6])]
    """
    size = len(rows)
    held = [(x, list(range(x + 1, size)), rows[x][x + 1 :]) for x in range(mdps)]
    below = list(range(residents_end, size))
    return held + [(x, below, rows[x][residents_end:]) for x in range(mdps, residents_end if below else mdps)]


def without_held(rows: list[list[int]], mdps: int, residents_end: int) -> list[list[int]]:
    """``rows`` with the pairs of :func:`held_rows` absent (0).

    >>> without_held([[0, 1, 2, 3], [0, 0, 4, 5], [0, 0, 0, 6], [0, 0, 0, 0]], 1, 3)
    [[0, 0, 0, 0], [0, 0, 4, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    """
    size = len(rows)
    held = [[0] * size for _ in range(mdps)]
    parts = [row[:residents_end] + [0] * (size - residents_end) for row in rows[mdps:residents_end]]
    return held + parts + rows[residents_end:]


class IncrementalMatching:
    """Maximum-weight matching that can be re-optimised after edge changes.

    Semantics equal :func:`max_weight_matching` on the current edge set.  In
    ``max_cardinality`` mode every edge carries a bonus computed from
    ``weight_bound`` (default: the largest initial weight); a later weight
    above the bound triggers a full re-solve with a new bonus.

    The core holds the edges (as internal weights, from which the original
    ones follow); :meth:`from_rows` builds one from a dense weight matrix
    without a Python loop per edge when the compiled core is used.
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
        self._setup(n, max_cardinality, poll, prefer_compiled)
        if edge_list:  # validate once, not per edge (brackets pass millions of edges)
            _check_vertex(n, min(min(map(itemgetter(0), edge_list)), min(map(itemgetter(1), edge_list))))
            _check_vertex(n, max(max(map(itemgetter(0), edge_list)), max(map(itemgetter(1), edge_list))))
        rows: list[dict[int, int]] = [{} for _ in range(n)]
        for i, j, w in edge_list:
            if w > rows[i].get(j, -1):
                rows[i][j] = w
                rows[j][i] = w
        top = max(map(itemgetter(2), edge_list), default=0)
        self._bound = max(top, weight_bound or 0)
        self._build(rows)

    @classmethod
    def from_rows(
        cls,
        rows: list[list[int]],
        *,
        low_bits: int = 0,
        poll: Callable[[], None] | None = None,
        prefer_compiled: bool | None = None,
        squeeze: Squeeze | None = None,
        parts: tuple[int, int] | None = None,
    ) -> IncrementalMatching:
        """A matcher over a symmetric matrix of weights (0: no edge), read above the diagonal.

        With ``low_bits`` only the weights' lowest ``low_bits`` bits count (an edge whose low
        bits are all 0 is absent); the Dutch oracle drops a bracket's top field this way. With
        ``squeeze`` every weight this matcher is given (here and later) is narrowed by it first;
        a weight it does not fit raises :class:`~domain.matching.squeeze.SqueezeError`.

        With ``parts`` (``mdps``, ``residents_end``) the first optimum is found without the
        pairs of the vertices before ``mdps`` and the pairs across ``residents_end`` (see
        :func:`held_rows`); those then enter row by row, as :meth:`set_row` sets them, for the
        next solve. The compiled core holds them back itself, with no Python rows.
        """
        self = cls.__new__(cls)
        n = len(rows)
        self._setup(n, False, poll, prefer_compiled, squeeze)
        if self._core_class is CompiledCore:
            self._bound = 0  # only read in max_cardinality mode
            self._core = CompiledCore(n, rows=rows, low_bits=low_bits, squeeze=squeeze and squeeze.spec, hold=parts)
            self._start()
            if parts is not None:
                self._join_held(rows, parts, low_bits)
            return self
        if parts is None:
            self._build_from_rows(rows, low_bits)
            return self
        self._build_from_rows(without_held(rows, *parts), low_bits)
        self._join_held(rows, parts, low_bits)
        return self

    def _join_held(self, rows: list[list[int]], parts: tuple[int, int], low_bits: int) -> None:
        """Let the pairs a start in parts held back enter: the compiled core holds them itself (unless
        its first solve handed over to the Python core), the Python core takes them as rows."""
        if self._core_class is CompiledCore:
            self._core.join_held(self._dirty)
            return
        for x, others, weights in held_rows(rows, *parts):
            self.set_row(x, others, weights, low_bits=low_bits)

    def _build_from_rows(self, rows: list[list[int]], low_bits: int) -> None:
        """Solve from scratch on a weight matrix (read above the diagonal), through the Python core."""
        n, mask = self.n, low_bits_mask(low_bits)
        masked: dict[int, int] = {}  # equal weights share one int object (memory)
        adjacency: list[dict[int, int]] = [{} for _ in range(n)]
        for x, row in enumerate(rows):
            for y in range(x + 1, n):
                weight = row[y]
                low = masked.get(weight)
                if low is None:
                    low = masked[weight] = self._narrow(weight & mask)
                if low:
                    adjacency[x][y] = adjacency[y][x] = low
        self._bound = max(masked.values(), default=0)
        self._build(adjacency)

    def _setup(
        self,
        n: int,
        max_cardinality: bool,
        poll: Callable[[], None] | None,
        prefer_compiled: bool | None,
        squeeze: Squeeze | None = None,
    ) -> None:
        self.n = n
        self.max_cardinality = max_cardinality
        #: Narrows every weight given to this matcher (the compiled core does it itself).
        self._squeeze = squeeze
        #: Called between blossom stages (e.g. a deadline check); raising abandons the solve.
        self._poll = poll
        #: The core class (compiled or pure Python, see :mod:`domain.matching.cores`).
        self._core_class = core_class(prefer_compiled)
        self._dirty: set[int] = set()
        #: Edges too wide for the compiled core's integers: the next solve rebuilds the core wider.
        self._wide: dict[tuple[int, int], int | None] = {}
        self._bonus = 0

    # ------------------------------------------------------------------
    def _internal(self, w: int) -> int | None:
        """Internal (doubled, bonus-shifted) weight; None means 'no edge'."""
        if self.max_cardinality:
            return 2 * (w + self._bonus)
        return 2 * w if w > 0 else None

    def _original(self, internal: int) -> int:
        return internal // 2 - self._bonus

    def _narrow(self, w: int) -> int:
        """``w`` as this matcher holds it: squeezed if it squeezes (0 stays 0: no edge)."""
        return self._squeeze.apply(w) if self._squeeze is not None and w else w

    def _new_core(self, adj: list[dict[int, int]]) -> Any:
        """A core over internal weights ``adj``; a compiled one squeezes the weights it is given later."""
        if self._core_class is CompiledCore and self._squeeze is not None:
            return CompiledCore(self.n, adj, squeeze=self._squeeze.spec)
        return self._core_class(self.n, adj)

    def _build(self, rows: list[dict[int, int]]) -> None:
        """Solve from scratch on ``rows`` (original weights, symmetric)."""
        self._bonus = cardinality_bonus(self.n, self._bound) if self.max_cardinality else 0
        adj: list[dict[int, int]] = [{} for _ in range(self.n)]
        shared: dict[int, int | None] = {}  # equal weights share one internal int (memory)
        for v, row in enumerate(rows):
            for y, w in row.items():
                if y < v:
                    continue
                iw = shared[w] if w in shared else shared.setdefault(w, self._internal(w))
                if iw is not None:
                    adj[v][y] = adj[y][v] = iw
        self._core = self._new_core(adj)
        self._start()

    def _start(self) -> None:
        self._core.greedy_start()
        self._dirty.clear()
        self._wide.clear()
        self._solve_core()

    def _solve_core(self) -> None:
        """Run the core to optimality; a compiled core whose integers turn out too narrow (not
        expected: its width leaves room above every weight) hands over to the Python core."""
        try:
            self._core.solve(self._poll)
        except OverflowError:
            if self._core_class is not CompiledCore:
                raise
            originals = self._originals()
            self._core_class = python_core()
            self._build(originals)

    def _originals(self) -> list[dict[int, int]]:
        """The current edges with original weights (the core's, then the too-wide ones)."""
        rows = [{y: self._original(iw) for y, iw in row.items()} for row in self._core.adj]
        for (i, j), w in self._wide.items():
            if w is None:
                rows[i].pop(j, None)
                rows[j].pop(i, None)
            else:
                rows[i][j] = rows[j][i] = w
        return rows

    def _rebuild(self) -> None:
        """Solve from scratch on the current edges (a new bonus, or a wider compiled core)."""
        self._build(self._originals())

    def _set_internal(self, i: int, j: int, w: int | None) -> None:
        """Store original weight ``w`` (None: remove) in the core, releasing what it may break."""
        if self._wide:
            self._wide.pop((min(i, j), max(i, j)), None)
        new = None if w is None else self._internal(w)
        core = self._core
        if i not in self._dirty and j not in self._dirty and core.needs_release(i, j, new):
            core.release(i)
            self._dirty.add(i)
        try:
            core.set_weight(i, j, new)
        except OverflowError:  # wider than the compiled core's integers
            self._wide[(min(i, j), max(i, j))] = w

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
        if w is not None:
            w = self._narrow(w)
        rebuild = self._check_weight(w)
        self._set_internal(i, j, w)
        if rebuild:
            self._rebuild()

    def set_vertex_edges(self, v: int, weights: Mapping[int, int]) -> None:
        """Replace all edges at ``v`` by ``weights`` (neighbour -> weight)."""
        _check_vertex(self.n, v)
        weights = {y: self._narrow(w) for y, w in weights.items()}
        rebuild = False
        for y, w in weights.items():
            _check_vertex(self.n, y)
            if y == v:
                raise ValueError("self-loop")
            rebuild |= self._check_weight(w)
        if v not in self._dirty:
            self._core.release(v)
            self._dirty.add(v)
        if not weights:  # v leaves the graph (a player paired for good): no pair needs a check
            self._core.clear_vertex(v)
            self._drop_wide(v)
            return
        old = set(self._core.neighbours(v)) | {a + b - v for a, b in self._wide if v in (a, b)}
        for y in old:
            if y not in weights:
                self._set_internal(v, y, None)
        for y, w in weights.items():
            self._set_internal(v, y, w)
        if rebuild:
            self._rebuild()

    def _drop_wide(self, *vertices: int) -> None:
        """Forget the too-wide weights held aside for pairs of ``vertices`` (they left the graph)."""
        if self._wide:
            self._wide = {pair: w for pair, w in self._wide.items() if not any(v in pair for v in vertices)}

    def remove_pair(self, a: int, b: int) -> None:
        """Take ``a`` and ``b`` out of the graph: both lose every edge (a pair fixed for good).

        Same effect as :meth:`set_vertex_edges` with no edges for each. When the two are
        partners in the current matching the core detaches them without re-pairing anybody
        (:meth:`BlossomCore.detach_pair`): the rest of the matching stays optimal, so the next
        solve starts from it instead of first re-pairing what a release would free.
        """
        _check_vertex(self.n, a)
        _check_vertex(self.n, b)
        core = self._core
        if a in self._dirty or b in self._dirty or core.mate_of(a) != b or not core.detach_pair(a):
            self.set_vertex_edges(a, {})
            self.set_vertex_edges(b, {})
            return
        for v in (a, b):
            core.clear_vertex(v)
            core.reset_dual(v)  # no edges left: the dual 0, and the state stays optimal
        self._drop_wide(a, b)

    def set_block(
        self, vertices: list[int], rows: list[list[int]], *, low_bits: int = 0, offsets: list[list[int]] | None = None
    ) -> None:
        """Set every pair of ``vertices`` to ``rows[k][l]`` (by position, read above the diagonal: k < l; 0: no edge).

        With ``low_bits`` only the lowest ``low_bits`` bits of each weight count, as in
        :meth:`from_rows`. With ``offsets`` the weights are :func:`offset_rows`: ``rows`` holds
        base weights (a few shared values), each pair adds its offset, and the compiled core makes
        the weights without a Python int per pair. Same effect as :meth:`set_edge` pair by pair,
        in one call.
        """
        if offsets is None:
            if self._in_compiled_core("set_block", vertices, rows, low_bits):
                return
        elif self._in_compiled_core("set_offset_block", vertices, rows, offsets, low_bits):
            return
        else:
            rows = offset_rows(rows, offsets)
        mask = low_bits_mask(low_bits)
        for k, i in enumerate(vertices):
            row = rows[k]
            for m in range(k + 1, len(vertices)):
                self.set_edge(i, vertices[m], (row[m] & mask) or None)

    def _in_compiled_core(self, method: str, *args: object) -> bool:
        """Run a bulk update of the compiled core (``set_block``, ``set_row``) with the pending
        releases; False when the caller must set pair by pair instead (Python core, bonus mode,
        or a weight too wide for the compiled core's integers, which that path records)."""
        if self._core_class is not CompiledCore or self.max_cardinality or self._wide:
            return False
        try:
            getattr(self._core, method)(*args, self._dirty)
        except OverflowError:
            return False
        return True

    def set_row(self, v: int, others: list[int], weights: list[int], *, low_bits: int = 0) -> None:
        """Set the pairs ``{v, others[k]}`` to ``weights[k]`` (0: no edge), as :meth:`set_block` does."""
        if self._in_compiled_core("set_row", v, others, weights, low_bits):
            return
        mask = low_bits_mask(low_bits)
        for y, weight in zip(others, weights, strict=True):
            self.set_edge(v, y, (weight & mask) or None)

    def set_ranked_row(self, v: int, others: list[int], bases: list[int], step: int, *, low_bits: int = 0) -> None:
        """:meth:`set_row` with the weights of :func:`ranked_row`: ``others`` ranked by a bonus of
        ``step`` per place over their ``bases`` (a pair whose base is 0 keeps its weight).

        The compiled core makes each weight from its base's internal value and the bonus, without a Python int
        per pair: the Dutch step (d) sets millions of them in the largest brackets.
        """
        if self._in_compiled_core("set_ranked_row", v, others, bases, step, low_bits):
            return
        self.set_row(v, *ranked_row(others, bases, step), low_bits=low_bits)

    def ranked_row_keeps_partner(
        self, v: int, others: list[int], bases: list[int], step: int, *, low_bits: int = 0
    ) -> bool:
        """Whether ``v`` provably keeps his partner if :meth:`set_ranked_row` gave him this row and
        the matching were solved again; nothing is set (a caller that pairs ``v`` for good next
        never needs the row).

        The proof is LP duality on the current optimum (:meth:`BlossomCore.row_keeps_partner`),
        so it needs one: False while changes are pending, and False is always a safe answer.
        """
        if self._dirty or self._wide or self.max_cardinality:
            return False
        try:
            if self._core_class is CompiledCore:
                return bool(self._core.ranked_row_keeps_partner(v, others, bases, step, low_bits))
            mask = low_bits_mask(low_bits)
            kept, weights = ranked_row(others, bases, step)
            row = {y: self._internal(self._narrow(w & mask)) for y, w in zip(kept, weights, strict=True)}
        except (OverflowError, SqueezeError):  # the row would take the slow path: set it and solve
            return False
        return bool(self._core.row_keeps_partner(v, row))

    def solve(self) -> list[int]:
        """Re-optimise after the pending changes and return ``mate``."""
        if self._wide:
            self._rebuild()
            return list(self._core.mate)
        core = self._core
        for v in self._dirty:
            core.reset_dual(v)
        self._dirty.clear()
        self._solve_core()
        return list(self._core.mate)

    def mate_of(self, v: int) -> int:
        """The partner of ``v`` in the last solution (-1 if free)."""
        return int(self._core.mate_of(v))

    @property
    def core(self) -> Any:
        """The solver state (for certificates and diagnostics)."""
        return self._core

    def edges(self) -> list[tuple[int, int, int]]:
        """Current edge list with original weights."""
        return [(i, j, w) for i, row in enumerate(self._originals()) for j, w in row.items() if i < j]
