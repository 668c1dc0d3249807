"""Throughput of the random tournament generator and of the pairings checker (C.04.A A.4-A.5).

``python -m bench.bench_endorsement [--sizes 20 100 500] [--rounds 9] [--runs 3] [--system dutch]``
prints, per field size, the median CPU time (``time.process_time``) to generate one whole
tournament and to audit it, and the tournaments per minute that makes. Every other key of the
configuration is drawn from the seed (forfeits, byes, retirements, late entries).
"""

from __future__ import annotations

import argparse
import statistics
import time

from domain.swiss.simulation import SimulationConfig, simulate
from domain.swiss.system import audit_tournament
from domain.trf import parse_trf


def measure(players: int, rounds: int, system: str, runs: int) -> tuple[float, float]:
    generate, check = [], []
    for seed in range(runs):
        start = time.process_time()
        text = simulate(SimulationConfig(players=players, rounds=rounds), system, seed).trf()
        middle = time.process_time()
        report = audit_tournament(parse_trf(text), system)
        generate.append(middle - start)
        check.append(time.process_time() - middle)
        assert report.agrees, f"seed {seed}: rounds {report.differing_rounds} differ"
    return statistics.median(generate), statistics.median(check)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[20, 100, 500])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--system", default="dutch")
    args = parser.parse_args(argv)
    print(f"RTG/FPC, {args.system}, {args.rounds} rounds, median CPU of {args.runs} seeds")
    for size in args.sizes:
        generate, check = measure(size, args.rounds, args.system, args.runs)
        print(
            f"{size:>5} players: generate {generate:7.3f} s ({60 / generate:8.1f}/min), "
            f"check {check:7.3f} s ({60 / check:8.1f}/min)"
        )


if __name__ == "__main__":
    main()
