"""Choosing, among equally good pairings of a bracket, the one the FIDE order generates first.

2026 Art. 3.6-3.7 and 4 (2017 B.6-B.7, D): MDP sets in BSN order, then transpositions of S2,
then resident exchanges ordered by size, BSN-sum difference and the players moved. Instead of
enumerating candidates, each decision asks the matching oracle whether an optimal pairing
exists with a small bonus added in the low "room" bits of some edges, then fixes what it
learned. Steps, in order: (a) which MDPs are paired, (b) their opponents, (c) which residents
form S1 of the remainder (the exchange, weighed only when the split without one loses base
weight), (d) each S1 player's opponent.

Indices here are positions in the bracket list (:data:`~domain.kinds.BracketPosition`): MDPs
``[0, residents_start)``, residents ``[residents_start, residents_end)``, the next scoregroup
``[residents_end, size)``.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence
from itertools import compress
from operator import not_
from typing import Protocol

from domain.budget import Deadline
from domain.kinds import BracketPosition, ScoreUnits, Vertex, Weight


class MatchingOracle(Protocol):
    """What the generation steps need: settable weights, freezing, an optimal matching."""

    #: Whether the last solve's optimum is decided by its pairs inside the bracket alone (in the
    #: generation's ``decided_by`` bits): false when pairs below the bracket weighed in.
    solved_in_bracket: bool

    def set(self, i: Vertex, j: Vertex, weight: Weight) -> None: ...

    def set_row(self, vertex: Vertex, others: list[Vertex], weights: list[Weight]) -> None: ...

    def set_ranked_row(self, vertex: Vertex, others: list[Vertex], bases: list[Weight], step: Weight) -> None:
        """:meth:`set_row` with the weights of :func:`~domain.matching.ranked_row`."""

    def set_block(
        self, vertices: list[Vertex], rows: list[list[Weight]], offsets: list[list[int]] | None = None
    ) -> None:
        """Set every pair of ``vertices`` at once: ``rows[k][m]`` for ``k < m`` (the rest is not read),
        plus ``offsets[k][m]`` if given (:func:`~domain.matching.offset_rows`)."""

    def keeps_partner(self, vertex: Vertex, others: list[Vertex], bases: list[Weight], step: Weight) -> bool:
        """Whether the last optimum provably stays one if :meth:`set_ranked_row` gave ``vertex`` this
        row (nothing is set); False is always safe."""

    def freeze(self, a: Vertex, b: Vertex, weight: Weight) -> None: ...

    def solve(self) -> Sequence[Vertex]: ...


class BracketGeneration:
    """Fixes the pairs of one bracket, given base weights and an optimal matching."""

    def __init__(
        self,
        oracle: MatchingOracle,
        members: list[Vertex],
        mdps: int,
        residents_end: BracketPosition,
        base: list[list[Weight]],
        frozen_weight: Weight,
        group_bits: int,
        score_of: Callable[[Vertex], ScoreUnits],
        deadline: Deadline,
        room_bits: int = 0,
        decided_by: int | None = -1,
    ) -> None:
        self.oracle = oracle
        #: The bracket list: the vertex at each position.
        self.members = members
        #: The MDPs come first, so the residents start after them.
        self.residents_start: BracketPosition = mdps
        self.residents_end = residents_end
        self.size = len(members)
        #: The base weights between positions, read above the diagonal (0: may not be paired); the
        #: steps zero some of them (:meth:`clear_base`), on copies of the rows the oracle shares.
        self.base = base
        self._own_rows: set[BracketPosition] = set()
        self.frozen_weight = frozen_weight
        self.group_bits = group_bits
        #: Width of the weights' low "room" field, where every tie-break of these steps lives.
        self.room_bits = room_bits
        #: The bits of the base weights on which the bracket's pairs decide the optimum (-1: all),
        #: or None when pairs below the bracket weigh in too (then (c) always weighs the splits).
        self.decided_by = decided_by
        self.score_of = score_of
        self.deadline = deadline
        self.position = {vertex: index for index, vertex in enumerate(members)}
        #: The current optimal matching, over vertices (``-1`` = unmatched).
        self.mate: Sequence[Vertex] = []
        self.pairs: list[tuple[BracketPosition, BracketPosition]] = []
        #: The step of the (d) bonus: more than all :func:`lean` tie-breaks of a matching together.
        self.choice_scale = 1

    def clear_base(self, x: BracketPosition, others: Iterable[BracketPosition]) -> None:
        """Zero the base weights of ``x`` with each of ``others`` where they are read (above the
        diagonal), copying a row before its first write: the oracle reads the same rows
        (:meth:`~domain.swiss.dutch.oracle.BracketOracle.begin_bracket`)."""
        others = list(others)
        if others and min(others) > x:  # most calls: every pair lives in x's own row
            row = self._own_row(x)
            for y in others:
                row[y] = 0
            return
        for y in others:
            self._own_row(min(x, y))[max(x, y)] = 0

    def _own_row(self, x: BracketPosition) -> list[Weight]:
        if x not in self._own_rows:
            self.base[x] = self.base[x][:]
            self._own_rows.add(x)
        return self.base[x]

    # -- oracle plumbing ----------------------------------------------------------------

    def solve(self) -> None:
        self.deadline.check()
        self.mate = self.oracle.solve()

    def bonus_may_move(self, x: BracketPosition, favourite: BracketPosition | None) -> bool:
        """Whether a bonus on ``x``'s edges, largest for ``favourite``, may give ``x`` another partner.

        Not when ``x`` already has the favourite: the current matching is optimal, and the
        bonuses raise its weight by the largest bonus of all and every other matching's by less,
        so it stays optimal and ``x`` keeps the favourite. The steps pair ``x`` for good right
        after, so then they neither set his bonus row nor solve: nothing would read either.
        """
        return favourite is None or self.partner(x) != favourite

    def set(self, i: BracketPosition, j: BracketPosition, weight: Weight) -> None:
        self.oracle.set(self.members[i], self.members[j], weight)

    def set_row(self, x: BracketPosition, others: list[BracketPosition], weights: list[Weight]) -> None:
        """Set the weights of ``x`` with each of ``others`` at once."""
        members = self.members
        self.oracle.set_row(members[x], [members[o] for o in others], weights)

    def set_ranked_row(
        self, x: BracketPosition, others: list[BracketPosition], bases: list[Weight], step: Weight
    ) -> None:
        """Set the weights of ``x`` with ``others`` ranked by a bonus of ``step`` per place over
        ``bases`` (:func:`~domain.matching.ranked_row`; a pair with base 0 is left as it is)."""
        self.oracle.set_ranked_row(self.members[x], list(map(self.members.__getitem__, others)), bases, step)

    def keeps_partner(self, x: BracketPosition, opponents: list[Vertex], bases: list[Weight]) -> bool:
        """Whether ``x`` provably keeps his partner under (d)'s ranked row (:meth:`set_ranked_row` with
        the bonus step): then neither the row nor a solve is needed, as he is paired right after.
        ``opponents`` are the row's players as vertices (the caller keeps them at hand)."""
        return self.oracle.keeps_partner(self.members[x], opponents, bases, self.choice_scale)

    def set_block(
        self, positions: list[BracketPosition], rows: list[list[Weight]], offsets: list[list[int]] | None = None
    ) -> None:
        """Set the weight of every pair of ``positions`` at once (``rows`` by position, read above the
        diagonal; plus ``offsets``, as :meth:`MatchingOracle.set_block`)."""
        self.oracle.set_block([self.members[i] for i in positions], rows, offsets)

    def partner(self, i: BracketPosition) -> BracketPosition | None:
        """Position of ``i``'s partner, or ``None`` (unmatched or matched outside the list)."""
        mate = self.mate[self.members[i]]
        return self.position.get(mate) if mate >= 0 else None

    def freeze(self, i: BracketPosition, j: BracketPosition) -> None:
        """Fix the pair: its edge outweighs everything, all other edges of both vanish."""
        self.oracle.freeze(self.members[i], self.members[j], self.frozen_weight)
        self.pairs.append((i, j))

    def is_resident(self, i: BracketPosition | None) -> bool:
        return i is not None and self.residents_start <= i < self.residents_end

    @property
    def residents(self) -> range:
        return range(self.residents_start, self.residents_end)

    # -- the steps --------------------------------------------------------------------------

    def run(self, mate: Sequence[Vertex]) -> list[tuple[BracketPosition, BracketPosition]]:
        self.mate = mate
        paired = self.choose_paired_mdps()
        self.fix_mdp_opponents(paired)
        self.pair_remainder()
        return self.pairs

    def choose_paired_mdps(self) -> list[BracketPosition]:
        """(a) The lowest-BSN MDPs of each score that an optimal pairing can pair (Art. 4.4)."""
        paired: list[BracketPosition] = []
        start = 0
        while start < self.residents_start:
            end = start
            while end < self.residents_start and self.score_of(self.members[end]) == self.score_of(self.members[start]):
                end += 1
            remaining = end - start
            available = sum(1 for mdp in range(start, end) if self.is_resident(self.partner(mdp)))
            for mdp in range(start, end):
                if available == 0:
                    continue
                if remaining <= available:
                    paired.append(mdp)
                    continue
                remaining -= 1
                if not self.is_resident(self.partner(mdp)):
                    self._bonus_to_residents(mdp, lambda w: w | 1)
                    self.solve()
                if self.is_resident(self.partner(mdp)):
                    paired.append(mdp)
                    available -= 1
                    residents = len(self.residents)

                    def keep_paired(w: Weight, residents: int = residents) -> Weight:
                        return (w | residents) + 1

                    self._bonus_to_residents(mdp, keep_paired)
            start = end
        return paired

    def _bonus_to_residents(self, mdp: BracketPosition, change: Callable[[Weight], Weight]) -> None:
        for resident in self.residents:
            if self.base[mdp][resident]:
                self.set(mdp, resident, change(self.base[mdp][resident]))

    def fix_mdp_opponents(self, paired: list[BracketPosition]) -> None:
        """(b) Each paired MDP, in order, meets the highest-ranked resident still possible."""
        taken: set[BracketPosition] = set()
        for mdp in paired:
            bonus, favourite = self.size, None
            opponents, weights = [], []
            for resident in reversed(self.residents):
                if resident not in taken and self.base[mdp][resident]:
                    opponents.append(resident)
                    weights.append(self.base[mdp][resident] + bonus)
                    bonus, favourite = bonus + 1, resident
            if self.bonus_may_move(mdp, favourite):
                self.set_row(mdp, opponents, weights)
                self.solve()
            partner = self.partner(mdp)
            assert partner is not None and self.is_resident(partner), "an MDP chosen in (a) must stay paired"
            self.freeze(mdp, partner)
            taken.add(partner)

    def pair_remainder(self) -> None:
        """(c)-(d) Homogeneous pairing of the remainder: exchange first, then transpositions."""
        remainder = [r for r in self.residents if not self._paired_to_mdp(r)]
        position = {r: k for k, r in enumerate(remainder)}
        pairs_now = sum(1 for r in remainder if self._is_higher(r, position))
        exchange = RemainderExchange(self, remainder, position, pairs_now)
        exchange.choose_split()
        self._fix_s1_opponents(remainder, position, exchange.first_s2)

    def _paired_to_mdp(self, r: BracketPosition) -> bool:
        partner = self.partner(r)
        return partner is not None and partner < self.residents_start

    def _is_higher(self, r: BracketPosition, position: dict[BracketPosition, int]) -> bool:
        """``r`` is the S1 side of a pair inside the remainder."""
        partner = self.partner(r)
        return partner is not None and partner in position and position[partner] > position[r]

    def _fix_s1_opponents(
        self, remainder: list[BracketPosition], position: dict[BracketPosition, int], first_s2: BracketPosition
    ) -> None:
        """(d) Each S1 player, in order, takes the highest-ranked S2 player possible (Art. 4.2).

        His bonus grows with rank over every player still open after him, so the first opponent
        is the favourite. The open players stay in order in one list, and a row is read from it
        with slices and maps and handed over as a ranked row (thousands of opponents per row in
        the largest brackets; the matcher makes the weights). The row starts at ``first_s2``,
        the first S2 player: the open players between are S1 players, whose pairs with him (c3)
        removed, and a ranked row counts its bonuses from its end, so leaving out that run of
        absent pairs changes no weight and halves the row.
        """
        open_players = list(remainder)  # in order: positions ascend
        open_vertices = list(map(self.members.__getitem__, remainder))  # the same players as vertices
        taken: set[BracketPosition] = set()
        for x in remainder:
            if x in taken or not self._is_higher(x, position):
                continue
            start = bisect_left(open_players, max(x + 1, first_s2))
            after = open_players[start:]
            present = list(map(self.base[x].__getitem__, after))  # 0: no edge
            favourite = next(compress(after, present), None)
            if self.bonus_may_move(x, favourite) and not self.keeps_partner(x, open_vertices[start:], present):
                self.set_ranked_row(x, after, present, self.choice_scale)
                self.solve()
            partner = self.partner(x)
            assert partner is not None and partner in position
            self.freeze(x, partner)
            taken.update((x, partner))
            for player in (x, partner):
                at = bisect_left(open_players, player)
                del open_players[at], open_vertices[at]


