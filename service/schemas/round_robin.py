"""Request and response documents of the round-robin endpoints (``/v1/round-robin/...``).

Fixed by ``api.md`` for the Varma draw: ``numbers`` ({id: starting number}), ``rounds`` (a list
of rounds, each a list of ``{"white": id, "black": id}`` and, in an odd field,
``{"player": id, "bye": true}``) and the echoed ``seed``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from service.provenance import Stamped, edition_label

PlayerId = int | str
MAX_SEED = 2**63 - 1


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class GameOut(BaseModel):
    white: PlayerId
    black: PlayerId


class ByeOut(BaseModel):
    player: PlayerId
    bye: Literal[True] = True


Round = list[GameOut | ByeOut]


class ScheduleRequest(Strict):
    """Either ``players`` (ids in starting-number order: the first holds number 1) or ``count``."""

    players: list[str] | None = Field(default=None, description="Player ids; position i holds starting number i + 1.")
    count: int | None = Field(default=None, ge=0, description="Number of players; the ids are then the starting numbers.")
    cycles: Literal[1, 2] = Field(default=1, description="1 = single round robin, 2 = double (colours reversed in the second cycle).")
    swap_last_two_rounds: bool = Field(
        default=True,
        description="Double round robin only: play the last two rounds of the first cycle in reverse order (FIDE C.05 Annex 1 recommendation).",
    )


class ScheduleResponse(Stamped):
    rule_edition: str = Field(default=edition_label("round-robin"), description="The round-robin rules implemented.")
    players: int
    table_size: int = Field(description="Even size of the Berger table; an odd field's top number is the bye.")
    cycles: int
    numbers: dict[str, int] = Field(description="{player id: starting number}.")
    table_rounds: list[int] = Field(description="For each round played, the round of the Berger table it is.")
    rounds: list[Round] = Field(description="Boards in order; an odd field's bye is listed last.")


class VarmaPlayer(Strict):
    id: str = Field(min_length=1, max_length=64)
    name: str = Field(default="", max_length=200)
    federation: str | None = Field(
        default=None,
        pattern=r"^[A-Za-z]{3}$",
        description="FIDE federation code (case-insensitive). Missing: the player is unrestricted, a contingent of his own.",
    )


class VarmaDrawRequest(Strict):
    players: list[VarmaPlayer]
    seed: int | None = Field(
        default=None,
        ge=0,
        le=MAX_SEED,
        description="Seed of the draw (random.Random). Same seed and request give the same draw within the same service version.",
    )
    cycles: Literal[1, 2] = 1
    swap_last_two_rounds: bool = True


class DrawStepOut(BaseModel):
    id: str
    group: str
    number: int


class CompatriotMeetingOut(BaseModel):
    round: int
    white: str
    black: str
    federation: str


class VarmaDrawResponse(Stamped):
    rule_edition: str = Field(default=edition_label("round-robin"), description="The round-robin rules implemented.")
    seed: int = Field(description="The seed used (echoed, or chosen when the request had none).")
    method: Literal["varma", "search"] = Field(
        description="'varma': envelope draw with the Varma groups; 'search': numbers from the search (no table fits)."
    )
    groups: dict[str, list[int]] | None = Field(description="The Varma groups used (odd field: without the bye number).")
    draw: list[DrawStepOut] = Field(description="The envelope draw in drawing order (empty for 'search').")
    numbers: dict[str, int] = Field(description="{player id: starting number}, by number.")
    rounds: list[Round]
    compatriot_meetings: list[CompatriotMeetingOut] = Field(
        description="Compatriots paired in the last three rounds: the pairs that could not be kept apart."
    )
    minimal: bool = Field(description="True when no other assignment leaves fewer compatriot meetings (proven by a bound).")
    warnings: list[str]


class RedrawRequest(Strict):
    players: int = Field(ge=0, description="Number of players at the draw.")
    withdrawn: int = Field(description="Starting number of the player who withdrew (or was excluded) before round 1.")
    substitute: bool = Field(default=False, description="A substitute takes the withdrawn player's number.")


class RedrawResponse(Stamped):
    rule_edition: str = Field(default=edition_label("round-robin"), description="The round-robin rules implemented.")
    new_draw_required: bool
    article: str
    reason: str
    players_left: int
    bye_number: int | None = Field(description="Starting number that becomes (or stays) the bye, if any.")
