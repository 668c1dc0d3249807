"""Request options and explanation shape of the Swedish system (``"system": "swedish"``).

Each option is a **Decision** of ``swedish.md`` that an organiser may choose differently; the
defaults are the spec's decisions.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from domain.limits import PLAYER_CAP
from service.schemas.common import Strict

PlayerLabel = int | Literal["X"]


class SwedishOptionsModel(Strict):
    """Options of the Swedish rules (all optional)."""

    postponed_rating_gap: int = Field(
        default=200,
        ge=0,
        le=10000,
        description=(
            "Swedish rules art. 0: a postponed game between players more than this many rating points apart counts as "
            "a win for the higher-rated and a draw for the lower-rated player (otherwise a win for both)."
        ),
    )
    postponed_counts_as_game: bool = Field(
        default=True,
        description="The players of a postponed game count as having met (art. 2.3) and keep its colours (art. 3). "
        "false: neither.",
    )
    starting_order: Literal["pairing-number", "rating"] = Field(
        default="pairing-number",
        description="Art. 1: 'pairing-number' takes the ids as the starting numbers (explicit numbers win); 'rating' "
        "re-derives them: rating, then title (GM IM WGM FM WIM CM WFM WCM), then name.",
    )
    look_ahead: bool = Field(
        default=True,
        description="Art. 2.5-2.8: a group's pairing (and a moved-up player) must leave the lower groups pairable. "
        "false = the literal procedure, which relies on the bottom-group merge of 2.8.",
    )
    withdrawn: list[int] = Field(
        default_factory=list,
        max_length=PLAYER_CAP,
        description=(
            "Art. 4e: players who withdrew and are no longer paired (the request's top-level withdrawn does the same "
            "for both systems)."
        ),
    )
    unannounced_absence_withdraws: bool = Field(
        default=True,
        description=(
            "C.04.2 D.2: a player stated absent without notice in an earlier round (the tournament's "
            "unannounced_absences, TRF XXU, or the request's) is withdrawn. Both this and the request's top-level "
            "option must be true."
        ),
    )
    board_order: Literal["procedure", "score"] = Field(
        default="procedure",
        description="'procedure': boards in the order the groups were paired (top group first, upper half in order); "
        "'score': the FIDE order (higher score of the pair, score sum, better starting number).",
    )


class SwedishExchangeModel(BaseModel):
    moved_down: list[PlayerLabel]
    moved_up: list[PlayerLabel]


class SwedishExplanationStep(BaseModel):
    """One group as the procedure paired it. The extra player of art. 4 (odd number of players) appears as "X"."""

    article: str = Field(description="The article applied: 2.5, 2.6, 2.7, 2.8, '2.8 merge', or 2.3.")
    score: float = Field(description="Pairing score of the group (art. 0 and 2.1).")
    group: list[PlayerLabel]
    moved_up: list[PlayerLabel] = Field(description="Players counted as moved up (placed last in the lower half).")
    upper_half: list[PlayerLabel]
    lower_half: list[PlayerLabel]
    exchange: SwedishExchangeModel | None = Field(description="2.6.f/g exchange, if one was made.")
    reordered: list[PlayerLabel] = Field(description="2.6.d: upper-half players not paired with their 2.6.c partner.")
    backtracked: list[PlayerLabel] = Field(
        description="2.6.e: upper-half players whose first possible partner was given up."
    )
    pairs: list[list[PlayerLabel]] = Field(description="(upper-half player, lower-half player), before colours.")
    notes: list[str]
    text: str
