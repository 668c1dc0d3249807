"""Round-robin timings: ``python -m bench.bench_roundrobin`` prints medians in milliseconds."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from domain.budget import Deadline
from domain.roundrobin.berger import schedule
from domain.roundrobin.draw import restricted_draw
from domain.roundrobin.entrants import Entrant


def field(players: int, federations: list[tuple[str, int]]) -> list[Entrant]:
    """``players`` entrants: the listed contingents first, the rest without a federation."""
    codes = [code for code, size in federations for _ in range(size)]
    return [Entrant(f"p{i}", f"Name {i:03d}", codes[i] if i < len(codes) else None) for i in range(players)]


def median_ms(work: Callable[[], object], repeats: int = 15) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    cases: list[tuple[str, Callable[[], object]]] = [
        ("berger schedule, 100 players, double", lambda: schedule(100, 2)),
        (
            "varma envelope draw, 24 players",
            lambda: restricted_draw(field(24, [("ESP", 6), ("GER", 5), ("IND", 3)]), 1, Deadline(60)),
        ),
        (
            "search, 24 players, 13 compatriots",
            lambda: restricted_draw(field(24, [("ESP", 13), ("GER", 4), ("IND", 3)]), 1, Deadline(60)),
        ),
        (
            "search, 100 players, 4 x 25",
            lambda: restricted_draw(field(100, [(c, 25) for c in ("A", "B", "C", "D")]), 1, Deadline(60)),
        ),
        (
            "search, 100 players, 53/24/16/4/2 (bound not reached)",
            lambda: restricted_draw(field(100, [("A", 53), ("B", 24), ("C", 16), ("D", 4), ("E", 2)]), 1, Deadline(60)),
        ),
    ]
    for name, work in cases:
        print(f"{name:58s} median {median_ms(work, repeats=5 if 'not reached' in name else 15):8.1f} ms")


if __name__ == "__main__":
    main()
