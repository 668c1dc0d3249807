"""What a batch run hands to each file (``Job``) and gets back (``Outcome``).

Kept apart from ``work`` so that the command line can name them without importing the routers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from service.runtime.settings import Settings


@dataclass(frozen=True, slots=True)
class Job:
    """What every file of a run gets: the mode, request fields for files that lack them, the budget."""

    mode: str
    options: dict[str, Any]
    budget_seconds: float | None
    settings: Settings


@dataclass(frozen=True, slots=True)
class Outcome:
    name: str
    status: int
    problem: str | None
    detail: str | None
    seconds: float
