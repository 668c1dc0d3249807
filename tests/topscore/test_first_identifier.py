"""The seat-by-seat first identifier (:mod:`domain.swiss.topscore.first_identifier`, Art. 3.6.3)
agrees with the definition: of every perfect matching of a random graph, the one whose identifier
(top seats in order, then their bottoms in the same order) is lexicographically smallest."""

from __future__ import annotations

import random

import pytest

from domain.budget import Deadline
from domain.errors import BudgetExceeded
from domain.swiss.topscore.first_identifier import first_identifier


def perfect_matchings(seats: list[int], links: list[set[int]]) -> list[list[tuple[int, int]]]:
    """Every perfect matching of ``seats``, as pairs (lower seat, higher seat)."""
    if not seats:
        return [[]]
    first, others = seats[0], seats[1:]
    found = []
    for partner in others:
        if partner in links[first]:
            rest = [seat for seat in others if seat != partner]
            found += [[(first, partner), *pairs] for pairs in perfect_matchings(rest, links)]
    return found


def identifier(pairs: list[tuple[int, int]]) -> list[int]:
    """Art. 3.6.2: the tops in seat order, then the bottoms in the order of their tops."""
    ordered = sorted(pairs)
    return [top for top, _ in ordered] + [bottom for _, bottom in ordered]


def random_links(rng: random.Random, size: int, density: float) -> list[set[int]]:
    links: list[set[int]] = [set() for _ in range(size)]
    for i in range(size):
        for j in range(i + 1, size):
            if rng.random() < density:
                links[i].add(j)
                links[j].add(i)
    return links


@pytest.mark.parametrize("seed", range(400))
def test_first_identifier_is_the_smallest_of_every_perfect_matching(seed: int) -> None:
    rng = random.Random(seed)
    size = rng.choice([0, 2, 4, 6, 8, 10, 12, 3, 5])
    links = random_links(rng, size, rng.choice([0.3, 0.5, 0.7, 0.9]))
    every = perfect_matchings(list(range(size)), links)
    expected = min(every, key=identifier) if every else None
    got = first_identifier(size, lambda i, j: j in links[i], Deadline.unlimited())
    assert (None if got is None else sorted(got)) == (None if expected is None else sorted(expected))


def test_a_spent_deadline_stops_the_search() -> None:
    links = random_links(random.Random(1), 10, 1.0)
    with pytest.raises(BudgetExceeded):
        first_identifier(10, lambda i, j: j in links[i], Deadline(-1.0))
