"""Maximum-weight matching against brute force and LP certificates."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.matching import max_weight_matching
from domain.matching.weighted import EDGES_PER_POLL, build_adjacency, solve_core
from tests.matching.certificate import certificate_errors

from .helpers import (
    brute_force,
    check_valid,
    max_weight_matching_dense,
    random_graph,
    score,
)

WEIGHT_RANGES = [1, 2, 3, 10, 1000, 2**200, 2**256 + 12345]


@pytest.mark.parametrize("n", [0, 1, 2])
def test_tiny_vertex_counts(n: int) -> None:
    assert max_weight_matching(n, []) == [-1] * n
    assert max_weight_matching(n, [], max_cardinality=True) == [-1] * n


def test_single_edge_and_zero_weight() -> None:
    assert max_weight_matching(2, [(0, 1, 5)]) == [1, 0]
    # Weight 0 adds nothing: treated as absent unless cardinality counts.
    assert max_weight_matching(2, [(0, 1, 0)]) == [-1, -1]
    assert max_weight_matching(2, [(0, 1, 0)], max_cardinality=True) == [1, 0]


def test_path_prefers_heavy_middle_unless_cardinality() -> None:
    edges = [(0, 1, 5), (1, 2, 11), (2, 3, 5)]
    assert max_weight_matching(4, edges) == [-1, 2, 1, -1]
    assert max_weight_matching(4, edges, max_cardinality=True) == [1, 0, 3, 2]


def test_blossom_needed() -> None:
    # Triangle 0-1-2 with a pendant 3 on vertex 0: optimum uses 1-2 and 0-3.
    edges = [(0, 1, 8), (1, 2, 9), (0, 2, 10), (0, 3, 7)]
    mate = max_weight_matching(4, edges)
    assert score(edges, mate, False) == (0, 16)


def test_nested_blossom_expansion() -> None:
    # Classic case where an S-blossom later becomes a T-blossom and expands.
    edges = [(1, 2, 19), (1, 3, 20), (1, 8, 8), (2, 3, 25), (2, 4, 18), (3, 5, 18), (4, 5, 13), (4, 7, 7), (5, 6, 7)]
    mate = max_weight_matching(9, edges)
    assert score(edges, mate, False) == brute_force(9, edges, False)


def test_disconnected_components() -> None:
    edges = [(0, 1, 3), (2, 3, 4), (3, 4, 6), (6, 7, 1)]
    mate = max_weight_matching(9, edges)
    assert mate == [1, 0, -1, 4, 3, -1, 7, 6, -1]


def test_invalid_input_rejected() -> None:
    with pytest.raises(ValueError):
        max_weight_matching(2, [(0, 2, 1)])
    with pytest.raises(ValueError):
        max_weight_matching(2, [(0, 1, -1)])
    with pytest.raises(ValueError):
        max_weight_matching(2, [(1, 1, 1)])


def test_parallel_edges_keep_heaviest() -> None:
    mate = max_weight_matching(3, [(0, 1, 1), (1, 0, 9), (1, 2, 5)])
    assert mate == [1, 0, -1]


@pytest.mark.parametrize("seed", range(8))
def test_random_small_against_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(150):
        n = rng.randint(0, 10)
        edges = random_graph(rng, n, rng.random(), rng.choice(WEIGHT_RANGES))
        for maxcard in (False, True):
            mate = max_weight_matching(n, edges, max_cardinality=maxcard)
            check_valid(n, edges, mate)
            assert score(edges, mate, maxcard) == brute_force(n, edges, maxcard)


@settings(max_examples=300, deadline=None)
@given(
    st.integers(0, 9).flatmap(
        lambda n: st.tuples(
            st.just(n),
            st.lists(
                st.tuples(
                    st.integers(0, max(n - 1, 0)),
                    st.integers(0, max(n - 1, 0)),
                    st.one_of(st.integers(0, 4), st.integers(0, 2**220)),
                ),
                max_size=30,
            ),
        )
    ),
    st.booleans(),
)
def test_hypothesis_against_brute_force(graph, maxcard: bool) -> None:
    n, raw = graph
    edges = [(i, j, w) for i, j, w in raw if i != j]
    mate = max_weight_matching(n, edges, max_cardinality=maxcard)
    check_valid(n, edges, mate)
    assert score(edges, mate, maxcard) == brute_force(n, edges, maxcard)


@pytest.mark.parametrize("greedy", [False, True])
@pytest.mark.parametrize("seed", range(6))
def test_certificate_on_medium_graphs(seed: int, greedy: bool) -> None:
    """Optimality on graphs too big to enumerate: LP duality certificate."""
    rng = random.Random(100 + seed)
    for _ in range(6):
        n = rng.randint(20, 70)
        edges = random_graph(rng, n, rng.choice([0.05, 0.3, 1.0]), rng.choice(WEIGHT_RANGES))
        for maxcard in (False, True):
            adj, _ = build_adjacency(n, edges, maxcard)
            core = solve_core(n, adj, greedy=greedy)
            assert certificate_errors(core) == []
            check_valid(n, edges, core.mate)


def test_greedy_and_uniform_start_agree_on_weight() -> None:
    rng = random.Random(7)
    for _ in range(20):
        n = rng.randint(30, 80)
        edges = random_graph(rng, n, 0.5, rng.choice([5, 2**200]))
        results = []
        for greedy in (False, True):
            adj, _ = build_adjacency(n, edges, False)
            results.append(score(edges, solve_core(n, adj, greedy).mate, False))
        assert results[0] == results[1]


def test_certificate_detects_suboptimal_state() -> None:
    """The checker must be able to fail (guards the certificate tests)."""
    edges = [(0, 1, 5), (1, 2, 11), (2, 3, 5)]
    adj, _ = build_adjacency(4, edges, False)
    core = solve_core(4, adj, prefer_compiled=False)  # the Python core's state can be edited
    assert certificate_errors(core) == []
    core.mate = [1, 0, 3, 2]  # weight 10 < 11
    assert certificate_errors(core) != []


def test_dense_entry_point_matches_edge_list() -> None:
    rng = random.Random(3)
    n = 25
    weights: list[list[int | None]] = [[None] * n for _ in range(n)]
    edges = []
    for i in range(n):
        for j in range(i + 1, n):
            if rng.random() < 0.8:
                w = rng.getrandbits(200)
                weights[i][j] = weights[j][i] = w
                edges.append((i, j, w))
    for maxcard in (False, True):
        a = max_weight_matching_dense(weights, max_cardinality=maxcard)
        b = max_weight_matching(n, edges, max_cardinality=maxcard)
        assert score(edges, a, maxcard) == score(edges, b, maxcard)


def test_huge_weights_exact() -> None:
    """Weights differing only in the lowest bit of 300-bit numbers."""
    big = 2**300
    edges = [(0, 1, big), (1, 2, big + 1), (2, 3, big), (3, 0, big + 1)]
    mate = max_weight_matching(4, edges)
    assert score(edges, mate, False) == (0, 2 * big + 2)


class _Stop(Exception):
    """What a deadline's check raises, for the poll tests."""


