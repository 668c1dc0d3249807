"""Swiss pairing: ``POST /v1/swiss/pairings`` (Dutch editions and the Swedish rules) and ``/check``."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request

from domain.budget import Deadline
from domain.swiss.system import check_round, pair_round
from service.adapters.check import check_response
from service.adapters.pairing import pairing_response
from service.adapters.round_options import (
    add_request_events,
    departures,
    ensure_requested_round,
    refuse_unfinished,
    refuse_unread_options,
    round_warnings,
    swiss_options,
)
from service.adapters.tournament import load_source
from service.body import body_of, openapi_body
from service.dependencies import DeadlineDep, LimitsDep
from service.engine_run import engine_run
from service.limits import Limits
from service.observability.engine import swiss_labels
from service.offload import run_cpu
from service.provenance import use_edition
from service.schemas.swiss import (
    CheckRequest,
    CheckResponse,
    PairingRequest,
    PairingResponse,
)

router = APIRouter(prefix="/v1/swiss", tags=["swiss"])
PairingBody = Annotated[PairingRequest, Depends(body_of(PairingRequest))]
CheckBody = Annotated[CheckRequest, Depends(body_of(CheckRequest))]


@router.post(
    "/pairings",
    response_model=PairingResponse,
    summary="Pair the next round of a Swiss tournament",
    openapi_extra=openapi_body(PairingRequest, "TRF text; pass system (and options) in the query string"),
)
async def pairings(body: PairingBody, limits: LimitsDep, deadline: DeadlineDep, request: Request) -> PairingResponse:
    return await run_cpu(pair, body, limits, deadline, use_edition(request, body.system))


def pair(request: PairingRequest, limits: Limits, deadline: Deadline, edition: str) -> PairingResponse:
    """Run the system the request names; the answer in the caller's ids, ready to publish."""
    loaded = load_source(request, limits, request.system)
    tournament = loaded.tournament
    withdrawn = add_request_events(tournament, request, loaded.ids)
    ensure_requested_round(tournament, request.round, request.system)
    if request.unfinished == "refuse":
        refuse_unfinished(tournament, loaded, limits.max_errors_listed)
    left = departures(tournament, loaded, withdrawn)
    notes = loaded.places.render_all(round_warnings(tournament, request.system, loaded.ids, left))
    refuse_unread_options(request)
    options = swiss_options(request, tournament)
    with loaded.places.rendering(), engine_run(*swiss_labels(request.system), len(tournament.players), deadline):
        result = pair_round(tournament, request.system, options, deadline)
    return pairing_response(result, request.explain, loaded, withdrawn, [*loaded.warnings, *notes], edition)


@router.post(
    "/check",
    response_model=CheckResponse,
    summary="Check a proposed or published pairing against the rules",
    openapi_extra=openapi_body(CheckRequest, None),
)
async def check_pairing(body: CheckBody, limits: LimitsDep, deadline: DeadlineDep, request: Request) -> CheckResponse:
    return await run_cpu(check, body, limits, deadline, use_edition(request, body.system))


def check(request: CheckRequest, limits: Limits, deadline: Deadline, edition: str) -> CheckResponse:
    """Check the proposal (in the caller's ids) against the system and edition the request names."""
    loaded = load_source(request, limits, request.system)
    proposal = loaded.ids.numbers_of_proposal(request.pairing)
    add_request_events(loaded.tournament, request, loaded.ids)
    ensure_requested_round(loaded.tournament, request.round, request.system)
    refuse_unread_options(request)
    options = swiss_options(request, loaded.tournament)
    with (
        loaded.places.rendering(),
        engine_run(*swiss_labels(request.system, "check"), len(loaded.tournament.players), deadline),
    ):
        report = check_round(loaded.tournament, request.system, proposal.boards, proposal.bye, options, deadline)
    return check_response(request.system, report, loaded.ids, loaded.warnings, edition)
