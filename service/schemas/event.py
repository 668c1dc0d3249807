"""The games document (``"event"``): a tournament in a platform's own terms (api.md, "The games document").

Players keep the platform's ids (strings or integers); rounds are games with results as a
scoresheet writes them (``"1-0"``, ``"0-1"``, ``"1/2-1/2"``, ``"*"``), plus byes. Requested
byes and withdrawals for rounds still to come are first-class fields, so nothing has to be
translated into pairing numbers or per-player TRF codes.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, StringConstraints, model_validator

from domain.limits import PLAYER_CAP, RECORD_BOUNDS, ROUND_CAP, ROUND_GAMES_CAP
from service.schemas.common import ColorLiteral, PlatformId, PointSystemDocument, Strict

#: A player id of the platform: 1-64 visible characters or an integer.
CallerId = PlatformId
GameResult = Literal["1-0", "0-1", "1/2-1/2", "0-0", "*"]
PlayedByeKind = Literal["pairing", "half", "full", "zero"]
RequestedByeKind = Literal["half", "full", "zero"]

_ID = "The player's id as the platform stores it (string or integer)."


def _calendar_date(text: str) -> str:
    """A ``YYYY-MM-DD`` that names a day of the calendar (``2026-02-30`` is refused)."""
    date.fromisoformat(text)
    return text


#: A day as ``YYYY-MM-DD`` (a string: strict JSON validation reads no date type from JSON).
StartDate = Annotated[str, StringConstraints(pattern=r"^\d{4}-\d{2}-\d{2}$"), AfterValidator(_calendar_date)]
#: The ``start_date`` of both documents (TRF record 042).
START_DATE = (
    "First day of the event, YYYY-MM-DD (TRF 042). Standings follow the FIDE C.07 edition in force on it "
    "(fide-2026 from 1 March 2026) unless the request names its rules; it also chooses the edition of the FIDE "
    "Rating Regulations and decides who is a junior for the rating change."
)


class EventPlayer(Strict):
    """A player of the event, under the platform's own id."""

    id: CallerId = Field(description="The platform's id of the player, unique in the event; every answer uses it.")
    name: str = Field(
        default="",
        max_length=RECORD_BOUNDS.player_name,
        description='Displayed name, preferably "Lastname, Firstname".',
    )
    rating: int | None = Field(default=None, ge=0, le=4000, description="Rating used for the initial ranking.")
    title: str | None = Field(
        default=None, max_length=3, description="FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM)."
    )
    federation: str | None = Field(default=None, max_length=3, description="Three-letter federation code.")
    sex: Literal["m", "w"] | None = Field(default=None, description="m or w, as in TRF.")
    fide_id: str | None = Field(default=None, max_length=11, description="FIDE identifier.")
    birth_date: str | None = Field(
        default=None,
        max_length=10,
        description="Birth date as YYYY/MM/DD (or the year alone); its year decides the junior K of the FIDE "
        "rating change (40 until the end of the year of the 18th birthday, below 2300).",
    )
    k: int | None = Field(
        default=None,
        ge=1,
        le=40,
        description="The player's development coefficient K as FIDE publishes it; without it K follows from "
        "rating, birth_date, rated_games and has_been_2400 (FIDE Rating Regulations 8.3.3).",
    )
    rated_games: int | None = Field(
        default=None,
        ge=0,
        le=100_000,
        description="FIDE-rated games the player had completed before the event (K 40 until 30). Without it a "
        "rated player is taken to have 30 or more.",
    )
    has_been_2400: bool | None = Field(
        default=None,
        description="Whether a published FIDE rating of the player ever reached 2400 (K 10 for good). Without it, "
        "only the current rating says so.",
    )
    pairing_number: int | None = Field(
        default=None,
        ge=1,
        le=PLAYER_CAP,
        description="Pairing number (starting rank); optional. Players without one are numbered as C.04.2 fixes it, "
        "from the history: until round 4 is paired by rating, then title, then name; from round 5 on the players of "
        "rounds 1-4 in that order and later entrants after them in order of entry; after the highest number given. "
        "The answer's pairing_numbers lists them.",
    )


class Game(Strict):
    """One game, as the scoresheet reads: the games of a round, the boards of a team match."""

    white: CallerId = Field(description="Id of the player who had (or has) white.")
    black: CallerId = Field(description="Id of the player who had (or has) black.")
    result: GameResult = Field(
        description="1-0 white won, 0-1 black won, 1/2-1/2 draw, * not finished yet; 0-0 only with forfeit "
        "(neither player appeared).",
    )
    forfeit: bool = Field(
        default=False,
        description="true when the game was not played: 1-0 or 0-1 is then a win by forfeit, 0-0 a double forfeit. "
        "A forfeited game leaves no colour and the players may be paired again.",
    )

    @model_validator(mode="after")
    def _forfeit_results(self) -> Game:
        fault = result_fault(self.result, self.forfeit)
        if fault:
            raise ValueError(fault)
        if self.white == self.black:
            raise ValueError(f"player {self.white!r} cannot play himself")
        return self


