"""The record of the request being served, reachable from anywhere below the middleware.

A context variable holds one mutable :class:`RequestRecord`; the engine thread pool runs in a
copy of the request's context, so what engines note lands in the same record.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass, field


@dataclass(slots=True)
class EngineRun:
    """One engine call: which rules, how many players, how long (wall and CPU of its thread)."""

    system: str
    edition: str
    players: int
    wall_seconds: float = 0.0
    cpu_seconds: float = 0.0


@dataclass(slots=True)
class RequestRecord:
    request_id: str
    problem: str | None = None
    engines: list[EngineRun] = field(default_factory=list)


_CURRENT: ContextVar[RequestRecord | None] = ContextVar("pairing_request_record", default=None)


def begin_request(request_id: str) -> RequestRecord:
    record = RequestRecord(request_id)
    _CURRENT.set(record)
    return record


def current_record() -> RequestRecord | None:
    return _CURRENT.get()


def current_request_id() -> str | None:
    """The id of the request being served (``None`` outside a request, e.g. in the batch command)."""
    record = _CURRENT.get()
    return record.request_id if record else None


def note_problem(slug: str) -> None:
    """Remember why the request was refused (the problem type's last segment) for metrics and logs."""
    record = _CURRENT.get()
    if record is not None:
        record.problem = slug
