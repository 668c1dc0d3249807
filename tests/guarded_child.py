"""Run a Python script in a child process whose memory and CPU are capped.

The resource tests (hostile inputs, issue 16's reproducers) must fail when a regression makes a
request unbounded, not take the machine down with it: the child gets an address-space and a
CPU-time limit, and its last line of standard output is its JSON report.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys

from tests.conftest import REPO_ROOT


def run_limited(script: str, *, address_space: int, cpu_seconds: int, timeout: float, stdin: str | None = None) -> dict:
    """The JSON report the ``script`` prints last, run under ``address_space`` bytes and ``cpu_seconds``."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (address_space, address_space))
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds))

    done = subprocess.run(
        [sys.executable, "-c", script],
        check=False,
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        input=stdin,
        timeout=timeout,
        preexec_fn=limit,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])
