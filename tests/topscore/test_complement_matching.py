"""Matchings read from the barred pairs (domain.matching.complement, the [C1] graph of the top-scoregroup
procedure) against the general matcher. Here rather than in tests/matching, whose tests run once per
blossom core: these functions use none."""

from __future__ import annotations

import random

import pytest

from domain.errors import BudgetExceeded
from domain.matching import max_cardinality_matching
from domain.matching.complement import complement_matching, complement_perfect_matching


def random_bars(rng: random.Random, size: int, density: float) -> list[set[int]]:
    barred = [{v} for v in range(size)]
    for v in range(size):
        for w in range(v + 1, size):
            if rng.random() < density:
                barred[v].add(w)
                barred[w].add(v)
    return barred


def allowed(barred: list[set[int]], members: list[int]) -> list[list[int]]:
    """The members' graph written out: what the complement functions never build."""
    chosen = set(members)
    return [[w for w in members if w not in barred[v]] if v in chosen else [] for v in range(len(barred))]


def assert_matching(mate: list[int], barred: list[set[int]], members: list[int]) -> None:
    for v in members:
        if mate[v] != -1:
            assert mate[mate[v]] == v
            assert mate[v] in members
            assert mate[v] not in barred[v]


@pytest.mark.parametrize("seed", range(300))
def test_the_matching_is_as_large_as_the_general_matchers(seed: int) -> None:
    """Dense bars (up to 90 %) make the greedy pass leave vertices for the augmenting searches."""
    rng = random.Random(seed)
    size = rng.randint(1, 24)
    barred = random_bars(rng, size, rng.choice([0.0, 0.1, 0.5, 0.8, 0.9]))
    members = sorted(rng.sample(range(size), rng.randint(0, size)))
    mate = complement_matching(members, barred)
    assert_matching(mate, barred, members)
    expected = max_cardinality_matching(size, allowed(barred, members))
    assert sum(mate[v] != -1 for v in members) == sum(expected[v] != -1 for v in members)
    perfect = complement_perfect_matching(members, barred)
    assert (perfect is not None) == all(expected[v] != -1 for v in members)


@pytest.mark.parametrize("seed", range(50))
def test_a_hint_seeds_the_matching_without_changing_its_size(seed: int) -> None:
    rng = random.Random(seed)
    size = rng.randint(2, 24)
    barred = random_bars(rng, size, 0.6)
    hint = complement_matching(range(size), barred)
    members = sorted(rng.sample(range(size), rng.randint(0, size)))
    mate = complement_matching(members, barred, hint)
    assert_matching(mate, barred, members)
    expected = max_cardinality_matching(size, allowed(barred, members))
    assert sum(mate[v] != -1 for v in members) == sum(expected[v] != -1 for v in members)


def test_the_searches_poll_the_check() -> None:
    """A free vertex whose every neighbour is matched is searched for; the search polls the deadline."""
    barred = [{0, 3}, {1}, {2}, {3, 0}]  # 1-2 given by the hint, 0 and 3 barred: 0-1, 2-3 by a search

    def expired() -> None:
        raise BudgetExceeded("time budget of 0 s exhausted")

    assert complement_matching([0, 1, 2, 3], barred, hint=[-1, 2, 1, -1]) == [1, 0, 3, 2]
    with pytest.raises(BudgetExceeded):
        complement_matching([0, 1, 2, 3], barred, hint=[-1, 2, 1, -1], check=expired)
