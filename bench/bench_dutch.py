"""Timing of the Dutch engine on the perf inputs (round 5 of a 9-round event).

``python -m bench.bench_dutch [--sizes 100 1000 3000] [--runs 3] [--edition dutch]`` prints, per
size, the median time of the engine in-process and of the whole command-line process
(``python -m service --dutch IN -p``), and whether the pairing equals the expected one.
Reference (endorsed C++ engine, same machine class): 0.03 s at 100, 0.72 s at 300, 44 s at 1000.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

from domain.swiss.dutch import EDITIONS, pair_dutch
from domain.trf import parse_trf

PERF = Path(__file__).resolve().parents[1].parent / "shared" / "fixtures" / "perf"


def expected_pairs(size: int) -> set[tuple[int, int]]:
    numbers = list(map(int, (PERF / f"n{size}_round5_expected.txt").read_text().split()[1:]))
    return set(zip(numbers[0::2], numbers[1::2]))


def in_process(path: Path, edition: str, runs: int) -> tuple[float, bool, int]:
    tournament = parse_trf(path.read_text())
    timings, boards = [], []
    for _ in range(runs):
        start = time.perf_counter()
        boards = pair_dutch(tournament, EDITIONS[edition]).boards
        timings.append(time.perf_counter() - start)
    return statistics.median(timings), set(boards) == expected_pairs(int(path.name[1:].split("_")[0])), len(boards)


def whole_process(path: Path, edition: str, runs: int) -> float:
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "service", f"--{edition}", str(path), "-p"], check=True, capture_output=True)
        timings.append(time.perf_counter() - start)
    return statistics.median(timings)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 3000])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--edition", default="dutch", choices=sorted(EDITIONS))
    args = parser.parse_args(argv)
    for size in args.sizes:
        path = PERF / f"n{size}_round5_input.trf"
        runs = args.runs if size <= 1000 else 1
        engine, same, boards = in_process(path, args.edition, runs)
        process = whole_process(path, args.edition, runs)
        note = "matches the expected pairing" if same else "DIFFERS from the expected pairing"
        print(f"{args.edition} {size} players, round 5: engine median {engine:.2f} s, "
              f"CLI process median {process:.2f} s ({runs} runs, {boards} boards, {note})")


if __name__ == "__main__":
    main()
