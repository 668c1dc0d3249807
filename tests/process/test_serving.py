"""The production server (``python -m service serve``): a supervisor that replaces a dead
worker, metrics added up over the workers, and a shutdown that lets requests in flight finish.

Runs the real command on a loopback port; each test costs a few seconds of worker start-up.
"""

from __future__ import annotations

import contextlib
import http.client
import os
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from service.runtime.serving import shutdown_seconds
from service.runtime.settings import Settings
from tests.conftest import REPO_ROOT

STARTUP_SECONDS = 90  # workers import the engines; the shared machine can be slow


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _get(port: int, path: str) -> str:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as answer:
        return answer.read().decode()


def _workers(parent: int) -> set[int]:
    """Serving workers: children of the supervisor, without multiprocessing's resource tracker."""
    children = Path(f"/proc/{parent}/task/{parent}/children").read_text().split()
    return {int(pid) for pid in children if b"spawn_main" in _cmdline(pid)}


def _cmdline(pid: str) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:  # the process has just exited
        return b""


def _wait(condition, seconds: float = STARTUP_SECONDS) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if condition():
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise AssertionError("condition not reached in time")


def _metric(port: int, line_start: str) -> float:
    lines = [line for line in _get(port, "/metrics").splitlines() if line.startswith(line_start)]
    return sum(float(line.rsplit(" ", 1)[1]) for line in lines)


@pytest.fixture
def server(request, tmp_path):
    """The server on a free port; ``request.param``: whether its metrics folder exists (stale) already."""
    port = _free_port()
    metrics_dir = tmp_path / "metrics"  # named but not made: the server makes it
    if request.param:
        metrics_dir.mkdir()
        (metrics_dir / "counter_999999.db").write_bytes(b"left by an earlier run")
    env = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir), "PYTHONPATH": str(REPO_ROOT)}
    process = subprocess.Popen(
        [sys.executable, "-m", "service", "serve", "--host", "127.0.0.1", "--port", str(port), "--workers", "2"],
        cwd=REPO_ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # its own process group: teardown stops the workers with it
    )
    try:
        _wait(lambda: len(_workers(process.pid)) == 2 and _get(port, "/health"))
        yield process, port, metrics_dir
    finally:
        if process.poll() is None:
            process.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=30)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)  # whatever is left of the group (workers)
        process.wait(timeout=30)


@pytest.mark.parametrize("server", [True], indirect=True, ids=["stale-metrics-folder"])
def test_dead_worker_is_replaced_and_counts_survive(server) -> None:
    process, port, metrics_dir = server
    assert not (metrics_dir / "counter_999999.db").exists(), "stale metric files must be cleared at start"
    for _ in range(6):
        _get(port, "/health")
    health = 'pairing_http_requests_total{method="GET",route="/health",status="200"}'
    counted = _metric(port, health)
    assert counted >= 6
    victim = min(_workers(process.pid))
    os.kill(victim, signal.SIGKILL)
    _wait(lambda: victim not in _workers(process.pid) and len(_workers(process.pid)) == 2)
    _wait(lambda: _get(port, "/health"))
    assert _metric(port, health) >= counted + 1, "the dead worker's counts are kept"
    # Only the scrape itself is in flight once the request answered just before has finished its
    # bookkeeping in the other worker (answers leave at once since TCP_NODELAY, so the next request
    # can overtake it); a dead worker's count would stay for good.
    _wait(lambda: _metric(port, "pairing_http_requests_in_flight") == 1, seconds=10)


@pytest.mark.parametrize("server", [False], indirect=True, ids=["no-metrics-folder"])
def test_sigterm_lets_the_request_in_flight_finish(server) -> None:
    process, port, _ = server
    body = b'{"count": 6}'
    with socket.create_connection(("127.0.0.1", port), timeout=30) as connection:
        head = (
            f"POST /v1/round-robin/schedule HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n"
        ).encode()
        connection.sendall(head + body[:5])
        time.sleep(0.5)
        process.send_signal(signal.SIGTERM)
        time.sleep(1.0)
        assert process.poll() is None, "the server must wait for the request in flight"
        connection.sendall(body[5:])
        answer = connection.recv(65536).decode()
    assert answer.startswith("HTTP/1.1 200"), answer[:200]
    assert process.wait(timeout=30) == 0


@pytest.mark.parametrize("server", [False], indirect=True, ids=["no-metrics-folder"])
def test_a_connection_during_the_drain_is_refused_not_left_waiting(server) -> None:
    """Issue 34: during the drain a new connection was accepted into the backlog and never
    answered; now it is refused (or reset) at once, while the request in flight still finishes."""
    process, port, _ = server
    body = b'{"count": 6}'
    with socket.create_connection(("127.0.0.1", port), timeout=30) as in_flight:
        head = (
            f"POST /v1/round-robin/schedule HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n"
        ).encode()
        in_flight.sendall(head + body[:5])
        time.sleep(0.5)
        process.send_signal(signal.SIGTERM)
        time.sleep(1.0)
        assert process.poll() is None, "the server must wait for the request in flight"
        started = time.monotonic()
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=5) as late:
                late.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
                answer = late.recv(65536)
        except (ConnectionRefusedError, ConnectionResetError):
            answer = b"refused"
        except TimeoutError:
            answer = b"left waiting"
        assert answer in (b"refused", b"") or answer.startswith(b"HTTP/1.1 503"), answer[:200]
        assert time.monotonic() - started < 2
        in_flight.sendall(body[5:])
        assert in_flight.recv(65536).decode().startswith("HTTP/1.1 200")
    assert process.wait(timeout=30) == 0


@pytest.mark.parametrize("server", [False], indirect=True, ids=["no-metrics-folder"])
def test_requests_on_a_kept_alive_connection_are_answered_at_once(server) -> None:
    """The workers' sockets send each answer at once (TCP_NODELAY): otherwise every request after
    the first on a connection waits ~40 ms for the client's delayed ACK (uvicorn issue 3149)."""
    _, port, _ = server
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    seconds = []
    for _ in range(15):
        started = time.perf_counter()
        connection.request("GET", "/health")
        assert connection.getresponse().read() == b'{"status":"ok"}'
        seconds.append(time.perf_counter() - started)
    connection.close()
    assert statistics.median(seconds[1:]) < 0.025, f"kept-alive requests took {sorted(seconds)} s"


def test_shutdown_waits_longer_than_the_request_budget() -> None:
    settings = Settings(request_timeout_seconds=60)
    assert shutdown_seconds(settings) > settings.request_timeout_seconds
