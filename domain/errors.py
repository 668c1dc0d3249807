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
    """One fault: ``where`` names the place (``line 12, columns 92-95``, ``player 3, round 2``).

    ``player`` (pairing number), ``round`` and ``field`` (a tournament field such as
    ``total_rounds``) say the same place as data, so that the service can point into what its
    caller sent (a JSON pointer, the caller's ids) without reading ``where`` back.
    """

    where: str
    message: str
    player: int | None = None
    round: int | None = None
    field: str | None = None

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"

    @classmethod
    def of_field(cls, name: str, message: str) -> Issue:
        """An issue about a tournament field (``total_rounds``), named as the domain names it."""
        return cls(name, message, field=name)


class IssueLog:
    """Issues found while reading or checking: the first ``listed`` are kept, the rest counted.

    A hostile input can hold a fault every few bytes; an answer listing them all would be
    larger than the input (issue 16), so only a bounded list is ever built.
    """

    __slots__ = ("limit", "listed", "total")

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.listed: list[Issue] = []
        self.total = 0

    def add(self, issue: Issue) -> None:
        self.total += 1
        if len(self.listed) < self.limit:
            self.listed.append(issue)

    def __bool__(self) -> bool:
        return self.total > 0

    def issues(self) -> list[Issue]:
        """The listed issues, followed by one that counts those not listed (if any)."""
        omitted = self.total - len(self.listed)
        return self.listed + ([omitted_issue(omitted)] if omitted else [])


def omitted_issue(count: int) -> Issue:
    """The last item of every capped list of problems: how many more were found but not listed."""
    return Issue("more", f"{count} more problem(s) not listed")


class InvalidInput(ValueError):
    """Input that cannot be used: malformed or inconsistent. Carries the issues found.

    ``total`` counts every issue found, also those left out of a capped list (:class:`IssueLog`).
    """

    title = "Invalid input"

    def __init__(self, issues: list[Issue], title: str | None = None, total: int | None = None) -> None:
        self.issues = list(issues)
        self.total = len(self.issues) if total is None else total
        if title is not None:
            self.title = title
        super().__init__("; ".join(str(issue) for issue in self.issues[:5]))

    @classmethod
    def from_log(cls, log: IssueLog) -> InvalidInput:
        return cls(log.issues(), total=log.total)


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


class NobodyToPair(NoLegalPairing):
    """Players are registered but none can be paired in the round (api.md: never a success)."""


class RoundNotPairable(Exception):
    """The caller asked for a round other than the round the state makes next (api.md)."""

    def __init__(self, requested: int, to_pair: int, reason: str) -> None:
        self.requested = requested
        self.to_pair = to_pair
        self.reason = reason
        super().__init__(reason)


class BudgetExceeded(Exception):
    """The computation ran out of its time budget."""


class MemoryBudgetExceeded(BudgetExceeded):
    """The computation would need more memory than its budget (:meth:`domain.budget.Deadline.reserve`)."""


class WorkCancelled(BudgetExceeded):
    """The computation was stopped because nobody waits for its answer (the client went away)."""


class EngineFailure(Exception):
    """A pairing engine failed (a bug or an exhausted resource): the service's fault, never the input's.

    Distinct from :class:`NoLegalPairing` so that a caller never mistakes a crash for an answer.
    """

    def __init__(self, engine: str, cause: BaseException) -> None:
        self.engine = engine
        self.cause = cause
        super().__init__(f"the {engine} engine failed: {type(cause).__name__}: {cause}")


#: What an engine may raise on purpose; everything else escaping an engine is an :class:`EngineFailure`.
EXPECTED_ERRORS = (InvalidInput, NoLegalPairing, RoundNotPairable, BudgetExceeded, EngineFailure)


@contextmanager
def engine_guard(engine: str) -> Iterator[None]:
    """Turn any unexpected exception raised inside ``engine`` into an :class:`EngineFailure`."""
    try:
        yield
    except EXPECTED_ERRORS:
        raise
    except Exception as error:
        raise EngineFailure(engine, error) from error
