"""The answer of ``POST /v1/trf/parse``."""

from __future__ import annotations

from pydantic import BaseModel, Field

from service.errors import ProblemError
from service.schemas.tournament import TournamentDocument


class ParsedTournament(BaseModel):
    tournament: TournamentDocument
    next_round: int = Field(description="The round a pairing request would pair.")
    warnings: list[ProblemError] = Field(default_factory=list)
