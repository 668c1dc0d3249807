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

The core is either of the two :class:`~domain.matching.protocol.BlossomCore` implementations;
this class never asks which. A compiled core's integers have a width, and the one place that
handles a weight or dual too wide for it is :meth:`IncrementalMatching._within_width`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from itertools import repeat
from operator import itemgetter
from typing import TypeVar

from .cores import core_class, python_core
from .protocol import BlossomCore, CoreMaker, SqueezeError, check_vertex, set_releasing
from .rows import low_bits_mask, offset_rows, ranked_row
from .squeeze import Squeeze
from .weighted import cardinality_bonus

T = TypeVar("T")
#: A pair and its weight as this matcher holds it (None: no edge).
Pair = tuple[int, int, int | None]


class IncrementalMatching:
    """Maximum-weight matching that can be re-optimised after edge changes.

    Semantics equal :func:`max_weight_matching` on the current edge set.  In
    ``max_cardinality`` mode every edge carries a bonus computed from
    ``weight_bound`` (default: the largest initial weight); a later weight
    above the bound triggers a full re-solve with a new bonus.

    The core holds the edges (as internal weights, from which the original
    ones follow); :meth:`from_rows` builds one from a dense weight matrix
    and the bulk setters hand whole rows and blocks to the core.
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
            check_vertex(n, min(min(map(itemgetter(0), edge_list)), min(map(itemgetter(1), edge_list))))
            check_vertex(n, max(max(map(itemgetter(0), edge_list)), max(map(itemgetter(1), edge_list))))
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
        defer: tuple[int, int] | None = None,
    ) -> IncrementalMatching:
        """A matcher over a symmetric matrix of weights (0: no edge), read above the diagonal.

        With ``low_bits`` only the weights' lowest ``low_bits`` bits count (an edge whose low
        bits are all 0 is absent). With ``squeeze`` every weight this matcher is given (here and
        later) is narrowed by it first; a weight it does not fit raises
        :class:`~domain.matching.squeeze.SqueezeError`.

        With ``defer`` (``lead``, ``cut``) the first optimum is found without the edges at the
        first ``lead`` vertices and those across ``cut`` (:func:`~domain.matching.rows.deferred_rows`);
        those then enter row by row, as :meth:`set_row` sets them, for the next solve.
        """
        self = cls.__new__(cls)
        n = len(rows)
        self._setup(n, False, poll, prefer_compiled, squeeze)
        self._bound = 0  # only read in max_cardinality mode
        spec = None if squeeze is None else squeeze.spec

        def make(maker: CoreMaker) -> BlossomCore:
            return maker(n, rows=rows, low_bits=low_bits, squeeze=spec, defer=defer)

        self._remake = make  # until the deferred edges are in, a handover rebuilds from the rows
        self._construct(make)
        self._start()
        if defer is not None:
            self._core.add_deferred(self._dirty)
        self._remake = None
        return self

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
        #: Narrows every weight given to this matcher (the core narrows the bulk changes itself).
        self._squeeze = squeeze
        #: Called between blossom stages (e.g. a deadline check); raising abandons the solve.
        self._poll = poll
        #: The core class (compiled or pure Python, see :mod:`domain.matching.cores`).
        self._maker = core_class(prefer_compiled)
        #: Builds the core again from the caller's rows while it still holds deferred edges.
        self._remake: Callable[[CoreMaker], BlossomCore] | None = None
        self._dirty: set[int] = set()
        #: Pairs too wide for the compiled core's integers, held aside: the next solve rebuilds from them.
        self._wide: dict[tuple[int, int], int | None] = {}
        self._bonus = 0

    # ------------------------------------------------------------------
    def _within_width(self, operation: Callable[[], T], otherwise: Callable[[], T]) -> T:
        """``operation()``, or ``otherwise()`` when it needs wider integers than the compiled core
        has (OverflowError; a bulk change may have set some of its pairs, which ``otherwise``
        then holds aside with the rest) or pairs are held aside already (the core no longer holds
        every edge): the one place the width is handled.

        Each caller's ``otherwise`` is the way round: a change holds its pairs aside in
        :attr:`_wide` (the next solve rebuilds the core from all edges, as wide as they need), a
        construction or a solve hands over to the Python core (:meth:`_handover`), a proof
        answers False (always safe).
        """
        if not self._wide:
            try:
                return operation()
            except OverflowError:
                return otherwise()
        return otherwise()

    def _construct(self, make: Callable[[CoreMaker], BlossomCore]) -> None:
        """A new core from ``make``: of this matcher's class, or the Python core when the compiled
        one cannot hold the weights at all."""
        self._wide.clear()  # the caller's edges include them
        self._core = self._within_width(lambda: make(self._maker), lambda: make(self._python_maker()))

    def _python_maker(self) -> CoreMaker:
        """Switch this matcher to the Python core (exact integers of any width) for good."""
        self._maker = python_core()
        return self._maker

    def _handover(self) -> None:
        """A solve needed wider integers than the core has (not expected: a compiled core's width
        leaves room above every weight): the Python core takes over, built from the same edges.
        The Python core has no width, so an overflow it raised could only repeat: it surfaces."""
        if self._maker is python_core():
            raise OverflowError("the Python core has no wider integers to hand over to")
        self._python_maker()
        if self._remake is not None:  # the deferred edges are still inside the old core
            self._construct(self._remake)
            self._start()
        else:
            self._build(self._originals())

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
        spec = None if self._squeeze is None else self._squeeze.spec  # for the weights of later bulk changes
        self._construct(lambda maker: maker(self.n, adj, squeeze=spec))
        self._start()

    def _start(self) -> None:
        self._core.greedy_start()
        self._dirty.clear()
        self._wide.clear()
        self._solve_core()

    def _solve_core(self) -> None:
        """Run the core to optimality (handing over to the Python core if its integers are too narrow)."""
        self._within_width(lambda: self._core.solve(self._poll), self._handover)

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

    def _hold_aside(self, pairs: Iterable[Pair]) -> None:
        """Keep ``pairs`` (original weights, None: no edge) for the next solve's rebuild."""
        for i, j, w in pairs:
            self._wide[(min(i, j), max(i, j))] = w

    def _set_internal(self, i: int, j: int, w: int | None) -> None:
        """Store original weight ``w`` (None: remove) in the core, releasing what it may break."""
        new = None if w is None else self._internal(w)
        self._within_width(
            lambda: set_releasing(self._core, i, j, new, self._dirty), lambda: self._hold_aside([(i, j, w)])
        )

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
        check_vertex(self.n, i)
        check_vertex(self.n, j)
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
        check_vertex(self.n, v)
        weights = {y: self._narrow(w) for y, w in weights.items()}
        rebuild = False
        for y, w in weights.items():
            check_vertex(self.n, y)
            if y == v:
                raise ValueError("self-loop")
            rebuild |= self._check_weight(w)
        if v not in self._dirty:
            self._core.release(v)
            self._dirty.add(v)
        if not weights:  # v leaves the graph: no pair needs a check
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
        (:meth:`~domain.matching.protocol.BlossomCore.detach_pair`): the rest of the matching
        stays optimal, so the next solve starts from it instead of first re-pairing what a
        release would free.
        """
        check_vertex(self.n, a)
        check_vertex(self.n, b)
        core = self._core
        if a in self._dirty or b in self._dirty or core.mate_of(a) != b or not core.detach_pair(a):
            self.set_vertex_edges(a, {})
            self.set_vertex_edges(b, {})
            return
        for v in (a, b):
            core.clear_vertex(v)
            core.reset_dual(v)  # no edges left: the dual 0, and the state stays optimal
        self._drop_wide(a, b)

    def _bulk(
        self, change: Callable[[BlossomCore], None], pairs: Callable[[], Iterable[tuple[int, int, int]]], low_bits: int
    ) -> None:
        """A bulk change the core makes itself, releasing into the pending set; pair by pair as
        :meth:`set_edge` sets them in ``max_cardinality`` mode (the core knows no bonus), and held
        aside when a weight is too wide for the core (:meth:`_within_width`)."""
        if self.max_cardinality:
            mask = low_bits_mask(low_bits)
            for i, j, w in pairs():
                self.set_edge(i, j, (w & mask) or None)
            return
        self._within_width(lambda: change(self._core), lambda: self._hold_aside(self._narrowed(pairs(), low_bits)))

    def _narrowed(self, pairs: Iterable[tuple[int, int, int]], low_bits: int) -> list[Pair]:
        """``pairs`` with their weights as this matcher holds them (low bits, squeezed; None: no edge)."""
        mask, held = low_bits_mask(low_bits), []
        for i, j, w in pairs:
            check_vertex(self.n, i)
            check_vertex(self.n, j)
            if i == j:
                raise ValueError("self-loop")
            self._check_weight(w)
            held.append((i, j, self._narrow(w & mask) or None))
        return held

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

        def pairs() -> Iterable[tuple[int, int, int]]:
            weights = rows if offsets is None else offset_rows(rows, offsets)
            return (
                (i, vertices[m], weights[k][m]) for k, i in enumerate(vertices) for m in range(k + 1, len(vertices))
            )

        if offsets is None:
            self._bulk(lambda core: core.set_block(vertices, rows, low_bits, self._dirty), pairs, low_bits)
        else:
            self._bulk(
                lambda core: core.set_offset_block(vertices, rows, offsets, low_bits, self._dirty), pairs, low_bits
            )

    def set_row(self, v: int, others: list[int], weights: list[int], *, low_bits: int = 0) -> None:
        """Set the pairs ``{v, others[k]}`` to ``weights[k]`` (0: no edge), as :meth:`set_block` does."""
        self._bulk(
            lambda core: core.set_row(v, others, weights, low_bits, self._dirty),
            lambda: zip(repeat(v), others, weights, strict=False),
            low_bits,
        )

    def set_ranked_row(self, v: int, others: list[int], bases: list[int], step: int, *, low_bits: int = 0) -> None:
        """:meth:`set_row` with the weights of :func:`ranked_row`: ``others`` ranked by a bonus of
        ``step`` per place over their ``bases`` (a pair whose base is 0 keeps its weight).

        The compiled core makes each weight from its base's internal value and the bonus, without a Python int
        per pair: the Dutch step (d) sets millions of them in the largest brackets.
        """
        self._bulk(
            lambda core: core.set_ranked_row(v, others, bases, step, low_bits, self._dirty),
            lambda: zip(repeat(v), *ranked_row(others, bases, step), strict=False),
            low_bits,
        )

    def ranked_row_keeps_partner(
        self, v: int, others: list[int], bases: list[int], step: int, *, low_bits: int = 0
    ) -> bool:
        """Whether ``v`` provably keeps his partner if :meth:`set_ranked_row` gave him this row and
        the matching were solved again; nothing is set (a caller that pairs ``v`` for good next
        never needs the row).

        The proof is LP duality on the current optimum, so it needs one: False while changes are
        pending, and False is always a safe answer (also for a row the core could not hold).
        """
        if self._dirty or self._wide or self.max_cardinality:
            return False
        try:
            return self._within_width(
                lambda: self._core.ranked_row_keeps_partner(v, others, bases, step, low_bits), lambda: False
            )
        except SqueezeError:  # the row would take the slow path: set it and solve
            return False

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
        return self._core.mate_of(v)

    @property
    def core(self) -> BlossomCore:
        """The solver state (for certificates and diagnostics)."""
        return self._core

    def edges(self) -> list[tuple[int, int, int]]:
        """Current edge list with original weights."""
        return [(i, j, w) for i, row in enumerate(self._originals()) for j, w in row.items() if i < j]
