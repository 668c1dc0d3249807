"""Structured logs: one JSON object per line, with the request id of the request being served.

Fields passed as ``extra={"fields": {...}}`` become top-level keys. Callers pass counts, names of
rules and timings only: tournament contents (players, names, results) never go to the logs.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from typing import Any

import orjson

from service.observability.context import current_request_id

ACCESS_LOGGER = "service.access"


class JsonFormatter(logging.Formatter):
    """``{"ts": ..., "level": ..., "logger": ..., "message": ..., "request_id": ..., **fields}``."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        request_id = current_request_id()
        if request_id is not None:
            entry["request_id"] = request_id
        entry.update(getattr(record, "fields", {}))
        if record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        return orjson.dumps(entry, default=str).decode()


def logging_config(level: str = "INFO") -> dict[str, Any]:
    """A ``logging.config.dictConfig`` for uvicorn (``log_config=``): every logger as JSON on stdout."""
    handler = {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stdout"}
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"json": {"()": JsonFormatter}},
        "handlers": {"stdout": handler},
        "loggers": {
            "uvicorn": {"handlers": ["stdout"], "level": level, "propagate": False},
            "uvicorn.access": {"handlers": [], "level": "WARNING", "propagate": False},
            "service": {"handlers": ["stdout"], "level": level, "propagate": False},
        },
    }
