"""Timings of the matching solvers on random dense graphs.

Run ``python -m bench.bench_matching [--sizes 100 300 1000] [--runs 3]``.
Reports the median wall time of: building + solving from scratch, re-solving
after the edges of one vertex changed (IncrementalMatching), and the
unweighted feasibility solver.  Weights are random 200-bit integers on the
complete graph (chess pairing graphs are nearly complete).  The ``tied``
columns use what the Dutch engine produces instead: packed bit fields with
three levels each (most weights equal, deep blossom nesting), re-solved
after a small bonus on half the edges of one vertex.  ``--matcher`` picks the
blossom core (``compiled``, ``python`` or ``both``, the default: one table each).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable
from functools import partial

from domain.matching import (
    IncrementalMatching,
    max_cardinality_matching,
    max_weight_matching,
)
from domain.matching.cores import MATCHER_VARIABLE, compiled_available


def _time(fn: Callable[[], object]) -> float:
    """Wall time of one call in seconds."""
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def complete_graph(n: int, bits: int, rng: random.Random) -> list[tuple[int, int, int]]:
    """Complete graph on ``n`` vertices with random ``bits``-bit weights."""
    return [(i, j, rng.getrandbits(bits)) for i in range(n) for j in range(i + 1, n)]


def tied_complete_graph(n: int, rng: random.Random) -> list[tuple[int, int, int]]:
    """Complete graph with Dutch-like packed weights: 3 fields x 3 levels."""

    def weight() -> int:
        w = 1
        for _ in range(3):
            w = (w << 160) | rng.randrange(3)
        return w

    return [(i, j, weight()) for i in range(n) for j in range(i + 1, n)]


def bench_tied(n: int, run: int) -> tuple[float, list[float]]:
    """Scratch time and re-solve times (star bonus) on a tied graph."""
    rng = random.Random(run)
    edges = tied_complete_graph(n, rng)
    scratch = _time(lambda: max_weight_matching(n, edges))
    inc = IncrementalMatching(n, edges)
    inc.solve()
    weights = {(i, j): w for i, j, w in edges}
    resolve = []
    for _ in range(5):
        v = rng.randrange(n)
        star = [(min(v, y), max(v, y)) for y in range(n) if y != v and rng.random() < 0.5]

        def step(star: list[tuple[int, int]] = star) -> None:
            for key in star:
                weights[key] += rng.randrange(1, 4) << 160
                inc.set_edge(key[0], key[1], weights[key])
            inc.solve()

        resolve.append(_time(step))
    return scratch, resolve


def bench_size(n: int, runs: int, bits: int) -> dict[str, float]:
    """Median timings (seconds) for one graph size."""
    scratch, maxcard, resolve, card = [], [], [], []
    tied, tied_resolve = [], []
    for run in range(runs):
        rng = random.Random(run)
        edges = complete_graph(n, bits, rng)
        scratch.append(_time(partial(max_weight_matching, n, edges)))
        if n <= 300:
            maxcard.append(_time(partial(max_weight_matching, n, edges, max_cardinality=True)))
        inc = IncrementalMatching(n, edges)
        inc.solve()
        for _ in range(5):
            v = rng.randrange(n)
            new = {y: rng.getrandbits(bits) for y in range(n) if y != v}

            def step(inc: IncrementalMatching = inc, v: int = v, new: dict[int, int] = new) -> None:
                inc.set_vertex_edges(v, new)
                inc.solve()

            resolve.append(_time(step))
        adj = [[j for j in range(n) if j != i and rng.random() < 0.5] for i in range(n)]
        card.append(_time(partial(max_cardinality_matching, n, adj)))
        if n <= 300:
            t_scratch, t_resolve = bench_tied(n, run)
            tied.append(t_scratch)
            tied_resolve.extend(t_resolve)
    result = {
        "scratch": statistics.median(scratch),
        "resolve_1_vertex": statistics.median(resolve),
        "cardinality_p0.5": statistics.median(card),
    }
    if maxcard:
        result["scratch_maxcard"] = statistics.median(maxcard)
    if tied:
        result["scratch_tied"] = statistics.median(tied)
        result["resolve_tied"] = statistics.median(tied_resolve)
    return result


def main() -> None:
    """Parse arguments and print a timing table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 300, 1000])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--bits", type=int, default=200)
    parser.add_argument("--matcher", choices=["compiled", "python", "both"], default="both")
    args = parser.parse_args()
    matchers = ["compiled", "python"] if args.matcher == "both" else [args.matcher]
    for matcher in matchers:
        if matcher == "compiled" and not compiled_available():
            print("compiled core: not built (pip install -e . with a C compiler builds it)")
            continue
        os.environ[MATCHER_VARIABLE] = matcher
        print(
            f"{matcher} core: complete graphs, {args.bits}-bit weights, median of "
            f"{args.runs} runs (re-solve: median of {5 * args.runs} changes)"
        )
        for n in args.sizes:
            res = bench_size(n, args.runs, args.bits)
            cells = "  ".join(f"{k}={v * 1000:.1f}ms" for k, v in res.items())
            print(f"n={n:5d} edges={n * (n - 1) // 2:7d}  {cells}", flush=True)


if __name__ == "__main__":
    main()
