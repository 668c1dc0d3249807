"""CPU cost of the HTTP path around the Dutch engine, per 100-player pairing request (issue 12).

``python -m bench.bench_http [--runs 200] [--profile trf|json|event]`` sends
``POST /v1/swiss/pairings?system=dutch`` for the perf input ``n100_round5_input.trf`` straight to
the ASGI application (every middleware, the thread-pool hand-offs, the answer serialised, JSON
log lines and multi-process metric files as the server has them; no sockets, no client library)
in three forms: the TRF as ``text/plain``, as ``{"trf": ...}`` JSON, and as the games document
(``"event"``, built here from the same TRF with string ids). It prints per form the median
process CPU per request (``time.process_time``, so the figure holds on a shared machine), the
engine's own CPU (the ``engine_span`` record) and the median difference: what the service costs
around the engine. ``--profile FORM`` prints a cProfile of that form instead.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import logging.config
import os
import pstats
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson

from domain.model import Color, ResultCode, Tournament
from domain.trf import parse_trf
from service.observability.context import RequestRecord, current_record
from service.observability.logs import logging_config
from service.runtime.serving import MULTIPROC_ENV, prepare_metrics_directory
from service.runtime.settings import Settings

#: The shared corpus beside the repository; ``PAIRING_FIXTURES`` points elsewhere (as for the tests).
FIXTURES = Path(os.environ.get("PAIRING_FIXTURES") or Path(__file__).resolve().parents[2] / "shared" / "fixtures")
PERF = FIXTURES / "perf"
TRF_100 = (PERF / "n100_round5_input.trf").read_bytes()
PATH = "/v1/swiss/pairings"
_GAME_RESULTS = {
    (ResultCode.WIN, False): "1-0",
    (ResultCode.LOSS, False): "0-1",
    (ResultCode.DRAW, False): "1/2-1/2",
    (ResultCode.FORFEIT_WIN, True): "1-0",
    (ResultCode.FORFEIT_LOSS, True): "0-1",
}
_BYES = {
    ResultCode.PAIRING_BYE: "pairing",
    ResultCode.HALF_BYE: "half",
    ResultCode.FULL_BYE: "full",
    ResultCode.ZERO_BYE: "zero",
}


def event_document(tournament: Tournament) -> dict[str, Any]:
    """The games document of a tournament of played rounds: ids ``u-N``, pairing numbers pinned."""
    rounds_played = max(len(player.entries) for player in tournament.players.values())
    rounds: list[dict[str, list[dict[str, Any]]]] = [{"games": [], "byes": []} for _ in range(rounds_played)]
    for number, player in tournament.players.items():
        for index, entry in enumerate(player.entries):
            if entry is None:
                continue
            if entry.opponent is None:
                if entry.result in _BYES:
                    rounds[index]["byes"].append({"player": f"u-{number}", "kind": _BYES[entry.result]})
                continue
            if entry.color is Color.WHITE:
                forfeit = entry.is_forfeit
                result = _GAME_RESULTS[entry.result, forfeit]
                game = {"white": f"u-{number}", "black": f"u-{entry.opponent}", "result": result, "forfeit": forfeit}
                rounds[index]["games"].append(game)
    players = [
        {"id": f"u-{number}", "name": player.name, "rating": player.rating, "pairing_number": number}
        for number, player in tournament.players.items()
    ]
    return {"rounds_total": tournament.total_rounds, "initial_color": "white", "players": players, "rounds": rounds}


def requests() -> dict[str, tuple[str, bytes, bytes]]:
    """Per form: query string, content type, body."""
    text = TRF_100.decode()
    event = event_document(parse_trf(text))
    return {
        "trf": ("system=dutch", b"text/plain", TRF_100),
        "json": ("", b"application/json", orjson.dumps({"system": "dutch", "trf": text})),
        "event": ("", b"application/json", orjson.dumps({"system": "dutch", "event": event})),
    }


class Driver:
    """One event loop calling the ASGI app as a server would: scope, one body message, the answer.

    Every batch of requests runs in one task, as uvicorn's server task is one: anyio's worker
    threads live as long as that task, so a new task per request would start a thread each time.
    """

    def __init__(self, metrics_folder: str) -> None:
        os.environ[MULTIPROC_ENV] = metrics_folder  # multi-process metric files, as the server has them
        prepare_metrics_directory()
        logging.config.dictConfig(logging_config())
        for handler in logging.getLogger("service").handlers:  # the JSON lines are formatted and written
            handler.setStream(open(os.devnull, "w"))  # noqa: SIM115 - open for the process's life
        from service.app import create_app  # after the metrics folder: importing it creates the metrics

        self.app = create_app(Settings())
        self.loop = asyncio.new_event_loop()

    def run(self, form: tuple[str, bytes, bytes], runs: int) -> list[tuple[float, float]]:
        """Per request: process CPU seconds, engine CPU seconds."""
        return self.loop.run_until_complete(self._run(form, runs))

    async def _run(self, form: tuple[str, bytes, bytes], runs: int) -> list[tuple[float, float]]:
        costs = []
        for _ in range(runs):
            start = time.process_time()
            engine = await self._send(*form)
            costs.append((time.process_time() - start, engine))
        return costs

    async def _send(self, query: str, content_type: bytes, body: bytes) -> float:
        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": "POST",
            "scheme": "http",
            "path": PATH,
            "raw_path": PATH.encode(),
            "query_string": query.encode(),
            "root_path": "",
            "headers": [(b"content-type", content_type), (b"content-length", str(len(body)).encode())],
            "client": ("127.0.0.1", 1),
            "server": ("127.0.0.1", 80),
        }
        sent = False
        status = 0
        chunks: list[bytes] = []
        records: list[RequestRecord] = []
        connected = asyncio.Event()

        async def receive() -> dict[str, Any]:
            nonlocal sent
            if not sent:
                sent = True
                record = current_record()
                if record is not None:
                    records.append(record)
                return {"type": "http.request", "body": body, "more_body": False}
            await connected.wait()  # the client stays connected
            return {"type": "http.disconnect"}

        async def send(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))

        await self.app(scope, receive, send)
        if status != 200:
            raise SystemExit(f"status {status}: {b''.join(chunks)[:500]!r}")
        return sum(run.cpu_seconds for record in records for run in record.engines)


def profile(driver: Driver, form: tuple[str, bytes, bytes], runs: int) -> None:
    """cProfile of ``runs`` requests, the thread-pool work included (run on the event loop's thread)."""
    import service.http.offload

    async def inline(work: Callable[..., Any], *args: Any) -> Any:
        return work(*args)

    service.http.offload.run_in_threadpool = inline  # type: ignore[assignment]
    profiler = cProfile.Profile()
    profiler.enable()
    driver.run(form, runs)
    profiler.disable()
    profiler.dump_stats("/tmp/httpfast.prof")
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(70)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_http", description=__doc__)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--profile", choices=["trf", "json", "event"])
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bench-http-") as folder:
        _report(Driver(folder), args)


def _report(driver: Driver, args: argparse.Namespace) -> None:
    forms = requests()
    for form in forms.values():
        driver.run(form, 3)  # warm up: imports, caches, the first use of every pydantic model
    if args.profile:
        profile(driver, forms[args.profile], args.runs)
        return
    print(f"POST {PATH}, n100_round5, {args.runs} requests per form, median CPU ms per request")
    print(f"  {'form':<8}{'request':>9}{'engine':>9}{'service':>9}")
    for name, form in forms.items():
        costs = driver.run(form, args.runs)
        total = statistics.median(cost for cost, _ in costs) * 1000
        engine = statistics.median(engine for _, engine in costs) * 1000
        service = statistics.median(cost - engine for cost, engine in costs) * 1000
        print(f"  {name:<8}{total:>9.2f}{engine:>9.2f}{service:>9.2f}")


if __name__ == "__main__":
    main()
