"""Request and response of ``POST /v1/standings`` (fixed points in api.md)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, field_validator

from domain.limits import ROUND_CAP
from service.http.errors import ProblemError
from service.http.provenance import Stamped, edition_label
from service.schemas.common import is_null
from service.schemas.tournament import TournamentSource

TiebreakValue = float | int | None


class StandingsRequest(TournamentSource):
    """A tournament plus either a tie-break list (with ``rules``) or a named ``profile``."""

    tiebreaks: list[str] | None = Field(
        default=None,
        max_length=30,
        description='C.07 codes with modifiers in order of priority, e.g. ["BH/C1", "BH", "DE", "SB"].',
    )
    rules: Literal["fide-2024", "legacy-1998"] | None = Field(
        default=None,
        description=(
            "Definitions for the list: C.07 2023/24 (default) or the 1998 tie-break annex of C.06 (legacy-1998)."
        ),
    )
    profile: str | None = Field(
        default=None,
        max_length=40,
        description=(
            "A preset fixing list and rules: fide-2024, legacy-1998, or seed-f10 (points, direct encounter, average "
            "rating of the opponents). Default fide-2024."
        ),
    )
    adjourned_as: Literal["draw", "loss", "exclude"] | None = Field(
        default=None, description="How to count games without a result yet; without it such games are refused."
    )
    round_robin: bool | None = Field(
        default=None, description="Pre-determined pairings (C.07 Art. 15); detected when omitted."
    )
    unrated_rating: int | None = Field(
        default=None, ge=0, le=4000, description="Rating given to unrated players in rating-based tie-breaks."
    )
    team_points: Literal["MP", "GP"] = Field(default="MP", description="Team events: rank on match or game points.")
    competitors: Literal["players", "teams"] | None = Field(
        default=None, description="Rank players or teams; teams when the tournament has team records."
    )
    after_round: int | None = Field(default=None, ge=1, le=ROUND_CAP, description="Standings after this round.")
    with_rating_change: bool = Field(
        default=False,
        description="Add each player's FIDE rating change over the rounds ranked (as POST /v1/ratings computes it).",
    )

    @field_validator("tiebreaks", mode="before")
    @classmethod
    def _comma_separated(cls, value: object) -> object:
        """With a text/plain TRF body the list comes from the query string: ``?tiebreaks=BH/C1,BH``."""
        return [part for part in value.split(",") if part.strip()] if isinstance(value, str) else value


class RatingChangeSummary(BaseModel):
    """A player's FIDE rating change over the rounds ranked; POST /v1/ratings gives every figure."""

    rating: int | None = Field(description="The rating the event gives the player; null when unrated.")
    k: int | None = Field(description="K applied (FIDE Rating Regulations 8.3.3).")
    change: int | None = Field(description="The rating change, rounded (8.3.4); null for an unrated player.")
    new_rating: int | None = Field(
        description="rating + change; for an unrated player the initial rating when this event completes it."
    )


class StandingEntry(BaseModel):
    rank: int = Field(description="Shared by competitors still tied after every tie-break.")
    id: str | int = Field(
        description="The player's id as the request gave it (the pairing number for TRF), or the team's "
        "position among the team records."
    )
    name: str = Field(default="", description="Player or team name.")
    points: float = Field(description="Points scored.")
    tiebreaks: dict[str, TiebreakValue] = Field(
        description="Every requested value; null when it does not exist (no games, no ratings, DE not applied)."
    )
    rating_change: RatingChangeSummary | None = Field(
        default=None, exclude_if=is_null, description="With with_rating_change only: the FIDE rating change."
    )


class StandingsResponse(Stamped):
    rule_edition: str = Field(default=edition_label("standings"), description="The tie-break rules implemented.")
    profile: str | None = Field(description="The preset used, or null when a list was given.")
    rules: str = Field(description="The definitions applied: fide-2024, legacy-1998 or seed-f10.")
    tiebreaks: list[str] = Field(description="The tie-breaks applied, in order, as labels of the standings' tiebreaks.")
    competitors: Literal["players", "teams"] = Field(description="Whether players or teams are ranked.")
    rounds: int = Field(description="Rounds taken into account.")
    tournament_kind: str | None = Field(default=None, description="The type a profile chose its list for.")
    standings: list[StandingEntry] = Field(description="Competitors in rank order.")
    warnings: list[ProblemError] = Field(
        description="Advice about the list (never an error) and how the request was read.", default_factory=list
    )
    rating_regulation: str | None = Field(
        default=None,
        exclude_if=is_null,
        description="With with_rating_change only: the edition of the FIDE Rating Regulations applied.",
    )
