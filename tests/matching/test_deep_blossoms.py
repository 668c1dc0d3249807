"""Blossoms nested deeper than Python's recursion limit (the 9,999-player crash of issue 14).

A real round at 9,999 players nested blossoms past the interpreter's recursion limit inside
the slack-array merge. The bookkeeping now walks nested blossoms with explicit stacks; the
first tests build a nest of depth 1,200 by hand and run the two walks over it. The last one
re-solves inside nests grown by the solver itself, on both cores: turning a vertex into the
base of a deep nest re-matches every cycle above it.
"""

from __future__ import annotations

import random
import sys

from domain.matching import IncrementalMatching
from domain.matching._blossom import BlossomSolver
from tests.matching.certificate import certificate_errors

DEPTH = 1200


def nested_core() -> tuple[BlossomSolver, int]:
    """Vertex 0 inside DEPTH blossoms, each adding two vertices: ``B_k = (B_{k-1}, 2k-1, 2k)``."""
    n = 2 * DEPTH + 1
    adj: list[dict[int, int]] = [{} for _ in range(n)]
    for v in range(1, n):
        adj[v][v - 1] = adj[v - 1][v] = 2 * (v % 7 + 1)
    core = BlossomSolver(n, adj)
    core._ensure_inf()
    inner = 0
    for k in range(1, DEPTH + 1):
        b = core.free_ids.pop()
        kids = [inner, 2 * k - 1, 2 * k]
        for c in kids:
            core.parent[c] = b
        core.children[b] = kids
        core.cedges[b] = [(inner if inner < n else 2 * k - 2, 2 * k - 1), (2 * k - 1, 2 * k), (2 * k, 0)]
        core.verts[b] = list(range(2 * k + 1))
        core.base[b] = 0
        inner = b
    for v in range(n):
        core.top[v] = inner
    core.u = [v % 5 for v in range(n)]
    return core, inner


def test_slack_array_of_a_deep_nest_is_exact_without_recursion() -> None:
    core, outer = nested_core()
    assert sys.getrecursionlimit() / 2 < DEPTH
    arr = core._array(outer)
    for x in (0, 1, core.n // 2, core.n - 1):
        row = core._row(x)
        assert arr[x] == min(core.u[y] - row[y] for y in range(core.n))


def test_expanding_a_deep_nest_of_zero_duals_leaves_only_vertices() -> None:
    core, outer = nested_core()
    result = core._expand(outer, True)
    assert sorted(result) == list(range(core.n))
    assert core.top == list(range(core.n))
    assert all(children is None for children in core.children)


def nest_depth(parent: list[int], n: int) -> int:
    """How many blossoms hold the most deeply nested vertex."""
    deepest = 0
    for v in range(n):
        depth, b = 0, parent[v]
        while b != -1:
            depth, b = depth + 1, parent[b]
        deepest = max(deepest, depth)
    return deepest


def test_re_solves_inside_a_deep_nest_stay_optimal() -> None:
    """Equal weights everywhere nest the blossoms one pair deeper per search step (depth ~n/2):
    each change then releases a vertex inside the nest and re-matches along every cycle above it
    (each cycle is turned once, from the top down)."""
    n = 161
    rng = random.Random(7)
    inc = IncrementalMatching(n, [(i, j, 10) for i in range(n) for j in range(i + 1, n)])
    deepest = nest_depth(inc.core.parent, n)
    for _ in range(25):
        v, w = rng.sample(range(n), 2)
        inc.set_edge(v, w, rng.choice([None, 11, 12]))
        inc.solve()
        assert certificate_errors(inc.core) == []
        deepest = max(deepest, nest_depth(inc.core.parent, n))
    assert deepest >= n // 4  # the runs really went through deep nests
