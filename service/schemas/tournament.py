"""The JSON tournament document: everything a TRF file carries, as JSON.

Player ids are pairing numbers. Round entries use the TRF result codes (``1 = 0 + - W D L H
F U Z``, plus ``*`` for a game without result yet) because every pairing program speaks them.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, StringConstraints, Tag, model_validator

from domain.limits import GAME_ROUND_CAP, PLAYER_CAP, RECORD_BOUNDS
from service.http.errors import FORM_TAGS
from service.schemas.common import ColorLiteral, Points, PointsTotal, PointSystemDocument, Strict, is_null
from service.schemas.event import EventDocument
from service.schemas.team_event import TeamEventDocument
from service.schemas.team_records import TeamRecordsDocument

_GAMES, _TEAMS = FORM_TAGS


def _event_form(value: Any) -> str:
    """A document with ``teams`` is a team event; any other is the games document."""
    teams = isinstance(value, TeamEventDocument) or (isinstance(value, dict) and "teams" in value)
    return _TEAMS if teams else _GAMES


#: The ``event`` field: the games document, or the team event document (it has ``teams``).
EventForm = Annotated[
    Annotated[EventDocument, Tag(_GAMES)] | Annotated[TeamEventDocument, Tag(_TEAMS)], Discriminator(_event_form)
]

ResultCodeLiteral = Literal["1", "=", "0", "+", "-", "W", "D", "L", "H", "F", "U", "Z", "*"]


class RoundEntryDocument(Strict):
    """One round of one player. ``opponent``/``color`` are null for byes and absences."""

    opponent: int | None = Field(
        description="Opponent's pairing number; null for byes and absences.", default=None, ge=1, le=PLAYER_CAP
    )
    color: ColorLiteral | None = Field(default=None, description="Colour the player had; null for byes and absences.")
    result: ResultCodeLiteral = Field(
        description=(
            "TRF result code: 1 win, = draw, 0 loss, + forfeit win, - forfeit loss, W/D/L a game of less than one "
            "move, H half-point bye, F full-point bye, U pairing-allocated bye, Z absence worth zero, * no result yet."
        )
    )


class PlayerDocument(Strict):
    id: int = Field(ge=1, le=PLAYER_CAP, description="Pairing number (TPN).")
    name: str = Field(
        description='Name, preferably "Lastname, Firstname".', default="", max_length=RECORD_BOUNDS.player_name
    )
    sex: Literal["m", "w"] | None = Field(default=None, description="m or w.")
    title: str | None = Field(
        description="FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM).", default=None, max_length=3
    )
    rating: int | None = Field(
        description="Rating used for the initial ranking and rating-based tie-breaks.",
        default=None,
        ge=0,
        le=PLAYER_CAP,
    )
    federation: str | None = Field(description="Three-letter federation code.", default=None, max_length=3)
    fide_id: str | None = Field(description="FIDE identifier.", default=None, max_length=11)
    birth_date: str | None = Field(description="Birth date as YYYY/MM/DD.", default=None, max_length=10)
    points: PointsTotal | None = Field(default=None, description="Points as declared (TRF columns 81-84).")
    rank: int | None = Field(
        description="Rank as declared in the file (TRF columns 86-89).", default=None, ge=0, le=PLAYER_CAP
    )
    rounds: list[RoundEntryDocument | None] = Field(
        default_factory=list,
        max_length=GAME_ROUND_CAP,
        description="Entry of round r at index r-1; null = nothing recorded. Rounds as TRF counts them: each game "
        "of a two-game match (double-swiss) is its own round.",
    )


class HeaderRecord(Strict):
    code: str = Field(pattern=r"^\d\d2$", description="TRF record code such as 022 (city).")
    text: str = Field(description="The record's text, e.g. the city.", max_length=RECORD_BOUNDS.header_text)


class AccelerationDocument(Strict):
    player: int = Field(description="Pairing number of the player given virtual points.", ge=1, le=PLAYER_CAP)
    points: list[Points] = Field(
        max_length=GAME_ROUND_CAP, description="Virtual points of round r at index r-1 (TRF XXA)."
    )


class AccelerationRangeDocument(Strict):
    """TRF-2026 record 250."""

    match_points: Points = Field(description="Virtual match points added in those rounds.")
    game_points: Points = Field(description="Virtual game points added in those rounds.")
    first_round: int = Field(description="First round of the range.", ge=1)
    last_round: int = Field(description="Last round of the range.", ge=1)
    first_player: int = Field(description="First pairing number of the range.", ge=1)
    last_player: int = Field(description="Last pairing number of the range.", ge=1)


class ForbiddenGroupDocument(Strict):
    players: list[int] = Field(
        description="Pairing numbers of players who must not be paired with each other.",
        min_length=2,
        max_length=PLAYER_CAP,
    )
    first_round: int | None = Field(
        description="First round in which they must not meet (null: from round 1).",
        default=None,
        ge=1,
        le=GAME_ROUND_CAP,
    )
    last_round: int | None = Field(
        description="Last round in which they must not meet (null: to the end).", default=None, ge=1, le=GAME_ROUND_CAP
    )


class ByeRequestDocument(Strict):
    kind: Literal["H", "F", "Z"] = Field(
        default="Z", description="H: half-point bye, F: full-point bye, Z: absence worth zero."
    )
    round: int | None = Field(default=None, ge=1, le=GAME_ROUND_CAP, description="null = the round being paired.")
    players: list[int] = Field(
        description="Pairing numbers of the players who asked for the bye.", min_length=1, max_length=PLAYER_CAP
    )


class UnannouncedAbsenceDocument(Strict):
    """A player who missed a round without notice (C.04.2 D.2; TRF: the XXU record)."""

    player: int = Field(description="Pairing number of the player.", ge=1, le=PLAYER_CAP)
    round: int = Field(description="The round the player missed without notice.", ge=1, le=GAME_ROUND_CAP)


class FederationRestrictionDocument(Strict):
    """C.06 II.3.1: players of the same federation must not meet in rounds first..last."""

    first_round: int = Field(description="First round of the restriction.", ge=1, le=GAME_ROUND_CAP)
    last_round: int = Field(description="Last round of the restriction.", ge=1, le=GAME_ROUND_CAP)

    @model_validator(mode="after")
    def _ordered(self) -> FederationRestrictionDocument:
        if self.last_round < self.first_round:
            raise ValueError("last_round must not be before first_round")
        return self


class TeamDocument(Strict):
    name: str = Field(description="Team name.", max_length=RECORD_BOUNDS.team_name)
    members: list[int] = Field(
        description="Pairing numbers of the team's players, by board.", max_length=RECORD_BOUNDS.team_members
    )


class TournamentDocument(Strict):
    name: str | None = Field(
        description="Name of the tournament (TRF 012).", default=None, max_length=RECORD_BOUNDS.header_text
    )
    header: list[HeaderRecord] = Field(
        description="Free-text TRF records (city, dates, arbiter, ...), in file order.",
        default_factory=list,
        max_length=RECORD_BOUNDS.header_records,
    )
    total_rounds: int | None = Field(
        description="Number of rounds announced (TRF XXR): twice the event's rounds for a two-game event "
        "(double-swiss).",
        default=None,
        ge=1,
        le=GAME_ROUND_CAP,
    )
    initial_color: ColorLiteral | None = Field(
        default=None,
        description="Colour of pairing number 1 in round 1. When omitted, it is read back from round 1 as it was "
        "paired (White before round 1).",
    )
    rank_ids: bool = Field(
        default=False, description="The player ids are ranks rather than pairing numbers (TRF XXC rank)."
    )
    point_system: PointSystemDocument = Field(
        description="Points per result; the default is 1 for a win, 1/2 for a draw, 1 for the pairing-allocated bye.",
        default_factory=PointSystemDocument,
    )
    tournament_type: str | None = Field(
        default=None, max_length=RECORD_BOUNDS.tournament_type, description="TRF-2026 record 192."
    )
    players: list[PlayerDocument] = Field(
        description="Every player, with his entry for each round.", min_length=1, max_length=PLAYER_CAP
    )
    acceleration: list[AccelerationDocument] = Field(
        description="Virtual points per player and round (TRF XXA).", default_factory=list, max_length=PLAYER_CAP
    )
    acceleration_ranges: list[AccelerationRangeDocument] = Field(
        description="Virtual points for ranges of players and rounds (TRF-2026 record 250).",
        default_factory=list,
        max_length=RECORD_BOUNDS.acceleration_ranges,
    )
    forbidden_pairs: list[ForbiddenGroupDocument] = Field(
        description="Groups of players who must not be paired with each other (TRF XXP, or 260 with rounds).",
        default_factory=list,
        max_length=RECORD_BOUNDS.records,
    )
    bye_requests: list[ByeRequestDocument] = Field(
        description=(
            "Byes asked for in advance. Give the round: a request without one applies to whatever round is being "
            "paired."
        ),
        default_factory=list,
        max_length=RECORD_BOUNDS.records,
    )
    unannounced_absences: list[UnannouncedAbsenceDocument] = Field(
        default_factory=list,
        max_length=RECORD_BOUNDS.records,
        description="Players absent from a round without notice; by default they are withdrawn from the "
        "next round on (TRF: this project's XXU record).",
    )
    federation_restriction: FederationRestrictionDocument | None = Field(
        default=None,
        description="C.06 II.3.1: players of the same federation must not meet in these rounds (forbidden pairs "
        "for the Swiss engines; TRF export writes the 260 groups).",
    )
    teams: list[TeamDocument] = Field(
        description="Teams (TRF 013).", default_factory=list, max_length=RECORD_BOUNDS.teams
    )
    team_records: TeamRecordsDocument | None = Field(
        default=None,
        exclude_if=is_null,
        description="A Swiss Team event's TRF-2026 team records (310, 320, 330, 352, 362, 240 by team); null for an "
        "individual tournament.",
    )
    extra_records: list[Annotated[str, StringConstraints(max_length=RECORD_BOUNDS.record_chars)]] = Field(
        description="TRF lines of records the service does not interpret, kept as they are.",
        default_factory=list,
        max_length=RECORD_BOUNDS.records,
    )


class TournamentSource(Strict):
    """A tournament in one of three forms (exactly one): the games document, TRF text, or the tournament document."""

    event: EventForm | None = Field(
        default=None,
        description="The games document: players under your own ids, rounds as games with results. "
        "The simplest form for a platform. With 'teams', the team event document: teams with their players, rounds "
        "as matches between teams (swiss-team).",
    )
    trf: str | None = Field(default=None, description="FIDE TRF text (TRF16 with the XX extensions, or TRF-2026).")
    tournament: TournamentDocument | None = Field(
        default=None,
        description="The tournament document: everything TRF carries, as JSON, with pairing numbers as ids.",
    )
