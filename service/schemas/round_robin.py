"""Request and response documents of the round-robin endpoints (``/v1/round-robin/...``).

Fixed by ``api.md`` for the Varma draw: ``numbers`` ({id: starting number}), ``rounds`` (a list
of rounds, each a list of ``{"white": id, "black": id}`` and, in an odd field,
``{"player": id, "bye": true}``) and the echoed ``seed``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, ValidationInfo, field_validator

from domain.limits import PLAYER_CAP
from service.http.provenance import Stamped, edition_label
from service.schemas.common import IdText, Strict, is_null

CallerId = int | str
MAX_SEED = 2**63 - 1


class GameOut(BaseModel):
    white: CallerId = Field(description="Id of the player with white.")
    black: CallerId = Field(description="Id of the player with black.")
    table: int | None = Field(
        default=None,
        exclude_if=is_null,
        description="The physical table of the game, when the request asks for tables (left out otherwise).",
    )


class ByeOut(BaseModel):
    player: CallerId = Field(description="Id of the player without a game this round.")
    bye: Literal[True] = Field(default=True, description="Always true: the player has no game this round.")


Round = list[GameOut | ByeOut]


class TableOptions(Strict):
    """Physical table numbers for the games of a schedule (:mod:`domain.roundrobin.tables`)."""

    tables: bool = Field(
        default=False,
        description=(
            "Give every game its physical table: a round's games sit at consecutive tables in board order from "
            "first_table; an odd field's bye takes no table."
        ),
    )
    first_table: int = Field(
        default=1,
        ge=1,
        le=PLAYER_CAP,
        description="The first table's number (with tables): a second group in the same hall starts after the first.",
    )

    @field_validator("first_table")
    @classmethod
    def _first_table_needs_tables(cls, value: int, info: ValidationInfo) -> int:
        if value != 1 and not info.data.get("tables"):
            raise ValueError("first_table numbers tables: send tables: true with it")
        return value


class ScheduleRequest(TableOptions):
    """Either ``players`` (ids in starting-number order: the first holds number 1) or ``count``."""

    players: list[IdText] | None = Field(
        default=None,
        max_length=PLAYER_CAP,
        description="Player ids (1-64 visible characters); position i holds starting number i + 1.",
    )
    count: int | None = Field(
        default=None, ge=0, description="Number of players; the ids are then the starting numbers."
    )
    cycles: Literal[1, 2] = Field(
        default=1, description="1 = single round robin, 2 = double (colours reversed in the second cycle)."
    )
    swap_last_two_rounds: bool = Field(
        default=True,
        description=(
            "Double round robin only: play the last two rounds of the first cycle in reverse order (FIDE C.05 Annex 1 "
            "recommendation)."
        ),
    )


class ScheduleResponse(Stamped):
    rule_edition: str = Field(default=edition_label("round-robin"), description="The round-robin rules implemented.")
    players: int = Field(description="Number of players.")
    table_size: int = Field(description="Even size of the Berger table; an odd field's top number is the bye.")
    cycles: int = Field(description="1 single, 2 double round robin.")
    numbers: dict[str, int] = Field(description="{player id: starting number}.")
    table_rounds: list[int] = Field(description="For each round played, the round of the Berger table it is.")
    rounds: list[Round] = Field(description="Boards in order; an odd field's bye is listed last.")


class VarmaPlayer(Strict):
    id: IdText = Field(description="The player's id (1-64 visible characters), kept in the answer.")
    name: str = Field(description="Name, used for the drawing order within a federation.", default="", max_length=200)
    federation: str | None = Field(
        default=None,
        pattern=r"^[A-Za-z]{3}$",
        description=(
            "FIDE federation code (case-insensitive). Missing: the player is unrestricted, a contingent of his own."
        ),
    )


class VarmaDrawRequest(TableOptions):
    players: list[VarmaPlayer] = Field(description="Every player, with his federation.")
    seed: int | None = Field(
        default=None,
        ge=0,
        le=MAX_SEED,
        description=(
            "Seed of the draw (random.Random). Same seed and request give the same draw within the same service "
            "version."
        ),
    )
    cycles: Literal[1, 2] = Field(default=1, description="1 single, 2 double round robin.")
    swap_last_two_rounds: bool = Field(
        default=True,
        description=(
            "Double round robin only: play the last two rounds of the first cycle in reverse order (FIDE C.05 Annex 1 "
            "recommendation)."
        ),
    )


class DrawStepOut(BaseModel):
    id: str = Field(description="Id of the player who drew.")
    group: str = Field(description="Envelope (Varma group) the number came from.")
    number: int = Field(description="Starting number drawn.")


class CompatriotMeetingOut(BaseModel):
    round: int = Field(description="The round in which they meet.")
    white: str = Field(description="Id of the player with white.")
    black: str = Field(description="Id of the player with black.")
    federation: str = Field(description="Their federation.")


class VarmaDrawResponse(Stamped):
    rule_edition: str = Field(default=edition_label("round-robin"), description="The round-robin rules implemented.")
    seed: int = Field(description="The seed used (echoed, or chosen when the request had none).")
    method: Literal["varma", "search"] = Field(
        description="'varma': envelope draw with the Varma groups; 'search': numbers from the search (no table fits)."
    )
    groups: dict[str, list[int]] | None = Field(
        description="The Varma groups used (odd field: without the bye number)."
    )
    draw: list[DrawStepOut] = Field(description="The envelope draw in drawing order (empty for 'search').")
    numbers: dict[str, int] = Field(description="{player id: starting number}, by number.")
    rounds: list[Round] = Field(
        description="The schedule: a list of rounds, each a list of games (and the bye of an odd field)."
    )
    compatriot_meetings: list[CompatriotMeetingOut] = Field(
        description="Compatriots paired in the last three rounds: the pairs that could not be kept apart."
    )
    minimal: bool = Field(
        description="True when no other assignment leaves fewer compatriot meetings (proven by a bound)."
    )
    warnings: list[str] = Field(
        description="Facts about the draw worth knowing (e.g. compatriots that could not be kept apart)."
    )


class RedrawRequest(Strict):
    players: int = Field(ge=0, description="Number of players at the draw.")
    withdrawn: int = Field(description="Starting number of the player who withdrew (or was excluded) before round 1.")
    substitute: bool = Field(default=False, description="A substitute takes the withdrawn player's number.")


class RedrawResponse(Stamped):
    rule_edition: str = Field(default=edition_label("round-robin"), description="The round-robin rules implemented.")
    new_draw_required: bool = Field(description="True when the lots must be drawn again.")
    article: str = Field(description="The rule applied.")
    reason: str = Field(description="Why, in one sentence.")
    players_left: int = Field(description="Number of players after the withdrawal.")
    bye_number: int | None = Field(description="Starting number that becomes (or stays) the bye, if any.")
