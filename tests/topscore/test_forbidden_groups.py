"""Forbidden groups held as groups by the top-scoregroup procedure pair as if each pair of a group
had met ([C1]), checked against the literal enumerator given the groups written out pair by pair."""

from __future__ import annotations

import random
from functools import partial

import pytest

from domain.swiss.topscore import Criteria
from tests.topscore.literal import DOUBLE_SWISS, SWISS_TEAM_B, Entrant, pair_round
from tests.topscore.test_literal_random import agrees, fast, random_entrants

ROUNDS = 300
PROFILES = {
    "double-swiss": (DOUBLE_SWISS, Criteria.double_swiss()),
    "team-b": (SWISS_TEAM_B, Criteria.team(True, True)),
}


def random_groups(rng: random.Random, size: int) -> list[tuple[int, ...]]:
    """A few groups of two to five numbers, some overlapping, some naming numbers not in the round."""
    return [tuple(rng.sample(range(1, size + 3), min(size + 2, rng.randint(2, 5)))) for _ in range(rng.randint(1, 3))]


def written_out(entrants: list[Entrant], groups: list[tuple[int, ...]]) -> list[Entrant]:
    """The entrants with every pair of a shared group added to their opponents (matches unchanged)."""
    barred = {e.tpn: set(e.opponents) for e in entrants}
    for group in groups:
        for a in group:
            if a in barred:
                barred[a].update(b for b in group if b != a)
    return [
        Entrant(e.tpn, e.score, e.matches, e.pab_allowed, e.floated, frozenset(barred[e.tpn]), e.preference, e.strong)
        for e in entrants
    ]


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_groups_pair_as_the_enumerator_pairs_them_written_out(name: str) -> None:
    profile, criteria = PROFILES[name]
    rng = random.Random(f"groups-{name}")
    paired = 0
    for case in range(ROUNDS):
        entrants = random_entrants(rng)
        if profile is DOUBLE_SWISS:
            entrants = [Entrant(e.tpn, e.score, e.matches, e.pab_allowed, e.floated, e.opponents) for e in entrants]
        groups = random_groups(rng, len(entrants))
        round_number = rng.randint(2, 9)
        expected = pair_round(written_out(entrants, groups), profile, round_number, 9)
        pair = partial(fast, entrants, criteria, profile, round_number, 9, groups)
        paired += agrees(expected, pair, f"{case}: {entrants} {groups}")
    assert paired >= ROUNDS // 4
