"""Re-solving after edge changes must equal solving from scratch."""

from __future__ import annotations

import random

import pytest

from domain.matching import IncrementalMatching, max_weight_matching
from tests.matching.certificate import certificate_errors

from .helpers import brute_force, check_valid, random_graph, score


def _check(inc: IncrementalMatching, maxcard: bool, exact: bool) -> None:
    mate = inc.solve()
    edges = inc.edges()
    check_valid(inc.n, edges, mate)
    assert certificate_errors(inc.core) == []
    ref = max_weight_matching(inc.n, edges, max_cardinality=maxcard)
    assert score(edges, mate, maxcard) == score(edges, ref, maxcard)
    if exact:
        assert score(edges, mate, maxcard) == brute_force(inc.n, edges, maxcard)


def _mutate(rng: random.Random, inc: IncrementalMatching, wmax: int, density: float) -> None:
    n = inc.n
    r = rng.random()
    if r < 0.35:
        v = rng.randrange(n)
        inc.set_vertex_edges(v, {y: rng.randint(0, wmax) for y in range(n) if y != v and rng.random() < density})
    elif r < 0.5:
        # Force-like change: one vertex keeps a single heavy edge.
        v, y = rng.sample(range(n), 2)
        inc.set_vertex_edges(v, {y: wmax * 3 + 1})
    else:
        for _ in range(rng.randint(1, 3)):
            i, j = rng.sample(range(n), 2)
            w = None if rng.random() < 0.3 else rng.randint(0, 2 * wmax)
            inc.set_edge(i, j, w)


@pytest.mark.parametrize("maxcard", [False, True])
@pytest.mark.parametrize("seed", range(6))
def test_small_graphs_exhaustive(seed: int, maxcard: bool) -> None:
    rng = random.Random(seed)
    for _ in range(25):
        n = rng.randint(2, 9)
        wmax = rng.choice([1, 3, 10, 2**200])
        density = rng.random()
        inc = IncrementalMatching(n, random_graph(rng, n, density, wmax), max_cardinality=maxcard)
        _check(inc, maxcard, exact=True)
        for _ in range(12):
            _mutate(rng, inc, wmax, density)
            _check(inc, maxcard, exact=True)


@pytest.mark.parametrize("maxcard", [False, True])
@pytest.mark.parametrize("seed", range(4))
def test_medium_graphs_against_scratch(seed: int, maxcard: bool) -> None:
    rng = random.Random(1000 + seed)
    for _ in range(4):
        n = rng.randint(20, 60)
        wmax = rng.choice([3, 1000, 2**200])
        density = rng.choice([0.1, 0.5, 1.0])
        inc = IncrementalMatching(n, random_graph(rng, n, density, wmax), max_cardinality=maxcard)
        for _ in range(15):
            _mutate(rng, inc, wmax, density)
            _check(inc, maxcard, exact=False)


def test_several_changes_before_one_solve() -> None:
    rng = random.Random(5)
    n = 40
    inc = IncrementalMatching(n, random_graph(rng, n, 0.7, 2**200))
    inc.solve()
    for _ in range(10):
        for _ in range(4):
            _mutate(rng, inc, 2**200, 0.7)
        _check(inc, False, exact=False)


def test_weight_above_bound_rebuilds_in_cardinality_mode() -> None:
    inc = IncrementalMatching(4, [(0, 1, 1), (2, 3, 1), (1, 2, 1)], max_cardinality=True)
    assert sum(m != -1 for m in inc.solve()) == 4
    inc.set_edge(1, 2, 10**40)  # still must keep cardinality 2
    _check(inc, True, exact=True)
    assert sum(m != -1 for m in inc.solve()) == 4


def test_forbid_matched_edge() -> None:
    inc = IncrementalMatching(4, [(0, 1, 10), (2, 3, 10), (0, 2, 6), (1, 3, 6)])
    assert inc.solve() == [1, 0, 3, 2]
    inc.set_edge(0, 1, None)
    assert inc.solve() == [2, 3, 0, 1]


def test_the_poll_runs_between_stages_and_can_stop_a_long_solve() -> None:
    """A caller's deadline reaches inside one solve: the poll is called between blossom stages, and
    what it raises ends the solve (the engines pass their deadline check here)."""
    rng = random.Random(7)
    n = 200
    edges = [(i, j, rng.randrange(1, 1000)) for i in range(n) for j in range(i + 1, n)]
    calls: list[int] = []
    IncrementalMatching(n, edges, poll=lambda: calls.append(1))
    assert len(calls) > 1, "a 200-vertex solve takes several stages, each polled"

    class Stop(Exception):
        pass

    def stop() -> None:
        raise Stop

    with pytest.raises(Stop):
        IncrementalMatching(n, edges, poll=stop)
