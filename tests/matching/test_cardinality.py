"""Unweighted maximum-cardinality matching."""

from __future__ import annotations

import random

import pytest

from domain.matching import greedy_matching, max_cardinality_matching, max_weight_matching

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


@pytest.mark.parametrize("seed", range(20))
def test_greedy_on_active_vertices_is_greedy_on_their_induced_graph(seed: int) -> None:
    """The completion oracle re-bases its matching on a smaller core by a greedy pass over the
    active vertices only; it must pair exactly as the greedy pass over the induced graph does,
    pairs kept from before included (the answers do not depend on it, the work does)."""
    rng = random.Random(seed)
    n = rng.randint(2, 40)
    adj: list[list[int]] = [[] for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            if rng.random() < 0.2:
                adj[i].append(j)
                adj[j].append(i)
    active = [rng.random() < 0.7 for _ in range(n)]
    kept = [-1] * n
    for v in range(n):  # some pairs inside the active set survive from an earlier core
        w = next((w for w in adj[v] if active[v] and active[w] and kept[w] == -1 and w != v), -1)
        if kept[v] == -1 and w != -1 and rng.random() < 0.3:
            kept[v], kept[w] = w, v
    restricted = [[w for w in adj[v] if active[w]] if active[v] else [] for v in range(n)]
    expected, mate = kept[:], kept[:]
    greedy_matching(restricted, expected)
    greedy_matching(adj, mate, active)
    assert mate == expected
