"""The sparse-first completion oracle answers exactly as the whole compatibility graph does."""

from __future__ import annotations

import random

import pytest

from domain.matching import max_cardinality_matching
from domain.swiss.dutch.completion import PROBE, CompletionOracle, candidate_graph, candidate_offsets


def whole_graph_answer(count: int, compatible, vertices: list[int], linked: list[bool] | None) -> bool:
    """Perfect matching of ``vertices`` (the PAB vertex ``count`` included if listed), the slow way."""
    index = {v: k for k, v in enumerate(vertices)}
    adjacency: list[list[int]] = [[] for _ in vertices]
    for v in vertices:
        for w in vertices:
            if v < w:
                ok = (linked is not None and linked[v]) if w == count else compatible(v, w)
                if ok:
                    adjacency[index[v]].append(index[w])
    return all(m >= 0 for m in max_cardinality_matching(len(vertices), adjacency))


@pytest.mark.parametrize("seed", range(30))
def test_answers_equal_the_whole_graph(seed: int) -> None:
    rng = random.Random(seed)
    count = rng.randrange(4, 60)
    # Colour classes like [C3] (some large) plus random rematches like [C1]: sparse may say no.
    klass = [rng.choice([0, 0, 1, 2]) if rng.random() < 0.7 else 1 for _ in range(count)]
    played = {frozenset(rng.sample(range(count), 2)) for _ in range(rng.randrange(count * 3))}

    def compatible(i: int, j: int) -> bool:
        return not (klass[i] and klass[i] == klass[j]) and frozenset((i, j)) not in played

    linked = [rng.random() < 0.3 for _ in range(count)] if seed % 2 else None
    oracle = CompletionOracle(count, compatible, linked)
    for _ in range(6):
        core = sorted(rng.sample(range(count), rng.randrange(count)))
        if linked is not None:
            core.append(count)
        oracle.set_core(core)
        rest = [v for v in range(count) if v not in core]
        extra = rng.sample(rest, min(len(rest), rng.randrange(4)))
        vertices = sorted(core + extra)
        assert oracle.perfect_with(extra) == whole_graph_answer(count, compatible, vertices, linked)


def test_candidate_graph_is_sparse_and_reaches_far() -> None:
    offsets = candidate_offsets(10_000)
    assert len(offsets) < 40
    assert max(offsets) > 5_000


@pytest.mark.parametrize("seed", range(20))
def test_candidate_graph_links_the_first_compatible_player_at_each_distance(seed: int) -> None:
    """Each player is linked, once, to the first compatible player at or after every offset below
    him (within PROBE), and to nobody else but those who chose him."""
    rng = random.Random(seed)
    count = rng.randint(1, 300)
    density = rng.choice([0.05, 0.5, 0.95])
    barred = {(i, j) for i in range(count) for j in range(i + 1, count) if rng.random() > density}

    def compatible(i: int, j: int) -> bool:
        return (i, j) not in barred

    chosen: dict[int, set[int]] = {v: set() for v in range(count)}
    for v in range(count):
        for offset in candidate_offsets(count):
            window = range(v + offset, min(v + offset + PROBE, count))
            first = next((w for w in window if compatible(v, w)), None)
            if first is not None:
                chosen[v].add(first)
    graph = candidate_graph(count, compatible)
    for v in range(count):
        assert len(graph[v]) == len(set(graph[v]))
        assert set(graph[v]) == chosen[v] | {u for u in range(v) if v in chosen[u]}
