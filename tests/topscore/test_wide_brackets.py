"""The block-by-block first identifier for wide brackets (:mod:`domain.swiss.topscore.wide_brackets`)
agrees with the definition (Arts. 3.6.3-3.6.4): of every perfect matching, least total cost first,
then the smallest identifier; with blocks of one seat and of several, so every step is exercised."""

from __future__ import annotations

import random

import pytest

from domain.budget import Deadline
from domain.errors import BudgetExceeded
from domain.swiss.topscore.wide_brackets import wide_first_identifier
from tests.topscore.test_first_identifier import identifier, perfect_matchings


@pytest.mark.parametrize("seed", range(300))
def test_wide_first_identifier_is_the_cheapest_then_smallest(seed: int) -> None:
    rng = random.Random(seed)
    size = rng.choice([2, 4, 6, 8, 10])
    costs = {
        (i, j): rng.choice([0, 0, 1, 2, 5])
        for i in range(size)
        for j in range(i + 1, size)
        if rng.random() < rng.choice([0.5, 0.8, 1.0])
    }
    links: list[set[int]] = [set() for _ in range(size)]
    for i, j in costs:
        links[i].add(j)
        links[j].add(i)
    every = perfect_matchings(list(range(size)), links)
    if not every:
        return
    expected = min(every, key=lambda pairs: (sum(costs[pair] for pair in pairs), identifier(pairs)))
    for digit_bits in (1, 3, 5, 64):
        got = wide_first_identifier(size, lambda i, j: costs.get((i, j)), Deadline.unlimited(), digit_bits)
        assert sorted(got) == sorted(expected), digit_bits


def test_a_spent_deadline_stops_the_steps() -> None:
    with pytest.raises(BudgetExceeded):
        wide_first_identifier(4, lambda i, j: 1, Deadline(-1.0))
