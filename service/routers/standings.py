"""Standings with tie-breaks: ``POST /v1/standings`` (JSON or text/plain TRF)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request

from service.http.body import body_of, openapi_body
from service.http.dependencies import DeadlineDep, LimitsDep
from service.http.offload import run_until
from service.schemas.standings import StandingsRequest, StandingsResponse
from service.use_cases.standings import rank

router = APIRouter(prefix="/v1", tags=["standings"])
StandingsBody = Annotated[StandingsRequest, Depends(body_of(StandingsRequest))]


@router.post(
    "/standings",
    response_model=StandingsResponse,
    summary="Standings with tie-breaks (FIDE C.07, or the 1998 annex)",
    openapi_extra=openapi_body(StandingsRequest, "TRF text; options as query parameters (?profile=legacy-1998)"),
)
async def standings(
    body: StandingsBody, limits: LimitsDep, deadline: DeadlineDep, request: Request
) -> StandingsResponse:
    return await run_until(deadline, request.receive, rank, body, limits, deadline)
