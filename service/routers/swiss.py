"""Swiss pairing: ``POST /v1/swiss/pairings`` (every served system) and ``/check``: each handler is
the request, the limits and the budgets handed to its use case (:mod:`service.use_cases.swiss`)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request

from service.http.body import body_of, openapi_body
from service.http.dependencies import DeadlineDep, LimitsDep, MemoryDep
from service.http.offload import run_until
from service.http.provenance import edition_header
from service.schemas.swiss import (
    CheckRequest,
    CheckResponse,
    PairingRequest,
    PairingResponse,
)
from service.use_cases.swiss import check, pair

router = APIRouter(prefix="/v1/swiss", tags=["swiss"])
PairingBody = Annotated[PairingRequest, Depends(body_of(PairingRequest))]
CheckBody = Annotated[CheckRequest, Depends(body_of(CheckRequest))]


@router.post(
    "/pairings",
    response_model=PairingResponse,
    summary="Pair the next round of a Swiss tournament",
    openapi_extra=openapi_body(PairingRequest, "TRF text; pass system (and options) in the query string"),
)
async def pairings(
    body: PairingBody, limits: LimitsDep, deadline: DeadlineDep, memory: MemoryDep, request: Request
) -> PairingResponse:
    return await run_until(deadline, request.receive, pair, body, limits, deadline, memory, edition_header(request))


@router.post(
    "/check",
    response_model=CheckResponse,
    summary="Check a proposed or published pairing against the rules",
    openapi_extra=openapi_body(CheckRequest, None),
)
async def check_pairing(
    body: CheckBody, limits: LimitsDep, deadline: DeadlineDep, memory: MemoryDep, request: Request
) -> CheckResponse:
    return await run_until(deadline, request.receive, check, body, limits, deadline, memory, edition_header(request))
