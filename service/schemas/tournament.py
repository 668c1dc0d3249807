"""The JSON tournament document: everything a TRF file carries, as JSON.

Player ids are pairing numbers. Round entries use the TRF result codes (``1 = 0 + - W D L H
F U Z``, plus ``*`` for a game without result yet) because every pairing program speaks them.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from service.limits import PLAYER_CAP, ROUND_CAP

ResultCodeLiteral = Literal["1", "=", "0", "+", "-", "W", "D", "L", "H", "F", "U", "Z", "*"]
ColorLiteral = Literal["white", "black"]
Points = float


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RoundEntryDocument(Strict):
    """One round of one player. ``opponent``/``color`` are null for byes and absences."""

    opponent: int | None = Field(default=None, ge=1, le=PLAYER_CAP)
    color: ColorLiteral | None = None
    result: ResultCodeLiteral


class PlayerDocument(Strict):
    id: int = Field(ge=1, le=PLAYER_CAP, description="Pairing number (TPN).")
    name: str = Field(default="", max_length=200)
    sex: Literal["m", "w"] | None = None
    title: str | None = Field(default=None, max_length=3)
    rating: int | None = Field(default=None, ge=0, le=PLAYER_CAP)
    federation: str | None = Field(default=None, max_length=3)
    fide_id: str | None = Field(default=None, max_length=11)
    birth_date: str | None = Field(default=None, max_length=10)
    points: Points | None = Field(default=None, ge=0, description="Points as declared (TRF columns 81-84).")
    rank: int | None = Field(default=None, ge=0, le=PLAYER_CAP)
    rounds: list[RoundEntryDocument | None] = Field(
        default_factory=list, max_length=ROUND_CAP, description="Entry of round r at index r-1; null = nothing recorded."
    )


class PointSystemDocument(Strict):
    """Points per result (TRF ``XXS``)."""

    win_white: Points = 1.0
    win_black: Points = 1.0
    draw_white: Points = 0.5
    draw_black: Points = 0.5
    loss_white: Points = 0.0
    loss_black: Points = 0.0
    zero_bye: Points = 0.0
    half_bye: Points = 0.5
    full_bye: Points = 1.0
    pairing_bye: Points = 1.0
    forfeit_win: Points = 1.0
    forfeit_loss: Points = 0.0


class HeaderRecord(Strict):
    code: str = Field(pattern=r"^\d\d2$", description="TRF record code such as 022 (city).")
    text: str = Field(max_length=500)


class AccelerationDocument(Strict):
    player: int = Field(ge=1, le=PLAYER_CAP)
    points: list[Points] = Field(max_length=ROUND_CAP, description="Virtual points of round r at index r-1 (TRF XXA).")


class AccelerationRangeDocument(Strict):
    """TRF-2026 record 250."""

    match_points: Points
    game_points: Points
    first_round: int = Field(ge=1)
    last_round: int = Field(ge=1)
    first_player: int = Field(ge=1)
    last_player: int = Field(ge=1)


class ForbiddenGroupDocument(Strict):
    players: list[int] = Field(min_length=2, max_length=PLAYER_CAP)
    first_round: int | None = Field(default=None, ge=1)
    last_round: int | None = Field(default=None, ge=1)


class ByeRequestDocument(Strict):
    kind: Literal["H", "F", "Z"] = "Z"
    round: int | None = Field(default=None, ge=1, description="null = the round being paired.")
    players: list[int] = Field(min_length=1, max_length=PLAYER_CAP)


class UnannouncedAbsenceDocument(Strict):
    """Seed F8 / C.04.2 D.2: the player missed this round without notice (TRF ``XXU``)."""

    player: int = Field(ge=1, le=PLAYER_CAP)
    round: int = Field(ge=1, le=ROUND_CAP)


class FederationRestrictionDocument(Strict):
    """C.06 II.3.1: players of the same federation must not meet in rounds first..last."""

    first_round: int = Field(ge=1, le=ROUND_CAP)
    last_round: int = Field(ge=1, le=ROUND_CAP)

    @model_validator(mode="after")
    def _ordered(self) -> FederationRestrictionDocument:
        if self.last_round < self.first_round:
            raise ValueError("last_round must not be before first_round")
        return self


class TeamDocument(Strict):
    name: str = Field(max_length=200)
    members: list[int] = Field(max_length=100)


class TournamentDocument(Strict):
    name: str | None = Field(default=None, max_length=500)
    header: list[HeaderRecord] = Field(default_factory=list, max_length=200)
    total_rounds: int | None = Field(default=None, ge=1, le=ROUND_CAP)
    initial_color: ColorLiteral | None = Field(default=None, description="Colour of pairing number 1 in round 1.")
    rank_ids: bool = False
    point_system: PointSystemDocument = Field(default_factory=PointSystemDocument)
    tournament_type: str | None = Field(default=None, max_length=100, description="TRF-2026 record 192.")
    players: list[PlayerDocument] = Field(min_length=1, max_length=PLAYER_CAP)
    acceleration: list[AccelerationDocument] = Field(default_factory=list, max_length=PLAYER_CAP)
    acceleration_ranges: list[AccelerationRangeDocument] = Field(default_factory=list, max_length=1000)
    forbidden_pairs: list[ForbiddenGroupDocument] = Field(default_factory=list, max_length=10000)
    bye_requests: list[ByeRequestDocument] = Field(default_factory=list, max_length=10000)
    unannounced_absences: list[UnannouncedAbsenceDocument] = Field(
        default_factory=list, max_length=10000,
        description="Seed F8: players absent from a round without notice; by default they are withdrawn from the "
        "next round on (TRF: this project's XXU record).",
    )
    federation_restriction: FederationRestrictionDocument | None = Field(
        default=None,
        description="C.06 II.3.1: players of the same federation must not meet in these rounds (forbidden pairs "
        "for the Swiss engines; TRF export writes the 260 groups).",
    )
    teams: list[TeamDocument] = Field(default_factory=list, max_length=1000)
    extra_records: list[str] = Field(default_factory=list, max_length=10000)


class TournamentSource(Strict):
    """A tournament as either TRF text or a JSON document (exactly one)."""

    trf: str | None = Field(default=None, description="TRF text (TRF16 with XX extensions, or TRF-2026).")
    tournament: TournamentDocument | None = None
