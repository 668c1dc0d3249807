"""FIDE rating change and title norms: ``POST /v1/ratings`` and ``POST /v1/norms`` (JSON or text/plain TRF)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends

from service.http.body import body_of, openapi_body
from service.http.dependencies import DeadlineDep, LimitsDep
from service.http.offload import run_cpu
from service.schemas.norms import NormsRequest, NormsResponse
from service.schemas.ratings import RatingsRequest, RatingsResponse
from service.use_cases.ratings import find_norms, rate

router = APIRouter(prefix="/v1", tags=["ratings"])
RatingsBody = Annotated[RatingsRequest, Depends(body_of(RatingsRequest))]
NormsBody = Annotated[NormsRequest, Depends(body_of(NormsRequest))]


@router.post(
    "/ratings",
    response_model=RatingsResponse,
    summary="FIDE rating change of every player (Rating Regulations B.02)",
    openapi_extra=openapi_body(RatingsRequest, "TRF text; options as query parameters (?after_round=7)"),
)
async def ratings(body: RatingsBody, limits: LimitsDep, deadline: DeadlineDep) -> RatingsResponse:
    return await run_cpu(rate, body, limits, deadline)


@router.post(
    "/norms",
    response_model=NormsResponse,
    summary="GM, IM, WGM and WIM norms of every player (Title Regulations B.01 1.4)",
    openapi_extra=openapi_body(NormsRequest, "TRF text; options as query parameters (?host_federation=ESP)"),
)
async def norms(body: NormsBody, limits: LimitsDep, deadline: DeadlineDep) -> NormsResponse:
    return await run_cpu(find_norms, body, limits, deadline)