class RemainderExchange:
    """(c) Which residents form S1 of the remainder: the first exchange in Art. 4.3 order."""

    def __init__(
        self,
        bracket: BracketGeneration,
        remainder: list[BracketPosition],
        position: dict[BracketPosition, int],
        pairs: int,
    ) -> None:
        self.bracket = bracket
        #: The residents not paired to an MDP, in order; ``position`` is the index of each in it.
        self.remainder = remainder
        self.position = position
        self.pairs = pairs
        self.s1 = remainder[:pairs]
        self.s2 = remainder[pairs:]
        #: The first S2 player of the split (c3) fixes (past the remainder's end while none is fixed).
        self.first_s2: BracketPosition = remainder[-1] + 1 if remainder else 0

    def weight(self, p: BracketPosition, o: BracketPosition) -> Weight:
        """Base weight plus: pairs led by an S1 player first, then the smallest BSN sum of leaders."""
        base = self.bracket.base[p][o]
        if not base:
            return 0
        i = self.position[p]
        return base + 2 * ((i < self.pairs) * (1 << (2 * self.bracket.group_bits)) - i)

    def _split_rows(self) -> list[list[Weight]]:
        """:meth:`weight` of every pair of the remainder by position, above the diagonal (a block's
        rows are read there only: the pair's leader is the earlier player, whose row it is).

        A row holds few distinct base weights, so each gets its bonus once and the row shares
        the results: fewer big integers to make, and the matcher reads a shared one by address.
        """
        remainder, base = self.remainder, self.bracket.base
        leader = 1 << (2 * self.bracket.group_bits)
        rows = []
        for k, p in enumerate(remainder):
            later = list(map(base[p].__getitem__, remainder[k + 1 :]))
            bonus = 2 * ((k < self.pairs) * leader - k)
            with_bonus = {weight: weight + bonus if weight else 0 for weight in set(later)}
            rows.append([0] * (k + 1) + list(map(with_bonus.__getitem__, later)))
        return rows

    def set_later(self, x: BracketPosition, delta: int) -> None:
        """Each pair ``x`` may lead inside the remainder gets its :meth:`weight` plus ``delta`` (one call)."""
        others, weights = [], []
        for o in self.remainder[self.position[x] + 1 :]:
            weight = self.weight(x, o)
            if weight:
                others.append(o)
                weights.append(weight + delta)
        self.bracket.set_row(x, others, weights)

    def higher(self, x: BracketPosition) -> bool:
        """``x`` is the S1 side of its pair in the current matching."""
        return self.bracket._is_higher(x, self.position)

    def choose_split(self) -> None:
        if self._split_without_exchange():
            return
        self.bracket.set_block(self.remainder, self._split_rows())
        self.bracket.solve()
        exchanges = sum(1 for x in self.s1 if not self.higher(x))
        self._move_down_lowest_s1(exchanges)
        self._bring_up_highest_s2(exchanges)
        self._freeze_split([self.higher(p) for p in self.remainder])

    def _split_without_exchange(self) -> bool:
        """Fix S1 and S2 as they are, when an optimal pairing lets every S1 player lead a pair.

        Art. 4.3 takes no exchange then: such pairings pair the most S1 players (all) and the
        smallest BSN sum of leaders (theirs), so they are exactly the best of :meth:`weight`. The
        graph of (c3) with this split holds them, and only them among the optimal pairings: its
        solve finds one unless the base weight drops (or an S1 player does not lead), and then
        the split weights decide as usual. (c3)'s solve is needed anyway, so a bracket that takes
        no exchange skips the split weights and their solve. The base weights compare two optima
        only when both are decided inside the bracket: the current one is optimal, and a (c3)
        optimum the oracle had to find with the players below may fill the top field less.
        """
        if not self.pairs or self.bracket.decided_by is None:
            return False
        optimum = self._base_weight()
        leads = [k < self.pairs for k in range(len(self.remainder))]
        rows, leans, scale = self._lean_rows(leads)
        self.bracket.set_block(self.remainder, rows, leans)
        self.bracket.solve()
        if not self.bracket.oracle.solved_in_bracket or not all(map(self.higher, self.s1)):
            return False
        if self._base_weight() != optimum:
            return False
        self._keep_s1_s2_pairs(leads)
        self.bracket.choice_scale = scale
        return True

    def _base_weight(self) -> Weight:
        """The base weight of the current matching's pairs inside the bracket, in the bits that
        decide the optimum (a complete pairing fills the top field alike, wherever its pairs are)."""
        bracket, base, mask = self.bracket, self.bracket.base, self.bracket.decided_by
        assert mask is not None
        total = 0
        for i in range(bracket.size):
            j = bracket.partner(i)
            if j is not None and i < j:
                total += base[i][j] & mask
        return total

    def _move_down_lowest_s1(self, exchanges: int) -> None:
        """(c1) Art. 4.3 rule 3: prefer moving the highest-numbered S1 players to S2."""
        remaining = exchanges
        for x in reversed(self.s1):
            if remaining == 0:
                break
            if self.higher(x):
                self.set_later(x, -1)
                self.bracket.solve()
            if not self.higher(x):
                remaining -= 1
                self.bracket.clear_base(x, self.remainder[self.position[x] + 1 :])
            self.set_later(x, 0)
            self._reset_zeroed(x)

    def _bring_up_highest_s2(self, exchanges: int) -> None:
        """(c2) Art. 4.3 rule 4: prefer moving the lowest-numbered S2 players to S1."""
        remaining = exchanges
        for y in self.s2:
            if remaining <= 1:
                break
            was_higher = self.higher(y)
            if not was_higher:
                self.set_later(y, +1)
                self.bracket.solve()
            if self.higher(y):
                remaining -= 1
                self._zero(
                    y, [*self.remainder[: self.position[y]], *range(self.bracket.residents_end, self.bracket.size)]
                )
            if not was_higher:
                self.set_later(y, 0)

    def _zero(self, x: BracketPosition, others: list[BracketPosition]) -> None:
        """``x`` may not be paired with any of ``others`` any more."""
        self.bracket.clear_base(x, others)
        self.bracket.set_row(x, others, [0] * len(others))

    def _reset_zeroed(self, x: BracketPosition) -> None:
        later = [o for o in self.remainder[self.position[x] + 1 :] if not self.bracket.base[x][o]]
        self.bracket.set_row(x, later, [0] * len(later))

    def _freeze_split(self, higher: list[bool]) -> None:
        """(c3) Only S1 -> S2 edges survive inside the remainder (``higher``: who is in S1)."""
        rows, leans, scale = self._lean_rows(higher)
        self.bracket.set_block(self.remainder, rows, leans)
        self._keep_s1_s2_pairs(higher)
        self.bracket.choice_scale = scale

    def _lean_rows(self, higher: list[bool]) -> tuple[list[list[Weight]], list[list[int]] | None, int]:
        """(c3)'s weights of the remainder by position, as base weights and their :func:`lean`
        tie-breaks (None when the room does not hold them), and (d)'s bonus step: each S1 -> later
        S2 edge keeps its base weight, every other pair of the remainder is 0. An S2 player's row
        stays empty. The tie-breaks are offsets the matcher adds (no Python int per pair)."""
        remainder, base = self.remainder, self.bracket.base
        s1 = [k for k, is_higher in enumerate(higher) if is_higher]
        s2 = [k for k, is_higher in enumerate(higher) if not is_higher]
        s2_players = [remainder[m] for m in s2]
        scale = lean_scale(len(s1), len(s2), self.bracket.room_bits)
        # lean(i, j) by the gap j - i, from -len(s1) on: one slice per S1 row
        by_gap = [lean(0, gap, len(s2)) for gap in range(-len(s1), len(s2))] if scale > 1 else []
        empty = [0] * len(remainder)
        rows = [empty] * len(remainder)  # an S2 player's row stays empty (never written)
        leans = [empty] * len(remainder) if scale > 1 else None
        for i, k in enumerate(s1):
            out = rows[k] = [0] * len(remainder)
            start = bisect_right(s2, k)  # the S2 players after this one
            columns = s2[start:]
            present = list(map(base[remainder[k]].__getitem__, s2_players[start:]))  # 0: no edge
            place(out, columns, present)
            if leans is not None:
                leans[k] = [0] * len(remainder)
                place(leans[k], columns, by_gap[start - i + len(s1) : len(s2) - i + len(s1)])
        return rows, leans, scale

    def _keep_s1_s2_pairs(self, higher: list[bool]) -> None:
        """The base weights keep only what (d) reads: an S1 player's row from the first S2 player on
        keeps his pairs with S2 players (S1 players there are zeroed; the S2 players' rows are not
        read again). Without an exchange no S1 player comes after an S2 player: nothing to zero."""
        s1_players = [p for p, is_higher in zip(self.remainder, higher, strict=True) if is_higher]
        self.first_s2 = next(compress(self.remainder, map(not_, higher)), self.first_s2)
        read = s1_players[bisect_left(s1_players, self.first_s2) :]  # the S1 players inside (d)'s rows
        for x in s1_players:
            later = read[bisect_right(read, x) :]
            if later:
                self.bracket.clear_base(x, later)  # (d) offers an S1 player no later S1 player


