"""The TRF-2026 team records (310, 320, 330, 300, 352, 362, 240 by team) in the tournament document, so
that a team file parsed to JSON (``POST /v1/trf/parse``) pairs, renders and ranks as the file does."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from domain.limits import PLAYER_CAP, ROUND_CAP
from service.schemas.common import Points, Strict


class TeamEntryDocument(Strict):
    """Record 310: a team, its players in board order, and the totals the file declares."""

    number: int = Field(ge=1, le=PLAYER_CAP, description="Team pairing number (TPN).")
    name: str = Field(default="", max_length=200, description="Team name.")
    members: list[int] = Field(max_length=100, description="Pairing numbers of its players, in board order.")
    nickname: str = Field(default="", max_length=20, description="Short name.")
    strength: int | None = Field(default=None, description="Team rating (the file's figure).")
    match_points: Points | None = Field(default=None, description="Match points the file declares (informative).")
    game_points: Points | None = Field(default=None, description="Game points the file declares (informative).")
    rank: int | None = Field(default=None, description="Rank the file declares (informative).")


class TeamForfeitDocument(Strict):
    """Record 330: a match forfeited on every board."""

    kind: Literal["+-", "-+", "--"] = Field(
        description="+- the white team wins by forfeit, -+ the black team, -- none."
    )
    round: int = Field(ge=1, le=ROUND_CAP, description="Round of the match.")
    white: int = Field(ge=1, description="TPN of the team scheduled with White on board 1.")
    black: int = Field(ge=1, description="TPN of the other team.")


class TeamAbsenceDocument(Strict):
    """Record 240 by team: teams absent or on a requested bye in a round."""

    kind: Literal["H", "F", "Z", "U"] = Field(description="H half, F full, Z zero-point bye; U pairing-allocated.")
    round: int | None = Field(default=None, ge=1, description="The round (null: the round being paired).")
    teams: list[int] = Field(min_length=1, max_length=PLAYER_CAP, description="TPNs of the teams.")


class TeamLineupDocument(Strict):
    """Record 300: a team's line-up in one match when it departs from the roster order."""

    round: int = Field(ge=1, le=ROUND_CAP, description="Round of the match.")
    team: int = Field(ge=1, le=PLAYER_CAP, description="TPN of the team.")
    opponent: int = Field(ge=1, le=PLAYER_CAP, description="TPN of the other team of the match.")
    players: list[int] = Field(
        min_length=1,
        max_length=100,
        description="Pairing numbers of the team's players board by board (board 1 first); 0 for a board it did "
        "not field.",
    )


class TeamRecordsDocument(Strict):
    """A Swiss Team event (C.04.6) as its TRF-2026 records state it."""

    teams: list[TeamEntryDocument] = Field(max_length=PLAYER_CAP, description="Record 310, one per team.")
    pab_match_points: Points | None = Field(default=None, description="Record 320: match points of the PAB.")
    pab_game_points: Points | None = Field(default=None, description="Record 320: game points of the PAB.")
    pab_teams: list[int] = Field(
        default_factory=list, max_length=ROUND_CAP, description="Record 320: the PAB team of each round (0: none)."
    )
    forfeits: list[TeamForfeitDocument] = Field(default_factory=list, max_length=10000, description="Records 330.")
    colour_sequence: str | None = Field(
        default=None, pattern="^[WB]+$", max_length=100, description="Record 352: the White team's board colours."
    )
    match_points: list[Points] | None = Field(  # a list: strict mode refuses a JSON array for a tuple
        default=None, min_length=3, max_length=3, description="Record 362: match points for a match won, drawn, lost."
    )
    absences: list[TeamAbsenceDocument] = Field(default_factory=list, max_length=10000, description="240 by team.")
    lineups: list[TeamLineupDocument] = Field(
        default_factory=list,
        max_length=10000,
        description="Records 300: line-ups out of roster order or with a board not fielded.",
    )
