"""The pure-Python :class:`~domain.matching.protocol.BlossomCore`: the blossom algorithm of
:mod:`domain.matching._blossom` plus the graph-level operations the compiled core makes in C.

Every bulk operation is spelled out pair by pair here (:mod:`domain.matching.rows` gives the
weights): this core is the reference the compiled one is tested against, and the one a machine
without a C compiler runs. Its integers have no width, so it never raises OverflowError.
"""

from __future__ import annotations

from ._blossom import BlossomSolver
from .protocol import SqueezeSpec, check_vertex, set_releasing
from .rows import deferred_rows, low_bits_mask, offset_rows, ranked_row, without_deferred
from .squeeze import Squeeze


def check_defer(n: int, defer: tuple[int, int]) -> None:
    """Reject deferred edges (``lead``, ``cut``) outside ``0 <= lead <= cut <= n``."""
    lead, cut = defer
    if not 0 <= lead <= cut <= n:
        raise ValueError("defer needs 0 <= lead <= cut <= n")


class PythonCore(BlossomSolver):
    """:class:`BlossomSolver` built from internal weights (``adj``) or from a caller's weight
    matrix (``rows``), with the bulk operations of :class:`~domain.matching.protocol.BlossomCore`."""

    def __init__(
        self,
        n: int,
        adj: list[dict[int, int]] | None = None,
        *,
        rows: list[list[int]] | None = None,
        low_bits: int = 0,
        squeeze: SqueezeSpec | None = None,
        defer: tuple[int, int] | None = None,
    ) -> None:
        if n < 0:
            raise ValueError("n must be >= 0")
        self._squeeze = None if squeeze is None else Squeeze.from_spec(squeeze)
        #: The deferred edges as rows of original weights (None: none were deferred or they entered).
        self._deferred: list[tuple[int, list[int], list[int]]] | None = None
        self._deferred_low_bits = low_bits
        if rows is None or adj is not None:
            if adj is None or rows is not None or defer is not None:
                raise TypeError("give exactly one of adj (internal weights) and rows; defer takes rows")
            super().__init__(n, adj)
            return
        if len(rows) != n or any(len(row) != n for row in rows):
            raise ValueError("rows must be n lists of n weights")
        if defer is not None:
            check_defer(n, defer)
            self._deferred = deferred_rows(rows, *defer)
            rows = without_deferred(rows, *defer)
        super().__init__(n, self._adjacency(rows, low_bits_mask(low_bits)))

    def _internal(self, weight: int, mask: int) -> int | None:
        """The internal weight of a caller's ``weight``: its low bits, squeezed, doubled (None: no edge)."""
        if not isinstance(weight, int) or weight < 0:
            raise ValueError("weight must be an int >= 0")
        low = weight & mask
        if not low:
            return None
        return 2 * (low if self._squeeze is None else self._squeeze.apply(low))

    def _adjacency(self, rows: list[list[int]], mask: int) -> list[dict[int, int]]:
        """The internal weights of a matrix read above the diagonal (equal weights share one int)."""
        n = len(rows)
        shared: dict[int, int | None] = {}
        adj: list[dict[int, int]] = [{} for _ in range(n)]
        for x, row in enumerate(rows):
            for y in range(x + 1, n):
                weight = row[y]
                internal = (
                    shared[weight] if weight in shared else shared.setdefault(weight, self._internal(weight, mask))
                )
                if internal is not None:
                    adj[x][y] = adj[y][x] = internal
        return adj

    def _set_pair(self, i: int, j: int, weight: int, mask: int, dirty: set[int]) -> None:
        """Give ``{i, j}`` a caller's ``weight`` (0: no edge), releasing into ``dirty``."""
        check_vertex(self.n, i)
        check_vertex(self.n, j)
        if i == j:
            raise ValueError("self-loop")
        set_releasing(self, i, j, self._internal(weight, mask), dirty)

    def set_row(self, v: int, others: list[int], weights: list[int], low_bits: int, dirty: set[int]) -> None:
        """Give each pair ``{v, others[k]}`` the weight ``weights[k]`` (0: no edge)."""
        mask = low_bits_mask(low_bits)
        for y, weight in zip(others, weights, strict=True):
            self._set_pair(v, y, weight, mask, dirty)

    def set_ranked_row(
        self, v: int, others: list[int], bases: list[int], step: int, low_bits: int, dirty: set[int]
    ) -> None:
        """:meth:`set_row` with :func:`~domain.matching.rows.ranked_row`'s weights."""
        self.set_row(v, *ranked_row(others, bases, step), low_bits, dirty)

    def ranked_row_keeps_partner(self, v: int, others: list[int], bases: list[int], step: int, low_bits: int) -> bool:
        """Whether the matching provably stays optimal under :meth:`set_ranked_row` (nothing is set):
        :meth:`BlossomSolver._row_keeps_partner` on the row's internal weights."""
        mask = low_bits_mask(low_bits)
        kept, weights = ranked_row(others, bases, step)
        return self._row_keeps_partner(v, {y: self._internal(w, mask) for y, w in zip(kept, weights, strict=True)})

    def set_block(self, vertices: list[int], rows: list[list[int]], low_bits: int, dirty: set[int]) -> None:
        """Give every pair of ``vertices`` its weight in ``rows`` (by position, above the diagonal)."""
        mask = low_bits_mask(low_bits)
        for k, i in enumerate(vertices):
            row = rows[k]
            for m in range(k + 1, len(vertices)):
                self._set_pair(i, vertices[m], row[m], mask, dirty)

    def set_offset_block(
        self, vertices: list[int], rows: list[list[int]], offsets: list[list[int]], low_bits: int, dirty: set[int]
    ) -> None:
        """:meth:`set_block` with :func:`~domain.matching.rows.offset_rows`' weights."""
        self.set_block(vertices, offset_rows(rows, offsets), low_bits, dirty)

    def add_deferred(self, dirty: set[int]) -> None:
        """Let the edges deferred at construction in, row by row as :meth:`set_row` sets them."""
        if self._deferred is None:
            raise RuntimeError("no edges are deferred")
        deferred, self._deferred = self._deferred, None
        for x, others, weights in deferred:
            self.set_row(x, others, weights, self._deferred_low_bits, dirty)
