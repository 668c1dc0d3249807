"""Swiss pairing: ``POST /v1/swiss/pairings`` (Dutch editions and the Swedish rules) and ``/check``."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request

from service.http.body import body_of, openapi_body
from service.http.dependencies import DeadlineDep, LimitsDep
from service.http.offload import run_cpu
from service.http.provenance import use_edition
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
async def pairings(body: PairingBody, limits: LimitsDep, deadline: DeadlineDep, request: Request) -> PairingResponse:
    return await run_cpu(pair, body, limits, deadline, use_edition(request, body.system))


@router.post(
    "/check",
    response_model=CheckResponse,
    summary="Check a proposed or published pairing against the rules",
    openapi_extra=openapi_body(CheckRequest, None),
)
async def check_pairing(body: CheckBody, limits: LimitsDep, deadline: DeadlineDep, request: Request) -> CheckResponse:
    return await run_cpu(check, body, limits, deadline, use_edition(request, body.system))
