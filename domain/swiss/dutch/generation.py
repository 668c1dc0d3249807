"""Choosing, among equally good pairings of a bracket, the one the FIDE order generates first.

2026 Art. 3.6-3.7 and 4 (2017 B.6-B.7, D): MDP sets in BSN order, then transpositions of S2,
then resident exchanges ordered by size, BSN-sum difference and the players moved. Instead of
enumerating candidates, each decision asks the matching oracle whether an optimal pairing
exists with a small bonus added in the low "room" bits of some edges, then fixes what it
learned. Steps, in order: (a) which MDPs are paired, (b) their opponents, (c) which residents
form S1 of the remainder (the exchange), (d) each S1 player's opponent.

Indices here are positions in the bracket list: MDPs ``[0, m)``, residents ``[m, n)``, the next
scoregroup ``[n, size)``.
"""

from __future__ import annotations

from collections.abc import Callable

from typing import Protocol

from domain.budget import Deadline


class MatchingOracle(Protocol):
    """What the generation steps need: settable weights, freezing, an optimal matching."""

    def set(self, i: int, j: int, weight: int) -> None: ...

    def freeze(self, a: int, b: int, weight: int) -> None: ...

    def solve(self) -> list[int]: ...


class BracketGeneration:
    """Fixes the pairs of one bracket, given base weights and an optimal matching."""

    def __init__(
        self,
        graph: MatchingOracle,
        members: list[int],
        mdps: int,
        residents_end: int,
        base: list[list[int]],
        frozen_weight: int,
        group_bits: int,
        score_of: Callable[[int], int],
        deadline: Deadline,
    ) -> None:
        self.graph = graph
        self.members = members
        self.m = mdps
        self.n = residents_end
        self.size = len(members)
        self.base = base
        self.frozen_weight = frozen_weight
        self.group_bits = group_bits
        self.score_of = score_of
        self.deadline = deadline
        self.local = {vertex: index for index, vertex in enumerate(members)}
        self.mate: list[int] = []
        self.pairs: list[tuple[int, int]] = []

    # -- oracle plumbing ----------------------------------------------------------------

    def solve(self) -> None:
        self.deadline.check()
        self.mate = self.graph.solve()

    def solve_unless_partnered(self, x: int, favourite: int | None) -> None:
        """Solve after a bonus on ``x``'s edges, unless ``x`` already has the largest-bonus partner.

        The current matching is optimal; the bonuses raise its weight by the largest bonus of
        all, and every other matching by less, so it stays the unique kind of optimum for ``x``.
        """
        if favourite is None or self.partner(x) != favourite:
            self.solve()

    def set(self, i: int, j: int, weight: int) -> None:
        self.graph.set(self.members[i], self.members[j], weight)

    def partner(self, i: int) -> int | None:
        """Local index of ``i``'s partner, or ``None`` (unmatched or matched outside the list)."""
        mate = self.mate[self.members[i]]
        return self.local.get(mate) if mate >= 0 else None

    def freeze(self, i: int, j: int) -> None:
        """Fix the pair: its edge outweighs everything, all other edges of both vanish."""
        self.graph.freeze(self.members[i], self.members[j], self.frozen_weight)
        self.pairs.append((i, j))

    def is_resident(self, i: int | None) -> bool:
        return i is not None and self.m <= i < self.n

    # -- the steps --------------------------------------------------------------------------

    def run(self, mate: list[int]) -> list[tuple[int, int]]:
        self.mate = mate
        paired = self.choose_paired_mdps()
        self.fix_mdp_opponents(paired)
        self.pair_remainder()
        return self.pairs

    def choose_paired_mdps(self) -> list[int]:
        """(a) The lowest-BSN MDPs of each score that an optimal pairing can pair (Art. 4.4)."""
        paired: list[int] = []
        start = 0
        while start < self.m:
            end = start
            while end < self.m and self.score_of(self.members[end]) == self.score_of(self.members[start]):
                end += 1
            remaining = end - start
            available = sum(1 for x in range(start, end) if self.is_resident(self.partner(x)))
            for x in range(start, end):
                if available == 0:
                    continue
                if remaining <= available:
                    paired.append(x)
                    continue
                remaining -= 1
                if not self.is_resident(self.partner(x)):
                    self._bonus_to_residents(x, lambda w: w | 1)
                    self.solve()
                if self.is_resident(self.partner(x)):
                    paired.append(x)
                    available -= 1
                    residents = self.n - self.m
                    self._bonus_to_residents(x, lambda w: (w | residents) + 1)
            start = end
        return paired

    def _bonus_to_residents(self, x: int, change: Callable[[int], int]) -> None:
        for r in range(self.m, self.n):
            if self.base[x][r]:
                self.set(x, r, change(self.base[x][r]))

    def fix_mdp_opponents(self, paired: list[int]) -> None:
        """(b) Each paired MDP, in order, meets the highest-ranked resident still possible."""
        taken: set[int] = set()
        for x in paired:
            bonus, favourite = self.size, None
            for r in range(self.n - 1, self.m - 1, -1):
                if r not in taken and self.base[x][r]:
                    self.set(x, r, self.base[x][r] + bonus)
                    bonus, favourite = bonus + 1, r
            self.solve_unless_partnered(x, favourite)
            partner = self.partner(x)
            assert partner is not None and self.is_resident(partner), "an MDP chosen in (a) must stay paired"
            self.freeze(x, partner)
            taken.add(partner)

    def pair_remainder(self) -> None:
        """(c)-(d) Homogeneous pairing of the remainder: exchange first, then transpositions."""
        remainder = [r for r in range(self.m, self.n) if not self._paired_to_mdp(r)]
        position = {r: k for k, r in enumerate(remainder)}
        pairs_now = sum(1 for r in remainder if self._is_higher(r, position))
        exchange = RemainderExchange(self, remainder, position, pairs_now)
        exchange.choose_split()
        self._fix_s1_opponents(remainder, position)

    def _paired_to_mdp(self, r: int) -> bool:
        partner = self.partner(r)
        return partner is not None and partner < self.m

    def _is_higher(self, r: int, position: dict[int, int]) -> bool:
        """``r`` is the S1 side of a pair inside the remainder."""
        partner = self.partner(r)
        return partner is not None and partner in position and position[partner] > position[r]

    def _fix_s1_opponents(self, remainder: list[int], position: dict[int, int]) -> None:
        """(d) Each S1 player, in order, takes the highest-ranked S2 player possible (Art. 4.2)."""
        taken: set[int] = set()
        for x in remainder:
            if x in taken or not self._is_higher(x, position):
                continue
            bonus, favourite = 0, None
            for o in reversed(remainder):
                if position[o] <= position[x] or o in taken:
                    continue
                if self.base[x][o]:
                    self.set(x, o, self.base[x][o] + bonus)
                    favourite = o
                bonus += 1
            self.solve_unless_partnered(x, favourite)
            partner = self.partner(x)
            assert partner is not None and partner in position
            self.freeze(x, partner)
            taken.update((x, partner))


