"""Peak memory and time of one Dutch pairing per field size: the figures that size a worker.

``python -m bench.bench_memory [--sizes 1000 3000 5000 9999] [--edition dutch] [--budget S]``
pairs round 5 of each perf input in a fresh process and prints its wall time, CPU time, peak
resident set (``ru_maxrss`` of that process alone) and how it ended. With ``--budget`` the run
stops like a request whose budget is out, after S seconds of *CPU* time (not wall time, so that a
shared machine measures what a dedicated core would reach): the memory a pod must hold for a field
that cannot be paired within the budget. k8s/ sizes the pods from these numbers, kept in a dated
bench/results/YYYY-MM-DD-sizing.json (docs/operations.md "Sizing").
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from domain.budget import Deadline
from domain.errors import BudgetExceeded

ROOT = Path(__file__).resolve().parents[1]
PERF = Path(os.environ.get("PAIRING_FIXTURES") or ROOT.parent / "shared" / "fixtures") / "perf"


class CpuDeadline(Deadline):
    """A deadline on this process's CPU time."""

    __slots__ = ("_cpu_expires",)

    def __init__(self, seconds: float) -> None:
        super().__init__(None)
        self._cpu_expires = time.process_time() + seconds

    def check(self) -> None:
        if time.process_time() > self._cpu_expires:
            raise BudgetExceeded("CPU budget exhausted")


def measure(path: Path, edition: str, budget: float | None) -> tuple[float, float, float, str]:
    """Wall seconds, CPU seconds, peak RSS in MiB and how the run ended."""
    command = [sys.executable, "-m", "bench.bench_memory", "--child", str(path), "--edition", edition]
    if budget:
        command += ["--budget", str(budget)]
    start = time.perf_counter()
    child = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    ended = child.stdout.read().strip() if child.stdout else ""
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, ended or f"exit {status}"


def _child(path: Path, edition: str, budget: float | None) -> None:
    from domain.swiss.dutch import EDITIONS, pair_dutch
    from domain.trf import decode_trf, parse_trf
    from domain.validation import validate

    tournament = parse_trf(decode_trf(path.read_bytes()))
    validate(tournament)
    try:
        result = pair_dutch(tournament, EDITIONS[edition], CpuDeadline(budget) if budget else None)
    except BudgetExceeded:
        print("budget exhausted")
        return
    print(f"paired {len(result.boards)} boards")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 3000, 5000, 9999])
    parser.add_argument("--edition", default="dutch", choices=["dutch", "dutch-2017"])
    parser.add_argument("--budget", type=float, default=None, help="stop after this many CPU seconds")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        _child(args.child, args.edition, args.budget)
        return
    budget = f", budget {args.budget:.0f} CPU s" if args.budget else ""
    load = f"1-min load {os.getloadavg()[0]:.1f}"
    print(f"{'players':>8}{'wall s':>9}{'cpu s':>9}{'peak MiB':>10}  ended   ({load}{budget})")
    for size in args.sizes:
        wall, cpu, peak, ended = measure(PERF / f"n{size}_round5_input.trf", args.edition, args.budget)
        print(f"{size:>8}{wall:>9.1f}{cpu:>9.1f}{peak:>10.0f}  {ended}", flush=True)


if __name__ == "__main__":
    main()
