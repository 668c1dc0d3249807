"""The team event document (api.md "Team events and two-game matches"): the games document with
``teams``, whose rounds record matches between teams instead of games.

Teams and players keep the platform's ids. A match is recorded board by board (``boards``, in
board order), by its totals (``game_points``), or as forfeited (``forfeit``); byes, requested
byes and withdrawals name teams. The competition's choices of C.04.6 (scores, colour model, PAB
value, board colour sequence) are fields, not a record 192 code to spell.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from domain.limits import PLAYER_CAP, RECORD_BOUNDS, ROUND_CAP, TEAM_CAP, TEAM_MEMBER_CAP
from service.schemas.common import BoardColourSequence, ColorLiteral, Points, Strict, is_null
from service.schemas.event import (
    START_DATE,
    CallerId,
    EventPlayer,
    GameResult,
    PlayedByeKind,
    RequestedByeKind,
    StartDate,
    result_fault,
)

_TEAM = "The team's id as the platform stores it (string or integer)."


class EventTeam(Strict):
    """A team of the event with its players in board order."""

    id: CallerId = Field(description="The platform's id of the team, unique in the event; every answer uses it.")
    name: str = Field(default="", max_length=RECORD_BOUNDS.team_name, description="Displayed name of the team.")
    rating: int | None = Field(
        default=None,
        ge=0,
        le=4000,
        description="The team's rating for the initial order (the competition's own figure). Without it, the mean "
        "of the ratings of its 'boards' highest-rated players.",
    )
    pairing_number: int | None = Field(
        default=None,
        ge=1,
        le=TEAM_CAP,
        description="Team pairing number. Give it for every team or for none: when none has one, the service numbers "
        "the teams by rating (descending), then name, and returns the numbers in pairing_numbers.",
    )
    players: list[EventPlayer] = Field(
        min_length=1,
        max_length=TEAM_MEMBER_CAP,
        description="The team's players in board order; player ids are unique in the whole event (no player in two "
        "teams). A match recorded by totals, forfeited or a bye is written on the first 'boards' players. Players "
        "have no pairing_number here: teams have.",
    )


class MatchPointValues(Strict):
    """Match points for a match won, drawn and lost (record 362)."""

    win: Points = Field(default=2.0, description="Match points for a match won.")
    draw: Points = Field(default=1.0, description="Match points for a match drawn.")
    loss: Points = Field(default=0.0, description="Match points for a match lost.")


class TeamScoring(Strict):
    """How teams score (C.04.6 Art. 1.2)."""

    primary: Literal["match_points", "game_points"] = Field(
        default="match_points", description="The score that ranks and pairs the teams."
    )
    secondary_for_colour: bool = Field(
        default=True, description="Whether the other score decides which team has White after the primary score."
    )
    match_points: MatchPointValues = Field(
        default_factory=MatchPointValues, description="Match points for a match won, drawn, lost (default 2, 1, 0)."
    )


class PabValue(Strict):
    """What the pairing-allocated bye gives a team (record 320)."""

    match_points: Points = Field(description="Match points of the PAB (default: a drawn match).")
    game_points: Points = Field(description="Game points of the PAB (default: a draw on every board).")


#: The value of each kind of team bye, for the descriptions (C.04.6 Art. 1.4 for the PAB).
TEAM_BYE_VALUES = (
    "pairing: the pairing-allocated bye (PAB), by default a drawn match and a draw on every board (the event's pab "
    "says otherwise); half: a requested bye worth a drawn match and half the boards' game points; full: a requested "
    "bye worth a won match and every board's game points; zero: an absence worth nothing. Match points are the "
    "event's scoring.match_points (default 2 / 1 / 0)."
)


class TeamBoard(Strict):
    """One board of a match, as the scoresheet reads; null for a player a team did not field."""

    white: CallerId | None = Field(
        description="Id of the player with the white pieces; null when the team with White on this board fielded "
        "nobody (then forfeit is true and the black player wins, result 0-1)."
    )
    black: CallerId | None = Field(
        description="Id of the player with the black pieces; null when that team fielded nobody on this board "
        "(forfeit true, result 1-0). Both null: a double forfeit, 0-0."
    )
    result: GameResult = Field(
        description="1-0 white won, 0-1 black won, 1/2-1/2 draw, * not finished yet; 0-0 only with forfeit."
    )
    forfeit: bool = Field(
        default=False,
        description="true when the game was not played (a player absent, or a board not fielded: null player).",
    )
    white_team: CallerId | None = Field(
        default=None,
        description="The team whose player has White on this board. The answer's record sets it; when sent it must "
        "agree with the match's colours (the board colour sequence).",
    )
    black_team: CallerId | None = Field(default=None, description="The team whose player has Black on this board.")

    @model_validator(mode="after")
    def _fielded(self) -> TeamBoard:
        fault = (
            self.empty_board_fault() if None in (self.white, self.black) else result_fault(self.result, self.forfeit)
        )
        if fault:
            raise ValueError(fault)
        if self.white is not None and str(self.white) == str(self.black):
            raise ValueError(f"player {self.white!r} cannot play himself")
        return self

    def empty_board_fault(self) -> str | None:
        """A board with a null player was not fielded by that side: a forfeit won by the other side
        (both null: a double forfeit)."""
        if self.white is None and self.black is None and self.result == "*" and not self.forfeit:
            return "fill in the players of this board (null only for a side not fielded, with forfeit true)"
        expected = "0-0" if self.white is None and self.black is None else "0-1" if self.white is None else "1-0"
        if not self.forfeit or self.result != expected:
            side = "both sides" if expected == "0-0" else "white" if self.white is None else "black"
            return f"a board not fielded ({side}) is a forfeit: set forfeit to true and result {expected}"
        return None


class TeamMatch(Strict):
    """One match of a round: by its boards, by its totals, or forfeited."""

    white: CallerId = Field(description="Id of the team with White on board 1.")
    black: CallerId = Field(description="Id of the other team.")
    boards: list[TeamBoard] | None = Field(
        default=None,
        max_length=TEAM_MEMBER_CAP,
        description="The games in board order (board 1 first): white/black are the players with the white and black "
        "pieces on that board, whose colours follow the match's colour and the board colour sequence. A team's "
        "players keep their roster order down the boards, reserves below (see the event's board_order); a board a "
        "team did not field has null for its player and forfeit true.",
    )
    game_points: list[Points] | None = Field(  # a list: strict mode refuses a JSON array for a tuple
        default=None,
        exclude_if=is_null,
        min_length=2,
        max_length=2,
        description="The white team's and the black team's game points, for a platform that keeps only match "
        "results (with boards: they must be the boards' totals).",
    )
    forfeit: Literal["white", "black", "both"] | None = Field(
        default=None,
        exclude_if=is_null,
        description="The match was not played: the white team, the black team or both teams forfeited it. Not a "
        "meeting: the teams may be paired again; it gives no colour.",
    )
    board_colours: BoardColourSequence | None = Field(
        default=None,
        exclude_if=is_null,
        description="This match's colours of the white team board by board (W first), when they departed from the "
        "event's board_colours.",
    )

    @model_validator(mode="after")
    def _one_record(self) -> TeamMatch:
        if str(self.white) == str(self.black):
            raise ValueError(f"team {self.white!r} cannot play a match against itself")
        if self.forfeit is not None and (self.boards is not None or self.game_points is not None):
            raise ValueError("a forfeited match has no boards and no game points")
        if self.forfeit is None and self.boards is None and self.game_points is None:
            raise ValueError("record the match by its boards, its game_points, or as a forfeit")
        return self


class TeamRoundBye(Strict):
    """A round's entry for a team without a match."""

    team: CallerId = Field(description=_TEAM)
    kind: PlayedByeKind = Field(description=TEAM_BYE_VALUES)


