"""How the command line talks to the use cases: it reads a file, builds the request the HTTP route
takes, and hands it to the same use case under the configured limits and budgets (``PAIRING_*``
variables); the answer's warnings go to standard error.

The request schemas and the settings are imported when a command needs them: ``--help`` and a
failed argument check load neither.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from domain.errors import InvalidInput, Issue

if TYPE_CHECKING:
    from pydantic import BaseModel

    from domain.budget import Deadline, MemoryBudget
    from service.runtime.limits import Limits

T = TypeVar("T")
Model = TypeVar("Model", bound="BaseModel")

#: How the command line validates a request it builds: as the API does, except that a system the
#: API does not serve (``SystemFacts.served_over_http``) is paired here all the same.
COMMAND_LINE = {"door": "command line"}


class Located(Protocol):
    """A warning of an answer: where, and what."""

    @property
    def where(self) -> str: ...

    @property
    def message(self) -> str: ...


def read_text(path: str) -> str:
    """The text of a TRF file (``-`` for standard input)."""
    from service.use_cases.trf import trf_file_text

    return trf_file_text(sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes())


def configured() -> tuple[Limits, Deadline, MemoryBudget]:
    """The limits and one run's budgets, as the service is configured (``PAIRING_*`` variables)."""
    from service.runtime.settings import Settings

    settings = validated(Settings.from_env)
    return settings.limits, settings.deadline(), settings.memory


def validated(build: Callable[[], T]) -> T:
    """``build()`` (a request, the settings), its refused fields as invalid input naming each one."""
    from pydantic import ValidationError

    try:
        return build()
    except ValidationError as error:
        issues = [Issue("/".join(str(part) for part in item["loc"]) or "/", item["msg"]) for item in error.errors()]
        raise InvalidInput(issues) from None


def request(model: type[Model], fields: dict[str, Any]) -> Model:
    """The request ``model`` of ``fields``, validated as the API validates it (:data:`COMMAND_LINE`)."""
    return validated(lambda: model.model_validate(fields, context=COMMAND_LINE))


def warn(warnings: Iterable[Located]) -> None:
    """The answer's warnings, one line each on standard error."""
    for warning in warnings:
        print(f"warning: {warning.where}: {warning.message}", file=sys.stderr)