def place(row: list[int], columns: list[int], values: list[int]) -> None:
    """``row[columns[j]] = values[j]`` for each j; one slice when the columns are a run (no exchange)."""
    if columns and columns[-1] - columns[0] == len(columns) - 1:
        row[columns[0] : columns[-1] + 1] = values
    else:
        for m, value in zip(columns, values, strict=True):
            row[m] = value


def lean_scale(s1_size: int, s2_size: int, room_bits: int) -> int:
    """The step of (d)'s bonus over :func:`lean` tie-breaks, or 1 (no tie-breaks) if the room is too small.

    The tie-breaks of a matching sum to less than ``s1_size * s2_size**2``; the bonus of one
    S1 player reaches the step times the remainder's size, and the room must hold both.
    """
    scale = s1_size * s2_size * s2_size + 1
    fits = (scale * (s1_size + s2_size + 1)).bit_length() <= room_bits
    return scale if fits and s1_size else 1


def lean(s1: int, s2: int, s2_size: int) -> Weight:
    """Tie-break of the S1 player at index ``s1`` meeting the S2 player at ``s2`` (in (c3)-(d)).

    Among equally good pairings the one nearest to S1[i]-S2[i] is preferred: the strictly
    concave ``s2_size**2 - (s1 - s2)**2`` favours pairs that do not cross, as the
    transpositions of Art. 4.2 do, so the optimum usually already gives each S1 player, in
    order, the opponent (d) asks for, and (d) confirms it without a re-solve. It only orders
    equal pairings: (d)'s bonus step outweighs the tie-breaks of a whole matching (at most
    ``s2_size**2`` for each S1 player).
    """
    return s2_size * s2_size - (s1 - s2) * (s1 - s2)
