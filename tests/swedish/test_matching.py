"""The matching searches of the Swedish engine against brute force on small random graphs.

``first_assignment`` must give exactly what the literal 2.6.d-e depth-first search gives, and
``perfectly_pairable`` exactly whether a perfect pairing exists.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from domain.swiss.swedish.matching import first_assignment, maximum_matching, perfectly_pairable


def random_graph(rng: random.Random, n: int, density: float) -> list[int]:
    """Bit masks of 'already met' (the complement of the compatibility graph)."""
    met = [0] * n
    for a, b in combinations(range(n), 2):
        if rng.random() > density:
            met[a] |= 1 << b
            met[b] |= 1 << a
    return met


def literal_search(upper, lower, compatible):
    """2.6.d-e as written: upper in order, each tries free lower players in order, backtrack."""
    chosen: list[int] = []

    def extend(i: int) -> bool:
        if i == len(upper):
            return True
        for j, candidate in enumerate(lower):
            if j not in chosen and compatible(upper[i], candidate):
                chosen.append(j)
                if extend(i + 1):
                    return True
                chosen.pop()
        return False

    return tuple(chosen) if extend(0) else None


def brute_force_pairable(players, compatible) -> bool:
    if not players:
        return True
    first, rest = players[0], players[1:]
    return any(
        compatible(first, other) and brute_force_pairable([p for p in rest if p != other], compatible) for other in rest
    )


@pytest.mark.parametrize("seed", range(300))
def test_first_assignment_is_the_depth_first_result(seed):
    rng = random.Random(seed)
    half = rng.randint(1, 6)
    met = random_graph(rng, 2 * half, rng.choice((0.3, 0.5, 0.7, 0.9)))
    compatible = lambda a, b: not (met[a] >> b) & 1  # noqa: E731
    players = list(range(2 * half))
    rng.shuffle(players)
    upper, lower = players[:half], players[half:]
    found = first_assignment(upper, lower, compatible)
    expected = literal_search(upper, lower, compatible)
    assert (found.partner if found else None) == expected


@pytest.mark.parametrize("seed", range(300))
def test_perfectly_pairable_agrees_with_brute_force(seed):
    rng = random.Random(seed)
    n = 2 * rng.randint(1, 6)
    met = random_graph(rng, n, rng.choice((0.2, 0.35, 0.5, 0.8)))
    compatible = lambda a, b: not (met[a] >> b) & 1  # noqa: E731
    players = list(range(n))
    assert perfectly_pairable(players, compatible, met) == brute_force_pairable(players, compatible)
    mates = maximum_matching(players, compatible)
    assert all(mates[mates[p]] == p and compatible(p, mates[p]) for p in mates)
