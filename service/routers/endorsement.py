"""The endorsement tools over HTTP (FIDE C.04.A A.4-A.5).

``POST /v1/swiss/audit``: the free pairings checker, every played round re-paired and compared.
``POST /v1/swiss/simulate``: the random tournament generator, a whole tournament as TRF16.
Both run off the event loop under the request's time budget (503 when it runs out).
"""

from __future__ import annotations

import random

from fastapi import APIRouter, Request
from starlette.concurrency import run_in_threadpool

from domain.budget import Deadline
from domain.swiss.acceleration import AccelerationMode
from domain.swiss.audit import (
    AuditReport,
    RoundAudit,
    RoundPairing,
    Verdict,
    audit_tournament,
)
from domain.swiss.simulation import SimulationConfig, simulate
from service.body import load_tournament, openapi_body, read_model
from service.errors import Problem, ProblemError, ProblemException
from service.routers.swiss import vars_of
from service.schemas.endorsement import (
    AuditRequest,
    AuditResponse,
    RoundAuditModel,
    RoundPairingModel,
    SimulateRequest,
    SimulateResponse,
)
from service.schemas.swiss import Board, ComparisonModel, ViolationModel

router = APIRouter(prefix="/v1/swiss", tags=["swiss"])

#: A generated tournament pairs every round: its size is bounded apart from the request body's.
MAX_SIMULATED_PLAYERS = 1000
MAX_SIMULATED_ROUNDS = 30


@router.post(
    "/audit",
    response_model=AuditResponse,
    summary="Check every played round of a tournament against the engine (free pairings checker, C.04.A A.4)",
    openapi_extra=openapi_body(AuditRequest, "TRF text; pass system in the query string"),
    responses={503: {"model": Problem, "description": "The time budget ran out"}},
)
async def audit(request: Request) -> AuditResponse:
    body = await read_model(request, AuditRequest)
    tournament, warnings = load_tournament(body)
    deadline = Deadline(request.app.state.settings.request_timeout_seconds)
    report = await run_in_threadpool(
        audit_tournament,
        tournament,
        body.system,
        acceleration=AccelerationMode(body.acceleration),
        manual_rounds={item.round: item.reason for item in body.manual_rounds},
        published_boards={item.round: [(b.white, b.black) for b in item.pairs] for item in body.published_boards},
        deadline=deadline,
    )
    return audit_response(report, [ProblemError(where=w.where, message=w.message) for w in warnings])


def audit_response(report: AuditReport, warnings: list[ProblemError]) -> AuditResponse:
    return AuditResponse(
        system=report.system,
        agrees=report.agrees,
        differing_rounds=report.differing_rounds,
        rounds=[round_model(audit) for audit in report.rounds],
        notes=report.notes,
        warnings=warnings,
    )


def round_model(audit: RoundAudit) -> RoundAuditModel:
    shown = audit.verdict is not Verdict.AGREES
    return RoundAuditModel(
        round=audit.round_number,
        verdict=audit.verdict.value,
        pairs_agree=audit.pairs_agree,
        colours_agree=audit.colours_agree,
        bye_agrees=audit.bye_agrees,
        board_order_agrees=audit.board_order_agrees,
        played=pairing_model(audit.played) if shown else None,
        engine=pairing_model(audit.engine) if shown and audit.engine is not None else None,
        violations=[ViolationModel(criterion=v.criterion, message=v.message, players=list(v.players))
                    for v in audit.violations],
        comparison=ComparisonModel(**vars_of(audit.comparison)) if audit.comparison is not None else None,
        note=audit.note,
    )


def pairing_model(pairing: RoundPairing) -> RoundPairingModel:
    coloured = [board for board in pairing.boards if board not in pairing.uncoloured]
    return RoundPairingModel(pairs=_boards(coloured), bye=list(pairing.byes), uncoloured=_boards(sorted(pairing.uncoloured)))


def _boards(items: list[tuple[int, int]]) -> list[Board]:
    return [Board(board=k, white=w, black=b) for k, (w, b) in enumerate(items, start=1)]


@router.post(
    "/simulate",
    response_model=SimulateResponse,
    summary="Generate a random tournament paired by the engine (random tournament generator, C.04.A A.5)",
    responses={
        409: {"model": Problem, "description": "A round of the generated tournament cannot be paired"},
        413: {"model": Problem, "description": "More players or rounds than a simulation may have"},
        503: {"model": Problem, "description": "The time budget ran out"},
    },
)
async def simulate_tournament(request: Request) -> SimulateResponse:
    body = await read_model(request, SimulateRequest)
    check_size(body)
    seed = body.seed if body.seed is not None else random.SystemRandom().randrange(2**63)
    config = SimulationConfig(**body.config.model_dump())
    deadline = Deadline(request.app.state.settings.request_timeout_seconds)
    simulation = await run_in_threadpool(simulate, config, body.system, seed, deadline)
    return SimulateResponse(system=body.system, seed=seed, config=simulation.scenario.as_dict(), trf=simulation.trf())


def check_size(body: SimulateRequest) -> None:
    """413 naming the key when the simulation would be larger than allowed."""
    errors = [
        ProblemError(where=f"/config/{key}", message=f"at most {limit} {key} in a simulation, got {value}")
        for key, value, limit in (("players", body.config.players, MAX_SIMULATED_PLAYERS),
                                  ("rounds", body.config.rounds, MAX_SIMULATED_ROUNDS))
        if value is not None and value > limit
    ]
    if errors:
        raise ProblemException(413, "simulation-too-large", "Simulation too large", f"{errors[0].where}: {errors[0].message}",
                               errors)
