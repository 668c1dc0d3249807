"""Pairing one round by the 2026 edition: one global matching, brackets top-down (Art. 1.9, 3).

Every present player is a vertex of one weighted graph. The top field of every edge keeps the
whole round completable with an eligible PAB recipient of the lowest possible score ([C4],
[C5]); then each bracket (MDPs + one scoregroup), looking one scoregroup ahead ([C8]), gets the
full criteria, its pairs are fixed in generation order and the unpaired players move down.
Solves are answered by :class:`~domain.swiss.dutch.oracle.BracketOracle`, which gives the
optimum of the whole graph while usually looking at the bracket only.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from domain.budget import Deadline, MemoryBudget
from domain.errors import NoLegalPairing, engine_guard
from domain.kinds import PlayerId
from domain.swiss.dutch.completion import CompletionOracle, candidate_graph
from domain.swiss.dutch.criteria import Compatibility
from domain.swiss.dutch.explanation import BracketStep
from domain.swiss.dutch.generation import BracketGeneration
from domain.swiss.dutch.oracle import BracketFields, BracketOracle
from domain.swiss.dutch.players import DutchPlayer, scoregroups
from domain.swiss.dutch.solver import WeightedGraph
from domain.swiss.dutch.weights import BracketView, Layout, WeightFunction

#: Bytes a bracket of ``m`` members (MDPs, residents and the next scoregroup) needs per ``m^2``:
#: its weight matrix, the rows [C1] copies and the matchers built on it (measured: 5,000 members
#: in one bracket peak at 520 MB, 3,802 in the 9,999-player fixture at 280 MB).
BRACKET_BYTES_PER_PAIR = 24

NO_COMPLETE_PAIRING = "no pairing of all players satisfies the absolute criteria (C1-C3)"
NO_ELIGIBLE_BYE = (
    "no pairing satisfies the absolute criteria with a player eligible for the pairing-allocated bye (C1-C3, C2)"
)


class GlobalPairing:
    """Pairs ``players`` (sorted by score, then rank) and returns vertex pairs and the PAB vertex."""

    def __init__(
        self,
        players: list[DutchPlayer],
        compatible: Compatibility,
        played_rounds: int,
        deadline: Deadline,
        memory: MemoryBudget,
        *,
        restrict_to_bracket: bool = True,
    ) -> None:
        self.players = players
        #: Solve on the bracket alone where that is exact (False: always the whole graph).
        self.restrict_to_bracket = restrict_to_bracket
        self.compatible = compatible
        #: The same test over vertices (the completion graphs ask it per pair).
        self._compatible = compatible.by_index(players)
        self.deadline = deadline
        self.memory = memory
        self.count = len(players)
        self.odd = self.count % 2 == 1
        self.layout = Layout.for_scores([p.score for p in players])
        self.groups = scoregroups(players)
        self.view = BracketView(s_star=None, single=False, c9_rank={}, played_rounds=played_rounds)
        self.initial_view = self.view
        self.candidate = [False] * self.count
        self.weigh = WeightFunction(self.layout, self.candidate)
        #: Player kinds and the weights computed so far per kind of pair (see :meth:`_weight`).
        self.kinds: list[int] = []
        self.known_weights: dict[tuple[int, int, bool, bool, bool, bool], int] = {}
        self.mate: Sequence[int] = []
        self._candidates: list[list[int]] | None = None
        #: One record per bracket: its score, MDPs, residents, pairs and downfloaters (player ids).
        self.explanation: list[BracketStep] = []

    # -- completion and the PAB score ([C4], [C5]) -------------------------------------------

    def initialise(self) -> BracketOracle:
        """Check that a complete pairing exists; with an odd field find s* and the [C9] ranks."""
        if self.odd:
            self._lowest_bye_score()
        else:
            self.view.s_star = 0
        s_star = self.view.s_star
        for v, player in enumerate(self.players):
            self.candidate[v] = player.bye_eligible and s_star is not None and player.score <= s_star
        self.initial_view = replace(self.view)
        self.kinds = self._kinds()
        completion = CompletionOracle(
            self.count,
            self._compatible,
            self.candidate if self.odd else None,
            self._candidate_graph(),
            self.deadline.check,
        )
        if not self.odd and not completion.all_paired():
            raise NoLegalPairing(NO_COMPLETE_PAIRING)
        dummy = self.count if self.odd else None
        return BracketOracle(
            self.count,
            self._initial_weight,
            completion,
            dummy,
            self.layout.total_bits - 2,
            self.deadline.check,
            BracketFields(self.layout.room_bits, tuple(self.layout.counters())),
        )

    def _candidate_graph(self) -> list[list[int]]:
        """The completion oracles' sparse graph, built once per round (every oracle copies it)."""
        if self._candidates is None:
            self._candidates = candidate_graph(self.count, self._compatible, self.deadline.check)
        return self._candidates

    def _lowest_bye_score(self) -> None:
        """s*: the lowest score an eligible PAB recipient can have in a complete pairing ([C5])."""
        eligible = [p.bye_eligible for p in self.players]
        for score in sorted({p.score for p in self.players}):
            linked = [eligible[v] and p.score <= score for v, p in enumerate(self.players)]
            oracle = CompletionOracle(
                self.count, self._compatible, linked, self._candidate_graph(), self.deadline.check
            )
            if oracle.all_paired():
                break
        else:
            raise NoLegalPairing(NO_ELIGIBLE_BYE)
        self.view.s_star = score
        self.view.c9_rank = _c9_ranks([p for p in self.players if p.score == score])
        top = self.players[0].score
        if score >= top:
            self.view.single = len(self.groups) == 1 or self._top_group_stays_together()

    def _top_group_stays_together(self) -> bool:
        """With the PAB in the top scoregroup: does the preliminary optimum pair that group inside?

        Only reached when s* is the top score in a field of several scores, so it may use the
        whole graph (the preliminary weights of the endorsed engine, [C9] gating).
        """
        layout, top = self.layout, self.players[0].score
        graph = WeightedGraph(self.count, self.deadline.check)
        for i in range(self.count):
            self.deadline.check()  # n^2 / 2 pairs: stop on time
            for j in range(i + 1, self.count):
                if self._compatible(i, j):
                    first = 1 + (not self.players[i].bye_eligible) + (not self.players[j].bye_eligible)
                    offsets = layout.offsets[self.players[i].score] + layout.offsets[self.players[j].score]
                    top_pair = self.players[j].score == top
                    graph.set(i, j, (((first << layout.score_bits) | offsets) << layout.group_bits) | top_pair)
        mate = graph.solve()
        return not any(
            self.players[v].score == top and mate[v] >= 0 and self.players[mate[v]].score < top
            for v in range(self.count)
        )

    def _initial_weight(self, i: int, j: int) -> int:
        """Weight of an edge untouched since initialisation (F1, and F6 while [C9] is gated on)."""
        return self._weight(i, j, False, False, self.initial_view)

    def _weight(self, i: int, j: int, in_current: bool, in_next: bool, view: BracketView | None = None) -> int:
        """The edge weight of ``i``-``j`` (0: incompatible), computed once per kind of pair.

        A weight reads only the players' criteria facts (not their ids, ranks or opponents, which
        :attr:`compatible` reads), so players with equal facts share every weight: a bracket of
        thousands of players has a few hundred kinds, and the weight objects are shared too.
        """
        high, low = self.players[i], self.players[j]
        if not self.compatible(high, low):
            return 0
        view = view or self.view
        key = (self.kinds[i], self.kinds[j], in_current, in_next, view is self.initial_view, view.single)
        weight = self.known_weights.get(key)
        if weight is None:
            weight = self.known_weights[key] = self.weigh(i, high, j, low, in_current, in_next, view)
        return weight

    def _bracket_weights(self, members: list[int], mdps: int, residents_end: int) -> list[list[int]]:
        """The bracket's base weights by position: :meth:`_weight` of every pair but two MDPs, in the
        row of the pair's earlier member (above the diagonal: every reader reads it there, and
        nothing reads the rest, which is 0 or, from the kind table, a shared row's entries).

        Large brackets hold far fewer kinds of players than players, so their matrix is read
        from a table over kinds (:meth:`_weights_by_kind`); small ones are computed pair by pair.
        """
        local: dict[int, int] = {}  # kind -> index among the bracket's kinds
        kind_at = [local.setdefault(self.kinds[v], len(local)) for v in members]
        if 4 * len(local) > len(members):
            return self._weights_by_pair(members, mdps, residents_end)
        return self._weights_by_kind(members, mdps, residents_end, kind_at)

    def _weights_by_pair(self, members: list[int], mdps: int, residents_end: int) -> list[list[int]]:
        """:meth:`_bracket_weights`, one :meth:`_weight` per pair (unrolled: small brackets are
        paired thousands of times a minute on a busy server)."""
        size = len(members)
        base = [[0] * size for _ in range(size)]
        players, kinds, known = self.players, self.kinds, self.known_weights
        colours_allow = self.compatible.colours_allow
        view = self.view
        initial, single = view is self.initial_view, view.single
        for j in range(mdps, size):
            lj = members[j]
            low, low_kind, in_current = players[lj], kinds[lj], j < residents_end
            low_id, low_opponents, low_groups = low.id, low.opponents, low.forbidden
            for i in range(j):
                hi = members[i]
                high = players[hi]
                if (
                    low_id in high.opponents
                    or high.id in low_opponents
                    or not low_groups.isdisjoint(high.forbidden)
                    or not colours_allow(high, low)
                ):
                    continue  # [C1], [C3]: no edge
                key = (kinds[hi], low_kind, in_current, not in_current, initial, single)
                weight = known.get(key)
                if weight is None:
                    weight = known[key] = self.weigh(hi, high, lj, low, in_current, not in_current, view)
                base[i][j] = weight
        return base

    def _weights_by_kind(
        self, members: list[int], mdps: int, residents_end: int, kind_at: list[int]
    ) -> list[list[int]]:
        """:meth:`_bracket_weights` from a table over kinds (``kind_at``: each position's kind).

        A weight depends on the two players' kinds and on whether the lower one is a resident,
        and so does [C3]; only [C1] (rematches, forbidden pairs) is per player. So each kind's
        row over every position is read from the table once, and every resident and player
        below takes his kind's row itself, since only its part after him is read: no copy per
        player (a 3,800-player bracket's matrix was 14 M list slots). A row a rematch zeroes is
        copied first; an MDP's row is his own, with 0 for the other MDPs.
        """
        kinds = max(kind_at, default=-1) + 1
        sample = {index: members[position] for position, index in reversed(list(enumerate(kind_at)))}
        # whether a kind's players are residents (or MDPs), below them, or (never, as kinds hold
        # the score) both: only those weights are read
        sides: list[set[bool]] = [set() for _ in range(kinds)]
        for position, index in enumerate(kind_at):
            sides[index].add(position < residents_end)
        # table[in_current][high kind][low kind]
        table = [[[0] * kinds for _ in range(kinds)] for _ in (False, True)]
        for high, hv in sample.items():
            for low, lv in sample.items():
                if self.compatible.colours_allow(self.players[hv], self.players[lv]):
                    for in_current in sides[low]:
                        table[in_current][high][low] = self._kind_weight(hv, lv, in_current)
        full_row: dict[int, list[int]] = {}  # a kind's weights with every position, built once
        for kind in set(kind_at):
            row = list(map(table[True][kind].__getitem__, kind_at[:residents_end]))
            row += map(table[False][kind].__getitem__, kind_at[residents_end:])
            full_row[kind] = row
        # an MDP's row is his own: his pairs with other MDPs stay 0 here (the oracle fills them in)
        base = [[0] * mdps + full_row[kind_at[x]][mdps:] for x in range(mdps)]
        base += map(full_row.__getitem__, kind_at[mdps:])  # read above the diagonal only: shared
        self._zero_rematches(members, base, set(range(mdps)))
        return base

    def _kind_weight(self, high: int, low: int, in_current: bool) -> int:
        """:meth:`_weight` for two compatible players (cached per kind of pair)."""
        view = self.view
        key = (self.kinds[high], self.kinds[low], in_current, not in_current, view is self.initial_view, view.single)
        weight = self.known_weights.get(key)
        if weight is None:
            players = self.players
            weight = self.weigh(high, players[high], low, players[low], in_current, not in_current, view)
            self.known_weights[key] = weight
        return weight

    def _weights_used(self, members: list[int], residents_end: int) -> set[int]:
        """The weights computed for the kinds of the bracket's pairs under the current view: the
        pairs inside its scoregroups, and those reaching into the next one. A superset of its
        base weights (the kinds' pairs in either order), from which its matcher learns the fields
        it may drop, the derived ones too (:meth:`BracketFields.squeeze`)."""
        current = {self.kinds[v] for v in members[:residents_end]}
        below = {self.kinds[v] for v in members[residents_end:]}
        everyone = current | below
        initial, single = self.view is self.initial_view, self.view.single
        return {
            weight
            for (high, low, in_current, _, key_initial, key_single), weight in self.known_weights.items()
            if key_initial == initial
            and key_single == single
            and (high in current and low in current if in_current else high in everyone and low in below)
        }

    def _zero_rematches(self, members: list[int], base: list[list[int]], own: set[int]) -> None:
        """[C1]: players who met, or share a forbidden group, get no edge. A row not yet in ``own``
        (shared by a kind's players) is copied before its first zero."""
        position = {self.players[v].id: x for x, v in enumerate(members)}
        for x, v in enumerate(members):
            for opponent in self.players[v].opponents:
                y = position.get(opponent)
                if y is not None:
                    _zero(base, own, min(x, y), max(x, y))
        for positions in self._forbidden_positions(members).values():
            for at, x in enumerate(positions):
                self.deadline.check()  # a group's pairs are quadratic in its size: stop on time
                for y in positions[at + 1 :]:
                    _zero(base, own, x, y)

    def _forbidden_positions(self, members: list[int]) -> dict[int, list[int]]:
        """Per forbidden group, the ascending positions of its members in ``members``."""
        positions: dict[int, list[int]] = {}
        for x, v in enumerate(members):
            for group in self.players[v].forbidden:
                positions.setdefault(group, []).append(x)
        return positions

    def _kinds(self) -> list[int]:
        """Equal numbers for players whose weights cannot differ (every fact a weight reads is equal)."""
        kinds: dict[tuple[object, ...], int] = {}
        result = []
        for v, p in enumerate(self.players):
            facts = (
                p.score,
                p.real_score,
                p.colors,
                p.preference,
                p.absolute,
                p.strong,
                p.imbalance,
                p.repeated,
                p.floats,
                p.bye_eligible,
                p.played_games,
                self.candidate[v],
                self.view.c9_rank.get(p.id),
            )
            result.append(kinds.setdefault(facts, len(kinds)))
        return result

    # -- brackets -------------------------------------------------------------------------------

    def run(self) -> tuple[list[tuple[int, int]], int | None]:
        """The round's vertex pairs and the PAB vertex; a fault inside is an :class:`EngineFailure`."""
        with engine_guard("Dutch (2026)"):
            return self._run()

    def _run(self) -> tuple[list[tuple[int, int]], int | None]:
        oracle = self.initialise()
        uniform = self._uniform_pairing()
        if uniform is not None:
            return uniform
        pairs: list[tuple[int, int]] = []
        bracket, mdps = list(self.groups[0]), 0
        following = 1
        while len(bracket) > 1 or following < len(self.groups):
            nxt = self.groups[following] if following < len(self.groups) else []
            following += 1
            members = bracket + nxt
            generation = self._pair_bracket(oracle, members, mdps, len(bracket), self._needs_whole_graph(nxt))
            frozen = {i for pair in generation.pairs for i in pair}
            pairs += [(members[i], members[j]) for i, j in generation.pairs]
            leftover = [members[i] for i in range(len(bracket)) if i not in frozen]
            if not nxt and len(leftover) > 1:
                raise AssertionError(f"the last bracket left {len(leftover)} players unpaired")
            self._explain(bracket, mdps, [(members[i], members[j]) for i, j in generation.pairs], leftover)
            self.view.single = self._next_single(leftover, nxt)
            bracket, mdps = leftover + nxt, len(leftover)
        return pairs, (bracket[0] if bracket else None)

    def _uniform_pairing(self) -> tuple[list[tuple[int, int]], int | None] | None:
        """The pairing of a field where every pair is equally good, typically round 1; else None.

        One scoregroup and one kind of player (equal criteria facts, so every edge has the same
        weight and [C3] treats every pair alike): every complete pairing of the bracket is
        optimal, so the first candidate of the generation order (2026 Art. 4.2), S1[i] against
        S2[i], is the pairing when [C1] bars none of its pairs (rematches and forbidden groups
        bar only pairs, so the other candidates can only be worse or equal and come later); with
        an odd field the last S2 player, the lowest ranked, is left over for the
        pairing-allocated bye (all are eligible, one kind). This is what the general procedure
        finds too, without its n^2 weights (a round 1 of thousands with forbidden pairs).
        """
        if len(self.groups) != 1 or len(set(self.kinds)) != 1:
            return None
        if not self.compatible.colours_allow(self.players[0], self.players[0]):
            return None
        half = self.count // 2
        pairs = [(v, v + half) for v in range(half)]
        if any(self.players[v].barred_from(self.players[w]) for v, w in pairs):
            return None
        bye = self.count - 1 if self.odd else None
        self._explain(list(range(self.count)), 0, pairs, [] if bye is None else [bye])
        return pairs, bye

    def _needs_whole_graph(self, nxt: list[int]) -> bool:
        """Edges below carry [C9] terms, or the next bracket's [C9] gate reads partners below."""
        if self.initial_view.single or not self.restrict_to_bracket:
            return True
        return (
            self.odd and bool(nxt) and self.view.s_star is not None and self.view.s_star >= self.players[nxt[0]].score
        )

    def _explain(self, bracket: list[int], mdps: int, pairs: list[tuple[int, int]], leftover: list[int]) -> None:

        def ids(vertices: list[int]) -> tuple[PlayerId, ...]:
            return tuple(self.players[v].id for v in vertices)

        score = Fraction(self.players[bracket[-1]].score)  # in score units: the engine divides by the unit
        pair_ids = tuple((self.players[a].id, self.players[b].id) for a, b in pairs)
        self.explanation.append(BracketStep(score, ids(bracket[:mdps]), ids(bracket[mdps:]), pair_ids, ids(leftover)))

    def _pair_bracket(
        self, oracle: BracketOracle, members: list[int], mdps: int, residents_end: int, whole_graph: bool
    ) -> BracketGeneration:
        size = len(members)
        self.memory.reserve(size * size * BRACKET_BYTES_PER_PAIR, f"a bracket of {size} players")
        base = self._bracket_weights(members, mdps, residents_end)
        oracle.begin_bracket(
            members, whole_graph, base, mdps, self._weights_used(members, residents_end), residents_end
        )
        self.deadline.check()
        self.mate = oracle.solve()
        generation = BracketGeneration(
            oracle,
            members,
            mdps,
            residents_end,
            base,
            self.layout.frozen_weight,
            self.layout.group_bits,
            lambda v: self.players[v].score,
            self.deadline,
            self.layout.room_bits,
            None if whole_graph else oracle.lower_mask,
        )
        generation.run(self.mate)
        self.mate = generation.mate
        return generation

    def _next_single(self, leftover: list[int], nxt: list[int]) -> bool:
        """[C9] is active in the next bracket when it will hand down exactly the PAB recipient."""
        if not self.odd or not nxt or self.view.s_star is None:
            return False
        score = self.players[nxt[0]].score
        if self.view.s_star < score:
            return False
        for v in leftover + nxt:
            partner = self.mate[v] if self.mate[v] >= 0 else v
            if self.players[partner].score < score:
                return False
        return True


def _c9_ranks(players: list[DutchPlayer]) -> dict[int, int]:
    """[C9] ranks: the number of players with at least as many played games, minus one.

    Counted by bisection in the sorted counts (counting by a scan was n^2: 4 s at 9,999 players)."""
    counts = sorted(p.played_games for p in players)
    return {p.id: len(counts) - bisect_left(counts, p.played_games) - 1 for p in players}


def _zero(base: list[list[int]], own: set[int], earlier: int, later: int) -> None:
    """No edge between positions ``earlier`` < ``later``: their row copied first unless in ``own``."""
    if earlier not in own:
        base[earlier] = base[earlier][:]
        own.add(earlier)
    base[earlier][later] = 0
