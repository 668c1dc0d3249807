"""How late a budget-limited pairing stops, and which loops poll the deadline too rarely.

``python -m bench.bench_deadline [--size 3000] [--budget 5] [--system dutch] [--threads 1]``
runs the engine on a perf input under a deadline of ``--budget`` seconds and prints the
overshoot (wall time past the deadline until :class:`BudgetExceeded` reached the caller), the
CPU time the engine thread used, and the longest CPU-time gaps between two deadline checks with
the code that ran them. On a loaded machine a gap of ``g`` CPU seconds costs ``g x load`` wall
seconds of overshoot, so the gaps, not the wall clock, say whether the deadline holds.
``--threads N`` runs N pairings at once in one process (GIL contention, as in a busy worker).
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
import traceback
from pathlib import Path

from domain.budget import Deadline
from domain.errors import BudgetExceeded
from domain.swiss.system import pair_round
from domain.trf import parse_trf
from domain.validation import validate

PERF = Path(__file__).resolve().parents[1].parent / "shared" / "fixtures" / "perf"


class GapProbe(Deadline):
    """A deadline that records, per polling place, the longest thread CPU time since the previous check."""

    __slots__ = ("_last", "_last_place", "gaps")

    def __init__(self, seconds: float | None) -> None:
        super().__init__(seconds)
        self.gaps: dict[tuple[str, str], float] = {}
        self._last = time.thread_time()
        self._last_place = "start"

    def check(self) -> None:
        now = time.thread_time()
        frame = sys._getframe(1)
        place = f"{Path(frame.f_code.co_filename).name}:{frame.f_lineno} {frame.f_code.co_name}"
        key = (self._last_place, place)
        self.gaps[key] = max(self.gaps.get(key, 0.0), now - self._last)
        self._last, self._last_place = now, place
        super().check()

    def finish(self) -> None:
        """Record the gap from the last check to the end of the run (a tail without checks)."""
        key = (self._last_place, "end")
        self.gaps[key] = max(self.gaps.get(key, 0.0), time.thread_time() - self._last)


def one_run(text: str, system: str, budget: float, results: list[dict[str, object]]) -> None:
    deadline = GapProbe(budget)
    wall, cpu = time.monotonic(), time.thread_time()
    outcome = "paired"
    try:
        tournament = parse_trf(text)
        validate(tournament)
        pair_round(tournament, system, deadline=deadline)
    except BudgetExceeded as error:
        outcome = f"503 ({error})"
    except Exception:
        outcome = traceback.format_exc(limit=2)
    deadline.finish()
    results.append(
        {"outcome": outcome, "wall": time.monotonic() - wall, "cpu": time.thread_time() - cpu, "gaps": deadline.gaps}
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=3000)
    parser.add_argument("--budget", type=float, default=5.0)
    parser.add_argument("--system", default="dutch", help="dutch, dutch-2017 or swedish")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--top", type=int, default=8)
    args = parser.parse_args(argv)
    text = (PERF / f"n{args.size}_round5_input.trf").read_text()
    results: list[dict[str, object]] = []
    work = (text, args.system, args.budget, results)
    threads = [threading.Thread(target=one_run, args=work) for _ in range(args.threads)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    gaps: dict[tuple[str, str], float] = {}
    for result in results:
        print(
            f"n={args.size} budget={args.budget:g}s: {result['outcome']}; wall {result['wall']:.2f} s "
            f"(overshoot {result['wall'] - args.budget:+.2f} s), thread CPU {result['cpu']:.2f} s"
        )  # type: ignore[operator]
        for key, gap in result["gaps"].items():  # type: ignore[attr-defined]
            gaps[key] = max(gaps.get(key, 0.0), gap)
    print(f"longest CPU gaps between deadline checks (of {len(gaps)} check-to-check paths):")
    for (before, after), gap in sorted(gaps.items(), key=lambda item: -item[1])[: args.top]:
        print(f"  {gap:7.3f} s  {before}  ->  {after}")


if __name__ == "__main__":
    main()
