"""Swiss pairing: ``POST /v1/swiss/pairings`` (Dutch editions and the Swedish rules) and ``/check``."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends

from domain.budget import Deadline
from domain.swiss.dutch import EDITIONS
from domain.swiss.dutch.checker import check_dutch
from domain.swiss.system import pair_round
from service.adapters.check import check_response, proposed_boards
from service.adapters.pairing import pairing_response
from service.adapters.round_options import add_request_events, swiss_options
from service.adapters.tournament import load_tournament
from service.body import body_of, openapi_body
from service.dependencies import DeadlineDep, LimitsDep
from service.limits import Limits
from service.offload import run_cpu
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
    responses={409: {"description": "No pairing satisfies the absolute criteria"}},
)
async def pairings(body: PairingBody, limits: LimitsDep, deadline: DeadlineDep) -> PairingResponse:
    return await run_cpu(pair, body, limits, deadline)


def pair(request: PairingRequest, limits: Limits, deadline: Deadline) -> PairingResponse:
    """Run the system the request names; the answer in the api.md shape."""
    tournament, warnings = load_tournament(request, limits)
    add_request_events(tournament, request)
    result = pair_round(tournament, request.system, swiss_options(request, tournament), deadline)
    return pairing_response(result, request.explain, warnings)


@router.post(
    "/check",
    response_model=CheckResponse,
    summary="Check a proposed or published pairing against the rules (seed F6)",
    openapi_extra=openapi_body(CheckRequest, "not supported: send JSON"),
)
async def check_pairing(body: CheckBody, limits: LimitsDep, deadline: DeadlineDep) -> CheckResponse:
    return await run_cpu(check, body, limits, deadline)


def check(request: CheckRequest, limits: Limits, deadline: Deadline) -> CheckResponse:
    """Check the proposal against the edition the request names."""
    tournament, warnings = load_tournament(request, limits)
    add_request_events(tournament, request)
    proposal = request.pairing
    report = check_dutch(
        tournament, EDITIONS[request.system], proposed_boards(proposal), proposal.bye, deadline,
        swiss_options(request, tournament),
    )
    return check_response(request.system, report, warnings)
