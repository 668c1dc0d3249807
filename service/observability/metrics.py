"""Prometheus metrics and ``GET /metrics``.

With several uvicorn workers each worker is its own process, so the counters live in files under
``PROMETHEUS_MULTIPROC_DIR`` (set by ``python -m service serve`` before any worker starts) and a
scrape of any worker adds up all of them. Without that variable (``make run``, tests) the
process's own registry is served.
"""

from __future__ import annotations

import glob
import os
import re
import resource

from prometheus_client import (
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    disable_created_metrics,
    multiprocess,
)

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"  # also named in service/runtime/serving.py, which must not import this
disable_created_metrics()  # the *_created series double the output and say nothing a rate() needs

#: Seconds: from a small pairing (a few ms) up to the 60 s request budget and past it.
_TIME_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 20.0, 40.0, 60.0, 90.0)
_PLAYER_BUCKETS = (10, 25, 50, 100, 250, 500, 1000, 2000, 3000, 5000, 7500, 10000)

REQUESTS = Counter("pairing_http_requests", "HTTP requests answered", ["method", "route", "status"])
LATENCY = Histogram(
    "pairing_http_request_duration_seconds",
    "Time to answer an HTTP request",
    ["method", "route", "status"],
    buckets=_TIME_BUCKETS,
)
IN_FLIGHT = Gauge("pairing_http_requests_in_flight", "Requests being served", multiprocess_mode="livesum")
REJECTIONS = Counter("pairing_rejections", "Requests refused with a problem document, by problem type", ["reason"])
ENGINE_TIME = Histogram(
    "pairing_engine_duration_seconds", "Wall time of one engine call", ["system", "edition"], buckets=_TIME_BUCKETS
)
ENGINE_CPU = Counter("pairing_engine_cpu_seconds", "CPU time spent in engine calls", ["system", "edition"])
PLAYERS = Histogram(
    "pairing_players", "Players in the tournament of one engine call", ["system"], buckets=_PLAYER_BUCKETS
)
PEAK_MEMORY = Gauge(
    "pairing_worker_peak_resident_bytes",
    "Largest resident set a worker has reached (sizes the pod memory)",
    multiprocess_mode="livemax",
)


def registry() -> CollectorRegistry:
    """The registry ``GET /metrics`` reads: this process's, or every worker's in multi-process mode."""
    if not os.environ.get(MULTIPROC_ENV):
        return REGISTRY
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry)
    return registry


def update_peak_memory() -> None:
    """Record this process's peak resident set (Linux reports ``ru_maxrss`` in KiB)."""
    PEAK_MEMORY.set(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024)


def forget_dead_workers() -> None:
    """Drop the live gauges of workers that died without a clean exit (``kill -9``, OOM kill).

    uvicorn's supervisor replaces a dead worker but tells nobody, so each worker clears the files
    of pids that are gone when it starts; otherwise their in-flight count would stay forever.
    """
    directory = os.environ.get(MULTIPROC_ENV)
    if not directory:
        return
    for path in glob.glob(os.path.join(directory, "gauge_live*_*.db")):
        match = re.search(r"_(\d+)\.db$", path)
        if match and not _alive(int(match.group(1))):
            multiprocess.mark_process_dead(int(match.group(1)), directory)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
