"""Pairing one round by the 2017 edition: bracket by bracket, top-down (C.04.3 2017, A.9, B, C).

Each bracket (MDPs + one scoregroup) is paired by a maximum-weight matching over the bracket
and the next scoregroup (look-ahead, C.7). After every bracket a cardinality test checks that
the players still unpaired can complete the round (C.4); when they cannot, the bracket is the
penultimate pairing bracket (PPB, A.9): it is paired again in special mode, looking at every
lower player at once, and its downfloaters then form the collapsed last bracket (CLB) with all
remaining players. The last bracket, the PPB and the CLB are "special": their weights enforce
completion and an eligible PAB recipient (C.2, C.4). Among optimal pairings the one the FIDE
order generates first is chosen by :mod:`domain.swiss.dutch.generation`.
"""

from __future__ import annotations

from domain.budget import Deadline, MemoryBudget
from domain.errors import NoLegalPairing, engine_guard
from domain.swiss.dutch.completion import CompletionOracle
from domain.swiss.dutch.criteria import Compatibility
from domain.swiss.dutch.explanation import BracketStep
from domain.swiss.dutch.generation import BracketGeneration
from domain.swiss.dutch.players import DutchPlayer, scoregroups
from domain.swiss.dutch.solver import WeightedGraph
from domain.swiss.dutch.weights_2017 import BracketShape, BracketWeights

#: Bytes a bracket of ``m`` members needs per ``m^2``: its full weight matrix (both triangles), the
#: weighted graph's two dict entries per pair beside it, each weight an integer object of a few
#: hundred bits, and the matcher's edge list. Measured as the worker's peak resident growth over a
#: round 1 of one bracket (issue 44: the old 32 gave 274 MiB for 3,000 players, who took 2.2 GB):
#: 204 bytes per pair at 500 and 1,000 players, 224 at 2,000, 257 at 3,000 (the weights grow with
#: the field); 288 keeps the estimate above what a bracket of up to 3,000 takes.
BRACKET_BYTES_PER_PAIR = 288


class BracketPairing:
    """Pairs ``players`` (sorted by score, then rank) and returns vertex pairs and the PAB vertex.

    ``one_point`` is one game point in the players' score units (A.8 scores an unpaired
    downfloater one point below the lowest score of the bracket list).
    """

    def __init__(
        self,
        players: list[DutchPlayer],
        compatible: Compatibility,
        played_rounds: int,
        deadline: Deadline,
        memory: MemoryBudget,
        *,
        one_point: int,
    ) -> None:
        self.players = players
        self.played_rounds = played_rounds
        self.deadline = deadline
        self.memory = memory
        self.one_point = one_point
        self.count = len(players)
        self.compatible = compatible

        def allowed(i: int, j: int) -> bool:
            return compatible(players[i], players[j])

        #: Completion tests ([C4]) for an even and an odd number of players left (PAB vertex).
        self.completion = {
            0: CompletionOracle(self.count, allowed, None, check=deadline.check),
            1: CompletionOracle(self.count, allowed, [p.bye_eligible for p in players], check=deadline.check),
        }
        self.groups = scoregroups(players)
        self.pairs: list[tuple[int, int]] = []
        self.paired: set[int] = set()
        #: The 2017 engine records no bracket steps (the explanation is a 2026-engine feature).
        self.explanation: list[BracketStep] = []

    def run(self) -> tuple[list[tuple[int, int]], int | None]:
        """Brackets top-down; the single player left at the end (if any) receives the PAB.

        A fault inside is an :class:`~domain.errors.EngineFailure`, never "no legal pairing".
        """
        with engine_guard("Dutch (2017)"):
            return self._run()

    def _run(self) -> tuple[list[tuple[int, int]], int | None]:
        if not self.players:
            return [], None
        if not self._completable(set()):
            raise NoLegalPairing("no pairing of all players satisfies the absolute criteria (C1-C3)")
        bracket, mdps = list(self.groups[0]), 0
        following = 1
        special = following == len(self.groups)
        while len(bracket) > 1 or following < len(self.groups):
            consumed = len(self.groups) if special else following + 1
            nxt = [v for group in self.groups[following:consumed] for v in group]
            members = bracket + nxt
            pairs = self._pair_bracket(members, mdps, len(bracket), special, consumed == len(self.groups))
            if not special and not self._completable({v for pair in pairs for v in pair}):
                special = True  # A.9: this bracket is the PPB; pair it again looking at everybody below
                continue
            self._commit(pairs)
            leftover = [v for v in bracket if v not in self.paired]
            following = consumed
            special = following == len(self.groups)
            bracket, mdps = leftover + nxt, len(leftover)
        return self.pairs, (bracket[0] if bracket else None)

    def _commit(self, pairs: list[tuple[int, int]]) -> None:
        for a, b in pairs:
            self.pairs.append((min(a, b), max(a, b)))
            self.paired.update((a, b))

    def _pair_bracket(
        self, members: list[int], mdps: int, bracket_end: int, special: bool, final: bool
    ) -> list[tuple[int, int]]:
        """The pairs (global vertices) of one bracket, in generation order among optimal pairings."""
        self.deadline.check()
        self.memory.reserve(len(members) ** 2 * BRACKET_BYTES_PER_PAIR, f"a bracket of {len(members)} players")
        shape = BracketShape(len(members), mdps, bracket_end, special, final, self.played_rounds)
        weigh = BracketWeights([self.players[v] for v in members], shape, self.one_point)
        size = len(members)
        graph = WeightedGraph(size, self.deadline.check)
        base = [[0] * size for _ in range(size)]
        for j in range(mdps, size):
            self.deadline.check()  # a bracket's pairs are quadratic in its size
            for i in range(j):
                if self.compatible(self.players[members[i]], self.players[members[j]]):
                    weight = weigh(i, j)
                    base[i][j] = base[j][i] = weight
                    graph.set(i, j, weight)
        generation = BracketGeneration(
            graph,
            list(range(size)),
            mdps,
            bracket_end,
            base,
            weigh.frozen_weight,
            shape.resident_bits,
            lambda i: self.players[members[i]].score,
            self.deadline,
            shape.room_bits,
        )
        local_pairs = generation.run(graph.solve())
        return [(members[i], members[j]) for i, j in local_pairs]

    def _completable(self, also_paired: set[int]) -> bool:
        """C.4: the players not yet paired can all be paired, bar one PAB-eligible player (C.2)."""
        rest = [v for v in range(self.count) if v not in self.paired and v not in also_paired]
        odd = len(rest) % 2
        completion = self.completion[odd]
        completion.set_core(rest + ([self.count] if odd else []))
        return completion.perfect_with(())