def result_fault(result: str, forfeit: bool) -> str | None:
    """Why a result cannot go with the forfeit flag, or None: a forfeit ends 1-0, 0-1 or 0-0, and
    0-0 is only a double forfeit."""
    if forfeit and result not in ("1-0", "0-1", "0-0"):
        return f"a forfeited game ends 1-0, 0-1 or 0-0, not {result}"
    if not forfeit and result == "0-0":
        return "0-0 is a double forfeit: set forfeit to true"
    return None


class EventGame(Game):
    """One game of a round, as the scoresheet reads."""

    game: Literal[1, 2] | None = Field(
        default=None,
        description="Two-game matches (double-swiss): which game of the match this is, required on every game of a "
        "double-swiss round (list order decides nothing); game 2 has the colours of game 1 reversed. The answer's "
        "record sets it. Other systems do not read it.",
    )


#: The value of each kind of bye in every system of the games document, for the descriptions.
BYE_VALUES = (
    "pairing: the bye the pairing gave (odd number of players), worth point_system.pairing_bye (default 1, a win); "
    "half / full: a requested bye worth a draw / a win; zero: a known absence worth nothing. Double-swiss: a bye "
    "covers the whole two-game match: the pairing-allocated bye is a game won plus a game drawn (1.5 points), a "
    "half bye a draw in both games (1), a full bye two wins (2), zero nothing."
)


class EventRoundBye(Strict):
    """A round's entry for a player without a game."""

    player: CallerId = Field(description=_ID)
    kind: PlayedByeKind = Field(description=BYE_VALUES)


class EventRound(Strict):
    """One round: its games and its byes. A player in neither was absent (zero points)."""

    games: list[EventGame] = Field(
        default_factory=list,
        max_length=ROUND_GAMES_CAP,
        description="Games in any order (two per pairing in a Double-Swiss round).",
    )
    byes: list[EventRoundBye] = Field(
        default_factory=list, max_length=PLAYER_CAP, description="Players without a game."
    )


class EventRequestedBye(Strict):
    """A bye asked for in advance. Keep it once its round is recorded: a round that records this
    bye (or, for a zero bye, no entry) agrees with it; anything else is named in a 422."""

    player: CallerId = Field(description=_ID)
    round: int = Field(ge=1, le=ROUND_CAP, description="The round the player will miss.")
    kind: RequestedByeKind = Field(
        default="zero",
        description="Points the regulations award for it: half, full or zero (default); "
        + BYE_VALUES.split("; ", 1)[1],
    )


class EventWithdrawal(Strict):
    """A player who left the event."""

    player: CallerId = Field(description=_ID)
    from_round: int = Field(ge=1, le=ROUND_CAP, description="First round in which the player is no longer paired.")


class EventDocument(Strict):
    """A tournament as a platform stores it: players under its own ids, rounds as games."""

    system: str | None = Field(
        default=None,
        max_length=40,
        description="The Swiss system the event is paired by, for requests that name none (standings, TRF parse and "
        "render): double-swiss makes each round a round of two-game matches (both games of each match listed). A "
        "request that names its system (pairings, check, audit) must name the same one.",
    )
    name: str | None = Field(default=None, max_length=RECORD_BOUNDS.header_text, description="Name of the event.")
    start_date: StartDate | None = Field(default=None, description=START_DATE)
    rounds_total: int | None = Field(default=None, ge=1, le=ROUND_CAP, description="Number of rounds announced.")
    initial_color: ColorLiteral | None = Field(
        default=None,
        description="Colour of pairing number 1 in round 1 (Dutch system); drawn by lot before round 1. When "
        "omitted, it is read back from round 1 as it was paired (White before round 1). The Swedish rules fix "
        "colours themselves and do not use it.",
    )
    point_system: PointSystemDocument | None = Field(
        default=None,
        description="Points per result; the default is 1 for a win, 1/2 for a draw, 1 for the pairing bye.",
    )
    players: list[EventPlayer] = Field(
        min_length=1, max_length=PLAYER_CAP, description="Every player who entered, late entrants included."
    )
    rounds: list[EventRound] = Field(
        default_factory=list,
        max_length=ROUND_CAP,
        description="rounds[r-1] is round r: every round paired so far, with the results known.",
    )
    byes: list[EventRequestedBye] = Field(
        default_factory=list, max_length=RECORD_BOUNDS.records, description="Byes requested for rounds not yet paired."
    )
    withdrawals: list[EventWithdrawal] = Field(
        default_factory=list, max_length=PLAYER_CAP, description="Players who left: not paired from from_round on."
    )
