"""Errors the domain raises for bad input, with the place and the fault spelled out.

The HTTP layer maps them to status codes (422 invalid or inconsistent input, 409 no legal
pairing, 503 budget exhausted); the domain itself knows nothing of HTTP.
"""

from __future__ import annotations

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
