"""Degenerate weights (many ties), blossom-heavy graphs and Dutch-like re-solves.

The Dutch engine solves nearly complete graphs whose weights pack
lexicographic criteria into bit fields, so most weights are equal and almost
every dual step is zero: the solver forms long chains of nested blossoms.
Every result is checked against brute force (small graphs) or the LP duality
certificate plus an independent from-scratch solve.
"""

from __future__ import annotations

import random

import pytest

from domain.matching import IncrementalMatching, max_weight_matching
from domain.matching.weighted import build_adjacency, solve_core
from tests.matching.certificate import certificate_errors

from .helpers import brute_force, check_valid, score

Edge = tuple[int, int, int]


def packed_weight(rng: random.Random, fields: int, width: int, levels: int) -> int:
    """A weight made of ``fields`` bit fields of ``width`` bits, each holding
    one of ``levels`` small values (few distinct weights, like the Dutch criteria)."""
    weight = 0
    for _ in range(fields):
        weight = (weight << width) | rng.randrange(levels)
    return weight


def packed_graph(rng: random.Random, n: int, density: float, levels: int) -> list[Edge]:
    """Nearly complete graph with packed, heavily tied weights (never 0)."""
    return [
        (i, j, packed_weight(rng, 3, 160, levels) | 1 << 480)
        for i in range(n)
        for j in range(i + 1, n)
        if rng.random() < density
    ]


def check_scratch(n: int, edges: list[Edge], maxcard: bool, exact: bool) -> None:
    """Solve from scratch with both starts; certificate holds, optimum matches."""
    adj, _ = build_adjacency(n, edges, maxcard)
    results = []
    for greedy in (True, False):
        core = solve_core(n, [dict(row) for row in adj], greedy=greedy)
        assert certificate_errors(core) == []
        check_valid(n, edges, core.mate)
        results.append(score(edges, core.mate, maxcard))
    assert results[0] == results[1]
    if exact:
        assert results[0] == brute_force(n, edges, maxcard)


@pytest.mark.parametrize("seed", range(8))
def test_small_tied_graphs_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(30):
        n = rng.randint(1, 10)
        levels = rng.choice([1, 2, 3])
        density = rng.choice([0.5, 0.9, 1.0])
        edges = [(i, j, rng.randint(1, levels)) for i in range(n) for j in range(i + 1, n) if rng.random() < density]
        maxcard = rng.random() < 0.5
        check_scratch(n, edges, maxcard, exact=True)


@pytest.mark.parametrize("seed", range(4))
def test_small_packed_graphs_match_brute_force(seed: int) -> None:
    rng = random.Random(100 + seed)
    for _ in range(15):
        n = rng.randint(3, 10)
        check_scratch(n, packed_graph(rng, n, 0.9, 2), maxcard=False, exact=True)


def test_all_equal_weights_give_a_maximum_cardinality_matching() -> None:
    for n in (5, 17, 40, 61):
        edges = [(i, j, 7) for i in range(n) for j in range(i + 1, n)]
        mate = max_weight_matching(n, edges)
        assert sum(1 for m in mate if m != -1) == n - n % 2
        check_scratch(n, edges, maxcard=False, exact=False)


def test_odd_cycles_of_odd_cycles() -> None:
    """Triangles joined in a ring of 5 with equal weights: nested blossoms."""
    edges = []
    for t in range(5):
        a, b, c = 3 * t, 3 * t + 1, 3 * t + 2
        edges += [(a, b, 4), (b, c, 4), (a, c, 4)]
        edges.append((c, (3 * t + 3) % 15, 4))
    edges.append((15, 0, 3))  # a pendant vertex outside the ring
    check_scratch(16, edges, maxcard=False, exact=True)
    check_scratch(16, edges, maxcard=True, exact=True)


@pytest.mark.parametrize("seed", range(3))
def test_larger_packed_graphs_certificate(seed: int) -> None:
    rng = random.Random(200 + seed)
    for n in (31, 60, 97):
        check_scratch(n, packed_graph(rng, n, 0.95, 3), maxcard=False, exact=False)


def _check_incremental(inc: IncrementalMatching) -> None:
    mate = inc.solve()
    edges = inc.edges()
    check_valid(inc.n, edges, mate)
    assert certificate_errors(inc.core) == []
    assert score(edges, mate, False) == score(edges, max_weight_matching(inc.n, edges), False)


@pytest.mark.parametrize("seed", range(4))
def test_dutch_like_resolves(seed: int) -> None:
    """Bonus one vertex's edges, solve, repeat; now and then freeze a pair.

    Mirrors the Dutch engine: a dense odd-sized graph with tied packed
    weights, small bonuses on one vertex's edges (``set_edge`` one by one),
    and pairs removed from the graph (``set_vertex_edges(v, {})``).
    """
    rng = random.Random(300 + seed)
    n = rng.choice([23, 41, 57])
    edges = packed_graph(rng, n, 0.97, 3)
    inc = IncrementalMatching(n, edges)
    _check_incremental(inc)
    alive = set(range(n))
    for step in range(25):
        if step % 6 == 5 and len(alive) > 3:
            a, b = rng.sample(sorted(alive), 2)
            for v in (a, b):
                inc.set_vertex_edges(v, {})
                alive.discard(v)
        else:
            v = rng.choice(sorted(alive))
            weights = dict((j, w) for i, j, w in inc.edges() if i == v)
            weights.update((i, w) for i, j, w in inc.edges() if j == v)
            for y, w in weights.items():
                if rng.random() < 0.5:
                    inc.set_edge(v, y, w + (rng.randrange(4) << 160))
        _check_incremental(inc)


def test_single_edge_changes_on_tied_graph() -> None:
    """Raise, lower and remove single edges (matched or not) of a tied graph."""
    rng = random.Random(7)
    n = 35
    inc = IncrementalMatching(n, packed_graph(rng, n, 1.0, 2))
    _check_incremental(inc)
    for _ in range(40):
        mate = inc.core.mate
        i = rng.randrange(n)
        j = mate[i] if mate[i] != -1 and rng.random() < 0.5 else rng.randrange(n)
        if i == j:
            continue
        r = rng.random()
        w = None if r < 0.2 else packed_weight(rng, 3, 160, 2) | 1 << 480
        inc.set_edge(i, j, w)
        _check_incremental(inc)
