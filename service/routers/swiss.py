"""Swiss pairing: ``POST /v1/swiss/pairings``."""

from __future__ import annotations

from fastapi import APIRouter, Request
from starlette.concurrency import run_in_threadpool

from domain.budget import Deadline
from domain.model import Tournament
from domain.swiss.dutch import EDITIONS, pair_dutch
from domain.swiss.result import SwissPairing
from service.body import load_tournament, openapi_body, read_model
from service.errors import ProblemError
from service.schemas.swiss import Board, PairingRequest, PairingResponse

router = APIRouter(prefix="/v1/swiss", tags=["swiss"])


def pair(tournament: Tournament, request: PairingRequest, deadline: Deadline) -> SwissPairing:
    """Run the engine the request names."""
    return pair_dutch(tournament, EDITIONS[request.system], deadline)


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
    result = await run_in_threadpool(pair, tournament, body, deadline)
    return PairingResponse(
        system=result.system,
        round=result.round_number,
        pairs=[Board(board=k, white=w, black=b) for k, (w, b) in enumerate(result.boards, start=1)],
        bye=result.bye,
        absent=result.absent,
        warnings=[ProblemError(where=w.where, message=w.message) for w in warnings],
        explanation=result.explanation if body.explain else None,
    )
