"""Swiss pairing: ``POST /v1/swiss/pairings`` (Dutch editions and the Swedish rules)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from starlette.concurrency import run_in_threadpool

from domain.budget import Deadline
from domain.model import Tournament
from domain.swiss.dutch import EDITIONS
from domain.swiss.dutch.checker import CheckReport, check_dutch
from domain.swiss.system import pair_round
from service.body import load_tournament, openapi_body, read_model
from service.errors import ProblemError
from service.round_events import add_request_events
from service.schemas.swiss import (
    Board,
    CheckRequest,
    CheckResponse,
    ComparisonModel,
    EnginePairing,
    PairingRequest,
    PairingResponse,
    ViolationModel,
)
from service.swiss_adapter import pairing_to_dict, swiss_options

router = APIRouter(prefix="/v1/swiss", tags=["swiss"])


def pair(tournament: Tournament, request: PairingRequest, deadline: Deadline) -> dict[str, Any]:
    """Run the system the request names; the answer in the api.md shape."""
    add_request_events(tournament, request)
    result = pair_round(tournament, request.system, swiss_options(request, tournament), deadline)
    return pairing_to_dict(result, request.explain)


@router.post(
    "/pairings",
    response_model=PairingResponse,
    summary="Pair the next round of a Swiss tournament",
    openapi_extra=openapi_body(PairingRequest, "TRF text; pass system (and options) in the query string"),
    responses={409: {"description": "No pairing satisfies the absolute criteria"}},
)
async def pairings(request: Request) -> PairingResponse:
    body = await read_model(request, PairingRequest)
    tournament, warnings = load_tournament(body)
    deadline = Deadline(request.app.state.settings.request_timeout_seconds)
    answer = await run_in_threadpool(pair, tournament, body, deadline)
    answer["warnings"] = [ProblemError(where=w.where, message=w.message) for w in warnings]
    return PairingResponse.model_validate(answer)


def check(tournament: Tournament, request: CheckRequest, deadline: Deadline) -> CheckReport:
    proposal = request.pairing
    boards = [(board.white, board.black) for board in proposal.pairs]
    add_request_events(tournament, request)
    return check_dutch(tournament, EDITIONS[request.system], boards, proposal.bye, deadline, swiss_options(request, tournament))


@router.post(
    "/check",
    response_model=CheckResponse,
    summary="Check a proposed or published pairing against the rules (seed F6)",
    openapi_extra=openapi_body(CheckRequest, "not supported: send JSON"),
)
async def check_pairing(request: Request) -> CheckResponse:
    body = await read_model(request, CheckRequest)
    tournament, warnings = load_tournament(body)
    deadline = Deadline(request.app.state.settings.request_timeout_seconds)
    report = await run_in_threadpool(check, tournament, body, deadline)
    engine = report.engine
    return CheckResponse(
        system=body.system,
        round=report.round_number,
        valid=not report.violations,
        violations=[ViolationModel(criterion=v.criterion, message=v.message, players=list(v.players)) for v in report.violations],
        comparison=ComparisonModel(**vars_of(report.comparison)) if report.comparison else None,
        engine_pairing=EnginePairing(
            pairs=[Board(board=k, white=w, black=b) for k, (w, b) in enumerate(engine.boards, start=1)], bye=engine.bye
        )
        if engine
        else None,
        warnings=[ProblemError(where=w.where, message=w.message) for w in warnings],
    )


def vars_of(comparison: object) -> dict[str, Any]:
    return {name: getattr(comparison, name) for name in comparison.__slots__}  # type: ignore[attr-defined]
