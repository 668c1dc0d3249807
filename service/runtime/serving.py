"""``python -m service serve``: the production server (``make serve``, the container's command).

uvicorn's own process manager runs the workers: since uvicorn 0.30 its supervisor pings every
worker and starts a new one when a worker dies (``kill -9``, OOM kill) or stops answering, so
gunicorn would add a second supervisor and a dependency for nothing this service needs.

Shutdown: on SIGTERM each worker stops accepting, lets the requests in flight finish for up to
``request budget + 5 s`` (an engine thread cannot be cancelled, but its deadline ends it within
the budget), then exits; the Kubernetes grace period is longer still (k8s/deployment.yaml).
"""

from __future__ import annotations

import argparse
import os
import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from service.observability.logs import logging_config
from service.runtime.capacity import share_large_slot
from service.runtime.settings import Settings

if TYPE_CHECKING:
    from uvicorn import Config
    from uvicorn.supervisors import Multiprocess

#: Seconds a worker may stay silent to the supervisor's ping before it is replaced. The ping is
#: answered by a thread of the worker, which gets the GIL within milliseconds even while an
#: engine runs; 30 s leaves room for a machine under heavy load.
WORKER_HEALTHCHECK_SECONDS = 30
SHUTDOWN_MARGIN_SECONDS = 5
#: prometheus-client's multi-process folder. Read when its values are created, so this module
#: never imports ``service.observability.metrics``: the folder must exist first.
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"


def add_command(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("serve", help="run the production HTTP server (several supervised workers)")
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    parser.add_argument(
        "--workers",
        type=int,
        default=default_workers(),
        help="worker processes (default: WEB_CONCURRENCY, else the number of CPUs)",
    )
    parser.set_defaults(run=_serve)


def default_workers() -> int:
    return int(os.environ.get("WEB_CONCURRENCY") or os.cpu_count() or 1)


def shutdown_seconds(settings: Settings) -> int:
    """How long a stopping worker waits for requests in flight: the request budget and a margin."""
    return int(settings.request_timeout_seconds) + SHUTDOWN_MARGIN_SECONDS


def prepare_metrics_directory() -> Path:
    """A fresh, empty folder for the workers' metric files, exported before any worker starts.

    Files left by an earlier run would add its counts to this one's, so a folder named in the
    environment is emptied and otherwise a new one is made.
    """
    named = os.environ.get(MULTIPROC_ENV)
    directory = Path(named) if named else Path(tempfile.mkdtemp(prefix="pairing-metrics-"))
    if named and directory.exists():
        shutil.rmtree(directory)
    directory.mkdir(parents=True, exist_ok=True)
    os.environ[MULTIPROC_ENV] = str(directory)
    return directory


def _serve(args: argparse.Namespace) -> int:
    # Imported here: the batch and engine commands do not need the server.
    from uvicorn import Config

    share_large_slot(prepare_metrics_directory())
    config = server_config(Config, args.host, args.port, max(1, args.workers), Settings.from_env())
    # The supervisor even for one worker: ``uvicorn.run`` would serve a single worker in its own
    # process, and nothing would bring it back after a crash.
    draining_supervisor()(config, sockets=[config.bind_socket()]).run()
    return 0


def draining_supervisor() -> type[Multiprocess]:
    """uvicorn's supervisor, closing its copy of the listening socket when it stops the workers.

    Each stopping worker closes its own copy at once, but the supervisor kept one open until it
    exited, after the drain: the kernel went on completing connections into the backlog that no
    process would ever accept, and a client that connected during the drain (up to the budget
    plus 5 s) waited for nothing (issue 34). With every copy closed, a new connection is refused
    and the load balancer retries it on another pod.
    """
    from uvicorn.supervisors import Multiprocess

    class DrainingMultiprocess(Multiprocess):
        def terminate_all(self) -> None:
            for sock in self.sockets:
                sock.close()
            super().terminate_all()

    return DrainingMultiprocess


def server_config(config_class: type[Config], host: str, port: int, workers: int, settings: Settings) -> Config:
    from service.http.slow_clients import uvicorn_options  # imports uvicorn's protocol: only the server needs it

    return config_class(
        "service.main:app",
        host=host,
        port=port,
        workers=workers,
        access_log=False,  # RequestObservation writes one JSON line per request instead
        log_config=logging_config(),
        timeout_graceful_shutdown=shutdown_seconds(settings),
        timeout_worker_healthcheck=WORKER_HEALTHCHECK_SECONDS,
        # head timeout, keep-alive, connection cap, head size (PAIRING_* settings; issue 16)
        **uvicorn_options(),
    )
