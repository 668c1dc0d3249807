"""The sparse-first completion oracle answers exactly as the whole compatibility graph does."""

from __future__ import annotations

import random

import pytest

from domain.matching import max_cardinality_matching
from domain.swiss.dutch.completion import CompletionOracle, candidate_offsets


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
