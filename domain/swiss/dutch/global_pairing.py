"""Pairing one round by the 2026 edition: one global matching, brackets top-down (Art. 1.9, 3).

Every present player is a vertex of one weighted graph. The top field of every edge keeps the
whole round completable with an eligible PAB recipient of the lowest possible score ([C4],
[C5]); then each bracket (MDPs + one scoregroup), looking one scoregroup ahead ([C8]), gets the
full criteria, its pairs are fixed in generation order and the unpaired players move down.
"""

from __future__ import annotations

from domain.budget import Deadline
from domain.errors import NoLegalPairing
from domain.swiss.dutch.criteria import Compatibility
from domain.swiss.dutch.generation import BracketGeneration
from domain.swiss.dutch.players import DutchPlayer
from domain.swiss.dutch.solver import WeightedGraph
from domain.swiss.dutch.weights import BracketView, Layout, WeightFunction, bits


class GlobalPairing:
    """Pairs ``players`` (sorted by score, then rank) and returns vertex pairs and the PAB vertex."""

    def __init__(self, players: list[DutchPlayer], compatible: Compatibility, played_rounds: int, deadline: Deadline) -> None:
        self.players = players
        self.compatible = compatible
        self.played_rounds = played_rounds
        self.deadline = deadline
        self.count = len(players)
        self.layout = Layout.for_scores([p.score for p in players])
        self.graph = WeightedGraph(self.count)
        self.groups = scoregroups(players)
        self.view = BracketView(s_star=None, single=False, c9_rank={}, played_rounds=played_rounds)
        self.candidate = [False] * self.count
        self.weigh = WeightFunction(self.layout, self.candidate)
        self.mate: list[int] = []

    # -- completion and the PAB score ([C4], [C5]) -------------------------------------------

    def initialise(self) -> None:
        """Check that a complete pairing exists; with an odd field find s* and the [C9] ranks."""
        if self.count % 2:
            self._lowest_bye_score()
        else:
            self.view.s_star = 0
            self._set_candidates()
        self._reset_all_edges()
        if self.count % 2 == 0:
            self.mate = self.graph.solve()
            if any(m < 0 for m in self.mate):
                raise NoLegalPairing("no pairing of all players satisfies the absolute criteria (C1-C3)")

    def _lowest_bye_score(self) -> None:
        layout, top = self.layout, self.players[0].score
        eligible = [p.bye_eligible for p in self.players]
        for i in range(self.count):
            for j in range(i + 1, self.count):
                if self.compatible(self.players[i], self.players[j]):
                    first = 1 + (not eligible[i]) + (not eligible[j])
                    offsets = layout.offsets[self.players[i].score] + layout.offsets[self.players[j].score]
                    top_pair = self.players[j].score == top
                    weight = (((first << layout.score_bits) | offsets) << layout.group_bits) | top_pair
                    self.graph.set(i, j, weight)
        mate = self.graph.solve()
        unmatched = [v for v in range(self.count) if mate[v] < 0]
        if len(unmatched) != 1 or not eligible[unmatched[0]]:
            raise NoLegalPairing(
                "no pairing satisfies the absolute criteria with a player eligible for the pairing-allocated bye (C1-C3, C2)"
            )
        s_star = self.players[unmatched[0]].score
        self.view.s_star = s_star
        self.view.single = s_star >= top and not any(
            self.players[v].score == top and mate[v] >= 0 and self.players[mate[v]].score < top for v in range(self.count)
        )
        self.view.c9_rank = _c9_ranks([p for p in self.players if p.score == s_star])
        self._set_candidates()

    def _set_candidates(self) -> None:
        s_star = self.view.s_star
        for v, player in enumerate(self.players):
            self.candidate[v] = player.bye_eligible and s_star is not None and player.score <= s_star

    def _reset_all_edges(self) -> None:
        for i in range(self.count):
            for j in range(i + 1, self.count):
                self.graph.set(i, j, self._weight(i, j, False, False))

    def _weight(self, i: int, j: int, in_current: bool, in_next: bool) -> int:
        h, l = self.players[i], self.players[j]
        if not self.compatible(h, l):
            return 0
        return self.weigh(i, h, j, l, in_current, in_next, self.view)

    # -- brackets -------------------------------------------------------------------------------

    def run(self) -> tuple[list[tuple[int, int]], int | None]:
        self.initialise()
        pairs: list[tuple[int, int]] = []
        bracket, mdps = list(self.groups[0]), 0
        following = 1
        while len(bracket) > 1 or following < len(self.groups):
            nxt = self.groups[following] if following < len(self.groups) else []
            following += 1
            members = bracket + nxt
            generation = self._pair_bracket(members, mdps, len(bracket))
            frozen = {i for pair in generation.pairs for i in pair}
            pairs += [(members[i], members[j]) for i, j in generation.pairs]
            leftover = [members[i] for i in range(len(bracket)) if i not in frozen]
            self.view.single = self._next_single(leftover, nxt)
            bracket, mdps = leftover + nxt, len(leftover)
        return pairs, (bracket[0] if bracket else None)

    def _pair_bracket(self, members: list[int], mdps: int, residents_end: int) -> BracketGeneration:
        size = len(members)
        base = [[0] * size for _ in range(size)]
        for j in range(mdps, size):
            for i in range(j):
                a, b = sorted((members[i], members[j]))
                weight = self._weight(a, b, j < residents_end, j >= residents_end)
                base[i][j] = base[j][i] = weight
                self.graph.set(a, b, weight)
        self.mate = self.graph.solve()
        generation = BracketGeneration(
            self.graph,
            members,
            mdps,
            residents_end,
            base,
            self.layout.frozen_weight,
            self.layout.group_bits,
            lambda v: self.players[v].score,
            self.deadline,
        )
        generation.run(self.mate)
        self.mate = generation.mate
        return generation

    def _next_single(self, leftover: list[int], nxt: list[int]) -> bool:
        """[C9] is active in the next bracket when it will hand down exactly the PAB recipient."""
        if self.count % 2 == 0 or not nxt or self.view.s_star is None:
            return False
        score = self.players[nxt[0]].score
        if self.view.s_star < score:
            return False
        for v in leftover + nxt:
            partner = self.mate[v] if self.mate[v] >= 0 else v
            if self.players[partner].score < score:
                return False
        return True


def scoregroups(players: list[DutchPlayer]) -> list[list[int]]:
    groups: list[list[int]] = []
    for v, player in enumerate(players):
        if groups and players[groups[-1][0]].score == player.score:
            groups[-1].append(v)
        else:
            groups.append([v])
    return groups


def _c9_ranks(players: list[DutchPlayer]) -> dict[int, int]:
    """[C9] ranks: the number of players with at least as many played games, minus one."""
    counts = sorted((p.played_games for p in players), reverse=True)
    return {p.id: sum(1 for c in counts if c >= p.played_games) - 1 for p in players}


__all__ = ["GlobalPairing", "bits"]
