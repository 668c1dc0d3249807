"""The mixed load of one tournament desk: a 100-player Dutch pairing, standings, a Varma draw.

Run by ``python -m bench.load`` (which starts the server and reads the CSV); by hand:
``locust -f bench/load/locustfile.py --headless -u 8 -t 30s --host http://127.0.0.1:8000``.
``LOAD_MAX_REQUESTS`` stops the run once that many requests were made, whatever the time left.
``LOAD_USER_RATE`` paces each client to that many requests per second (default: back to back).
"""

from __future__ import annotations

import os
from pathlib import Path

import gevent
import orjson
from locust import constant, constant_throughput, events, tag, task
from locust.contrib.fasthttp import FastHttpUser

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(os.environ.get("PAIRING_FIXTURES") or ROOT.parent / "shared" / "fixtures")
TRF_100 = (FIXTURES / "perf" / "n100_round5_input.trf").read_bytes()
MAX_REQUESTS = int(os.environ.get("LOAD_MAX_REQUESTS", "0"))
USER_RATE = float(os.environ.get("LOAD_USER_RATE", "0"))
TEXT = {"Content-Type": "text/plain"}
JSON = {"Content-Type": "application/json"}

#: 14 players of 5 federations: a restricted round robin draw (C.06 II.3.2).
VARMA = orjson.dumps(
    {
        "players": [
            {"id": f"p{k}", "name": f"Player {k}", "federation": fed}
            for k, fed in enumerate(["ESP"] * 4 + ["GER"] * 3 + ["FRA"] * 3 + ["NED"] * 2 + ["ITA"] * 2, 1)
        ],
        "seed": 7,
    }
)


class TournamentDesk(FastHttpUser):
    """One client sending requests back to back (no think time: throughput is the server's), or
    paced to ``LOAD_USER_RATE`` requests per second (latency at a given load)."""

    wait_time = constant_throughput(USER_RATE) if USER_RATE else constant(0)

    @tag("dutch")
    @task(2)
    def dutch_pairing_100(self) -> None:
        self.client.post("/v1/swiss/pairings?system=dutch", data=TRF_100, headers=TEXT, name="dutch-100")

    @tag("standings")
    @task(1)
    def standings_100(self) -> None:
        self.client.post("/v1/standings", data=TRF_100, headers=TEXT, name="standings-100")

    @tag("varma")
    @task(1)
    def varma_draw(self) -> None:
        self.client.post("/v1/round-robin/varma-draw", data=VARMA, headers=JSON, name="varma-14")


_environment = None
_stopping = False


@events.request.add_listener
def _stop_after_enough(**_: object) -> None:
    """Bound the run by request count as well as by time (``LOAD_MAX_REQUESTS``)."""
    global _stopping
    runner = _environment.runner if _environment else None
    if MAX_REQUESTS and not _stopping and runner is not None and runner.stats.total.num_requests >= MAX_REQUESTS:
        _stopping = True
        gevent.spawn(runner.quit)  # not from this greenlet: quit() kills the users' greenlets


@events.init.add_listener
def _keep_environment(environment, **_: object) -> None:  # type: ignore[no-untyped-def]
    global _environment
    _environment = environment
