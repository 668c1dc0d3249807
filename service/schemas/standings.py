"""Request and response of ``POST /v1/standings`` (fixed points in api.md)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, StringConstraints, field_validator

from domain.limits import PLAYER_CAP, ROUND_CAP
from domain.tiebreaks.external import NAME_PATTERN
from service.http.errors import ProblemError
from service.http.provenance import Stamped, edition_label
from service.schemas.common import PlatformId, RulesName, comma_separated, is_null
from service.schemas.tournament import TournamentSource

TiebreakValue = float | int | None
#: The largest seed of the drawing of lots (a signed 64-bit integer, as most platforms store one).
MAX_LOTS_SEED = 2**63 - 1
EnteredName = Annotated[str, StringConstraints(pattern=NAME_PATTERN)]
#: ``{id: value}`` of one entered tie-break; JSON object keys are the ids as text.
EnteredValues = Annotated[dict[str, float], Field(max_length=PLAYER_CAP)]


class StandingsRequest(TournamentSource):
    """A tournament plus either a tie-break list (with ``rules``) or a named ``profile``."""

    tiebreaks: list[str] | None = Field(
        default=None,
        max_length=30,
        description='C.07 codes with modifiers in order of priority, e.g. ["BH/C1", "BH", "DE", "SB"].',
    )
    rules: RulesName | None = Field(
        default=None,
        description=(
            "Definitions for the list: C.07 2023/24 (fide-2024), C.07 as amended for events starting from 1 March "
            "2026 (fide-2026), or the 1998 tie-break annex of C.06 (legacy-1998). Default: the C.07 edition in force "
            "at the event's start date (TRF 042, the document's start_date), or on the day of the request for an "
            "event without one."
        ),
    )
    profile: str | None = Field(
        default=None,
        max_length=40,
        description=(
            "A preset fixing list and rules: fide-2024, fide-2026, legacy-1998, or seed-f10 (points, direct "
            "encounter, average rating of the opponents). Default: fide-2024 or fide-2026, the C.07 edition of the "
            "event's start date (as for rules)."
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
    team_points: Literal["MP", "GP"] | None = Field(
        default=None,
        description="Team events: rank on match or game points. Default: as the event says (the team document's "
        "scoring.primary, TRF-2026 record 192), match points when it says nothing.",
    )
    competitors: Literal["players", "teams"] | None = Field(
        default=None, description="Rank players or teams; teams when the tournament has team records."
    )
    after_round: int | None = Field(default=None, ge=1, le=ROUND_CAP, description="Standings after this round.")
    lots_seed: int | None = Field(
        default=None,
        ge=0,
        le=MAX_LOTS_SEED,
        description=(
            "Break the ties left after the whole list by a drawing of lots with this seed (C.07 Art. 2): each tied "
            'competitor\'s lot is the SHA-256 of "<seed>:<id>" in hexadecimal, the lowest first; the same seed gives '
            "the same draw. Without it such ties stay shared."
        ),
    )
    manual_order: list[PlatformId] = Field(
        default_factory=list,
        max_length=PLAYER_CAP,
        description=(
            "The arbiter's order for competitors still tied after the list (before any lots): in each tie group the "
            "listed ones take the first places in this order, the others stay tied after them. Only tied competitors "
            "may be listed (else 422 naming them)."
        ),
    )
    external_tiebreaks: dict[EnteredName, EnteredValues] = Field(
        default_factory=dict,
        max_length=10,
        description=(
            'Values the arbiter enters, {"NAME": {"<id>": value}} (e.g. an Armageddon result), usable by NAME in '
            "the list; higher first. Every competitor still tied when NAME applies needs a value (else 422)."
        ),
    )
    fide_mode: bool = Field(
        default=True,
        description=(
            "FIDE's rules as written: Buchholz-type codes in a round robin are refused (C.07 8.1). false allows "
            "them, and the answer warns naming what is not FIDE."
        ),
    )
    withdrawn_results: Literal["annul", "keep"] = Field(
        default="annul",
        description=(
            "Final round-robin standings: a player who withdrew having played fewer than half his games is listed "
            "unranked and his games are not counted for anybody (annul, C.06 V.4.1), or everything counts (keep)."
        ),
    )
    with_rating_change: bool = Field(
        default=False,
        description="Add each player's FIDE rating change over the rounds ranked (as POST /v1/ratings computes it).",
    )

    final_trf: bool = Field(
        default=False,
        description="Also answer the tournament as a final TRF (trf): the list as TRF-2026 202 and 212, every "
        "player's points and these standings' ranks (001 columns 86-89; a team's 310 rank, match and game points).",
    )

    _lists_in_queries = field_validator("tiebreaks", "manual_order", mode="before")(comma_separated)


class RatingChangeSummary(BaseModel):
    """A player's FIDE rating change over the rounds ranked; POST /v1/ratings gives every figure."""

    rating: int | None = Field(description="The rating the event gives the player; null when unrated.")
    k: int | None = Field(description="K applied (FIDE Rating Regulations 8.3.3).")
    change: int | None = Field(description="The rating change, rounded (8.3.4); null for an unrated player.")
    new_rating: int | None = Field(
        description="rating + change; for an unrated player the initial rating when this event completes it."
    )


