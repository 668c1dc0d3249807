"""``GET /metrics``: the Prometheus metrics of :mod:`service.observability.metrics`, summed over the
workers in multi-process mode. HTTP plumbing, apart from the metrics themselves, so that what
records metrics without serving them (the command line, batch) does not load FastAPI."""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from service.observability.metrics import registry

metrics_router = APIRouter(tags=["operations"])


@metrics_router.get("/metrics", summary="Prometheus metrics", response_class=Response, include_in_schema=False)
def metrics() -> Response:
    return Response(generate_latest(registry()), media_type=CONTENT_TYPE_LATEST)
