"""Swiss pairing: ``POST /v1/swiss/pairings`` (Dutch editions and the Swedish rules)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from starlette.concurrency import run_in_threadpool

from domain.budget import Deadline
from domain.model import Tournament
from domain.swiss.dutch import EDITIONS, pair_dutch
from domain.swiss.dutch.checker import CheckReport, check_dutch
from service.body import load_source, openapi_body, read_model
from service.errors import ProblemError
from service.event_document import PlayerIds
from service.provenance import use_edition
from service.publish import publish_pairing
from service.round_events import (
    add_request_events,
    dutch_options,
    ensure_requested_round,
    refuse_dutch_only_options,
    refuse_swedish_options,
    round_warnings,
)
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
from service.swedish_adapter import swedish_pairing_response

router = APIRouter(prefix="/v1/swiss", tags=["swiss"])


def pair(tournament: Tournament, request: PairingRequest, deadline: Deadline, ids: PlayerIds) -> dict[str, Any]:
    """Run the engine the request names; the answer in the api.md shape (pairing numbers) with
    the request's withdrawals and the warnings about how the request was read."""
    withdrawn = add_request_events(tournament, request, ids)
    ensure_requested_round(tournament, request.round)
    notes = round_warnings(tournament, request.system, ids)
    if request.system == "swedish":
        refuse_dutch_only_options(request)
        answer = swedish_pairing_response(
            tournament, request.swedish, deadline, request.explain, "/swedish", request.unannounced_absence_withdraws
        )
    else:
        refuse_swedish_options(request)
        result = pair_dutch(tournament, EDITIONS[request.system], deadline, dutch_options(request))
        answer = {
            "system": result.system,
            "round": result.round_number,
            "pairs": [{"board": k, "white": w, "black": b} for k, (w, b) in enumerate(result.boards, start=1)],
            "bye": result.bye,
            "absent": result.absent,
            "withdrawn": result.withdrawn,
            "explanation": result.explanation if request.explain else None,
        }
    answer["withdrawn"] = sorted(set(answer["withdrawn"]) | withdrawn)
    return {**answer, "notes": notes}


@router.post(
    "/pairings",
    response_model=PairingResponse,
    summary="Pair the next round of a Swiss tournament",
    openapi_extra=openapi_body(PairingRequest, "TRF text; pass system (and options) in the query string"),
    responses={409: {"description": "No pairing satisfies the absolute criteria"}},
)
async def pairings(request: Request) -> PairingResponse:
    body = await read_model(request, PairingRequest)
    loaded = load_source(body)
    deadline = Deadline(request.app.state.settings.request_timeout_seconds)
    edition = use_edition(request, body.system)
    answer = await run_in_threadpool(pair, loaded.tournament, body, deadline, loaded.ids)
    notes = answer.pop("notes")
    answer = publish_pairing(answer, loaded.tournament, loaded.ids, set(loaded.withdrawals))
    answer["warnings"] = [ProblemError(where=w.where, message=w.message) for w in [*loaded.warnings, *notes]]
    answer["rule_edition"] = edition
    return PairingResponse.model_validate(answer)


def check(tournament: Tournament, request: CheckRequest, deadline: Deadline, ids: PlayerIds) -> CheckReport:
    proposal = request.pairing
    numbers = ids.numbers_of_proposal(proposal)
    add_request_events(tournament, request, ids)
    ensure_requested_round(tournament, request.round)
    return check_dutch(tournament, EDITIONS[request.system], numbers.boards, numbers.bye, deadline, dutch_options(request))


@router.post(
    "/check",
    response_model=CheckResponse,
    summary="Check a proposed or published pairing against the rules",
    openapi_extra=openapi_body(CheckRequest, None),
)
async def check_pairing(request: Request) -> CheckResponse:
    body = await read_model(request, CheckRequest)
    loaded = load_source(body)
    deadline = Deadline(request.app.state.settings.request_timeout_seconds)
    report = await run_in_threadpool(check, loaded.tournament, body, deadline, loaded.ids)
    engine = report.engine
    ids = loaded.ids
    return CheckResponse(
        rule_edition=use_edition(request, body.system),
        system=body.system,
        round=report.round_number,
        valid=not report.violations,
        violations=[ViolationModel(criterion=v.criterion, message=v.message, players=ids.ids_of(v.players))
                    for v in report.violations],
        comparison=ComparisonModel(**vars_of(report.comparison)) if report.comparison else None,
        engine_pairing=EnginePairing(
            pairs=[Board(board=k, white=ids.id_of(w), black=ids.id_of(b)) for k, (w, b) in enumerate(engine.boards, start=1)],
            bye=None if engine.bye is None else ids.id_of(engine.bye),
        )
        if engine
        else None,
        pairing_numbers=ids.pairing_numbers(),
        warnings=[ProblemError(where=w.where, message=w.message) for w in loaded.warnings],
    )


def vars_of(comparison: object) -> dict[str, Any]:
    return {name: getattr(comparison, name) for name in comparison.__slots__}  # type: ignore[attr-defined]