def _dense(n: int, seed: int) -> list[tuple[int, int, int]]:
    rng = random.Random(seed)
    return [(i, j, rng.randrange(1, 1000)) for i in range(n) for j in range(i + 1, n)]


def test_the_poll_is_called_while_reading_and_solving_and_changes_nothing() -> None:
    """``max_weight_matching`` takes a poll (a deadline's check, issue 39: the top-scoregroup
    matchings could not be stopped): it is called while the edges are read and between the solve's
    stages, and the matching is the one found without it."""
    edges = _dense(80, 39)
    calls = 0

    def poll() -> None:
        nonlocal calls
        calls += 1

    mate = max_weight_matching(80, edges, max_cardinality=True, poll=poll)
    assert mate == max_weight_matching(80, edges, max_cardinality=True)
    assert calls >= 3  # the first read edge, then the solve's stages


def test_what_the_poll_raises_stops_the_solve() -> None:
    """A poll that raises once the edges are read (the deadline passed mid-solve) stops the matching."""
    edges = _dense(80, 39)
    read_polls = len(range(0, len(edges), EDGES_PER_POLL))  # while the edges are read
    calls = 0

    def poll() -> None:
        nonlocal calls
        calls += 1
        if calls > read_polls:
            raise _Stop

    with pytest.raises(_Stop):
        max_weight_matching(80, edges, max_cardinality=True, poll=poll)
    assert calls == read_polls + 1
