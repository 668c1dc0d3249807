"""The app's error handlers: every domain and framework error answered as a problem document
(RFC 9457, the models of :mod:`service.http.errors`). Apart from the models so that what builds
requests and answers without serving them (the command line, batch) does not load FastAPI."""

from __future__ import annotations

import logging

import orjson
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from domain.errors import BudgetExceeded, EngineFailure, InvalidInput, NoLegalPairing, RoundNotPairable
from service.http.errors import (
    PROBLEM_JSON,
    Problem,
    ProblemException,
    domain_problem,
    invalid_input_problem,
    validation_problem,
)
from service.observability.context import current_request_id, note_problem
from service.runtime.limits import ERRORS_LISTED_DEFAULT

#: The same logger as the problem builders' (``service.errors``): one name to filter on.
logger = logging.getLogger("service.errors")


def problem_response(problem: Problem) -> Response:
    """The problem as an answer, stamped with the request id (and counted by its type)."""
    note_problem(problem.type.rsplit("/", 1)[-1])
    problem = problem.model_copy(update={"request_id": current_request_id()})
    return Response(orjson.dumps(problem.model_dump()), status_code=problem.status, media_type=PROBLEM_JSON)


def _listed(request: Request) -> int:
    """The errors one answer lists: the deployment's ``PAIRING_MAX_ERRORS_LISTED``."""
    settings = getattr(request.app.state, "settings", None)
    return settings.max_errors_listed if settings is not None else ERRORS_LISTED_DEFAULT


_HTTP_PROBLEMS = {
    404: ("not-found", "Not found"),
    405: ("method-not-allowed", "Method not allowed"),
    408: ("request-timeout", "Request timeout"),
    413: ("body-too-large", "Body too large"),
}


def install_error_handlers(app: FastAPI) -> None:
    """Map every domain and framework error to a problem response."""

    @app.exception_handler(InvalidInput)
    async def _invalid(request: Request, error: InvalidInput) -> Response:
        return problem_response(invalid_input_problem(error, _listed(request)))

    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, error: RequestValidationError) -> Response:
        return problem_response(validation_problem(list(error.errors()), _listed(request)))

    @app.exception_handler(NoLegalPairing)
    @app.exception_handler(EngineFailure)
    @app.exception_handler(RoundNotPairable)
    @app.exception_handler(BudgetExceeded)
    async def _domain(_: Request, error: Exception) -> Response:
        problem = domain_problem(error)
        if problem is None:  # not a domain error: the 500 handler's, as if this one were not installed
            raise error
        return problem_response(problem)

    @app.exception_handler(ProblemException)
    async def _problem(_: Request, error: ProblemException) -> Response:
        return problem_response(error.problem)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, error: StarletteHTTPException) -> Response:
        slug, title = _HTTP_PROBLEMS.get(error.status_code, (f"http-{error.status_code}", "HTTP error"))
        response = problem_response(
            Problem(type=f"/problems/{slug}", title=title, status=error.status_code, detail=str(error.detail))
        )
        response.headers.update(error.headers or {})  # e.g. ``connection: close`` after a body timeout
        return response

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, error: Exception) -> Response:
        logger.exception("unexpected error on %s %s", request.method, request.url.path)
        return problem_response(
            Problem(type="/problems/internal", title="Internal error", status=500, detail="unexpected server error")
        )
