"""The round as the procedure sees it: entrants as vertices in TPN order, who may meet, score levels."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from fractions import Fraction

from domain.matching import augment_from, greedy_matching

from .criteria import Criteria
from .entrants import Entrant


class RoundField:
    """The entrants of one round as vertices 0..n-1 in ascending TPN, with the [C1] graph.

    ``level[v]`` numbers the distinct scores of the round's entrants (the PAB recipient
    included) from 0 for the lowest, so "the following scoregroup" of [C6] is the level one below,
    whether or not any of its teams is still unpaired.
    """

    def __init__(self, entrants: Sequence[Entrant], criteria: Criteria, floats: bool) -> None:
        self.entrants = sorted(entrants, key=lambda entrant: entrant.number)
        self.criteria = criteria
        self.floats = floats
        numbers = [entrant.number for entrant in self.entrants]
        self.banned = _banned(self.entrants)
        everyone = range(len(self.entrants))
        self.adj: list[list[int]] = [[w for w in everyone if w not in banned] for banned in self.banned]
        scores = sorted({entrant.score for entrant in self.entrants})
        self.level_of_score = {score: level for level, score in enumerate(scores)}
        self.level = [self.level_of_score[entrant.score] for entrant in self.entrants]
        self.numbers = numbers

    def may_meet(self, v: int, w: int) -> bool:
        """[C1] (Art. 2.1.1): vertices ``v`` and ``w`` are two entrants that have not met in a played match."""
        return w not in self.banned[v]

    def score(self, v: int) -> Fraction:
        return self.entrants[v].score

    def perfect_matching(self, members: Collection[int], hint: Sequence[int] | None = None) -> list[int] | None:
        """A perfect matching of ``members`` under [C1] (``mate`` over all vertices), or None if none exists.

        ``hint`` (a matching of a superset) seeds the search: removing a few vertices from a
        perfectly paired set usually needs one short augmenting path per freed partner.
        """
        if len(members) % 2:
            return None
        active = [False] * len(self.entrants)
        for v in members:
            active[v] = True
        mate = [-1] * len(self.entrants)
        if hint is not None:
            for v in members:
                partner = hint[v]
                if partner != -1 and active[partner]:
                    mate[v] = partner
        greedy_matching(self.adj, mate, active)
        for v in members:
            if mate[v] == -1 and not augment_from(self.adj, mate, v, active):
                return None
        return mate


def _banned(entrants: Sequence[Entrant]) -> list[set[int]]:
    """For each vertex, itself and the vertices it may not meet under [C1]: a meeting recorded on
    either side counts. Built from the ``met`` sets, so its cost follows the games played, not n**2."""
    vertex = {entrant.number: v for v, entrant in enumerate(entrants)}
    banned = [{v} for v in range(len(entrants))]
    for v, entrant in enumerate(entrants):
        for number in entrant.met:
            w = vertex.get(number)
            if w is not None:
                banned[v].add(w)
                banned[w].add(v)
    return banned
