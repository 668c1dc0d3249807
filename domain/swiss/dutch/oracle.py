"""The matching oracle of the 2026 engine, solved on the current bracket only.

The 2026 procedure (like the endorsed engine) keeps every present player in one weighted
graph. Edges that reach below the current bracket and the next scoregroup carry only the top
field F1 (completion and PAB candidacy, plus [C9] in one rare case), and every optimal
matching is complete with a PAB candidate left over, so F1 adds the same amount to every
candidate. The optimum is therefore decided inside the bracket: it is the best matching of the
bracket players alone (F1 removed) whose unpaired players, together with everybody below,
can still be paired completely (:class:`~domain.swiss.dutch.completion.CompletionOracle`).
When that completion fails, or when the bracket needs the whole graph (see
:meth:`BracketOracle.begin_bracket`), the oracle solves the whole graph instead, so the answer
is always the exact optimum of the whole graph.

A bracket's matcher also squeezes its weights (:class:`~domain.matching.squeeze.Squeeze`) to
the fields its base weights use: the score counters of scoregroups outside the bracket are
most of a weight's bits. A weight outside them (not met by the engine's steps) makes the
bracket fall back to whole weights.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import reduce
from itertools import compress, filterfalse
from math import gcd
from operator import or_
from typing import TypeAlias, overload

from domain.matching import IncrementalMatching, offset_rows, ranked_row
from domain.matching.squeeze import (
    DERIVED_BITS,
    DERIVED_COEFFICIENT,
    DERIVED_TERMS,
    FEWEST_LIMBS_BITS,
    DerivedField,
    Squeeze,
    SqueezeError,
    split_room,
)
from domain.swiss.dutch.completion import CompletionOracle


@dataclass(frozen=True, slots=True)
class BracketFields:
    """The weight layout below the top field: the room's width and every field or score counter
    above it as (shift above the room, width), ascending (:meth:`Layout.counters`)."""

    room_bits: int
    counters: tuple[tuple[int, int], ...]

    def squeeze(self, weights: Collection[int]) -> Squeeze:
        """Keep the fields that ``weights`` (a bracket's base weights, or a superset) use, but those
        derived from higher ones (:func:`derived_fields`). The largest brackets lose half their bits so;
        a squeeze already as narrow as the fewest limbs hold is not searched (small brackets)."""
        bases = [self.base_of(weight) >> self.room_bits for weight in weights]
        used = reduce(or_, bases, 0)
        live = [(shift, width) for shift, width in self.counters if (used >> shift) & ((1 << width) - 1)]
        wide = self.room_bits + sum(width for _, width in live) > FEWEST_LIMBS_BITS
        derived = derived_fields(live, bases) if wide else []
        dropped = {(shift, width) for shift, width, _, _ in derived}
        return Squeeze(self.room_bits, tuple(field for field in live if field not in dropped), tuple(derived))

    def base_of(self, weight: int) -> int:
        """``weight`` rounded to its packed fields (a bonus in the room may have borrowed from them)."""
        return split_room(weight, self.room_bits)[0]


Field: TypeAlias = tuple[int, int]  # (shift above the room, width)


def derived_fields(fields: list[Field], bases: list[int]) -> list[DerivedField]:
    """The ``fields`` (ascending) whose value in each of ``bases`` (weights above the room) is one
    fixed rational combination of the values of fields above them, each with that combination
    over the fields kept (:class:`~domain.matching.squeeze.Squeeze`'s form).

    Exact elimination from the top field down, in integers: each row is a field's values over
    the weights followed by its coefficients over the fields, so reducing the values keeps the
    row a combination of fields. A field whose values reduce to nothing is derived from the kept
    ones its row names; otherwise it is kept and its row joins the basis. A combination the
    compiled core cannot check in 64 bits keeps its field.

    >>> derived_fields([(0, 4), (4, 4), (8, 4)], [0x312, 0x101, 0x211])  # low = high - middle
    [(0, 4, 1, ((4, 4, -1), (8, 4, 1)))]
    """
    count = len(bases)
    basis: list[tuple[int, list[int]]] = []  # (pivot, row)
    derived: list[DerivedField] = []
    for k in reversed(range(len(fields))):
        shift, width = fields[k]
        row = [(base >> shift) & ((1 << width) - 1) for base in bases] + [0] * len(fields)
        row[count + k] = 1
        for at, other in basis:
            if row[at]:
                by, times = other[at], row[at]
                row = [by * value - times * against for value, against in zip(row, other, strict=True)]
                common = gcd(*row)
                row = [value // common for value in row]
        pivot = next((index for index in range(count) if row[index]), None)
        if pivot is not None:
            basis.append((pivot, row))
        elif (entry := _as_derived(fields, k, row[count:])) is not None:
            derived.append(entry)
    return sorted(derived)


def _as_derived(fields: list[Field], k: int, coefficients: list[int]) -> DerivedField | None:
    """Field ``k`` from ``sum(coefficients[j] * field j) = 0``: ``den`` times it equals integer
    multiples of the others; None if the compiled core could not check it in 64 bits."""
    sign = 1 if coefficients[k] > 0 else -1
    den = sign * coefficients[k]
    nums = tuple((*fields[j], -sign * c) for j, c in enumerate(coefficients) if c and j != k)
    widths = [fields[k][1], *(width for _, width, _ in nums)]
    if max(widths) > DERIVED_BITS or den >= DERIVED_COEFFICIENT or len(nums) > DERIVED_TERMS:
        return None
    if any(abs(num) >= DERIVED_COEFFICIENT for _, _, num in nums):
        return None
    return (*fields[k], den, nums)


#: ``mate`` of an unpaired vertex.
FREE = -1


class BracketMate(Sequence[int]):
    """``mate`` over every vertex after a bracket solve, each entry read when asked for.

    The generation reads a few partners per solve, so a solve does not spend a pass over every
    vertex building the whole list: the players paired for good are read from the fixed pairs,
    the bracket's players from the matcher's answer, anyone else is unpaired. A player paired
    for good after the solve was paired as the solve said, so the fixed pairs may grow meanwhile.
    """

    __slots__ = ("_fixed", "_local", "_local_mate", "_members")

    def __init__(self, fixed: list[int], local: dict[int, int], members: list[int], local_mate: list[int]) -> None:
        self._fixed = fixed
        self._local = local
        self._members = members
        self._local_mate = local_mate

    def __len__(self) -> int:
        return len(self._fixed)

    @overload
    def __getitem__(self, vertex: int) -> int: ...

    @overload
    def __getitem__(self, vertex: slice) -> list[int]: ...

    def __getitem__(self, vertex: int | slice) -> int | list[int]:
        if isinstance(vertex, slice):
            return [self[v] for v in range(len(self))[vertex]]
        partner = self._fixed[vertex]
        if partner != FREE:
            return partner
        x = self._local.get(vertex)
        y = FREE if x is None else self._local_mate[x]
        return FREE if y == FREE else self._members[y]


class BracketOracle:
    """Weights of the whole round, with solves restricted to the current bracket when exact."""

    def __init__(
        self,
        count: int,
        initial_weight: Callable[[int, int], int],
        completion: CompletionOracle,
        dummy: int | None,
        top_field_shift: int,
        poll: Callable[[], None] | None = None,
        fields: BracketFields | None = None,
    ) -> None:
        self.count = count
        #: The layout below the top field, to squeeze each bracket's weights to the fields it uses.
        self.fields = fields
        self.squeeze: Squeeze | None = None
        #: The round's deadline check, polled inside long solves too (between blossom stages).
        self.poll = poll
        self.initial_weight = initial_weight
        self.completion = completion
        self.dummy = dummy
        #: Bracket solves see only the bits below the top field F1.
        self.low_bits = top_field_shift
        self.lower_mask = (1 << top_field_shift) - 1
        #: Weights set since the current bracket began (or set earlier and not covered by it).
        self.changed: list[dict[int, int]] = [{} for _ in range(count)]
        #: The last block of weights set at once (:meth:`set_block`): its vertices' indices and its
        #: rows (read above the diagonal), kept as given rather than pair by pair; read under
        #: :attr:`changed` (a later change of one pair wins) and over the bracket's matrix.
        self.block_index: dict[int, int] = {}
        self.block_rows: list[list[int]] = []
        #: The block's offsets when it was set as base weights plus offsets (see :meth:`set_block`):
        #: a pair's weight is then its row entry plus its offset, 0 where the entry is 0.
        self.block_offsets: list[list[int]] | None = None
        #: The last ranked row set (:meth:`set_ranked_row`) as its vertex and arguments, kept as
        #: given until a weight is read or set again, or dropped when its vertex is paired.
        self.ranked: tuple[int, list[int], list[int], int] | None = None
        #: The current bracket's base weights (a matrix over its list; pairs of two MDPs not covered).
        self.bracket: list[list[int]] = []
        self.bracket_index: dict[int, int] = {}
        self.bracket_mdps = 0
        self.frozen: dict[int, int] = {}
        #: :attr:`frozen` as a mate list over all vertices (-1: not paired yet), copied by each solve.
        self.frozen_mate = [-1] * count
        self.members: list[int] = []
        self.local: dict[int, int] = {}
        self.restricted = IncrementalMatching(0)
        self.full: IncrementalMatching | None = None
        self.full_index: dict[int, int] = {}
        self.whole_graph = False
        self.full_solves = 0
        #: The last solve was the bracket's own (completed below): its pairs inside the bracket
        #: decide its weight below the top field, which every complete pairing fills alike.
        self.solved_in_bracket = False

    # -- weights ------------------------------------------------------------------------------

    def weight(self, i: int, j: int) -> int:
        """The current weight: as last set, else the bracket's base weight, else the initial one."""
        self._spread_ranked()
        changed = self.changed[i].get(j)
        if changed is not None:
            return changed
        k, m = self.block_index.get(i), self.block_index.get(j)
        if k is not None and m is not None:
            return self._block_weight(k, m)
        x, y = self.bracket_index.get(i), self.bracket_index.get(j)
        if x is not None and y is not None and max(x, y) >= self.bracket_mdps:
            return self.bracket[min(x, y)][max(x, y)]
        return self.initial_weight(min(i, j), max(i, j))

    def set(self, i: int, j: int, weight: int) -> None:
        self._spread_ranked()
        self.changed[i][j] = self.changed[j][i] = weight
        if i in self.frozen or j in self.frozen:
            return
        if i in self.local and j in self.local:
            try:
                self.restricted.set_edge(self.local[i], self.local[j], (weight & self.lower_mask) or None)
            except SqueezeError:
                self._unsqueeze()
        if self.full is not None:
            self.full.set_edge(self.full_index[i], self.full_index[j], weight or None)

    def set_row(self, vertex: int, others: list[int], weights: list[int]) -> None:
        """Set the weights of ``vertex`` with each of ``others`` at once (a bonus per opponent)."""
        self._spread_ranked()
        positions = self._row_in_matcher(vertex, others)
        if positions is None:
            for other, weight in zip(others, weights, strict=True):  # not met by the engine's callers
                self.set(vertex, other, weight)
            return
        self._store_row(vertex, others, weights)
        self._set_full_row(vertex, others, weights)
        try:
            self.restricted.set_row(self.local[vertex], positions, weights, low_bits=self.low_bits)
        except SqueezeError:
            self._unsqueeze()

    def set_ranked_row(self, vertex: int, others: list[int], bases: list[int], step: int) -> None:
        """:meth:`set_row` with the weights of :func:`~domain.matching.ranked_row` (step (d)).

        The weights are not stored pair by pair: the row is kept as given (:attr:`ranked`), since
        (d) pairs ``vertex`` right after its solve and nothing reads them then. A rebuild of the
        matcher, or any other weight set or read, writes them out first.
        """
        self._spread_ranked()
        positions = self._row_in_matcher(vertex, others)
        if positions is None:
            self.set_row(vertex, *ranked_row(others, bases, step))  # not met by the engine's callers
            return
        self.ranked = (vertex, others, bases, step)
        if self.full is not None:
            self._set_full_row(vertex, *ranked_row(others, bases, step))
        try:
            self.restricted.set_ranked_row(self.local[vertex], positions, bases, step, low_bits=self.low_bits)
        except SqueezeError:
            self._unsqueeze()

    def keeps_partner(self, vertex: int, others: list[int], bases: list[int], step: int) -> bool:
        """Whether the last solve's answer provably stays optimal under the row :meth:`set_ranked_row`
        would set (nothing is set): step (d) then pairs ``vertex`` with his partner at once.

        The bracket matcher proves it by LP duality on its optimum
        (:meth:`~domain.matching.IncrementalMatching.ranked_row_keeps_partner`). Its matching then
        stays as it is, so the completion check of :meth:`solve` would answer as last time: the
        proof only counts when that answer came from the bracket matcher.
        """
        if self.whole_graph or not self.solved_in_bracket:
            return False
        positions = self._row_in_matcher(vertex, others)
        if positions is None:
            return False
        return self.restricted.ranked_row_keeps_partner(
            self.local[vertex], positions, bases, step, low_bits=self.low_bits
        )

    def _spread_ranked(self) -> None:
        """Write the kept ranked row into :attr:`changed` pair by pair, unless its vertex is paired."""
        if self.ranked is None:
            return
        vertex, others, bases, step = self.ranked
        self.ranked = None
        if vertex not in self.frozen:
            self._store_row(vertex, *ranked_row(others, bases, step))

    def _row_in_matcher(self, vertex: int, others: list[int]) -> list[int] | None:
        """The bracket matcher's indices of ``others`` when the pairs of ``vertex`` with them are all
        in it (none paired for good), so that a row of them goes to it in one call; else None."""
        local, frozen = self.local, self.frozen
        if vertex not in local or vertex in frozen or not frozen.keys().isdisjoint(others):
            return None
        try:
            return list(map(local.__getitem__, others))
        except KeyError:  # a player outside the bracket
            return None

    def _store_row(self, vertex: int, others: list[int], weights: list[int]) -> None:
        """Record a row in :attr:`changed`, on both sides of each pair."""
        changed = self.changed
        changed[vertex].update(zip(others, weights, strict=True))
        for row, weight in zip(map(changed.__getitem__, others), weights, strict=True):
            row[vertex] = weight

    def _set_full_row(self, vertex: int, others: list[int], weights: list[int]) -> None:
        """Give a row to the whole-graph matcher too, when there is one."""
        if self.full is not None:
            index = self.full_index
            self.full.set_row(index[vertex], list(map(index.__getitem__, others)), weights)

    def set_block(self, vertices: list[int], rows: list[list[int]], offsets: list[list[int]] | None = None) -> None:
        """Set the weight of every pair of ``vertices`` at once (``rows[k][m]`` for ``k < m``).

        A bracket-wide change (an exchange tried, S1 and S2 fixed) touches every pair: the
        bracket matcher takes them in one call instead of one call per pair. With ``offsets``,
        ``rows`` are base weights and each pair adds its offset
        (:func:`~domain.matching.offset_rows`); the block is kept in that form.
        """
        self._spread_ranked()
        local, frozen = self.local, self.frozen
        if not all(vertex in local and vertex not in frozen for vertex in vertices):
            weights = rows if offsets is None else offset_rows(rows, offsets)
            for x, a in enumerate(vertices):  # not met by the engine's callers; exact anyway
                for y in range(x + 1, len(vertices)):
                    self.set(a, vertices[y], weights[x][y])
            return
        self._keep_block(vertices, rows, offsets)
        if self.full is not None:
            self.full.set_block(list(map(self.full_index.__getitem__, vertices)), rows, offsets=offsets)
        try:
            positions = [local[vertex] for vertex in vertices]
            self.restricted.set_block(positions, rows, low_bits=self.low_bits, offsets=offsets)
        except SqueezeError:
            self._unsqueeze()

    def _block_weight(self, k: int, m: int) -> int:
        """The block's weight of the pair of its ``k``-th and ``m``-th vertices (read above the diagonal)."""
        k, m = min(k, m), max(k, m)
        base = self.block_rows[k][m]
        return base + self.block_offsets[k][m] if base and self.block_offsets is not None else base

    def _keep_block(self, vertices: list[int], rows: list[list[int]], offsets: list[list[int]] | None) -> None:
        """Remember a block as :attr:`block_rows` (and :attr:`block_offsets`); changes of its pairs
        set before it are void."""
        if self.block_rows and self.block_index.keys() != set(vertices):
            self._spread_block()
        inside = set(vertices)
        changed = self.changed
        for vertex in vertices:
            row = changed[vertex]
            if row and not inside.isdisjoint(row):
                changed[vertex] = {other: weight for other, weight in row.items() if other not in inside}
        self.block_index = {vertex: k for k, vertex in enumerate(vertices)}
        self.block_rows, self.block_offsets = rows, offsets

    def _spread_block(self) -> None:
        """Write the block into :attr:`changed` pair by pair (its later changes kept) and drop it."""
        index, changed = self.block_index, self.changed
        for vertex, k in index.items():
            own = changed[vertex]
            for other, m in index.items():
                if other != vertex and other not in own:
                    own[other] = self._block_weight(k, m)
        self.block_index, self.block_rows, self.block_offsets = {}, [], None

    def freeze(self, a: int, b: int, weight: int = 0) -> None:
        """Fix the pair ``a``-``b`` for the rest of the round: both leave the graph."""
        self.frozen[a], self.frozen[b] = b, a
        self.frozen_mate[a], self.frozen_mate[b] = b, a
        if self.ranked is not None and self.ranked[0] in (a, b):
            self.ranked = None  # its weights are never read now
        local = self.local
        if a in local and b in local:
            self.restricted.remove_pair(local[a], local[b])
        else:
            for vertex in (a, b):
                if vertex in local:
                    self.restricted.set_vertex_edges(local[vertex], {})
        if self.full is not None:
            self.full.remove_pair(self.full_index[a], self.full_index[b])

    def _compact(self) -> None:
        """Rebuild the bracket matcher on its unpaired players only.

        Paired players otherwise stay in the matcher as isolated vertices: since most
        re-solves of the generation steps are confirmations that touch few vertices, carrying
        them costs less than a solve from scratch (measured: 17 of 113 s at 9,999 players went
        to rebuilding half-paired brackets), so only a matcher rebuilt anyway drops them.
        """
        self.members = [vertex for vertex in self.members if vertex not in self.frozen]
        self.local = {vertex: index for index, vertex in enumerate(self.members)}
        self.restricted = IncrementalMatching(0)
        self.restricted = self._restricted_matcher()

    def _forget_frozen(self) -> None:
        """Drop the stored weights of paired players: nothing reads them again (memory per bracket)."""
        frozen, changed = self.frozen, self.changed
        for vertex, row in enumerate(changed):
            if vertex in frozen:
                if row:
                    changed[vertex] = {}
            elif any(other in frozen for other in row):
                changed[vertex] = {other: weight for other, weight in row.items() if other not in frozen}

    def _forget_covered(self) -> None:
        """Drop weights set in earlier brackets for pairs the new bracket's base weights cover."""
        index, mdps, changed = self.bracket_index, self.bracket_mdps, self.changed
        for vertex, x in index.items():
            row = changed[vertex]
            if row and any(other in index and max(x, index[other]) >= mdps for other in row):
                changed[vertex] = {
                    other: weight
                    for other, weight in row.items()
                    if not (other in index and max(x, index[other]) >= mdps)
                }

    def _unsqueeze(self) -> None:
        """A weight did not fit the bracket's squeeze: rebuild the matcher with whole weights.

        Every weight is stored (in :attr:`changed` or the block) before the matcher sees it, so
        the matcher rebuilt from the bracket matrix and those holds everything set so far.
        """
        self._drop_squeeze()
        self._compact()

    def _restricted_matcher(self, parts: tuple[int, int] | None = None) -> IncrementalMatching:
        """A matcher over :attr:`members` with their current weights, the top field dropped.

        With ``parts`` (the MDPs' end and the residents' end) it starts from the bracket's
        parts: see :meth:`_joined_matcher`.
        """
        rows = self._current_rows(self.members, self.local)
        try:
            if parts is None:
                return IncrementalMatching.from_rows(rows, low_bits=self.low_bits, poll=self.poll, squeeze=self.squeeze)
            return self._joined_matcher(rows, *parts)
        except SqueezeError:
            self._drop_squeeze()
            return self._restricted_matcher(parts)

    def _current_rows(self, members: list[int], local: dict[int, int]) -> list[list[int]]:
        """The current weights among ``members`` (bracket players; ``local`` their indices) as a
        matrix by index, read above the diagonal.

        The rows come from the bracket's matrix (whose MDP-MDP cells :meth:`begin_bracket` filled
        in) with the weights set since laid over it, so no weight is recomputed per pair; a row
        still the matrix's own is shared, not copied.
        """
        self._spread_ranked()
        positions = [self.bracket_index[vertex] for vertex in members]
        shared: set[int] = set()  # rows still the bracket matrix's own: copied before a write
        if positions == list(range(len(self.bracket))):  # the whole bracket, as at its start
            rows = list(self.bracket)
            shared.update(positions)
        else:
            rows = [list(map(row.__getitem__, positions)) for row in (self.bracket[x] for x in positions)]

        def writable(x: int) -> list[int]:
            if x in shared:
                shared.discard(x)
                rows[x] = rows[x][:]
            return rows[x]

        blocked = [(x, self.block_index[a]) for a, x in local.items() if a in self.block_index]
        for x, k in blocked:
            row = writable(x)
            for at, m in blocked:
                if at != x:
                    row[at] = self._block_weight(k, m)
        for a, x in local.items():
            overlay = [(local[b], weight) for b, weight in self.changed[a].items() if b in local]
            if overlay:
                row = writable(x)
                for y, weight in overlay:
                    row[y] = weight
        return rows

    def _joined_matcher(self, rows: list[list[int]], mdps: int, residents_end: int) -> IncrementalMatching:
        """A matcher over ``rows`` solved first on its parts: the residents among themselves and
        the next scoregroup among itself; the MDPs' edges and the residents' edges to the next
        scoregroup then enter together, for one re-solve.

        The greedy start gives each player half his heaviest edge as a dual. Whole, a bracket's
        heaviest edges are those of its MDPs (for the residents) and of the residents (for the
        next scoregroup), which few optimal pairs use; then almost no edge is tight and the
        start pairs almost nobody: 627 blossom stages and 0.86 s for one bracket of 1,260 at
        3,000 players. In parts, each player's heaviest edge is one he is likely paired along:
        11 stages, and 12 more once joined (0.13 s with the rows set).
        """
        return IncrementalMatching.from_rows(
            rows, low_bits=self.low_bits, poll=self.poll, squeeze=self.squeeze, defer=(mdps, residents_end)
        )

    def _drop_squeeze(self) -> None:
        """This bracket matches with whole weights from now on (a weight had a field the squeeze dropped)."""
        self.squeeze = None

    # -- brackets -----------------------------------------------------------------------------

    def begin_bracket(
        self,
        members: list[int],
        whole_graph: bool,
        weights: list[list[int]],
        mdps: int,
        used: Collection[int] | None = None,
        residents_end: int | None = None,
    ) -> None:
        """Solve on ``members`` from now on (or on the whole graph when ``whole_graph``).

        ``weights`` are the bracket's base weights over ``members`` for every pair but two MDPs,
        read above the diagonal (a matrix costs far less than a weight table per pair); they
        replace weights set in earlier brackets. The oracle fills in the MDPs' rows on copies and
        shares the other rows with the caller, who must not write them afterwards (the
        generation copies a row before it zeroes a pair: :meth:`BracketGeneration.clear_base`),
        so the largest bracket's matrix is held once, not twice. The whole graph is needed when an edge
        below the bracket carries more than F1, or when the caller reads who the players of the
        next bracket are paired with below it. ``used`` (the distinct base weights, or a superset) lets
        the bracket's matcher squeeze its weights to the fields they use, derived ones dropped.
        ``residents_end`` (where the next scoregroup starts in ``members``) lets the first solve
        start from its parts.
        """
        self._spread_ranked()
        self._forget_frozen()
        self.bracket = []  # free the last bracket's weights first
        self.bracket = [row[:] for row in weights[:mdps]] + weights[mdps:]
        self.bracket_index = {vertex: index for index, vertex in enumerate(members)}
        self.bracket_mdps = mdps
        self._forget_covered()
        for x in range(mdps):  # pairs of two MDPs: not covered, filled with their current weight
            for y in range(x + 1, mdps):
                self.bracket[x][y] = self.weight(members[x], members[y])
        self.block_index, self.block_rows, self.block_offsets = {}, [], None  # covered now, or filled above
        self.squeeze = self._bracket_squeeze(used, mdps)
        self.members = members
        self.local = {vertex: index for index, vertex in enumerate(members)}
        self.restricted = IncrementalMatching(0)  # free the last bracket's matcher first
        self.full = None
        self.restricted = self._restricted_matcher((mdps, residents_end or len(members)))
        core = [v for v in range(self.count) if v not in self.frozen and v not in self.local]
        self.completion.set_core(core + ([self.dummy] if self.dummy is not None else []))
        self.full = None
        self.whole_graph = whole_graph
        if whole_graph:
            self._build_full()

    def _bracket_squeeze(self, used: Collection[int] | None, mdps: int) -> Squeeze | None:
        """The squeeze for the bracket's matcher: the fields its base weights and the carried
        MDP-MDP weights use (the generation steps only add bonuses in the room), derived ones dropped."""
        if self.fields is None or used is None:
            return None
        weights = {weight & self.lower_mask for weight in used}
        for x in range(mdps):
            for y in range(x + 1, mdps):
                weights.add(self.bracket[x][y] & self.lower_mask)
        weights.discard(0)
        return self.fields.squeeze(weights)

    def solve(self) -> Sequence[int]:
        """A maximum-weight matching of the whole graph, as ``mate`` over global vertices."""
        self.solved_in_bracket = False
        if not self.whole_graph:
            local_mate = self.restricted.solve()
            members, frozen = self.members, self.frozen
            free = compress(members, map(FREE.__eq__, local_mate))
            unpaired = list(filterfalse(frozen.__contains__, free))  # paired for good: out of the matcher
            if self.completion.perfect_with(unpaired):
                self.solved_in_bracket = True
                return BracketMate(self.frozen_mate, self.local, members, local_mate)
        return self._solve_full(self.frozen_mate[:])

    def _solve_full(self, mate: list[int]) -> list[int]:
        self.full_solves += 1
        if self.full is None:
            self._build_full()
        assert self.full is not None
        vertices = list(self.full_index)
        for index, partner in enumerate(self.full.solve()):
            if partner >= 0:
                mate[vertices[index]] = vertices[partner]
        return mate

    def _build_full(self) -> None:
        """The matcher over every unpaired vertex, with whole weights (the top field too).

        The bracket's players come first, their rows read like the bracket matcher's
        (:meth:`_current_rows`); only pairs with a vertex outside the bracket are weighed one
        by one.
        """
        members = [vertex for vertex in self.bracket_index if vertex not in self.frozen]
        inside = set(members)
        others = [vertex for vertex in range(self.count) if vertex not in self.frozen and vertex not in inside]
        rows = self._current_rows(members, {vertex: index for index, vertex in enumerate(members)})
        if others:
            rows = [row + [self.weight(a, o) for o in others] for a, row in zip(members, rows, strict=True)]
            for k, a in enumerate(others):
                rows.append([0] * (len(members) + k + 1) + [self.weight(a, o) for o in others[k + 1 :]])
        self.full_index = {vertex: index for index, vertex in enumerate(members + others)}
        self.full = IncrementalMatching.from_rows(rows, poll=self.poll)
