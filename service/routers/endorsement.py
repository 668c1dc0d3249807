"""The endorsement tools over HTTP (FIDE C.04.A A.4-A.5).

``POST /v1/swiss/audit``: the free pairings checker, every played round re-paired and compared.
``POST /v1/swiss/simulate``: the random tournament generator, a whole tournament as TRF16.
Both run off the event loop under the request's time budget (503 when it runs out).
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request

from service.http.body import body_of, openapi_body
from service.http.dependencies import DeadlineDep, LimitsDep, MemoryDep
from service.http.errors import Problem
from service.http.offload import run_until
from service.http.provenance import edition_header
from service.schemas.endorsement import AuditRequest, AuditResponse, SimulateRequest, SimulateResponse
from service.use_cases.endorsement import audit_rounds, generate

router = APIRouter(prefix="/v1/swiss", tags=["swiss"])
AuditBody = Annotated[AuditRequest, Depends(body_of(AuditRequest))]
SimulateBody = Annotated[SimulateRequest, Depends(body_of(SimulateRequest))]


@router.post(
    "/audit",
    response_model=AuditResponse,
    summary="Check every played round of a tournament against the engine (free pairings checker, C.04.A A.4)",
    openapi_extra=openapi_body(AuditRequest, "TRF text; pass system (and options) in the query string"),
    responses={503: {"model": Problem, "description": "The time budget ran out"}},
)
async def audit(
    body: AuditBody, limits: LimitsDep, deadline: DeadlineDep, memory: MemoryDep, request: Request
) -> AuditResponse:
    named = edition_header(request)
    return await run_until(deadline, request.receive, audit_rounds, body, limits, deadline, memory, named)


@router.post(
    "/simulate",
    response_model=SimulateResponse,
    summary="Generate a random tournament paired by the engine (random tournament generator, C.04.A A.5)",
    openapi_extra=openapi_body(SimulateRequest, None),
    responses={
        409: {"model": Problem, "description": "A round of the generated tournament cannot be paired"},
        503: {"model": Problem, "description": "The time budget ran out"},
    },
)
async def simulate_tournament(
    body: SimulateBody, limits: LimitsDep, deadline: DeadlineDep, memory: MemoryDep, request: Request
) -> SimulateResponse:
    named = edition_header(request)
    return await run_until(deadline, request.receive, generate, body, limits, deadline, memory, named)
