"""Timing and memory of the Dutch engine on the perf inputs (round 5 of a 9-round event).

``python -m bench.bench_dutch [--sizes 100 1000 3000 5000 9999] [--runs 3] [--edition dutch]``
prints, per size: the median CPU time of the engine in-process (``time.process_time``, so the
numbers hold on a shared machine), the median CPU time of the whole command-line process
(``python -m service --dutch IN -p``, user + system time of the child) and its peak RSS, and
whether the pairing equals the expected one (sizes with an expected output) or else satisfies
the absolute criteria. The inputs are read from ``../shared/fixtures/perf``, never copied.
This module is the one place these numbers come from (issue 14).
Reference (endorsed C++ engine, whole process, same machine class): 0.03 s at 100, 0.72 s at
300, 44 s and 83 MB at 1,000, 29 min and 890 MB at 3,000, over 20 min at 5,000.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from domain.model import Tournament
from domain.swiss.dutch import EDITIONS, pair_dutch
from domain.swiss.dutch.engine import prepare_round
from domain.trf import parse_trf

PERF = Path(__file__).resolve().parents[1].parent / "shared" / "fixtures" / "perf"
SIZES = [100, 1000, 3000, 5000, 9999]


def input_path(size: int) -> Path:
    return PERF / f"n{size}_round5_input.trf"


def expected_pairs(size: int) -> set[tuple[int, int]] | None:
    path = PERF / f"n{size}_round5_expected.txt"
    if not path.exists():
        return None
    numbers = list(map(int, path.read_text().split()[1:]))
    return set(zip(numbers[0::2], numbers[1::2], strict=True))


def absolute_faults(tournament: Tournament, edition: str, boards: list[tuple[int, int]], bye: int | None) -> list[str]:
    """Breaches of the absolute criteria: everybody paired once or the bye, [C1], [C3], [C2]."""
    prepared = prepare_round(tournament, EDITIONS[edition])
    by_id = {p.id: p for p in prepared.players}
    seen = [v for board in boards for v in board] + ([bye] if bye is not None else [])
    faults = [] if sorted(seen) == sorted(by_id) else ["not every present player is paired exactly once"]
    for white, black in boards:
        if not prepared.compatible(by_id[white], by_id[black]):
            faults.append(f"{white}-{black} breaks [C1] or [C3]")
    if bye is not None and not by_id[bye].bye_eligible:
        faults.append(f"{bye} may not receive the bye ([C2])")
    return faults


def in_process(size: int, edition: str, runs: int) -> tuple[float, str, int]:
    """Median engine CPU seconds, the verdict on the pairing, and the number of boards."""
    tournament = parse_trf(input_path(size).read_text())
    timings = []
    for _ in range(runs):
        start = time.process_time()
        result = pair_dutch(tournament, EDITIONS[edition])
        timings.append(time.process_time() - start)
    expected = expected_pairs(size) if edition == "dutch" else None
    if expected is not None:
        verdict = (
            "matches the expected pairing" if set(result.boards) == expected else "DIFFERS from the expected pairing"
        )
    else:
        faults = absolute_faults(tournament, edition, result.boards, result.bye)
        verdict = "absolute criteria hold" if not faults else f"BREAKS the absolute criteria: {faults[:3]}"
    return statistics.median(timings), verdict, len(result.boards)


def compiled_environment(cache: str) -> dict[str, str]:
    """The environment of an installed service: bytecode cached (pip compiles on install), here
    under ``cache`` rather than in the source tree; one import fills the cache."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = cache
    subprocess.run(
        [sys.executable, "-c", "import service.cli, service.__main__"], env=env, check=False, capture_output=True
    )
    return env


def whole_process(size: int, edition: str, runs: int) -> tuple[float, float]:
    """Median CPU seconds (user + system) of the command-line process and its largest peak RSS in MiB."""
    timings, peaks = [], []
    command = [sys.executable, "-m", "service", f"--{edition}", str(input_path(size)), "-p", os.devnull]
    with tempfile.TemporaryDirectory() as cache:
        env = compiled_environment(cache)
        for _ in range(runs):
            cpu, peak = _one_process(command, env)
            timings.append(cpu)
            peaks.append(peak)
    return statistics.median(timings), max(peaks)


def _one_process(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """CPU seconds and peak RSS (MiB) of one run of ``command``."""
    child = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        message = child.stderr.read().decode() if child.stderr else ""
        raise RuntimeError(f"{' '.join(command)} exited {child.returncode}: {message}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 3000])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--edition", default="dutch", choices=sorted(EDITIONS))
    args = parser.parse_args(argv)
    for size in args.sizes:
        engine, verdict, boards = in_process(size, args.edition, args.runs)
        process, peak = whole_process(size, args.edition, args.runs)
        print(
            f"{args.edition} {size} players, round 5: engine CPU median {engine:.2f} s, "
            f"CLI process CPU median {process:.2f} s, peak RSS {peak:.0f} MiB "
            f"({args.runs} runs, {boards} boards, {verdict})",
            flush=True,
        )


if __name__ == "__main__":
    main()
