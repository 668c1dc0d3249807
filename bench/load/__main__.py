"""``make load``: start the production server on 127.0.0.1 with 1, then 2 workers, drive it with
locust for a bounded time and request count, and print sustained req/s, p50/p99 and errors per
request kind, with the machine's load average (the machine may be shared).

By default the clients send back to back: that measures the most the server sustains, and the
latency is then simply clients / throughput (8 clients at 50 req/s wait 160 ms on average).
``--rate R`` paces the clients to R requests per second in all instead: the latency the server
gives at that load (issue 12 asks for 50 req/s at p99 < 100 ms with one worker).
"""

from __future__ import annotations

import argparse
import csv
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LOCUSTFILE = Path(__file__).with_name("locustfile.py")
HOST = "127.0.0.1"  # loopback only: the scenario never leaves the machine


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.load", description=__doc__)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2], help="worker counts to measure")
    parser.add_argument("--seconds", type=int, default=30, help="run time per worker count")
    parser.add_argument("--users", type=int, default=8, help="concurrent clients (no think time)")
    parser.add_argument("--max-requests", type=int, default=20000, help="stop a run after this many requests")
    parser.add_argument(
        "--rate", type=float, help="requests per second offered by all clients together (default: back to back)"
    )
    parser.add_argument(
        "--only",
        choices=["dutch", "standings", "varma"],
        action="append",
        help="run only these request kinds (default: the mix 2:1:1)",
    )
    args = parser.parse_args(argv)
    kinds = ", ".join(args.only) if args.only else "dutch-100 : standings-100 : varma-14 = 2:1:1"
    pace = f"paced to {args.rate:g} req/s in all" if args.rate else "back to back"
    print(
        f"load: {kinds}; {args.users} clients {pace}, {args.seconds} s or {args.max_requests} requests per run, "
        f"{os.cpu_count()} CPUs"
    )
    for workers in args.workers:
        rows, load = _measure(workers, args)
        _print(workers, rows, load)
    return 0


def _measure(workers: int, args: argparse.Namespace) -> tuple[list[dict[str, str]], tuple[float, float, float]]:
    port = _free_port()
    with tempfile.TemporaryDirectory(prefix="pairing-load-") as folder:
        server = subprocess.Popen(
            [sys.executable, "-m", "service", "serve", "--host", HOST, "--port", str(port), "--workers", str(workers)],
            cwd=ROOT,
            env={**os.environ, "PROMETHEUS_MULTIPROC_DIR": f"{folder}/metrics"},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            _wait_until_up(port)
            before = os.getloadavg()[0]
            cpu_before = _server_cpu_seconds(server.pid)
            prefix = f"{folder}/run"
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "locust",
                    "-f",
                    str(LOCUSTFILE),
                    "--headless",
                    "--only-summary",
                    "-u",
                    str(args.users),
                    "-r",
                    str(args.users),
                    "-t",
                    f"{args.seconds}s",
                    "--host",
                    f"http://{HOST}:{port}",
                    "--csv",
                    prefix,
                    "--exit-code-on-error",
                    "0",
                    *(["--tags", *args.only] if args.only else []),
                ],
                cwd=ROOT,
                env={
                    **os.environ,
                    "LOAD_MAX_REQUESTS": str(args.max_requests),
                    "LOAD_USER_RATE": str(args.rate / args.users if args.rate else 0),
                },
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                check=True,
                timeout=args.seconds + 120,
            )
            after = os.getloadavg()[0]
            cpu = _server_cpu_seconds(server.pid) - cpu_before
            with open(f"{prefix}_stats.csv", newline="") as stats:
                return list(csv.DictReader(stats)), (before, after, cpu)
        finally:
            server.terminate()
            server.wait(timeout=120)


def _print(workers: int, rows: list[dict[str, str]], load: tuple[float, float, float]) -> None:
    total = next((int(row["Request Count"]) for row in rows if row["Name"] == "Aggregated"), 0)
    per_cpu = f"{total / load[2]:.1f} requests per CPU-second of the workers" if load[2] else "no CPU measured"
    print(f"\n{workers} worker(s)   (1-min load average {load[0]:.1f} before, {load[1]:.1f} after; {per_cpu})")
    print(f"  {'request':<16}{'count':>8}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'errors':>8}")
    for row in rows:
        print(
            f"  {row['Name']:<16}{row['Request Count']:>8}{float(row['Requests/s']):>9.1f}"
            f"{row['50%']:>9}{row['99%']:>9}{row['Failure Count']:>8}"
        )


def _server_cpu_seconds(supervisor: int) -> float:
    """CPU time (user + system) of the supervisor's worker processes, from /proc: unlike wall-clock
    rates it does not depend on what else the shared machine runs."""
    ticks = os.sysconf("SC_CLK_TCK")
    children = Path(f"/proc/{supervisor}/task/{supervisor}/children").read_text().split()
    total = 0
    for pid in children:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of stat)
    return total / ticks


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def _wait_until_up(port: int, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://{HOST}:{port}/ready", timeout=2):
                return
        except OSError:
            time.sleep(0.3)
    raise SystemExit(f"the server on port {port} did not start within {seconds} s")


if __name__ == "__main__":
    raise SystemExit(main())
