"""Re-solves that dissolve and re-form large flat blossoms stay optimal.

In the Dutch engine's step (d) a player inside a blossom of hundreds of equally good players
gets a new row of weights; releasing him dissolves the blossom and the next search forms it
again. The compiled core then reads most members' rows from a cache kept by chunks of
vertices (valid up to one offset of the members' duals, an entry made stale by each edge
change, mended when a few members leave or move alone). These runs change rows inside such
fields again and again and check the optimality certificate after every solve.
"""

from __future__ import annotations

import random

import pytest

from domain.matching import IncrementalMatching
from tests.matching.certificate import certificate_errors


def equal_field(rng: random.Random, n: int) -> list[list[int]]:
    """Nearly every pair equally good (two weights, a few pairs barred): ties everywhere."""
    rows = [[0] * n for _ in range(n)]
    for x in range(n):
        for y in range(x + 1, n):
            if rng.random() < 0.95:
                rows[x][y] = rows[y][x] = 1000 + 2 * rng.randrange(2)
    return rows


@pytest.mark.parametrize("seed", range(3))
def test_rows_changed_inside_equal_fields_keep_every_solve_optimal(seed: int, matcher: str) -> None:
    rng = random.Random(seed)
    n = rng.choice([151, 197])
    rows = equal_field(rng, n)
    inc = IncrementalMatching.from_rows(rows)
    for step in range(30):
        v = rng.randrange(n)
        others = [y for y in range(n) if y != v and rows[v][y]]
        bonuses = rng.sample(range(len(others)), len(others))  # a bonus per opponent, as in (d)
        weights = [rows[v][y] + 2 * bonus for y, bonus in zip(others, bonuses, strict=True)]
        inc.set_row(v, others, weights)
        for y, weight in zip(others, weights, strict=True):
            rows[v][y] = rows[y][v] = weight
        inc.solve()
        assert certificate_errors(inc.core) == [], f"step {step}"
        if step % 10 == 9:  # now and then a vertex leaves for good, as a frozen pair does
            inc.set_vertex_edges(rng.randrange(n), {})
    if matcher != "python":  # the compiled core, either arithmetic
        assert inc.core.cached_bytes > 0, "no re-formed blossom read its rows from the cache"


@pytest.mark.parametrize("seed", range(3))
def test_players_fixed_top_down_keep_every_solve_optimal(seed: int, matcher: str) -> None:
    """As step (d) runs: in order, a vertex gets a bonus per later opponent, the solve picks his
    partner, and both leave. The compiled core mends its cached rows as members leave, take
    duals of their own or change many edges, instead of reading every member's row again."""
    rng = random.Random(100 + seed)
    n = rng.choice([160, 230])
    rows = equal_field(rng, n)
    inc = IncrementalMatching.from_rows(rows)
    inc.solve()
    left = set(range(n))
    for v in range(n):
        if v not in left:
            continue
        others = [y for y in range(v + 1, n) if y in left and rows[v][y]]
        weights = [rows[v][y] + 2 * (len(others) - k) for k, y in enumerate(others)]
        inc.set_row(v, others, weights)
        for y, weight in zip(others, weights, strict=True):
            rows[v][y] = rows[y][v] = weight
        mate = inc.solve()
        assert certificate_errors(inc.core) == [], f"vertex {v}"
        for gone in {v, mate[v]} - {-1}:
            inc.set_vertex_edges(gone, {})
            left.discard(gone)
            for y in range(n):
                rows[gone][y] = rows[y][gone] = 0
    if matcher != "python":  # the compiled core, either arithmetic
        built, mended = inc.core.chunk_reads
        assert built > 0 and mended > 0, "no cached rows were mended"
