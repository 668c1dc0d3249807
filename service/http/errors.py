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

from pydantic import BaseModel, Field

from domain.errors import (
    BudgetExceeded,
    EngineFailure,
    InvalidInput,
    Issue,
    MemoryBudgetExceeded,
    NobodyToPair,
    NoLegalPairing,
    RoundNotPairable,
    omitted_issue,
)
from service.runtime.limits import ERRORS_LISTED_DEFAULT, LimitExceeded

PROBLEM_JSON = "application/problem+json"
logger = logging.getLogger("service.errors")


class ProblemError(BaseModel):
    where: str = Field(
        description="A JSON pointer (/tournament/players/3/rating) or a TRF place (line 12, columns 92-95)."
    )
    message: str = Field(description="What is wrong there.")


class Problem(BaseModel):
    type: str = Field(
        description="Kind of problem: /problems/invalid-input, /problems/inconsistent-tournament, "
        "/problems/no-legal-pairing, /problems/round-not-pairable, /problems/body-too-large, "
        "/problems/budget-exhausted, ..."
    )
    title: str = Field(description="Short summary of the kind of problem.")
    status: int = Field(description="The HTTP status code.")
    detail: str = Field(description="What went wrong, in one sentence, with the first fault.")
    errors: list[ProblemError] = Field(description="Every fault found, each with where and what.", default_factory=list)
    request_id: str | None = Field(default=None, description="The X-Request-ID of the request, to find it in the logs.")


class ProblemException(Exception):
    """Raised by the HTTP layer for errors that are not domain errors (e.g. bad JSON)."""

    def __init__(
        self, status: int, slug: str, title: str, detail: str, errors: list[ProblemError] | None = None
    ) -> None:
        super().__init__(detail)
        listed = capped(errors or [], ERRORS_LISTED_DEFAULT)
        self.problem = Problem(type=f"/problems/{slug}", title=title, status=status, detail=detail, errors=listed)


def capped(errors: list[ProblemError], listed: int, total: int | None = None) -> list[ProblemError]:
    """An error list as every layer gives it: the first ``listed`` of ``total`` (default: all of
    ``errors``), then one item counting the rest, as the domain's lists end (issue 34)."""
    total = len(errors) if total is None else total
    items = errors[:listed]
    if total > len(items):
        more = omitted_issue(total - len(items))
        items.append(ProblemError(where=more.where, message=more.message))
    return items


def problem_errors(issues: Iterable[Issue]) -> list[ProblemError]:
    """Domain issues (errors or warnings) as the ``errors``/``warnings`` items of an answer."""
    return [ProblemError(where=issue.where, message=issue.message) for issue in issues]


def invalid_input_problem(error: InvalidInput, listed: int = ERRORS_LISTED_DEFAULT) -> Problem:
    """The 422 of a domain or adapter error: its first ``listed`` issues, then one counting the rest,
    whoever collected them (issue 44: a team document listed 4,999 errors)."""
    issues = error.issues
    if issues and issues[-1] == omitted_issue(error.total - len(issues) + 1):
        issues = issues[:-1]  # already capped by an IssueLog: counted again below
    errors = capped(problem_errors(issues[:listed]), listed, error.total)
    detail = f"{error.total} problem(s) found; first: {errors[0].where}: {errors[0].message}" if errors else error.title
    if isinstance(error, LimitExceeded):
        detail = f"{error.setting} is {error.limit}: {errors[0].where}: {errors[0].message}"
    return Problem(type=f"/problems/{_slug(error)}", title=error.title, status=422, detail=detail, errors=errors)


def _slug(error: InvalidInput) -> str:
    if isinstance(error, LimitExceeded):
        return "limit-exceeded"
    return "inconsistent-tournament" if error.title.startswith("Inconsistent") else "invalid-input"


def domain_problem(error: Exception) -> Problem | None:
    """The problem document of a domain error (``None`` for any other exception); the HTTP handlers
    and the batch command both answer with it."""
    if isinstance(error, InvalidInput):
        return invalid_input_problem(error)
    if isinstance(error, NobodyToPair):
        return Problem(type="/problems/nobody-to-pair", title="Nobody to pair", status=409, detail=error.reason)
    if isinstance(error, NoLegalPairing):
        return Problem(type="/problems/no-legal-pairing", title="No legal pairing", status=409, detail=error.reason)
    if isinstance(error, RoundNotPairable):
        where = [
            ProblemError(where="/round", message=f"requested {error.requested}; the round to pair is {error.to_pair}")
        ]
        return Problem(
            type="/problems/round-not-pairable",
            title="Round not pairable",
            status=409,
            detail=error.reason,
            errors=where,
        )
    if isinstance(error, BudgetExceeded):
        title = "Memory budget exhausted" if isinstance(error, MemoryBudgetExceeded) else "Time budget exhausted"
        return Problem(type="/problems/budget-exhausted", title=title, status=503, detail=str(error))
    if isinstance(error, EngineFailure):
        logger.error("engine failure", exc_info=error.cause)
        detail = (
            f"{error}. This is a fault of the pairing service, not of your tournament: "
            "please report it together with the request body."
        )
        return Problem(type="/problems/engine-failure", title="Engine failure", status=500, detail=detail)
    if isinstance(error, ProblemException):
        return error.problem
    return None


#: Tags of the forms one field takes (the games document, the team event document): pydantic puts
#: the tag of the form it read into an error's location; the caller's document has no such level.
FORM_TAGS = ("games document", "team event document")


def json_pointer(location: tuple[Any, ...]) -> str:
    """FastAPI/pydantic error location as a JSON pointer (``body`` and form tags dropped)."""
    parts = [str(part) for part in location if part != "body" and part not in FORM_TAGS]
    return "/" + "/".join(parts) if parts else "/"


def validation_problem(errors: list[dict[str, Any]], listed: int = ERRORS_LISTED_DEFAULT) -> Problem:
    """The 422 of a schema (pydantic) validation: its errors capped like the domain's, the first
    ``listed`` then one ``more`` counting the rest (:class:`~domain.errors.IssueLog`; issue 34)."""
    first = [
        ProblemError(where=json_pointer(tuple(error.get("loc", ()))), message=error.get("msg", "invalid"))
        for error in errors[:listed]
    ]
    items = capped(first, listed, len(errors))
    detail = (
        f"{len(errors)} field(s) invalid; first: {items[0].where}: {items[0].message}" if items else "invalid request"
    )
    return Problem(type="/problems/invalid-input", title="Invalid input", status=422, detail=detail, errors=items)
