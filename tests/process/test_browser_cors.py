"""Issue 33 item 2: a page on another origin calls the service from a real headless browser.

The service runs under uvicorn on 127.0.0.1; the page is served from ``localhost`` on another
port (another origin) and POSTs a games document as JSON, which makes the browser send a CORS
preflight first. With ``PAIRING_CORS_ORIGINS`` naming the page's origin the page reads the
pairing; without it the browser refuses the answer ("Failed to fetch"), as a platform's page
met it. ``make test`` installs Debian's chromium when it is missing, so this test never skips.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from pydantic import ValidationError

from service.app import create_app
from service.runtime.settings import Settings
from tests.conftest import REPO_ROOT

PAGE = """<!doctype html><html><body><pre id="out">pending</pre><script>
fetch("http://127.0.0.1:%(api)d/v1/swiss/pairings", {
  method: "POST",
  headers: {"Content-Type": "application/json"},
  body: JSON.stringify({system: "dutch", event: {rounds_total: 5, initial_color: "white",
    players: [{id: "u-1", rating: 2400}, {id: "u-2", rating: 2300}, {id: "u-3", rating: 2200}]}})
}).then(async (r) => {
  const body = await r.json();
  document.getElementById("out").textContent =
    "status=" + r.status + " version=" + r.headers.get("X-Service-Version") + " board1=" +
    body.pairs[0].white + "-" + body.pairs[0].black + " bye=" + body.bye;
}).catch((e) => { document.getElementById("out").textContent = "error=" + e.message; });
</script></body></html>
"""


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _browser() -> str:
    found = next(filter(None, map(shutil.which, ("chromium", "chromium-browser", "google-chrome"))), None)
    assert found, "no headless browser: `make test` installs Debian's chromium (apt-get install chromium)"
    return found


@contextlib.contextmanager
def _service(cors_origins: str | None) -> Iterator[int]:
    port = _free_port()
    env = {key: value for key, value in os.environ.items() if key != "PAIRING_CORS_ORIGINS"}
    env |= {"PYTHONPATH": str(REPO_ROOT), **({"PAIRING_CORS_ORIGINS": cors_origins} if cors_origins else {})}
    process = subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "service.main:app", "--host", "127.0.0.1", "--port", str(port)],
        cwd=REPO_ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline and process.poll() is None, "the service did not start"
                time.sleep(0.2)
        yield port
    finally:
        process.terminate()
        process.wait(timeout=30)


@contextlib.contextmanager
def _page_server(folder: Path) -> Iterator[str]:
    """Serves ``folder`` from http://localhost:PORT, an origin other than the service's."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://localhost:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def _run_page(origin: str, profile: Path) -> str:
    """The page's text after its script ran, as the headless browser renders it."""
    command = [
        _browser(),
        "--headless",
        "--no-sandbox",  # CI runs as root
        "--disable-gpu",
        "--disable-dev-shm-usage",
        f"--user-data-dir={profile}",
        "--virtual-time-budget=15000",
        "--dump-dom",
        f"{origin}/index.html",
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert "<pre" in done.stdout, done.stderr[-2000:]
    return done.stdout.split('<pre id="out">', 1)[1].split("</pre>", 1)[0]


@pytest.mark.parametrize("cors", ["page", "*", "https://elsewhere.example, page"])
def test_a_page_on_another_origin_reads_the_pairing_when_cors_allows_it(tmp_path: Path, cors: str) -> None:
    folder = tmp_path / "page"
    folder.mkdir()
    with _page_server(folder) as origin:
        allowed = cors.replace("page", origin)
        with _service(allowed) as port:
            (folder / "index.html").write_text(PAGE % {"api": port})
            text = _run_page(origin, tmp_path / "profile")
    assert text.startswith("status=200 version=0.") and text.endswith("board1=u-1-u-2 bye=u-3"), text


@pytest.mark.parametrize("cors", [None, "https://elsewhere.example"])
def test_without_cors_for_its_origin_the_browser_refuses_the_answer(tmp_path: Path, cors: str | None) -> None:
    folder = tmp_path / "page"
    folder.mkdir()
    with _page_server(folder) as origin, _service(cors) as port:
        (folder / "index.html").write_text(PAGE % {"api": port})
        text = _run_page(origin, tmp_path / "profile")
    assert text == "error=Failed to fetch", text


def test_a_preflight_is_answered_only_when_cors_is_set() -> None:
    preflight = {"Origin": "https://club.example", "Access-Control-Request-Method": "POST"}
    preflight["Access-Control-Request-Headers"] = "content-type"
    on = TestClient(create_app(Settings(cors_origins="https://club.example")))
    answer = on.options("/v1/swiss/pairings", headers=preflight)
    assert answer.status_code == 200 and answer.headers["access-control-allow-origin"] == "https://club.example"
    error = on.post("/v1/swiss/pairings", json={}, headers={"Origin": "https://club.example"})
    assert error.status_code == 422 and "x-service-version" in error.headers["access-control-expose-headers"].lower()
    off = TestClient(create_app(Settings()))
    assert off.options("/v1/swiss/pairings", headers=preflight).status_code == 405
    assert "access-control-allow-origin" not in off.get("/health", headers={"Origin": "https://club.example"}).headers


def test_a_malformed_origin_stops_start_up_naming_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAIRING_CORS_ORIGINS", "https://ok.example, club.example/page")
    with pytest.raises(ValidationError, match="cors_origins"):
        Settings.from_env()
