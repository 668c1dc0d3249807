"""Request and answer of ``POST /v1/ratings``: the FIDE rating change of every player of an event."""

from __future__ import annotations

from datetime import date

from pydantic import BaseModel, Field

from domain.limits import ROUND_CAP
from service.http.errors import ProblemError
from service.http.provenance import Stamped, edition_label
from service.schemas.event import CallerId
from service.schemas.tournament import TournamentSource


class RatingsRequest(TournamentSource):
    """An event (games document, TRF or tournament document) whose rating change is wanted."""

    after_round: int | None = Field(
        default=None, ge=1, le=ROUND_CAP, description="Rate the rounds up to this one; default every round recorded."
    )


class RatedRound(BaseModel):
    """One round of a rated player: every figure of the rating regulations' 8.3 for a rated game, else why
    the round is not rated."""

    round: int = Field(description="The round.")
    opponent: CallerId | None = Field(description="The opponent's id; null for a bye or an absence.")
    kind: str = Field(
        description="game, forfeit win, forfeit loss, game of less than one move, game without a result yet, "
        "pairing-allocated bye, requested bye or absent."
    )
    score: float | None = Field(
        description="1, 0.5 or 0 for a game over the board (8.3.2 b), whatever the event's points."
    )
    opponent_rating: int | None = Field(default=None, description="The opponent's rating, for a rated game.")
    difference: int | None = Field(default=None, description="D: the player's rating minus the opponent's (8.3.1).")
    counted_difference: int | None = Field(
        default=None,
        description="D as counted: more than 400 points counts as 400, except (from 1 October 2025) for a player "
        "rated 2650 or more (8.3.1).",
    )
    expected: float | None = Field(default=None, description="PD, the score probability of table 8.1.2 (8.3.2 a).")
    delta: float | None = Field(default=None, description="Delta R = score - PD (8.3.2 b).")
    not_rated: str | None = Field(default=None, description="Why the round is not rated, with the article.")


class KFigures(BaseModel):
    """The development coefficient applied (8.3.3)."""

    value: int = Field(description="K applied: the K of the rule, or less where K x games would exceed 700.")
    base: int = Field(description="K before the 700 cap.")
    rule: str = Field(description="The sentence of 8.3.3 (or the K given with the player) it comes from.")
    capped: bool = Field(description="Whether the 700 cap (K x games <= 700) lowered it.")


class InitialRatingFigures(BaseModel):
    """An unrated player's figures of 8.2 over their games against rated opponents."""

    opponents_total: int = Field(description="The sum of those opponents' ratings.")
    average: float | None = Field(
        description="Ra: the average rating of those opponents and two hypothetical opponents rated 1800 (8.2.2)."
    )
    percentage: int | None = Field(
        description="The score in per cent, the two hypothetical games counted as draws (8.2.2), rounded."
    )
    dp: int | None = Field(description="dp of table 8.1.1 for that percentage.")
    exact: float | None = Field(description="Ra + dp before rounding (8.2.3).")
    rating: int | None = Field(
        description="Ru: Ra + dp rounded, at most 2200 (8.2.3); the figure so far when not published."
    )
    published: bool = Field(
        description="Whether this event alone completes a first rating (5 games, at least 1400, 7.1.4)."
    )
    status: str = Field(description="What the figures amount to, with the article.")


class PlayerRating(BaseModel):
    """One player's rating figures for the event."""

    id: CallerId = Field(description="The player's id as the request gave it (the pairing number for TRF).")
    name: str = Field(description="The player's name.")
    rating: int | None = Field(description="The rating the event gives the player; null when unrated.")
    k: KFigures | None = Field(description="K applied (rated players).")
    rounds: list[RatedRound] = Field(description="Every round, rated or not.")
    games: int = Field(description="Rated games (unrated players: games against rated opponents).")
    score: float = Field(description="Points in those games.")
    expected: float | None = Field(description="The sum of PD over the rated games (rated players).")
    delta: float | None = Field(description="Sigma Delta R (8.3.2 c; rated players).")
    exact_change: float | None = Field(description="Sigma Delta R x K before rounding (8.3.2 d).")
    change: int | None = Field(
        description="The rating change, rounded to the nearest whole number, 0.5 away from zero (8.3.4)."
    )
    new_rating: int | None = Field(description="rating + change.")
    initial_rating: InitialRatingFigures | None = Field(
        description="Unrated players: the initial rating's figures (8.2)."
    )
    notes: list[str] = Field(description="What was assumed for what the request did not say (K's inputs).")


class RatingsResponse(Stamped):
    rule_edition: str = Field(default=edition_label("ratings"), description="The rules implemented.")
    regulation: str = Field(description="The edition of the FIDE Rating Regulations applied to this event.")
    edition: str = Field(description="Its short name: B.02-2025-10 (with the 2650 exemption) or B.02-2024-03.")
    start_date: date | None = Field(description="The event's first day as read (event start_date, TRF 042).")
    rounds: int = Field(description="Rounds taken into account.")
    players: list[PlayerRating] = Field(description="Every player, in pairing-number order.")
    notes: list[str] = Field(description="Readings this event needed (edition, dates).")
    warnings: list[ProblemError] = Field(default_factory=list, description="How the request was read.")
