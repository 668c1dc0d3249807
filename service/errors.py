"""RFC 9457 problem details for every error the service returns.

422 invalid or inconsistent input (each error names where: a JSON pointer or a TRF line and
columns), 409 no legal pairing (also: nobody to pair, or a requested round that is not the round
to pair), 413 body too large, 503 time budget exhausted. Nothing a client sends may produce a
bare 500: a fault inside a pairing engine is its own problem type (``engine-failure``, status
500) that tells the caller it is the service's fault.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

import orjson
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from domain.errors import (
    BudgetExceeded,
    EngineFailure,
    InvalidInput,
    Issue,
    NobodyToPair,
    NoLegalPairing,
    RoundNotPairable,
)
from service.limits import LimitExceeded

PROBLEM_JSON = "application/problem+json"
logger = logging.getLogger("service.errors")


class ProblemError(BaseModel):
    where: str = Field(description="A JSON pointer (/tournament/players/3/rating) or a TRF place (line 12, columns 92-95).")
    message: str


class Problem(BaseModel):
    type: str
    title: str
    status: int
    detail: str
    errors: list[ProblemError] = Field(default_factory=list)


class ProblemException(Exception):
    """Raised by the HTTP layer for errors that are not domain errors (e.g. bad JSON)."""

    def __init__(self, status: int, slug: str, title: str, detail: str, errors: list[ProblemError] | None = None) -> None:
        super().__init__(detail)
        self.problem = Problem(type=f"/problems/{slug}", title=title, status=status, detail=detail, errors=errors or [])


def problem_response(problem: Problem) -> Response:
    return Response(orjson.dumps(problem.model_dump()), status_code=problem.status, media_type=PROBLEM_JSON)


def problem_errors(issues: Iterable[Issue]) -> list[ProblemError]:
    """Domain issues (errors or warnings) as the ``errors``/``warnings`` items of an answer."""
    return [ProblemError(where=issue.where, message=issue.message) for issue in issues]


def invalid_input_problem(error: InvalidInput) -> Problem:
    errors = problem_errors(error.issues)
    detail = f"{error.total} problem(s) found; first: {errors[0].where}: {errors[0].message}" if errors else error.title
    if isinstance(error, LimitExceeded):
        detail = f"{error.setting} is {error.limit}: {errors[0].where}: {errors[0].message}"
    return Problem(type=f"/problems/{_slug(error)}", title=error.title, status=422, detail=detail, errors=errors)


def _slug(error: InvalidInput) -> str:
    if isinstance(error, LimitExceeded):
        return "limit-exceeded"
    return "inconsistent-tournament" if error.title.startswith("Inconsistent") else "invalid-input"


def json_pointer(location: tuple[Any, ...]) -> str:
    """FastAPI/pydantic error location as a JSON pointer (``body`` dropped)."""
    parts = [str(part) for part in location if part != "body"]
    return "/" + "/".join(parts) if parts else "/"


def validation_problem(errors: list[dict[str, Any]]) -> Problem:
    items = [ProblemError(where=json_pointer(tuple(error.get("loc", ()))), message=error.get("msg", "invalid")) for error in errors]
    detail = f"{len(items)} field(s) invalid; first: {items[0].where}: {items[0].message}" if items else "invalid request"
    return Problem(type="/problems/invalid-input", title="Invalid input", status=422, detail=detail, errors=items)


_HTTP_PROBLEMS = {
    404: ("not-found", "Not found"),
    405: ("method-not-allowed", "Method not allowed"),
    413: ("body-too-large", "Body too large"),
}


def install_error_handlers(app: FastAPI) -> None:
    """Map every domain and framework error to a problem response."""

    @app.exception_handler(InvalidInput)
    async def _invalid(_: Request, error: InvalidInput) -> Response:
        return problem_response(invalid_input_problem(error))

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, error: RequestValidationError) -> Response:
        return problem_response(validation_problem(list(error.errors())))

    @app.exception_handler(NoLegalPairing)
    async def _no_pairing(_: Request, error: NoLegalPairing) -> Response:
        return problem_response(
            Problem(type="/problems/no-legal-pairing", title="No legal pairing", status=409, detail=error.reason)
        )

    @app.exception_handler(EngineFailure)
    async def _engine_failure(request: Request, error: EngineFailure) -> Response:
        logger.error("engine failure on %s %s", request.method, request.url.path, exc_info=error.cause)
        detail = (
            f"{error}. This is a fault of the pairing service, not of your tournament: "
            "please report it together with the request body."
        )
        return problem_response(Problem(type="/problems/engine-failure", title="Engine failure", status=500, detail=detail))

    @app.exception_handler(NobodyToPair)
    async def _nobody(_: Request, error: NobodyToPair) -> Response:
        return problem_response(
            Problem(type="/problems/nobody-to-pair", title="Nobody to pair", status=409, detail=error.reason)
        )

    @app.exception_handler(RoundNotPairable)
    async def _round(_: Request, error: RoundNotPairable) -> Response:
        errors = [ProblemError(where="/round", message=f"requested {error.requested}; the round to pair is {error.to_pair}")]
        return problem_response(
            Problem(type="/problems/round-not-pairable", title="Round not pairable", status=409, detail=error.reason, errors=errors)
        )

    @app.exception_handler(BudgetExceeded)
    async def _budget(_: Request, error: BudgetExceeded) -> Response:
        return problem_response(
            Problem(type="/problems/budget-exhausted", title="Time budget exhausted", status=503, detail=str(error))
        )

    @app.exception_handler(ProblemException)
    async def _problem(_: Request, error: ProblemException) -> Response:
        return problem_response(error.problem)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, error: StarletteHTTPException) -> Response:
        slug, title = _HTTP_PROBLEMS.get(error.status_code, (f"http-{error.status_code}", "HTTP error"))
        return problem_response(
            Problem(type=f"/problems/{slug}", title=title, status=error.status_code, detail=str(error.detail))
        )

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, error: Exception) -> Response:
        logger.exception("unexpected error on %s %s", request.method, request.url.path)
        return problem_response(
            Problem(type="/problems/internal", title="Internal error", status=500, detail="unexpected server error")
        )
