"""TRF import and export: ``POST /v1/trf/parse`` and ``POST /v1/trf/render``."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends
from fastapi.responses import PlainTextResponse

from service.http.body import body_of, openapi_body
from service.http.dependencies import LimitsDep
from service.http.offload import run_cpu
from service.schemas.tournament import TournamentSource
from service.schemas.trf import ParsedTournament, RenderRequest
from service.use_cases.trf import parse_source, render_source

router = APIRouter(prefix="/v1/trf", tags=["trf"])
SourceBody = Annotated[TournamentSource, Depends(body_of(TournamentSource))]
RenderBody = Annotated[RenderRequest, Depends(body_of(RenderRequest))]


@router.post(
    "/parse",
    response_model=ParsedTournament,
    summary="TRF text to the JSON tournament document",
    openapi_extra=openapi_body(TournamentSource, "TRF text"),
)
async def parse(body: SourceBody, limits: LimitsDep) -> ParsedTournament:
    return await run_cpu(parse_source, body, limits)


@router.post(
    "/render",
    response_class=PlainTextResponse,
    summary="JSON tournament document (or TRF) to TRF text; with tiebreaks, a final TRF stating them and the ranks",
    openapi_extra=openapi_body(RenderRequest, "TRF text (normalised on the way through; tiebreaks in the query)"),
    responses={200: {"content": {"text/plain": {"schema": {"type": "string"}}}}},
)
async def render(body: RenderBody, limits: LimitsDep) -> PlainTextResponse:
    return PlainTextResponse(await run_cpu(render_source, body, limits))
