"""Request options and explanation shape of the Swedish system (``"system": "swedish"``).

Each option is a **Decision** of ``swedish.md`` that an organiser may choose differently; the
defaults are the spec's decisions.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from service.limits import PLAYER_CAP

PlayerLabel = int | Literal["X"]


class SwedishOptionsModel(BaseModel):
    """Options of the Swedish rules (all optional)."""

    model_config = ConfigDict(extra="forbid")

    postponed_rating_gap: int = Field(
        default=200, ge=0, le=10000,
        description="§0: a postponed game between players more than this many rating points apart counts as a win "
        "for the higher-rated and a draw for the lower-rated player (otherwise a win for both).",
    )
    postponed_counts_as_game: bool = Field(
        default=True, description="§0 decision: the players of a postponed game have met (2.3) and keep its colours (§3).")
    starting_order: Literal["pairing-number", "rating"] = Field(
        default="pairing-number",
        description="§1: 'pairing-number' takes the ids as the starting numbers (explicit numbers win); 'rating' "
        "re-derives them: rating, then title (GM IM WGM FM WIM CM WFM WCM), then name.",
    )
    look_ahead: bool = Field(
        default=True,
        description="2.5-2.8 decision: a group's pairing (and a moved-up player) must leave the lower groups pairable. "
        "false = the literal procedure, which relies on the bottom-group merge of 2.8.",
    )
    withdrawn: list[int] = Field(
        default_factory=list, max_length=PLAYER_CAP,
        description="§4e: players who withdrew and are no longer paired (besides H/Z/F entries for the round).",
    )
    unannounced_absence_withdraws: bool = Field(
        default=True, description="handling.md F8: a player stated absent without notice in an earlier round (the tournament's "
        "unannounced_absences, TRF XXU, or the request's) is withdrawn. Both this and the request's top-level option must "
        "be true.")
    board_order: Literal["procedure", "score"] = Field(
        default="procedure",
        description="'procedure': boards in the order the groups were paired (top group first, upper half in order); "
        "'score': handling.md F1 (higher score of the pair, score sum, better starting number).",
    )


class SwedishExchangeModel(BaseModel):
    moved_down: list[PlayerLabel]
    moved_up: list[PlayerLabel]


class SwedishExplanationStep(BaseModel):
    """One group as the procedure paired it. The extra player of §4 appears as "X"."""

    article: str = Field(description="2.5, 2.6, 2.7, 2.8, '2.8 merge', or 2.3 (see the decisions of swedish.md).")
    score: float = Field(description="Pairing score of the group (§0, 2.1).")
    group: list[PlayerLabel]
    moved_up: list[PlayerLabel] = Field(description="Players counted as moved up (placed last in the lower half).")
    upper_half: list[PlayerLabel]
    lower_half: list[PlayerLabel]
    exchange: SwedishExchangeModel | None = Field(description="2.6.f/g exchange, if one was made.")
    reordered: list[PlayerLabel] = Field(description="2.6.d: upper-half players not paired with their 2.6.c partner.")
    backtracked: list[PlayerLabel] = Field(description="2.6.e: upper-half players whose first possible partner was given up.")
    pairs: list[list[PlayerLabel]] = Field(description="(upper-half player, lower-half player), before colours.")
    notes: list[str]
    text: str
