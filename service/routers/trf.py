"""TRF import and export: ``POST /v1/trf/parse`` and ``POST /v1/trf/render``."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import PlainTextResponse
from pydantic import BaseModel, Field

from domain.trf import render_trf
from service.body import load_tournament, openapi_body, read_model
from service.convert import document_from_tournament
from service.errors import ProblemError
from service.provenance import Stamped, edition_label
from service.schemas.tournament import TournamentDocument, TournamentSource

router = APIRouter(prefix="/v1/trf", tags=["trf"])


class ParsedTournament(Stamped):
    rule_edition: str = Field(default=edition_label("trf"), description="The TRF editions read and written.")
    tournament: TournamentDocument = Field(description="The tournament document: everything the file carries.")
    next_round: int = Field(description="The round a pairing request would pair.")
    warnings: list[ProblemError] = Field(description="Faults that do not stop the file being used (e.g. a points column that disagrees with the results).", default_factory=list)


@router.post(
    "/parse",
    response_model=ParsedTournament,
    summary="TRF text to the JSON tournament document",
    openapi_extra=openapi_body(TournamentSource, "TRF text"),
)
async def parse(request: Request) -> ParsedTournament:
    source = await read_model(request, TournamentSource)
    tournament, warnings = load_tournament(source)
    return ParsedTournament(
        tournament=document_from_tournament(tournament),
        next_round=tournament.next_round,
        warnings=[ProblemError(where=w.where, message=w.message) for w in warnings],
    )


@router.post(
    "/render",
    response_class=PlainTextResponse,
    summary="JSON tournament document (or TRF) to TRF text",
    openapi_extra=openapi_body(TournamentSource, "TRF text (normalised on the way through)"),
    responses={200: {"content": {"text/plain": {"schema": {"type": "string"}}}}},
)
async def render(request: Request) -> PlainTextResponse:
    source = await read_model(request, TournamentSource)
    tournament, _ = load_tournament(source)
    return PlainTextResponse(render_trf(tournament))
