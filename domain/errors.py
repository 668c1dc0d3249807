"""Errors the domain raises for bad input, with the place and the fault spelled out.

The HTTP layer maps them to status codes (422 invalid or inconsistent input, 409 no legal
pairing, 503 budget exhausted, an ``engine-failure`` problem for a fault of the engine itself);
the domain itself knows nothing of HTTP.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Issue:
    """One fault: ``where`` names the place (``line 12, columns 92-95``, ``player 3, round 2``)."""

    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


class InvalidInput(ValueError):
    """Input that cannot be used: malformed or inconsistent. Carries every issue found."""

    title = "Invalid input"

    def __init__(self, issues: list[Issue], title: str | None = None) -> None:
        self.issues = list(issues)
        if title is not None:
            self.title = title
        super().__init__("; ".join(str(issue) for issue in self.issues[:5]))


class TrfSyntaxError(InvalidInput):
    """A TRF text that does not follow the record layout (C.04 Annex 2)."""

    title = "Malformed TRF"


class InconsistentTournament(InvalidInput):
    """A well-formed tournament whose facts contradict each other."""

    title = "Inconsistent tournament"


class NoLegalPairing(Exception):
    """The input is valid but no pairing satisfies the absolute criteria."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


class BudgetExceeded(Exception):
    """The computation ran out of its time budget."""


class EngineFailure(Exception):
    """A pairing engine failed (a bug or an exhausted resource): the service's fault, never the input's.

    Distinct from :class:`NoLegalPairing` so that a caller never mistakes a crash for an answer.
    """

    def __init__(self, engine: str, cause: BaseException) -> None:
        self.engine = engine
        self.cause = cause
        super().__init__(f"the {engine} engine failed: {type(cause).__name__}: {cause}")


#: What an engine may raise on purpose; everything else escaping an engine is an :class:`EngineFailure`.
EXPECTED_ERRORS = (InvalidInput, NoLegalPairing, BudgetExceeded, EngineFailure)


@contextmanager
def engine_guard(engine: str) -> Iterator[None]:
    """Turn any unexpected exception raised inside ``engine`` into an :class:`EngineFailure`."""
    try:
        yield
    except EXPECTED_ERRORS:
        raise
    except Exception as error:
        raise EngineFailure(engine, error) from error
