"""The ``batch`` subcommand: arguments, the process pool, resuming, the summary."""

from __future__ import annotations

import argparse
import os
import signal
import tempfile
import time
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from types import FrameType
from typing import Any

import orjson

from service.batch.files import (
    Shard,
    answered,
    inputs,
    problem_path,
    result_path,
    write_atomically,
)
from service.batch.job import Job, Outcome
from service.runtime.capacity import share_large_slot
from service.runtime.settings import Settings
from service.use_cases.systems import systems

EXIT_DONE = 0  # every input has an answer or a problem document (failures are in the summary)
EXIT_INTERRUPTED = 2  # stopped by a signal: run the same command again to go on
EXIT_USAGE = 3
#: Set by the Kubernetes Indexed Job in each pod: this pod's shard.
INDEX_ENV = "JOB_COMPLETION_INDEX"
#: ``work.MODES`` names them too; repeated here because importing ``work`` imports the routers and with
#: them the metrics, which ``python -m service serve`` (the same command line) must not create early.
MODE_NAMES = ("check", "pair", "rank")


def add_command(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "batch",
        help="pair, check or rank every .trf/.json file of a folder (resumable, shardable)",
        description=__doc__,
    )
    parser.add_argument("input", type=Path, help="folder of .trf and .json files")
    parser.add_argument("output", type=Path, help="folder for NAME.result.json / NAME.problem.json and the summary")
    parser.add_argument(
        "--mode",
        choices=MODE_NAMES,
        default="pair",
        help="pair: next round (default); check: JSON check requests; rank: standings",
    )
    parser.add_argument(
        "--system",
        choices=list(systems()),
        help="pairing system for files that do not name one (pair, check)",
    )
    parser.add_argument(
        "--set",
        dest="options",
        action="append",
        default=[],
        metavar="FIELD=VALUE",
        help="a request field for files that lack it, as in a text/plain query string "
        "(VALUE is read as JSON when it parses: --set explain=true)",
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes (default: the CPUs)")
    parser.add_argument(
        "--budget",
        type=float,
        default=None,
        help="seconds per file (default: PAIRING_REQUEST_TIMEOUT_SECONDS; 0: none)",
    )
    parser.add_argument("--shards", type=int, default=1, help="split the folder into this many shards")
    parser.add_argument(
        "--shard-index",
        type=int,
        default=int(os.environ.get(INDEX_ENV, "0")),
        help=f"this run's shard (default: ${INDEX_ENV}, else 0)",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if not args.input.is_dir() or not 0 <= args.shard_index < args.shards:
        print(f"batch: {args.input} is not a folder, or shard {args.shard_index} is not below {args.shards}")
        return EXIT_USAGE
    args.output.mkdir(parents=True, exist_ok=True)
    share_large_slot(Path(tempfile.mkdtemp(prefix="pairing-batch-")))  # one large run at a time per pod
    shard = Shard(args.shard_index, args.shards)
    sources = inputs(args.input, shard)
    pending = [source for source in sources if not answered(args.output, source)]
    job = Job(args.mode, _options(args), _budget(args.budget), Settings.from_env())
    started = time.perf_counter()
    outcomes, interrupted = _answer_all(pending, args.output, job, max(1, args.jobs))
    resumed, seconds = len(sources) - len(pending), time.perf_counter() - started
    summary = _summary(sources, args.output, shard, outcomes, resumed, seconds)
    write_atomically(args.output / shard.summary_name, orjson.dumps(summary, option=orjson.OPT_INDENT_2))
    print(
        f"batch: {summary['answered']} answered ({summary['failed']} failed) of {summary['inputs']} inputs, "
        f"{summary['resumed']} from an earlier run; {summary['files_per_second']} files/s"
    )
    return EXIT_INTERRUPTED if interrupted else EXIT_DONE


def _options(args: argparse.Namespace) -> dict[str, Any]:
    options: dict[str, Any] = {"system": args.system} if args.system else {}
    for item in args.options:
        name, _, value = item.partition("=")
        try:
            options[name] = orjson.loads(value)
        except orjson.JSONDecodeError:
            options[name] = value
    return options


def _budget(seconds: float | None) -> float | None:
    if seconds is None:
        return Settings.from_env().request_timeout_seconds
    return seconds or None


def _answer_all(pending: list[Path], out: Path, job: Job, jobs: int) -> tuple[list[Outcome], bool]:
    """Answer the files in ``jobs`` processes; on SIGTERM/SIGINT stop handing out files, let the
    ones in progress finish (their budget bounds them) and report the run as interrupted."""
    from service.batch.work import answer_file  # see MODE_NAMES

    stop = _StopFlag()
    outcomes: list[Outcome] = []
    queue = iter(pending)
    with ProcessPoolExecutor(max_workers=jobs, initializer=_ignore_interrupts) as pool:
        running: set[Future[Outcome]] = set()
        while True:
            while not stop.raised and len(running) < 2 * jobs and (source := next(queue, None)) is not None:
                running.add(pool.submit(answer_file, source, out, job))
            if not running:
                break
            done, running = wait(running, timeout=1.0, return_when=FIRST_COMPLETED)
            outcomes.extend(future.result() for future in done)
    stop.restore()
    return outcomes, stop.raised and len(outcomes) < len(pending)


def _ignore_interrupts() -> None:
    """Workers leave signals to the parent, which lets them finish the file in hand."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)


class _StopFlag:
    def __init__(self) -> None:
        self.raised = False
        self._previous = {sig: signal.signal(sig, self._raise) for sig in (signal.SIGINT, signal.SIGTERM)}

    def _raise(self, _signal: int, _frame: FrameType | None) -> None:
        self.raised = True

    def restore(self) -> None:
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)


def _summary(
    sources: list[Path], out: Path, shard: Shard, outcomes: list[Outcome], resumed: int, seconds: float
) -> dict[str, Any]:
    """Counts over every input of the shard, this run's and earlier runs' alike; failures with reasons."""
    failures = [
        orjson.loads(problem_path(out, source).read_bytes()) for source in sources if problem_path(out, source).exists()
    ]
    succeeded = sum(result_path(out, source).exists() for source in sources)
    return {
        "shard": {"index": shard.index, "count": shard.count},
        "inputs": len(sources),
        "answered": succeeded + len(failures),
        "succeeded": succeeded,
        "failed": len(failures),
        "resumed": resumed,
        "this_run": {"files": len(outcomes), "seconds": round(seconds, 3)},
        "files_per_second": round(len(outcomes) / seconds, 2) if seconds > 0 and outcomes else None,
        "failures": [
            {"file": item["file"], "status": item["status"], "type": item["type"], "detail": item["detail"]}
            for item in failures
        ],
    }
