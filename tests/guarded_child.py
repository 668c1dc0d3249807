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
import textwrap

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


#: A request answered by the app in a guarded child (:func:`guarded`): its limits and budget.
ADDRESS_SPACE = 3 * 1024**3  # worker threads reserve stack address space; resident memory is asserted
CPU_SECONDS = 60
BUDGET = 10
CHILD = """
import json, sys, time
from fastapi.testclient import TestClient
from domain.limits import RECORD_BOUNDS
from service.app import create_app
from service.http.json_body import MAX_MEMBERS
from service.schemas.tournament import TournamentDocument
from service.runtime.settings import Settings
client = TestClient(create_app(Settings(request_timeout_seconds={budget}, **{settings!r})))
request = json.loads(sys.stdin.read())
def status_mb(field):  # VmHWM: peak resident memory of this process; VmRSS: resident now
    line = next(l for l in open("/proc/self/status") if l.startswith(field + ":"))
    return int(line.split()[1]) / 1024
started = time.monotonic()
response = client.post(request["path"], json=request.get("json"), content=request.get("content"),
                       headers=request.get("headers"), params=request.get("params"))
seconds = time.monotonic() - started
at_answer, cpu_at_answer = status_mb("VmRSS"), time.process_time()
time.sleep(1.5)  # an engine still running after the answer would keep allocating, and the CPU busy
print(json.dumps({{"seconds": seconds, "status": response.status_code,
                  "body": response.json() if response.status_code >= 400 else None,
                  "peak_mb": status_mb("VmHWM"), "growth_mb": status_mb("VmRSS") - at_answer,
                  "cpu_after": time.process_time() - cpu_at_answer}}))
"""


def guarded(path: str, settings: dict[str, object] | None = None, **request: object) -> dict:
    """Answer one request in a guarded child (an app with ``settings`` beside the budget): status,
    problem body, seconds, peak MB, MB grown and CPU spent after the answer."""
    stdin = json.dumps({"path": path, **request})
    script = textwrap.dedent(CHILD).format(budget=BUDGET, settings=settings or {})
    return run_limited(
        script, address_space=ADDRESS_SPACE, cpu_seconds=CPU_SECONDS, timeout=CPU_SECONDS * 3, stdin=stdin
    )


def assert_bounded(report: dict, statuses: tuple[int, ...], peak_mb: float = 300) -> None:
    """Issues 34 and 44's acceptance: a status of ``statuses`` within the budget + 2 s, the worker's
    peak under ``peak_mb``, no growth and (issue 44: 14 s more after a 503) no CPU after the answer."""
    assert report["status"] in statuses, report
    assert report["seconds"] < BUDGET + 2, report
    assert report["peak_mb"] < peak_mb, report
    assert report["growth_mb"] < 20, report
    assert report["cpu_after"] < 0.5, report
