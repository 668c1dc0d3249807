"""The one face of the two blossom cores: :class:`BlossomCore`, and :class:`CoreMaker` to build one.

Both cores (the compiled ``_cblossom.CompiledCore`` and the pure-Python
:class:`~domain.matching.python_core.PythonCore`) implement it in full, and mypy checks that they
do (:mod:`domain.matching.cores`). Every operation is named for what it does to the graph, its
matching or its duals; the weights a core holds are *internal*: twice the caller's weight, after
its low bits were kept and its :class:`~domain.matching.squeeze.Squeeze` applied (the caller's
own vocabulary, such as a pairing engine's score groups, stays with the caller).

A compiled core computes with integers of a fixed width chosen at construction; an operation
that would need wider ones raises :class:`OverflowError` (a bulk change possibly after setting
some of its pairs), and the caller rebuilds from the edges and the change
(:class:`~domain.matching.IncrementalMatching` does so in one place). The Python core computes
with Python ints and never raises it.

Both start with a set of edges *deferred* when asked (``defer=(lead, cut)``): the edges at the
first ``lead`` vertices and the edges ``{x, y}`` with ``x < cut <= y``. The first optimum is
found without them; :meth:`BlossomCore.add_deferred` then lets them in for the next solve (the
first solve then works on a graph of smaller, independent parts).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeAlias


class SqueezeError(ValueError):
    """A weight has bits outside the fields a :class:`~domain.matching.squeeze.Squeeze` keeps, or a
    derived field off its combination: the caller then matches without squeezing. Every core
    raises this one class (the compiled core takes it from here when it is imported)."""


#: A derived field of a squeeze: (shift, width, den, ((shift, width, num), ...)), as
#: :class:`~domain.matching.squeeze.Squeeze` reads it.
DerivedField: TypeAlias = tuple[int, int, int, tuple[tuple[int, int, int], ...]]
#: A squeeze as a core takes it: (room bits, kept fields (shift, width), derived fields).
SqueezeSpec: TypeAlias = tuple[int, list[tuple[int, int]], list[DerivedField]]


class BlossomCore(Protocol):
    """A maximum-weight matching of a general graph with its optimality proof (duals, blossoms).

    Changes are made between solves; one that may break an optimality condition first *releases*
    a vertex (unmatches it and dissolves its blossoms) and files it in the caller's ``dirty`` set,
    whose duals the caller resets (:meth:`reset_dual`) before the next :meth:`solve`.
    """

    @property
    def n(self) -> int:
        """The number of vertices."""

    @property
    def mate(self) -> list[int]:
        """Each vertex's partner (-1: free)."""

    @property
    def top(self) -> list[int]:
        """Each vertex's outermost blossom (itself when in none)."""

    @property
    def parent(self) -> list[int]:
        """The blossom directly holding each vertex and blossom (-1: none)."""

    @property
    def u(self) -> list[int]:
        """The vertex duals."""

    @property
    def z(self) -> list[int]:
        """The blossom duals (entries ``n .. 2n - 1``)."""

    @property
    def adj(self) -> list[dict[int, int]]:
        """Each vertex's neighbours and internal weights."""

    def greedy_start(self) -> None:
        """Least feasible duals and a greedy matching of tight edges (a warm start)."""

    def uniform_start(self) -> None:
        """Every dual half the largest internal weight, rounded up to even (the textbook start)."""

    def solve(self, poll: Callable[[], None] | None = None) -> None:
        """Run stages to an optimum; ``poll`` is called between stages and may raise to stop."""

    def mate_of(self, v: int) -> int:
        """The partner of ``v`` (-1: free)."""

    def neighbours(self, v: int) -> list[int]:
        """The vertices joined to ``v`` by an edge."""

    def release(self, v: int) -> None:
        """Unmatch ``v`` and its partner and dissolve the blossoms holding ``v``."""

    def detach_pair(self, v: int) -> bool:
        """Unmatch ``v`` and its partner keeping the rest of the matching provably optimal; False
        (nothing changed) when the blossoms around them do not allow it."""

    def reset_dual(self, v: int) -> None:
        """Give trivial vertex ``v`` the least even dual that keeps its edges feasible."""

    def needs_release(self, i: int, j: int, wt: int | None) -> bool:
        """Whether giving ``{i, j}`` internal weight ``wt`` (None: removing it) can break optimality."""

    def set_weight(self, i: int, j: int, wt: int | None) -> None:
        """Give ``{i, j}`` internal weight ``wt`` (None: remove the edge); nothing is released."""

    def clear_vertex(self, v: int) -> None:
        """Remove every edge of ``v`` (after releasing it)."""

    def set_row(self, v: int, others: list[int], weights: list[int], low_bits: int, dirty: set[int]) -> None:
        """Give each pair ``{v, others[k]}`` the weight ``weights[k]`` (0: no edge)."""

    def set_ranked_row(
        self, v: int, others: list[int], bases: list[int], step: int, low_bits: int, dirty: set[int]
    ) -> None:
        """:meth:`set_row` with :func:`~domain.matching.rows.ranked_row`'s weights."""

    def ranked_row_keeps_partner(self, v: int, others: list[int], bases: list[int], step: int, low_bits: int) -> bool:
        """Whether the matching provably stays optimal under :meth:`set_ranked_row` (nothing is set)."""

    def set_block(self, vertices: list[int], rows: list[list[int]], low_bits: int, dirty: set[int]) -> None:
        """Give every pair of ``vertices`` its weight in ``rows`` (by position, above the diagonal)."""

    def set_offset_block(
        self, vertices: list[int], rows: list[list[int]], offsets: list[list[int]], low_bits: int, dirty: set[int]
    ) -> None:
        """:meth:`set_block` with :func:`~domain.matching.rows.offset_rows`' weights."""

    def add_deferred(self, dirty: set[int]) -> None:
        """Let the edges deferred at construction in, as :meth:`set_row` sets them (once)."""


class CoreMaker(Protocol):
    """A core class: ``adj`` (internal weights) or ``rows`` (caller's weights, read above the
    diagonal, of which the lowest ``low_bits`` count when given) and, optionally, a squeeze for
    every weight given later and deferred edges (module docstring)."""

    def __call__(
        self,
        n: int,
        adj: list[dict[int, int]] | None = None,
        *,
        rows: list[list[int]] | None = None,
        low_bits: int = 0,
        squeeze: SqueezeSpec | None = None,
        defer: tuple[int, int] | None = None,
    ) -> BlossomCore: ...


def set_releasing(core: BlossomCore, i: int, j: int, wt: int | None, dirty: set[int]) -> None:
    """Give ``{i, j}`` internal weight ``wt`` (None: no edge), first releasing ``i`` into ``dirty``
    when the change may break optimality and neither end is released yet."""
    if i not in dirty and j not in dirty and core.needs_release(i, j, wt):
        core.release(i)
        dirty.add(i)
    core.set_weight(i, j, wt)


def check_vertex(n: int, v: int) -> None:
    """Reject vertex ids outside ``0..n-1`` (every core numbers a graph's vertices so)."""
    if not 0 <= v < n:
        raise ValueError(f"vertex {v} out of range 0..{n - 1}")
