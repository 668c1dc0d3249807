"""The round as the procedure sees it: entrants as vertices in TPN order, who may meet, score levels."""

from __future__ import annotations

from collections.abc import Collection, Container, Sequence
from fractions import Fraction

from domain.budget import Deadline
from domain.matching.complement import complement_matching, complement_perfect_matching

from .criteria import Criteria
from .entrants import Entrant


class RoundField:
    """The entrants of one round as vertices 0..n-1 in ascending TPN, with the [C1] graph held by
    its barred pairs (``banned``): almost every pair may meet, so the allowed pairs are never listed.

    ``level[v]`` numbers the distinct scores of the round's entrants (the PAB recipient
    included) from 0 for the lowest, so "the following scoregroup" of [C6] is the level one below,
    whether or not any of its teams is still unpaired.
    """

    def __init__(
        self,
        entrants: Sequence[Entrant],
        criteria: Criteria,
        floats: bool,
        deadline: Deadline | None = None,
        forbidden: Sequence[Collection[int]] = (),
    ) -> None:
        self.entrants = sorted(entrants, key=lambda entrant: entrant.number)
        self.criteria = criteria
        self.floats = floats
        numbers = [entrant.number for entrant in self.entrants]
        self.banned = _banned(self.entrants, forbidden)
        scores = sorted({entrant.score for entrant in self.entrants})
        self.level_of_score = {score: level for level, score in enumerate(scores)}
        self.level = [self.level_of_score[entrant.score] for entrant in self.entrants]
        self.numbers = numbers
        #: Polled by the matching searches, which scan the whole field per vertex they reach.
        self.check = (deadline or Deadline.unlimited()).check

    def may_meet(self, v: int, w: int) -> bool:
        """[C1] (Art. 2.1.1): vertices ``v`` and ``w`` are two entrants that have not met in a played
        match (nor share a forbidden group, kept like [C1])."""
        return w not in self.banned[v]

    def score(self, v: int) -> Fraction:
        return self.entrants[v].score

    def perfect_matching(self, members: Collection[int], hint: Sequence[int] | None = None) -> list[int] | None:
        """A perfect matching of ``members`` under [C1] (``mate`` over all vertices), or None if none exists.

        ``hint`` (a matching of a superset) seeds the search: removing a few vertices from a
        perfectly paired set usually needs one short augmenting path per freed partner.
        """
        return complement_perfect_matching(members, self.banned, hint, self.check)

    def maximum_matching(self, members: Collection[int]) -> list[int]:
        """A maximum matching of ``members`` under [C1] (``mate`` over all vertices, -1 for unmatched)."""
        return complement_matching(members, self.banned, check=self.check)


def _banned(entrants: Sequence[Entrant], forbidden: Sequence[Collection[int]]) -> list[Container[int]]:
    """For each vertex, itself and the vertices it may not meet under [C1]: a meeting recorded on
    either side counts, and so does a shared ``forbidden`` group. Built from the ``met`` sets and
    the groups as written, so its cost follows the games played and the groups' sizes, not n**2."""
    vertex = {entrant.number: v for v, entrant in enumerate(entrants)}
    banned = [{v} for v in range(len(entrants))]
    for v, entrant in enumerate(entrants):
        for number in entrant.met:
            w = vertex.get(number)
            if w is not None:
                banned[v].add(w)
                banned[w].add(v)
    memberships: dict[int, set[int]] = {}
    for index, numbers in enumerate(forbidden):
        present = {vertex[number] for number in numbers if number in vertex}
        if len(present) > 1:
            for v in present:
                memberships.setdefault(v, set()).add(index)
    groups_of: dict[object, frozenset[int]] = {v: frozenset(indices) for v, indices in memberships.items()}
    bars: list[Container[int]] = list(banned)
    for v in memberships:
        bars[v] = _Bars(banned[v], groups_of[v], groups_of)
    return bars


class _Bars:
    """The bars of a vertex in forbidden groups: the vertices it met (and itself), then every
    vertex sharing one of its groups (by the groups' indices), so a group of k is never expanded
    into its k² pairs (issue 34)."""

    __slots__ = ("groups", "groups_of", "met")

    def __init__(self, met: set[int], groups: frozenset[int], groups_of: dict[object, frozenset[int]]) -> None:
        self.met = met
        self.groups = groups
        self.groups_of = groups_of

    def __contains__(self, vertex: object) -> bool:
        return vertex in self.met or not self.groups.isdisjoint(self.groups_of.get(vertex, ()))