class RemainderExchange:
    """(c) Which residents form S1 of the remainder: the first exchange in Art. 4.3 order."""

    def __init__(self, bracket: BracketGeneration, remainder: list[int], position: dict[int, int], pairs: int) -> None:
        self.b = bracket
        self.remainder = remainder
        self.position = position
        self.pairs = pairs
        self.s1 = remainder[:pairs]
        self.s2 = remainder[pairs:]

    def weight(self, p: int, o: int) -> int:
        """Base weight plus: pairs led by an S1 player first, then the smallest BSN sum of leaders."""
        base = self.b.base[p][o]
        if not base:
            return 0
        i = self.position[p]
        return base + 2 * ((i < self.pairs) * (1 << (2 * self.b.group_bits)) - i)

    def set_later(self, x: int, delta: int) -> None:
        for o in self.remainder[self.position[x] + 1 :]:
            weight = self.weight(x, o)
            if weight:
                self.b.set(x, o, weight + delta)

    def higher(self, x: int) -> bool:
        return self.b._is_higher(x, self.position)

    def choose_split(self) -> None:
        for k, p in enumerate(self.remainder):
            for o in self.remainder[k + 1 :]:
                self.b.set(p, o, self.weight(p, o))
        self.b.solve()
        exchanges = sum(1 for x in self.s1 if not self.higher(x))
        self._move_down_lowest_s1(exchanges)
        self._bring_up_highest_s2(exchanges)
        self._freeze_split()

    def _move_down_lowest_s1(self, exchanges: int) -> None:
        """(c1) Art. 4.3 rule 3: prefer moving the highest-numbered S1 players to S2."""
        remaining = exchanges
        for x in reversed(self.s1):
            if remaining == 0:
                break
            if self.higher(x):
                self.set_later(x, -1)
                self.b.solve()
            if not self.higher(x):
                remaining -= 1
                for o in self.remainder[self.position[x] + 1 :]:
                    self.b.base[x][o] = self.b.base[o][x] = 0
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
                self.b.solve()
            if self.higher(y):
                remaining -= 1
                for p in self.remainder[: self.position[y]]:
                    self._zero(y, p)
                for q in range(self.b.n, self.b.size):
                    self._zero(y, q)
            if not was_higher:
                self.set_later(y, 0)

    def _zero(self, x: int, y: int) -> None:
        self.b.base[x][y] = self.b.base[y][x] = 0
        self.b.set(x, y, 0)

    def _reset_zeroed(self, x: int) -> None:
        for o in self.remainder[self.position[x] + 1 :]:
            if not self.b.base[x][o]:
                self.b.set(x, o, 0)

    def _freeze_split(self) -> None:
        """(c3) Only S1 -> S2 edges survive inside the remainder; bonuses are removed."""
        for k, p in enumerate(self.remainder):
            for o in self.remainder[k + 1 :]:
                if not self.higher(p) or self.higher(o):
                    self.b.base[p][o] = self.b.base[o][p] = 0
                self.b.set(p, o, self.b.base[p][o])
