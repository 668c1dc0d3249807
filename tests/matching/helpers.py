"""Shared helpers for the matching tests (and bench/fuzz_cores.py): brute force, validity checks,
random squeezes and weights they fit."""

from __future__ import annotations

import random
from collections.abc import Sequence

from domain.matching import max_weight_matching
from domain.matching.squeeze import Squeeze

Edge = tuple[int, int, int]


def best_edges(edges: Sequence[Edge]) -> dict[tuple[int, int], int]:
    """Heaviest weight per unordered vertex pair."""
    best: dict[tuple[int, int], int] = {}
    for i, j, w in edges:
        key = (min(i, j), max(i, j))
        if w > best.get(key, -1):
            best[key] = w
    return best


def brute_force(n: int, edges: Sequence[Edge], max_cardinality: bool) -> tuple[int, int]:
    """Optimal (cardinality, weight) by enumerating all matchings.

    In plain mode the key is (0, weight): only the weight is maximised.
    """
    items = sorted(best_edges(edges).items())
    by_vertex: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for (i, j), w in items:
        by_vertex[i].append((j, w))
    best = (0, 0)

    def rec(v: int, used: int, card: int, weight: int) -> None:
        nonlocal best
        while v < n and used >> v & 1:
            v += 1
        if v >= n:
            key = (card, weight) if max_cardinality else (0, weight)
            best = max(best, key)
            return
        rec(v + 1, used | 1 << v, card, weight)  # v stays unmatched
        for j, w in by_vertex[v]:
            if not used >> j & 1:
                rec(v + 1, used | 1 << v | 1 << j, card + 1, weight + w)

    rec(0, 0, 0, 0)
    return best


def check_valid(n: int, edges: Sequence[Edge], mate: Sequence[int]) -> None:
    """Assert ``mate`` is a symmetric matching over existing edges."""
    pairs = best_edges(edges)
    assert len(mate) == n
    for v, m in enumerate(mate):
        if m != -1:
            assert 0 <= m < n and m != v
            assert mate[m] == v, f"mate not symmetric at {v}"
            assert (min(v, m), max(v, m)) in pairs, f"({v},{m}) is no edge"


def score(edges: Sequence[Edge], mate: Sequence[int], max_cardinality: bool) -> tuple[int, int]:
    """(cardinality, weight) of ``mate``, cardinality 0 in plain mode."""
    pairs = best_edges(edges)
    weight = sum(pairs[(v, m)] for v, m in enumerate(mate) if v < m)
    card = sum(1 for v, m in enumerate(mate) if v < m)
    return (card if max_cardinality else 0, weight)


def random_graph(rng: random.Random, n: int, density: float, wmax: int) -> list[Edge]:
    """Random simple graph with weights in ``0..wmax``."""
    return [(i, j, rng.randint(0, wmax)) for i in range(n) for j in range(i + 1, n) if rng.random() < density]


def max_weight_matching_dense(weights: Sequence[Sequence[int | None]], *, max_cardinality: bool = False) -> list[int]:
    """:func:`max_weight_matching` given a symmetric weight matrix (``None``: no edge).

    Only the upper triangle is read; the diagonal is ignored. Lets the tests state a graph as a matrix.
    """
    n = len(weights)
    edges = [(i, j, w) for i, row in enumerate(weights) for j in range(i + 1, n) if (w := row[j]) is not None]
    return max_weight_matching(n, edges, max_cardinality=max_cardinality)


def random_layout(rng: random.Random) -> tuple[Squeeze, list[tuple[int, int]]]:
    """A squeeze keeping some of a random run of fields, and every field (shift, width)."""
    fields, shift = [], 0
    for _ in range(rng.randint(2, 12)):
        width = rng.randint(1, 40)
        fields.append((shift, width))
        shift += width
    kept = tuple(field for field in fields if rng.random() < 0.6) or (fields[0],)
    return Squeeze(rng.randint(5, 40), kept), fields


def random_weight(rng: random.Random, squeeze: Squeeze, fields_per_weight: int = 3) -> int:
    """A base in the kept fields plus a signed room offset, small enough that sums of six carry
    nothing between fields and their offsets stay inside the room (as the engine's layout does)."""
    base = 0
    for shift, width in rng.sample(squeeze.fields, min(fields_per_weight, len(squeeze.fields))):
        base += rng.randrange(1 << max(width - 3, 0)) << shift
    room = squeeze.room_bits
    offset = rng.randrange(-(1 << (room - 4)), 1 << (room - 4))
    return max((base << room) + offset, 1)
