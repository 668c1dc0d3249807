"""2.1-2.8: score groups paired one by one from the top.

Each step pairs one group completely, together with the players moved up into it, so the
players of a lower group are only touched by moving them up (2.5, 2.7, 2.8). With the
look-ahead option a step is accepted only if everybody below it can still be paired.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from fractions import Fraction
from itertools import combinations

from domain.budget import Deadline
from domain.errors import NoLegalPairing
from domain.swiss.swedish.field import RoundField
from domain.swiss.swedish.halves import HalvesPairing, pair_halves
from domain.swiss.swedish.matching import perfectly_pairable
from domain.swiss.swedish.options import SwedishOptions


@dataclass(slots=True)
class Step:
    """One group paired by one article. Pairs are (upper-half player, lower-half player)."""

    article: str
    score: Fraction
    group: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]
    halves: HalvesPairing | None = None
    moved_up: tuple[int, ...] = ()
    notes: list[str] = dataclass_field(default_factory=list)

    @property
    def players(self) -> set[int]:
        return {p for pair in self.pairs for p in pair}


class SwedishProcedure:
    """Runs §2 on a :class:`RoundField`; :meth:`run` gives the steps in pairing order."""

    def __init__(self, field: RoundField, options: SwedishOptions, deadline: Deadline) -> None:
        self.field = field
        self.look_ahead = options.look_ahead
        self.deadline = deadline
        self.steps: list[Step] = []

    def run(self) -> list[Step]:
        """2.2: groups from the highest score down, each paired as a unit."""
        everyone = self._by_score(range(self.field.size))
        if not perfectly_pairable(everyone, self.field.compatible, self.field.met, self.deadline.check):
            raise NoLegalPairing(self._why_unpairable(everyone))
        remaining = everyone
        while remaining:
            self.deadline.check()
            group, rest = self._split_top_group(remaining)
            step = self._pair_group(group, rest)
            if step is None:
                step = self._merge_bottom(remaining)
            self.steps.append(step)
            paired = {p for s in self.steps for p in s.players}
            remaining = [p for p in remaining if p not in paired]
        return self.steps

    # -- groups -----------------------------------------------------------------------------

    def _by_score(self, players) -> list[int]:
        """2.1: players by pairing score, strongest first within a score."""
        return sorted(players, key=lambda p: (-self.field.scores[p], p))

    def _split_top_group(self, players: Sequence[int]) -> tuple[list[int], list[int]]:
        top = self.field.scores[players[0]]
        group = [p for p in players if self.field.scores[p] == top]
        return group, list(players[len(group) :])

    def _can_finish(self, rest: Sequence[int], taken: Sequence[int] = ()) -> bool:
        """Look-ahead (2.5-2.7 decisions): the players below can still all be paired."""
        if not self.look_ahead:
            return True
        excluded = set(taken)
        left = [p for p in rest if p not in excluded]
        return perfectly_pairable(left, self.field.compatible, self.field.met, self.deadline.check)

    def _pair_group(self, group: list[int], rest: list[int]) -> Step | None:
        """2.4: by 2.5, 2.6 or 2.7 depending on the group's size; 2.8 when those fail."""
        score = self.field.scores[group[0]]
        lower_group, _ = self._split_top_group(rest) if rest else ([], [])
        if len(group) == 1:
            step = self._single(group[0], lower_group, rest, score)
            article, moved = "2.5", lower_group[:1]
        elif len(group) % 2 == 0:
            step = self._halves("2.6", group, [], rest, score) if self._can_finish(rest) else None
            article, moved = "2.6", []
        else:
            step = self._odd(group, lower_group, rest, score)
            article, moved = "2.7", lower_group[:1]
        if step is not None:
            return step
        return self._move_up_two(group, moved, rest, score, article)

    def _single(self, player: int, lower_group: list[int], rest: list[int], score: Fraction) -> Step | None:
        """2.5: the strongest player of the next lower group not met (whose pairing leaves the
        rest pairable)."""
        for candidate in lower_group:
            if self.field.compatible(player, candidate) and self._can_finish(rest, [candidate]):
                return Step("2.5", score, (player,), ((player, candidate),), moved_up=(candidate,))
        return None

    def _odd(self, group: list[int], lower_group: list[int], rest: list[int], score: Fraction) -> Step | None:
        """2.7: the strongest player of the next lower group who makes 2.6 possible moves up."""
        for candidate in lower_group:
            self.deadline.check()
            if self._can_finish(rest, [candidate]):
                step = self._halves("2.7", group, [candidate], rest, score)
                if step is not None:
                    return step
        return None

    def _halves(
        self, article: str, group: list[int], moved: list[int], rest: list[int], score: Fraction
    ) -> Step | None:
        halves = pair_halves(self.field, group, moved, self.deadline)
        if halves is None:
            return None
        return Step(article, score, tuple(group), halves.pairs, halves, tuple(moved))

    def _move_up_two(
        self, group: list[int], moved: list[int], rest: list[int], score: Fraction, failed: str
    ) -> Step | None:
        """2.8: move up the two strongest players of the next lower group who make 2.6
        possible. Decision: if no two do, the two strongest move up and 2.8 is applied again;
        None when nobody is left below (the problem group is the lowest: merge)."""
        moved = list(moved)
        notes = [f"{failed} failed"]
        if moved:
            notes.append(f"{failed}: {self.field.label(moved[0])} moved up, then 2.8")
        while True:
            candidates = [p for p in rest if p not in set(moved)]
            if not candidates:
                return None
            for pair in combinations(self._next_lower(candidates), 2):
                self.deadline.check()
                trial = moved + list(pair)
                if self._can_finish(rest, trial):
                    step = self._halves("2.8", group, trial, rest, score)
                    if step is not None:
                        step.notes[:0] = notes
                        return step
            moved += candidates[:2]
            notes.append(f"2.8: no two players of the next group help; {self._labels(candidates[:2])} moved up")

    def _next_lower(self, candidates: list[int]) -> list[int]:
        """The next lower group; decision: extended by the following group(s) while it holds
        fewer than two players."""
        group, rest = self._split_top_group(candidates)
        while len(group) < 2 and rest:
            more, rest = self._split_top_group(rest)
            group += more
        return group

    def _merge_bottom(self, remaining: list[int]) -> Step:
        """2.8: the lowest group is merged with the next higher group and paired again, from
        scratch and in starting order (decision); repeated upwards while it fails."""
        players = list(remaining)
        notes = []
        while self.steps:
            previous = self.steps.pop()
            players = sorted(set(players) | previous.players)
            notes.append(f"2.8: lowest group merged with the group of score {previous.score}")
            halves = pair_halves(self.field, players, [], self.deadline)
            if halves is not None:
                return Step(
                    "2.8 merge",
                    min(self.field.scores[p] for p in players),
                    tuple(players),
                    halves.pairs,
                    halves,
                    notes=notes,
                )
        return self._any_pairing(sorted(players), notes)

    def _any_pairing(self, players: list[int], notes: list[str]) -> Step:
        """Decision: when even the whole field cannot be paired by 2.6.a-g but some pairing
        keeps 2.3, the strongest unpaired player meets the strongest opponent who leaves the
        rest pairable (2.5's rule applied throughout), as upper half."""
        left = list(players)
        pairs = []
        while left:
            self.deadline.check()
            player = left.pop(0)
            opponent = next(
                q
                for q in left
                if self.field.compatible(player, q)
                and perfectly_pairable([r for r in left if r != q], self.field.compatible, self.field.met)
            )
            left.remove(opponent)
            pairs.append((player, opponent))
        notes.append(
            "2.6.a-g cannot pair the merged field; each player in starting order meets"
            " the strongest opponent that keeps 2.3"
        )
        return Step("2.3", min(self.field.scores[p] for p in players), tuple(players), tuple(pairs), notes=notes)

    def _labels(self, players: Sequence[int]) -> str:
        return ", ".join(str(self.field.label(p)) for p in players)

    def _why_unpairable(self, players: list[int]) -> str:
        """409 detail: which constraint blocks the round."""
        x = self.field.x_index
        if x is not None and not any(self.field.compatible(x, p) for p in players if p != x):
            return "every player has already met X (§4d): nobody can take the bye"
        return "no pairing of the round avoids a repeat meeting (2.3, §4d)"
