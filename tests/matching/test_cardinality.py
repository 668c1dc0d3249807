"""Unweighted maximum-cardinality matching."""

from __future__ import annotations

import random

import pytest

from domain.matching import max_cardinality_matching, max_weight_matching

from .helpers import brute_force, check_valid


def _adj(n: int, pairs: list[tuple[int, int]]) -> list[list[int]]:
    adj: list[list[int]] = [[] for _ in range(n)]
    for i, j in pairs:
        adj[i].append(j)
    return adj


@pytest.mark.parametrize("n", [0, 1, 2])
def test_tiny(n: int) -> None:
    assert max_cardinality_matching(n, [[] for _ in range(n)]) == [-1] * n


def test_odd_cycle_with_tail_needs_blossom() -> None:
    # 5-cycle 0..4 plus tail 4-5-6: perfect matching only through the blossom.
    pairs = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 5), (5, 6)]
    n = 7
    mate = max_cardinality_matching(n, _adj(n, pairs))
    assert sum(m != -1 for m in mate) == 6


def test_rejects_bad_input() -> None:
    with pytest.raises(ValueError):
        max_cardinality_matching(2, [[5], []])
    with pytest.raises(ValueError):
        max_cardinality_matching(3, [[], []])


@pytest.mark.parametrize("seed", range(5))
def test_random_against_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(200):
        n = rng.randint(0, 10)
        p = rng.random()
        pairs = [(i, j) for i in range(n) for j in range(i + 1, n) if rng.random() < p]
        mate = max_cardinality_matching(n, _adj(n, pairs))
        edges = [(i, j, 1) for i, j in pairs]
        check_valid(n, edges, mate)
        card = sum(m != -1 for m in mate) // 2
        assert card == brute_force(n, edges, True)[0]


@pytest.mark.parametrize("seed", range(4))
def test_random_larger_against_weighted_solver(seed: int) -> None:
    rng = random.Random(50 + seed)
    for _ in range(20):
        n = rng.randint(20, 120)
        p = rng.choice([0.02, 0.05, 0.2])
        pairs = [(i, j) for i in range(n) for j in range(i + 1, n) if rng.random() < p]
        mate = max_cardinality_matching(n, _adj(n, pairs))
        edges = [(i, j, 1) for i, j in pairs]
        check_valid(n, edges, mate)
        ref = max_weight_matching(n, edges, max_cardinality=True)
        assert sum(m != -1 for m in mate) == sum(m != -1 for m in ref)
