"""The TRF-2026 team records (310, 320, 330, 300, 352, 362, 240 by team) in the tournament document, so
that a team file parsed to JSON (``POST /v1/trf/parse``) pairs, renders and ranks as the file does."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from domain.limits import GAME_ROUND_CAP, PLAYER_CAP, RECORD_BOUNDS, TEAM_CAP, TEAM_MEMBER_CAP
from service.schemas.common import BoardColourSequence, Points, PointsTotal, Strict

#: 310 columns 48-53: a team's strength has six digits.
_STRENGTH_CAP = 999_999


class TeamEntryDocument(Strict):
    """Record 310: a team, its players in board order, and the totals the file declares."""

    number: int = Field(ge=1, le=TEAM_CAP, description="Team pairing number (TPN).")
    name: str = Field(default="", max_length=RECORD_BOUNDS.team_name, description="Team name.")
    members: list[int] = Field(
        max_length=TEAM_MEMBER_CAP, description="Pairing numbers of its players, in board order."
    )
    nickname: str = Field(default="", max_length=20, description="Short name.")
    strength: int | None = Field(default=None, ge=0, le=_STRENGTH_CAP, description="Team rating (the file's figure).")
    match_points: PointsTotal | None = Field(default=None, description="Match points the file declares (informative).")
    game_points: PointsTotal | None = Field(default=None, description="Game points the file declares (informative).")
    rank: int | None = Field(default=None, ge=0, le=TEAM_CAP, description="Rank the file declares (informative).")


class TeamForfeitDocument(Strict):
    """Record 330: a match forfeited on every board."""

    kind: Literal["+-", "-+", "--"] = Field(
        description="+- the white team wins by forfeit, -+ the black team, -- none."
    )
    round: int = Field(ge=1, le=GAME_ROUND_CAP, description="Round of the match.")
    white: int = Field(ge=1, le=TEAM_CAP, description="TPN of the team scheduled with White on board 1.")
    black: int = Field(ge=1, le=TEAM_CAP, description="TPN of the other team.")


class TeamAbsenceDocument(Strict):
    """Record 240 by team: teams absent or on a requested bye in a round."""

    kind: Literal["H", "F", "Z", "U"] = Field(description="H half, F full, Z zero-point bye; U pairing-allocated.")
    round: int | None = Field(
        default=None, ge=1, le=GAME_ROUND_CAP, description="The round (null: the round being paired)."
    )
    teams: list[int] = Field(min_length=1, max_length=TEAM_CAP, description="TPNs of the teams.")


class TeamLineupDocument(Strict):
    """Record 300: a team's line-up in one match when it departs from the roster order."""

    round: int = Field(ge=1, le=GAME_ROUND_CAP, description="Round of the match.")
    team: int = Field(ge=1, le=TEAM_CAP, description="TPN of the team.")
    opponent: int = Field(ge=1, le=TEAM_CAP, description="TPN of the other team of the match.")
    players: list[Annotated[int, Field(ge=0, le=PLAYER_CAP)]] = Field(
        min_length=1,
        max_length=TEAM_MEMBER_CAP,
        description="Pairing numbers of the team's players board by board (board 1 first); 0 for a board it did "
        "not field.",
    )


class TeamRecordsDocument(Strict):
    """A Swiss Team event (C.04.6) as its TRF-2026 records state it."""

    teams: list[TeamEntryDocument] = Field(max_length=TEAM_CAP, description="Record 310, one per team.")
    pab_match_points: Points | None = Field(default=None, description="Record 320: match points of the PAB.")
    pab_game_points: Points | None = Field(default=None, description="Record 320: game points of the PAB.")
    pab_teams: list[int] = Field(
        default_factory=list,
        max_length=GAME_ROUND_CAP,
        description="Record 320: the PAB team of each round (0: none).",
    )
    forfeits: list[TeamForfeitDocument] = Field(
        default_factory=list, max_length=RECORD_BOUNDS.records, description="Records 330."
    )
    colour_sequence: BoardColourSequence | None = Field(
        default=None, description="Record 352: the White team's board colours (board 1 W)."
    )
    match_points: list[Points] | None = Field(  # a list: strict mode refuses a JSON array for a tuple
        default=None, min_length=3, max_length=3, description="Record 362: match points for a match won, drawn, lost."
    )
    absences: list[TeamAbsenceDocument] = Field(
        default_factory=list, max_length=RECORD_BOUNDS.records, description="240 by team."
    )
    lineups: list[TeamLineupDocument] = Field(
        default_factory=list,
        max_length=RECORD_BOUNDS.records,
        description="Records 300: line-ups out of roster order or with a board not fielded.",
    )
