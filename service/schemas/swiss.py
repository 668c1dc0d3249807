"""Request and response of ``POST /v1/swiss/pairings`` (fixed points in api.md)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from service.errors import ProblemError
from service.schemas.swedish import SwedishOptionsModel
from service.schemas.tournament import TournamentSource

SystemName = Literal["dutch", "dutch-2017", "swedish"]


class PairingRequest(TournamentSource):
    system: SystemName = Field(description="dutch = FIDE C.04.3 in force (2026); dutch-2017; swedish.")
    explain: bool = Field(default=False, description="Add the bracket-by-bracket (group-by-group) decisions to the answer.")
    swedish: SwedishOptionsModel | None = Field(default=None, description="Options of the Swedish rules.")


class Board(BaseModel):
    board: int
    white: int
    black: int


class PairingResponse(BaseModel):
    system: str
    round: int
    pairs: list[Board] = Field(description="Every pair of the round in board order.")
    bye: int | None = Field(description="The player who gets the pairing-allocated bye.")
    absent: list[int] = Field(description="Players not paired: requested byes, absences, withdrawals.")
    withdrawn: list[int] = Field(default_factory=list, description="Of the absent, those treated as withdrawn.")
    warnings: list[ProblemError] = Field(default_factory=list)
    explanation: list[dict[str, Any]] | None = Field(default=None, description="Decisions per bracket or group.")
