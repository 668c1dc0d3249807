"""Pairs the organiser forbids in a round: XXP / TRF-2026 260 groups and the same-federation
restriction of C.06 II.3.1, both treated by the Swiss engines as absolute criteria (like a
rematch: Dutch [C1], Swedish 2.3).

Below both the file formats (the TRF writer spells the federation restriction as 260 groups)
and the engines, which read the groups of the round to pair.
"""

from __future__ import annotations

from collections import defaultdict

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


def forbidden_partners(tournament: Tournament, round_number: int) -> dict[int, set[int]]:
    """For each restricted player, the players he must not meet in ``round_number``."""
    partners: dict[int, set[int]] = {}
    for group in forbidden_groups(tournament, round_number):
        for a in group.players:
            partners.setdefault(a, set()).update(b for b in group.players if b != a)
    return partners
