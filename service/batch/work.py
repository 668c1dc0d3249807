"""One input file, one answer: the same request model and the same use case as the HTTP route."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
from pydantic import BaseModel, ValidationError

from domain.budget import Deadline, MemoryBudget
from service.batch.files import problem_path, result_path, write_atomically
from service.batch.job import Job, Outcome
from service.http.errors import Problem, ProblemError, domain_problem, validation_problem
from service.runtime.limits import Limits
from service.schemas.standings import StandingsRequest
from service.schemas.swiss import CheckRequest, PairingRequest
from service.schemas.tournament import TournamentSource
from service.use_cases.standings import rank
from service.use_cases.swiss import check, pair
from service.use_cases.trf import trf_file_text


@dataclass(frozen=True, slots=True)
class Mode:
    request: type[BaseModel]
    #: The use case: the request, the configured limits, the file's deadline and memory budget.
    answer: Callable[[Any, Limits, Deadline, MemoryBudget], BaseModel]


def _rank(request: StandingsRequest, limits: Limits, deadline: Deadline, memory: MemoryBudget) -> BaseModel:
    """The standings plan no allocation they could estimate first: the memory budget is not read."""
    return rank(request, limits, deadline)


#: What ``--mode`` runs: the routes' own use cases (``POST /v1/swiss/pairings``, ``/check``, ``/v1/standings``).
MODES: dict[str, Mode] = {
    "pair": Mode(PairingRequest, pair),
    "check": Mode(CheckRequest, check),
    "rank": Mode(StandingsRequest, _rank),
}


def answer_file(source: Path, out: Path, job: Job) -> Outcome:
    """Answer ``source`` and write the answer (or its problem document) into ``out``."""
    started = time.perf_counter()
    try:
        answer = _answer(source, job)
    except Exception as error:
        problem = _problem(error)
        body = {**problem.model_dump(exclude={"request_id"}), "file": source.name}
        write_atomically(problem_path(out, source), orjson.dumps(body, option=orjson.OPT_INDENT_2))
        return Outcome(
            source.name, problem.status, problem.type.rsplit("/", 1)[-1], problem.detail, time.perf_counter() - started
        )
    write_atomically(result_path(out, source), orjson.dumps(answer.model_dump(mode="json"), option=orjson.OPT_INDENT_2))
    return Outcome(source.name, 200, None, None, time.perf_counter() - started)


def _answer(source: Path, job: Job) -> BaseModel:
    mode = MODES[job.mode]
    request = mode.request.model_validate(request_fields(source, job.options))
    deadline = Deadline(job.budget_seconds)
    return mode.answer(request, job.settings.limits, deadline, job.settings.memory)


#: The fields that carry the tournament in a request body (``TournamentSource``): a JSON file with
#: one of them is a request; any other JSON file is taken as a tournament document.
SOURCE_FIELDS = frozenset(TournamentSource.model_fields)


def request_fields(source: Path, options: dict[str, Any]) -> dict[str, Any]:
    """The request a file stands for. TRF: the text, options as for a ``text/plain`` body; JSON: a
    request body as the route takes it (``event``, ``trf`` or ``tournament``; its own fields win), or a
    bare tournament document."""
    raw = source.read_bytes()
    if source.suffix.lower() == ".trf":
        return {**options, "trf": trf_file_text(raw)}
    document = orjson.loads(raw)
    if isinstance(document, dict) and SOURCE_FIELDS & document.keys():
        return {**options, **document}
    return {**options, "tournament": document}


def _problem(error: Exception) -> Problem:
    if isinstance(error, ValidationError):
        return validation_problem([dict(item) for item in error.errors(include_url=False)])
    if isinstance(error, OSError):
        return Problem(type="/problems/unreadable-file", title="Unreadable file", status=422, detail=str(error))
    if isinstance(error, orjson.JSONDecodeError):
        return Problem(
            type="/problems/invalid-input",
            title="Invalid input",
            status=422,
            detail=f"the file is not valid JSON: {error}",
            errors=[ProblemError(where="/", message=f"invalid JSON: {error}")],
        )
    problem = domain_problem(error)
    if problem is None:  # a fault of the service, not of the file: say what, keep going
        return Problem(
            type="/problems/internal",
            title="Internal error",
            status=500,
            detail=f"unexpected {type(error).__name__}: {error}",
        )
    return problem
