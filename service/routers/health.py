"""Liveness, readiness and version: answered without touching any engine."""

from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel, Field

from service.http.provenance import Stamped, edition_label
from service.runtime.version import SERVICE_VERSION, editions

router = APIRouter(tags=["operations"])


class Status(BaseModel):
    status: str = Field(description="ok (liveness) or ready (readiness).")


class VersionInfo(Stamped):
    service: str = Field(description="Name of the service.")
    version: str = Field(description="Version of the service.")
    editions: dict[str, str] = Field(description="Every rule set implemented, by the name requests use.")


@router.get("/health", response_model=Status, summary="Liveness")
async def health() -> Status:
    return Status(status="ok")


@router.get("/ready", response_model=Status, summary="Readiness")
async def ready() -> Status:
    return Status(status="ready")


@router.get("/v1/version", response_model=VersionInfo, summary="Service version and rule editions")
async def version() -> VersionInfo:
    """Names every rule edition implemented, in ``rule_edition`` too (issue 33: it was empty)."""
    every = editions()
    label = "; ".join(edition_label(key) for key in every)
    return VersionInfo(service="pairing-service", version=SERVICE_VERSION, editions=every, rule_edition=label)
