"""Differential fuzz of the compiled blossom core (both builds) against the pure-Python one (issue 34).

``python -m bench.fuzz_cores [--graphs 20000] [--seed 1]`` (or ``make fuzz``) builds random graphs
and drives one :class:`~domain.matching.IncrementalMatching` per core (compiled, compiled with the
portable arithmetic, Python) through the same changes:
a solve from a weight matrix (some with a squeeze, low bits or deferred rows), then edge, row,
ranked-row, offset-block and remove-pair updates with a solve after each. Weights range from a
few bits to several limbs, so the compiled core's width checks are crossed too. After every
solve the three matchings must be valid and of equal cardinality and weight (ties may pick
different optima); a squeezed core must hold each weight as :meth:`Squeeze.apply` maps it.
Graphs of up to 10 vertices are also checked against a brute-force optimum. Prints the counts;
exits 1 on any disagreement. ``make sanitize`` runs it under ASan and UBSan.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Callable

from domain.matching import IncrementalMatching
from domain.matching.cores import MATCHER_VARIABLE, PortableCore, compiled_available
from domain.matching.squeeze import Squeeze, SqueezeError
from tests.matching.helpers import brute_force, check_valid, random_layout, random_weight, score

WIDTHS = (3, 8, 30, 62, 64, 65, 120, 128, 200, 420)
Update = Callable[[IncrementalMatching], None]


def squeezed_weights(rng: random.Random) -> tuple[Squeeze, Callable[[], int]]:
    """A random squeeze and a maker of weights it fits (a fifth of them 0: no edge)."""
    squeeze, _ = random_layout(rng)
    return squeeze, lambda: random_weight(rng, squeeze) if rng.random() < 0.8 else 0


def plain_weights(rng: random.Random) -> Callable[[], int]:
    """A maker of weights of one random width (ties are likely at the narrow ones), 0 = no edge."""
    bits, density = rng.choice(WIDTHS), rng.random()
    return lambda: rng.randrange(1, 1 << bits) if rng.random() < density else 0


def matrix(n: int, weight: Callable[[], int]) -> list[list[int]]:
    """A symmetric weight matrix, one shared int per pair."""
    rows = [[0] * n for _ in range(n)]
    for x in range(n):
        for y in range(x + 1, n):
            rows[x][y] = rows[y][x] = weight()
    return rows


def random_update(rng: random.Random, n: int, weight: Callable[[], int]) -> Update:
    """One change every matcher applies alike."""
    v = rng.randrange(n)
    others = sorted(rng.sample([y for y in range(n) if y != v], rng.randint(0, n - 1)))
    kind = rng.randrange(5)
    if kind == 0:
        w, y = weight(), rng.choice([y for y in range(n) if y != v])
        return lambda m: m.set_edge(v, y, w or None)
    if kind == 1:
        weights = [weight() for _ in others]
        return lambda m: m.set_row(v, others, weights)
    if kind == 2:
        bases, step = [weight() for _ in others], rng.choice((0, 1, 2))
        return lambda m: m.set_ranked_row(v, others, bases, step)
    if kind == 3:
        block = sorted({v, *others})
        rows = matrix(len(block), weight)
        offsets = [[rng.randint(-3, 3) if rows[k][j] > 3 else 0 for j in range(len(block))] for k in range(len(block))]
        return lambda m: m.set_block(block, rows, offsets=offsets)
    y = rng.choice([y for y in range(n) if y != v])
    return lambda m: m.remove_pair(v, y)


class Tally:
    """What the run did and every disagreement it saw."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.faults: list[str] = []

    def compare(self, label: str, matchers: list[IncrementalMatching], rng_size: int) -> None:
        """Both matchers' last solutions: valid, and equal in (cardinality, weight)."""
        self.counts["solves"] += 1
        scores = []
        for matcher in matchers:
            edges = matcher.edges()
            mate = matcher.solve()
            try:
                check_valid(matcher.n, edges, mate)
            except AssertionError as error:
                self.faults.append(f"{label}: invalid matching ({error})")
            scores.append(score(edges, mate, matcher.max_cardinality))
        if len(set(scores)) > 1:
            self.faults.append(f"{label}: the cores disagree {scores}")
        if rng_size <= 10:
            self.counts["brute-force checks"] += 1
            edges = matchers[0].edges()
            if brute_force(matchers[0].n, edges, matchers[0].max_cardinality) != scores[0]:
                self.faults.append(f"{label}: not optimal (brute force)")


def refuses(update: Update, matcher: IncrementalMatching) -> bool:
    """Apply ``update``; whether the matcher refused a weight its squeeze does not fit."""
    try:
        update(matcher)
    except SqueezeError:
        return True
    return False


def fuzz_graph(seed: int, tally: Tally) -> None:
    """One random graph through both cores."""
    rng = random.Random(seed)
    n = rng.choice((2, 3, 5, 8, 10, 13, 21, 34, 60))
    squeeze, weight = squeezed_weights(rng) if rng.random() < 0.3 else (None, plain_weights(rng))
    rows = matrix(n, weight)
    defer = None
    if rng.random() < 0.3:
        first = rng.randint(0, n)
        defer = (rng.randint(0, first), first)
    try:
        matchers = [
            IncrementalMatching.from_rows(rows, squeeze=squeeze, defer=defer, prefer_compiled=compiled)
            for compiled in (True, None, False)  # None: PAIRING_MATCHER, set to the portable build
        ]
    except SqueezeError:
        tally.counts["squeezes refused"] += 1
        return
    tally.counts["graphs"] += 1
    if squeeze is not None:
        tally.counts["squeezed graphs"] += 1
        narrowed = [{y: w // 2 for y, w in row.items()} for row in matchers[0].core.adj]
        expected = [{y: squeeze.apply(w) for y, w in enumerate(row) if w and y != x} for x, row in enumerate(rows)]
        if narrowed != expected:
            tally.faults.append(f"graph {seed}: the compiled core squeezed a weight differently")
    tally.compare(f"graph {seed}", matchers, n)
    for step in range(rng.randint(0, 6)):
        update = random_update(rng, n, weight)
        refused = [refuses(update, matcher) for matcher in matchers]
        if any(refused):
            tally.counts["squeezes refused"] += 1
            if not all(refused):
                tally.faults.append(f"graph {seed} step {step}: one core refused a squeeze, {refused}")
            return
        tally.counts["updates"] += 1
        tally.compare(f"graph {seed} step {step}", matchers, n)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--graphs", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if not compiled_available() or PortableCore is None:
        print("the compiled core (both builds) is not built: nothing to compare", file=sys.stderr)
        return 1
    os.environ[MATCHER_VARIABLE] = "portable"
    tally, started = Tally(), time.perf_counter()
    for graph in range(args.graphs):
        fuzz_graph(args.seed * 1_000_003 + graph, tally)
    counts = ", ".join(f"{count} {name}" for name, count in sorted(tally.counts.items()))
    print(f"fuzz_cores: {counts}; {len(tally.faults)} disagreements in {time.perf_counter() - started:.1f} s")
    for fault in tally.faults[:20]:
        print("  " + fault)
    return 1 if tally.faults else 0


if __name__ == "__main__":
    sys.exit(main())
