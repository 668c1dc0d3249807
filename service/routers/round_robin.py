"""Round robins: ``/v1/round-robin/schedule``, ``/varma-draw`` and ``/redraw-check``.

The search beyond the Varma tables is CPU work: like every handler that computes, these run their
work off the event loop (:mod:`service.http.offload`), the draw under the request's deadline.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request

from service.http.body import body_of, openapi_body
from service.http.dependencies import DeadlineDep, LimitsDep
from service.http.offload import run_cpu, run_until
from service.schemas.round_robin import (
    RedrawRequest,
    RedrawResponse,
    ScheduleRequest,
    ScheduleResponse,
    VarmaDrawRequest,
    VarmaDrawResponse,
)
from service.use_cases.round_robin import berger, draw, redraw

router = APIRouter(prefix="/v1/round-robin", tags=["round robin"])
# Read like every other body (strict JSON, 422 naming the place; JSON only, else 415), not by FastAPI.
ScheduleBody = Annotated[ScheduleRequest, Depends(body_of(ScheduleRequest, text_field=None))]
VarmaDrawBody = Annotated[VarmaDrawRequest, Depends(body_of(VarmaDrawRequest, text_field=None))]
RedrawBody = Annotated[RedrawRequest, Depends(body_of(RedrawRequest, text_field=None))]


@router.post(
    "/schedule",
    response_model=ScheduleResponse,
    summary="Berger schedule (FIDE C.05 Annex 1)",
    openapi_extra=openapi_body(ScheduleRequest, None),
)
async def berger_schedule(body: ScheduleBody, limits: LimitsDep) -> ScheduleResponse:
    return await run_cpu(berger, body, limits)


@router.post(
    "/varma-draw",
    response_model=VarmaDrawResponse,
    summary="Varma restricted draw and its Berger schedule (C.06 II.3.2)",
    openapi_extra=openapi_body(VarmaDrawRequest, None),
)
async def varma_draw(
    body: VarmaDrawBody, limits: LimitsDep, deadline: DeadlineDep, request: Request
) -> VarmaDrawResponse:
    return await run_until(deadline, request.receive, draw, body, limits, deadline)


@router.post(
    "/redraw-check",
    response_model=RedrawResponse,
    summary="Does a withdrawal after the draw need a new draw? (C.06 II.3)",
    openapi_extra=openapi_body(RedrawRequest, None),
)
async def redraw_check(body: RedrawBody, limits: LimitsDep) -> RedrawResponse:
    return redraw(body, limits)