class StandingEntry(BaseModel):
    rank: int | None = Field(
        description="Shared by competitors still tied after every tie-break; null for a competitor listed but not "
        "ranked (see ranked)."
    )
    id: str | int = Field(
        description="The player's id as the request gave it (the pairing number for TRF), or the team's "
        "position among the team records."
    )
    name: str = Field(default="", description="Player or team name.")
    points: float = Field(description="Points scored.")
    tiebreaks: dict[str, TiebreakValue] = Field(
        description="Every requested value; null when it does not exist (no games, no ratings, DE not applied)."
    )
    ranked: bool = Field(default=True, description="false: listed but not ranked; reason says why.")
    reason: str | None = Field(
        default=None,
        description="Why the competitor is not ranked (C.06 V.4.1: withdrew from a round robin having played fewer "
        "than half his games); null when ranked.",
    )
    decided_by: str | None = Field(
        default=None,
        description=(
            'What separated this entry from the next: "points", a tie-break of the list (as labelled in tiebreaks), '
            '"manual" or "lots"; null when tied with the next entry, and for the last one.'
        ),
    )
    by_lot: bool = Field(default=False, description="true when the drawing of lots decided this place.")
    rating_change: RatingChangeSummary | None = Field(
        default=None, exclude_if=is_null, description="With with_rating_change only: the FIDE rating change."
    )


class StandingsResponse(Stamped):
    rule_edition: str = Field(default=edition_label("standings"), description="The tie-break rules implemented.")
    profile: str | None = Field(description="The preset used, or null when a list was given.")
    rules: str = Field(description="The definitions applied: fide-2024, fide-2026, legacy-1998 or seed-f10.")
    edition_basis: str = Field(
        description="Why these definitions: the request's rules, the profile, the event's start date, or (an event "
        "without one) the day of the request."
    )
    tiebreaks: list[str] = Field(description="The tie-breaks applied, in order, as labels of the standings' tiebreaks.")
    competitors: Literal["players", "teams"] = Field(description="Whether players or teams are ranked.")
    rounds: int = Field(description="Rounds taken into account.")
    tournament_kind: str | None = Field(default=None, description="The type a profile chose its list for.")
    standings: list[StandingEntry] = Field(description="Competitors in rank order; the unranked ones last.")
    readings: list[str] = Field(
        default_factory=list,
        description="The readings the service takes where the rules leave a choice, each with its article.",
    )
    fide_mode: bool = Field(default=True, description="Whether FIDE's rules as written applied (see warnings).")
    lots_seed: int | None = Field(default=None, description="The seed of the drawing of lots, when one was asked.")
    warnings: list[ProblemError] = Field(
        description="Advice about the list (never an error) and how the request was read.", default_factory=list
    )
    rating_regulation: str | None = Field(
        default=None,
        exclude_if=is_null,
        description="With with_rating_change only: the edition of the FIDE Rating Regulations applied.",
    )
    trf: str | None = Field(
        default=None, description="With final_trf: the tournament as TRF stating the list and these ranks."
    )
