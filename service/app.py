"""The application factory: routers, error handlers, limits, OpenAPI."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from pydantic import BaseModel

from service.contract.contract import finish
from service.contract.operations import OPERATIONS
from service.http.body_limit import BodySizeLimit
from service.http.compression import install_compression
from service.http.cors import install_cors
from service.http.docs import install_offline_docs
from service.http.error_handlers import install_error_handlers
from service.http.errors import Problem
from service.http.metrics import metrics_router
from service.http.provenance import ProvenanceHeaders
from service.http.slow_clients import BodyReadDeadline
from service.observability.metrics import forget_dead_workers
from service.observability.middleware import RequestObservation
from service.routers import endorsement, health, ratings, round_robin, standings, swiss, trf
from service.runtime.settings import Settings
from service.runtime.version import SERVICE_VERSION
from service.schemas.endorsement import AuditRequest, SimulateRequest
from service.schemas.norms import NormsRequest
from service.schemas.ratings import RatingsRequest
from service.schemas.round_robin import RedrawRequest, ScheduleRequest, VarmaDrawRequest
from service.schemas.standings import StandingsRequest
from service.schemas.swiss import CheckRequest, PairingRequest
from service.schemas.tournament import TournamentSource
from service.schemas.trf import RenderRequest

#: Request models documented by hand (their routes also accept text/plain TRF).
DOCUMENTED_BODIES: list[type[BaseModel]] = [
    TournamentSource,
    RenderRequest,
    PairingRequest,
    CheckRequest,
    StandingsRequest,
    RatingsRequest,
    NormsRequest,
    AuditRequest,
    SimulateRequest,
    ScheduleRequest,
    VarmaDrawRequest,
    RedrawRequest,
]


def create_app(settings: Settings | None = None) -> FastAPI:
    """A new application; ``settings`` default to the environment."""
    settings = settings or Settings.from_env()
    app = FastAPI(
        title="Chess pairing service",
        version=SERVICE_VERSION,
        description="Stateless pairing, round robin draws, standings and TRF conversion for chess tournaments.",
        responses={422: {"model": Problem, "description": "Invalid or inconsistent input"}},
        docs_url=None,
        redoc_url=None,
    )
    app.state.settings = settings
    install_offline_docs(app)
    install_error_handlers(app)
    for module in (health, trf, swiss, endorsement, standings, ratings, round_robin):
        app.include_router(module.router)
    app.include_router(metrics_router)
    install_compression(app)  # innermost: the body limit counts what arrives, compressed or not
    app.add_middleware(BodySizeLimit, max_bytes=settings.max_body_bytes)
    app.add_middleware(BodyReadDeadline, seconds=settings.body_timeout_seconds)
    app.add_middleware(ProvenanceHeaders)
    app.add_middleware(RequestObservation)  # it sees the 413s too
    install_cors(app, settings.cors_allowed)  # outermost: every answer, errors included, is stamped
    forget_dead_workers()
    # FastAPI's documented hook for a customised document is assigning app.openapi; mypy sees a method.
    app.openapi = lambda: _openapi(app)  # type: ignore[method-assign]
    return app


def _openapi(app: FastAPI) -> dict[str, Any]:
    """The OpenAPI document, with the hand-documented request bodies added to the components."""
    if app.openapi_schema is None:
        schema = get_openapi(title=app.title, version=app.version, description=app.description, routes=app.routes)
        components = schema.setdefault("components", {}).setdefault("schemas", {})
        for model in DOCUMENTED_BODIES:
            model_schema = model.model_json_schema(ref_template="#/components/schemas/{model}")
            components.update(model_schema.pop("$defs", {}))
            components[model.__name__] = model_schema
        app.openapi_schema = finish(schema, OPERATIONS)
    return app.openapi_schema
