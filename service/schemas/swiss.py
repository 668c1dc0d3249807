"""Request and response of ``POST /v1/swiss/pairings`` (fixed points in api.md)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from service.errors import ProblemError
from service.limits import PLAYER_CAP
from service.schemas.swedish import SwedishOptionsModel
from service.schemas.tournament import TournamentSource, UnannouncedAbsenceDocument

SystemName = Literal["dutch", "dutch-2017", "swedish"]


class RoundOptions(TournamentSource):
    """Events of the round that a request may state besides the tournament document."""

    acceleration: Literal["auto", "baku", "none"] = Field(
        default="auto",
        description="Dutch only. auto: the tournament's XXA/250 records, else Baku when the type (192) ends in _BAKU; "
        "baku: Baku acceleration (C.04.5.1 / C.04.7) whatever the records say; none: no acceleration.",
    )
    unannounced_absences: list[UnannouncedAbsenceDocument] = Field(
        default_factory=list, max_length=10000,
        description="Seed F8: absences without notice in earlier rounds, added to the tournament's own.",
    )
    unannounced_absence_withdraws: bool = Field(
        default=True,
        description="Seed F8 / C.04.2 D.2: a player absent without notice is withdrawn from the next round on "
        "(listed in 'withdrawn'). false = such a player is paired again.",
    )


class PairingRequest(RoundOptions):
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


class ProposedBoard(BaseModel):
    white: int = Field(ge=1, le=PLAYER_CAP)
    black: int = Field(ge=1, le=PLAYER_CAP)


class ProposedPairing(BaseModel):
    pairs: list[ProposedBoard] = Field(max_length=5000)
    bye: int | None = Field(default=None, ge=1, le=PLAYER_CAP)


class CheckRequest(RoundOptions):
    system: Literal["dutch", "dutch-2017"] = Field(description="The edition the pairing is checked against.")
    pairing: ProposedPairing = Field(description="The proposed or published pairing of the next round.")


class ViolationModel(BaseModel):
    criterion: str = Field(description="C1, C2, C3, colour (C.04.1 Art. 6-7), absent, unpaired, twice, unknown or bye.")
    message: str
    players: list[int]


class ComparisonModel(BaseModel):
    equivalent: bool = Field(description="True when no quality criterion tells the two pairings apart.")
    criterion: str | None = Field(default=None, description="The first quality criterion on which they differ.")
    bracket_score: float | None = Field(default=None, description="Score of the bracket where it differs (null: whole round).")
    proposal_better: bool | None = None
    proposal_value: Any = None
    engine_value: Any = None


class EnginePairing(BaseModel):
    pairs: list[Board]
    bye: int | None


class CheckResponse(BaseModel):
    system: str
    round: int
    valid: bool = Field(description="No absolute criterion is broken.")
    violations: list[ViolationModel]
    comparison: ComparisonModel | None = None
    engine_pairing: EnginePairing | None = None
    warnings: list[ProblemError] = Field(default_factory=list)
