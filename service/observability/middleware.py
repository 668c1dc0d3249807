"""``RequestObservation``: request id, metrics and one JSON log line for every HTTP request.

A pure ASGI middleware placed outermost, so it also sees answers that inner middleware gives
without reaching the routes (the 413 of the body size limit).
"""

from __future__ import annotations

import logging
import re
import time
import uuid

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from service.observability.context import RequestRecord, begin_request
from service.observability.logs import ACCESS_LOGGER
from service.observability.metrics import (
    IN_FLIGHT,
    LATENCY,
    REJECTIONS,
    REQUESTS,
    update_peak_memory,
)

REQUEST_ID_HEADER = "X-Request-ID"
#: A caller's id is kept when it is a plain token; anything else (too long, odd bytes) is replaced.
_ACCEPTED_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")
#: Probes and scrapes: counted, but logged at debug level so they do not drown the request log.
_QUIET_ROUTES = frozenset({"/health", "/ready", "/metrics"})
#: An exception that escapes the app is answered outside this middleware (Starlette's server
#: error handler, service/http/errors.py): it is counted under that handler's problem type.
_UNCAUGHT = "internal"

access_log = logging.getLogger(ACCESS_LOGGER)


class RequestObservation:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        record = begin_request(_request_id(scope))
        status = 500  # what the client sees if the app fails before it starts an answer
        started = time.perf_counter()

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                MutableHeaders(scope=message).append(REQUEST_ID_HEADER, record.request_id)
            await send(message)

        IN_FLIGHT.inc()
        try:
            await self.app(scope, receive, send_with_id)
        finally:
            IN_FLIGHT.dec()
            _observe(scope, record, status, time.perf_counter() - started)


def _request_id(scope: Scope) -> str:
    for name, value in scope.get("headers", []):
        if name == b"x-request-id":
            candidate = value.decode("latin-1")
            if _ACCEPTED_ID.fullmatch(candidate):
                return candidate
    return uuid.uuid4().hex


def _observe(scope: Scope, record: RequestRecord, status: int, seconds: float) -> None:
    route = getattr(scope.get("route"), "path", None) or "unmatched"
    method = scope["method"]
    REQUESTS.labels(method, route, str(status)).inc()
    LATENCY.labels(method, route, str(status)).observe(seconds)
    reason = record.problem or (_UNCAUGHT if status >= 500 else None)
    if reason is not None:
        REJECTIONS.labels(reason).inc()
    update_peak_memory()
    fields: dict[str, object] = {
        "method": method,
        "route": route,
        "status": status,
        "duration_ms": round(seconds * 1000, 2),
    }
    if reason is not None:
        fields["problem"] = reason
    if record.engines:
        fields["engines"] = [
            {
                "system": run.system,
                "edition": run.edition,
                "players": run.players,
                "wall_ms": round(run.wall_seconds * 1000, 2),
                "cpu_ms": round(run.cpu_seconds * 1000, 2),
            }
            for run in record.engines
        ]
    level = logging.DEBUG if route in _QUIET_ROUTES else logging.INFO
    access_log.log(level, "request", extra={"fields": fields})