class TeamRound(Strict):
    """One round: its matches and its byes. A team in neither was absent (zero points)."""

    matches: list[TeamMatch] = Field(
        default_factory=list, max_length=TEAM_CAP // 2, description="Matches in any order."
    )
    byes: list[TeamRoundBye] = Field(default_factory=list, max_length=TEAM_CAP, description="Teams without a match.")


class TeamRequestedBye(Strict):
    """A bye a team asked for in advance. Keep it once its round is recorded: a round that records
    this bye (or, for a zero bye, no entry) agrees with it; anything else is named in a 422."""

    team: CallerId = Field(description=_TEAM)
    round: int = Field(ge=1, le=ROUND_CAP, description="The round the team will miss.")
    kind: RequestedByeKind = Field(
        default="zero",
        description="half, full or zero (default): " + TEAM_BYE_VALUES.split("; ", 1)[1],
    )


class TeamWithdrawal(Strict):
    """A team that left the event."""

    team: CallerId = Field(description=_TEAM)
    from_round: int = Field(ge=1, le=ROUND_CAP, description="First round in which the team is no longer paired.")


class TeamEventDocument(Strict):
    """A team event as a platform stores it: teams with players under its own ids, rounds as matches."""

    name: str | None = Field(default=None, max_length=500, description="Name of the event.")
    start_date: StartDate | None = Field(default=None, description=START_DATE)
    system: str | None = Field(
        default=None,
        max_length=40,
        description="The pairing system, for requests that name none; a team event is paired by a team system "
        "(swiss-team). A request that names its system must name the same one.",
    )
    rounds_total: int | None = Field(default=None, ge=1, le=ROUND_CAP, description="Number of rounds announced.")
    initial_color: ColorLiteral | None = Field(
        default=None,
        description="The lot of C.04.6 Art. 4.1: the colour of the first-team in round 1. When omitted, it is read "
        "back from round 1 as it was paired (White before round 1).",
    )
    boards: int | None = Field(
        default=None, ge=1, le=TEAM_MEMBER_CAP, description="Boards per match (default: the size of the smallest team)."
    )
    board_colours: BoardColourSequence | None = Field(
        default=None,
        description="Colours of the team paired as White, board by board (record 352), board 1 W as the team paired "
        "as White has White on board 1; default W B W B ...",
    )
    scoring: TeamScoring = Field(
        default_factory=TeamScoring,
        description="Primary score and match point values: the scale of every match point in the answers, the "
        "standings and the value of byes.",
    )
    board_order: Literal["warn", "strict", "free"] = Field(
        default="warn",
        description="How line-ups are checked against the roster order (players keep the order of 'players' down the "
        "boards, reserves below; ECU B.12.3 and Olympiad practice): warn (default) names each board out of order in "
        "warnings; strict refuses it (422); free accepts any order.",
    )
    colour_preferences: Literal["A", "B", "none"] = Field(
        default="A", description="The colour preference model of C.04.6 Art. 1.7: type A (default), type B, or none."
    )
    pab: PabValue | None = Field(
        default=None,
        description="What the pairing-allocated bye gives (default: a drawn match and a draw on every board).",
    )
    teams: list[EventTeam] = Field(
        min_length=1,
        max_length=TEAM_CAP,
        description=f"Every team that entered; at most {PLAYER_CAP} players in all (a pairing number has four digits).",
    )
    rounds: list[TeamRound] = Field(
        default_factory=list,
        max_length=ROUND_CAP,
        description="rounds[r-1] is round r: every round paired so far, with the results known.",
    )
    byes: list[TeamRequestedBye] = Field(
        default_factory=list, max_length=RECORD_BOUNDS.records, description="Byes requested for rounds not yet paired."
    )
    withdrawals: list[TeamWithdrawal] = Field(
        default_factory=list,
        max_length=TEAM_CAP,
        description="Teams that left: absent from from_round on, in every round up to rounds_total (not paired, "
        "and absent for the check, the audit and the TRF export). Keep them in later requests.",
    )

    @field_validator("teams", mode="before")
    @classmethod
    def _players_within_the_cap(cls, teams: Any) -> Any:
        """At most :data:`~domain.limits.PLAYER_CAP` players in all, counted before any of them is
        validated: 2,500 teams of 100 were built in full (5 s, 359 MB) before the cap refused them
        (issue 44); counting the raw lists costs what reading the body cost."""
        if isinstance(teams, list):
            lists = (team.get("players") for team in teams if isinstance(team, dict))
            count = sum(len(players) for players in lists if isinstance(players, list))
            if count > PLAYER_CAP:
                raise ValueError(f"{count} players in all; at most {PLAYER_CAP} (a pairing number has four digits)")
        return teams
