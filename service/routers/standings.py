"""Standings with tie-breaks: ``POST /v1/standings`` (JSON or text/plain TRF)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends

from domain.budget import Deadline
from domain.tiebreaks import compute_standings
from service.adapters.standings import standings_query, standings_response, with_team_records
from service.adapters.tournament import load_source
from service.body import body_of, openapi_body
from service.dependencies import DeadlineDep, LimitsDep
from service.engine_run import engine_run
from service.limits import Limits
from service.offload import run_cpu
from service.schemas.standings import StandingsRequest, StandingsResponse

router = APIRouter(prefix="/v1", tags=["standings"])
StandingsBody = Annotated[StandingsRequest, Depends(body_of(StandingsRequest))]


@router.post(
    "/standings",
    response_model=StandingsResponse,
    summary="Standings with tie-breaks (FIDE C.07, or the 1998 annex)",
    openapi_extra=openapi_body(StandingsRequest, "TRF text; options as query parameters (?profile=legacy-1998)"),
)
async def standings(body: StandingsBody, limits: LimitsDep, deadline: DeadlineDep) -> StandingsResponse:
    return await run_cpu(rank, body, limits, deadline)


def rank(request: StandingsRequest, limits: Limits, deadline: Deadline) -> StandingsResponse:
    """The standings after the requested round, by the requested (or profile's) tie-breaks."""
    loaded = load_source(request, limits)
    query = standings_query(request, with_team_records(loaded.tournament))
    with (
        loaded.places.rendering(),
        engine_run("standings", query.rules.edition, len(loaded.tournament.players), deadline),
    ):
        result = compute_standings(
            loaded.tournament, query.codes, query.rules, request.competitors, request.after_round, deadline
        )
    return standings_response(query, result, loaded.warnings, loaded.ids)
