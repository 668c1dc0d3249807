"""Pairs the organiser forbids in a round: XXP / TRF-2026 260 groups and the same-federation
restriction of C.06 II.3.1, both treated by the Swiss engines as absolute criteria (like a
rematch: Dutch [C1], Swedish 2.3).

Below both the file formats (the TRF writer spells the federation restriction as 260 groups)
and the engines, which read the groups of the round to pair.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection

from domain.errors import NoLegalPairing
from domain.model import ForbiddenGroup, Tournament


def forbidden_groups(tournament: Tournament, round_number: int) -> list[ForbiddenGroup]:
    """Every group whose members must not meet each other in ``round_number``."""
    groups = [group for group in tournament.forbidden if group.applies_to(round_number)]
    restriction = tournament.federation_restriction
    if restriction is not None and round_number in restriction:
        groups += federation_groups(tournament, restriction.first_round, restriction.last_round)
    return groups


def federation_groups(tournament: Tournament, first_round: int, last_round: int) -> list[ForbiddenGroup]:
    """C.06 II.3.1: one group per federation with two or more players (players without a
    federation are unrestricted)."""
    members: dict[str, list[int]] = defaultdict(list)
    for player in tournament.player_list():
        if player.federation and player.federation.strip():
            members[player.federation.strip().upper()].append(player.number)
    return [
        ForbiddenGroup(tuple(numbers), first_round, last_round)
        for _federation, numbers in sorted(members.items())
        if len(numbers) > 1
    ]


#: The groups of a player in none (shared: most players of a round are restricted by nothing).
NO_GROUPS: frozenset[int] = frozenset()


class ForbiddenIndex:
    """The round's forbidden groups held as groups: per player, the numbers of the groups he is in.

    Two players may not meet when they share a group. Expanding a group of ``k`` players into its
    ``k(k-1)/2`` pairs cost O(k^2) memory (a group of all 9,999 players of a field: gigabytes,
    issue 34); this index is as large as the groups as written, and a test costs one set
    intersection of (nearly always) empty or one-element sets.
    """

    __slots__ = ("_groups_of", "groups")

    def __init__(self, groups: list[ForbiddenGroup]) -> None:
        self.groups = groups
        memberships: dict[int, list[int]] = defaultdict(list)
        for index, group in enumerate(groups):
            for player in dict.fromkeys(group.players):  # a player listed twice is one member
                memberships[player].append(index)
        singles: dict[int, frozenset[int]] = {}  # one set per group for its many one-group members
        self._groups_of: dict[int, frozenset[int]] = {
            player: singles.setdefault(found[0], frozenset(found)) if len(found) == 1 else frozenset(found)
            for player, found in memberships.items()
        }

    def of(self, player: int) -> frozenset[int]:
        """The numbers of the groups ``player`` is in (empty when none)."""
        return self._groups_of.get(player, NO_GROUPS)

    def may_meet(self, a: int, b: int) -> bool:
        """Whether no group holds both ``a`` and ``b``."""
        return self.of(a).isdisjoint(self.of(b))

    def refuse_crowded(self, present: Collection[int], criterion: str) -> None:
        """Raise :class:`NoLegalPairing` when a group is :meth:`crowded` (``criterion``: the
        engine's name for the rule, e.g. Dutch C1 or Swedish 2.3)."""
        crowded = self.crowded(present)
        if crowded is not None:
            group, members = crowded
            first = ", ".join(map(str, group.players[:3]))
            raise NoLegalPairing(
                f"no pairing satisfies the absolute criteria ({criterion}): {members} present players of the "
                f"forbidden group starting {first}, … may not meet each other, and only {len(present) - members} "
                "other players (and one bye in an odd field) are there to pair them with"
            )

    def crowded(self, present: Collection[int]) -> tuple[ForbiddenGroup, int] | None:
        """A group too large for any complete pairing of ``present``, with its present members.

        Each member must be paired with a non-member or get the one pairing-allocated bye of an
        odd field, so a group of ``m`` present members needs ``m <= (len(present) - m) + odd``
        (pigeonhole). Checked in O(size of the groups), it answers such a field at once instead
        of after a search of the whole compatibility graph.
        """
        wanted = present if isinstance(present, (set, frozenset, dict)) else set(present)
        odd = len(wanted) % 2
        for group in self.groups:
            members = sum(1 for player in dict.fromkeys(group.players) if player in wanted)
            if members > len(wanted) - members + odd:
                return group, members
        return None


def forbidden_index(tournament: Tournament, round_number: int) -> ForbiddenIndex:
    """The :class:`ForbiddenIndex` of ``round_number`` (:func:`forbidden_groups` held as groups)."""
    return ForbiddenIndex(forbidden_groups(tournament, round_number))
