"""Request and response of ``POST /v1/swiss/pairings`` (fixed points in api.md)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, Field, GetJsonSchemaHandler, ValidationInfo
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

from domain.limits import PLAYER_CAP, RECORD_BOUNDS, ROUND_CAP
from domain.swiss.system import SYSTEMS
from service.http.errors import ProblemError
from service.http.provenance import Stamped
from service.schemas.common import PlatformId, is_null
from service.schemas.event import EventRound
from service.schemas.swedish import SwedishOptionsModel
from service.schemas.tournament import TournamentSource, UnannouncedAbsenceDocument


def served_systems() -> list[str]:
    """The names of the registered systems the HTTP API pairs by (read when asked)."""
    return [name for name, system in SYSTEMS.items() if system.facts.served_over_http]


def _registered_system(name: str, info: ValidationInfo) -> str:
    """A served name of :data:`SYSTEMS`, read when the request is validated (a system registered later
    counts). The command line builds the same requests and pairs by every system: it validates them
    with the context ``{"door": "command line"}``."""
    system = SYSTEMS.get(name)
    if system is None:
        raise ValueError(f"unknown Swiss system {name!r}; known: {', '.join(served_systems())}")
    command_line = isinstance(info.context, dict) and info.context.get("door") == "command line"
    if not system.facts.served_over_http and not command_line:
        raise ValueError(f"the {name!r} system is on the command line only; the HTTP API pairs by {served_systems()}")
    return name


class _SystemNamesSchema:
    """The JSON schema of a system name: the served names, read when the contract is made."""

    def __get_pydantic_json_schema__(self, schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        return {"enum": served_systems(), "type": "string"}


#: A Swiss system's name (a key of :data:`domain.swiss.system.SYSTEMS` served over HTTP).
SystemName = Annotated[str, AfterValidator(_registered_system), _SystemNamesSchema()]
#: The systems and what they are, for field descriptions.
SYSTEMS_TEXT = "; ".join(f"{name} = {SYSTEMS[name].facts.description}" for name in served_systems())
AbsenceReason = Literal["withdrawn", "half", "full", "zero"]
CallerId = str | int


class RoundOptions(TournamentSource):
    """Events of the round that a request may state besides the tournament document."""

    round: int | None = Field(
        default=None,
        ge=1,
        le=ROUND_CAP,
        description="The round you mean to pair (for a check: the round of the proposed pairing). When the results "
        "sent say another round is next, the answer is 409 naming both, instead of pairing the wrong round.",
    )
    acceleration: Literal["auto", "baku", "none"] = Field(
        default="auto",
        description="Dutch only. auto: the tournament's XXA/250 records, else Baku when the type (192) ends in "
        "_BAKU; baku: Baku acceleration (C.04.5.1 / C.04.7) whatever the records say; none: no acceleration.",
    )
    withdrawn: list[PlatformId] = Field(
        default_factory=list,
        max_length=PLAYER_CAP,
        description="Players who withdrew: not paired in this round. Keep sending them in later rounds (or use the "
        "games document's withdrawals). Both systems.",
    )
    unannounced_absences: list[UnannouncedAbsenceDocument] = Field(
        default_factory=list,
        max_length=RECORD_BOUNDS.records,
        description="Absences without notice in earlier rounds (C.04.2 D.2), added to the tournament's own.",
    )
    unannounced_absence_withdraws: bool = Field(
        default=True,
        description="C.04.2 D.2: a player absent without notice is withdrawn from the next round on "
        "(listed in 'withdrawn'). false = such a player is paired again.",
    )


class PairingRequest(RoundOptions):
    system: SystemName = Field(description=f"The pairing system: {SYSTEMS_TEXT}.")
    explain: bool = Field(
        default=False,
        description="Add to the answer how each score group was paired (Dutch: brackets; Swedish: groups).",
    )
    swedish: SwedishOptionsModel | None = Field(default=None, description="Options of the Swedish rules.")
    unfinished: Literal["adjourn", "refuse"] = Field(
        default="adjourn",
        description="Games of earlier rounds still without a result ('*'). adjourn: pair them as adjourned games "
        "(Dutch: a draw, Swedish: a win for both, for pairing only) and name them in warnings; refuse: answer 409 "
        "naming every such game, so that no round is paired before its results are in.",
    )


class Board(BaseModel):
    board: int = Field(description="Board number, 1 first.")
    white: CallerId = Field(description="Id of the player with white.")
    black: CallerId = Field(description="Id of the player with black.")


class PairedPlayer(BaseModel):
    """A player as a published pairing list shows him."""

    id: CallerId = Field(description="The player's id as the request gave it.")
    name: str = Field(description="The player's name ('' when the request gave none).")
    pairing_number: int = Field(description="Pairing number (starting rank).")
    rating: int | None = Field(default=None, description="Rating, when the request gave one.")
    score: float = Field(description="Points before this round.")
    match_points: float | None = Field(
        default=None,
        exclude_if=is_null,
        description="Team events only (absent for players): match points before this round.",
    )
    game_points: float | None = Field(
        default=None,
        exclude_if=is_null,
        description="Team events only (absent for players): game points before this round.",
    )


class AbsentPlayer(PairedPlayer):
    reason: AbsenceReason = Field(
        description="Why the player is not paired: withdrawn, or the bye asked for (half, full, zero points)."
    )


class BoardColours(BaseModel):
    """Team events: which team has White on one board of a match."""

    board: int = Field(description="Board of the match, 1 first.")
    white: CallerId = Field(description="Id of the team whose player has white on this board.")
    black: CallerId = Field(description="Id of the team whose player has black on this board.")


class PublishedBoard(Board):
    white_player: PairedPlayer = Field(
        description="The player with white: name, pairing number, score before the round (team events: the team "
        "with White on board 1, its match and game points)."
    )
    black_player: PairedPlayer = Field(
        description="The player with black: name, pairing number, score before the round (team events: the other team)."
    )
    board_colours: list[BoardColours] | None = Field(
        default=None,
        exclude_if=is_null,
        description="Team events only (absent for individual events): the colours of the match board by board (the "
        "board colour sequence).",
    )


class PairingResponse(Stamped):
    system: str = Field(description="The pairing system used.")
    round: int = Field(description="The round paired.")
    pairs: list[PublishedBoard] = Field(description="Every pair of the round in board order.")
    bye: CallerId | None = Field(description="Id of the player who gets the pairing-allocated bye, or null.")
    absent: list[CallerId] = Field(description="Ids of the players not paired: requested byes, absences, withdrawals.")
    bye_player: PairedPlayer | None = Field(default=None, description="The player who gets the pairing-allocated bye.")
    absent_players: list[AbsentPlayer] = Field(default_factory=list, description="The absent players, with the reason.")
    withdrawn: list[CallerId] = Field(
        default_factory=list, description="Of the absent, those who withdrew or are treated as withdrawn."
    )
    pairing_numbers: dict[str, int] = Field(
        default_factory=dict,
        description='Pairing number of every player, by id (as text: the integer id 17 is the key "17"). Without '
        "pairing numbers in the request the service derives them from the history, so they stay fixed after round 4 "
        "is paired (C.04.2 B.3) without being sent back; numbers sent back are kept.",
    )
    record: EventRound | None = Field(
        default=None,
        description="This round as the next request's games document records it: every board as a game with "
        "result '*' (fill in the results; a two-game match as both its games), the pairing-allocated bye and the "
        "requested byes. Append it to event.rounds. null for a team event, whose matches are recorded board by "
        "board or by totals.",
    )
    warnings: list[ProblemError] = Field(
        default_factory=list,
        description="What you may have to act on, each located in your request and saying the action (e.g. games "
        "still marked *).",
    )
    explanation: list[dict[str, Any]] | None = Field(default=None, description="Decisions per bracket or group.")


class ProposedBoard(BaseModel):
    white: PlatformId = Field(description="Id of the player with white.")
    black: PlatformId = Field(description="Id of the player with black.")


class ProposedPairing(BaseModel):
    pairs: list[ProposedBoard] = Field(max_length=5000, description="The boards of the proposed pairing.")
    bye: PlatformId | None = Field(
        default=None, description="Id of the player given the pairing-allocated bye, if any."
    )


class CheckRequest(RoundOptions):
    system: SystemName = Field(description=f"The rules the pairing is checked against: {SYSTEMS_TEXT}.")
    pairing: ProposedPairing = Field(description="The proposed or published pairing of the next round.")
    swedish: SwedishOptionsModel | None = Field(
        default=None, description="Options of the Swedish rules the pairing was made with (swedish only)."
    )


class ViolationModel(BaseModel):
    criterion: str = Field(
        description="The rule broken. Dutch: C1, C2, C3 or colour (C.04.1 Art. 6-7); Swedish: the article (2.3: "
        "players meeting again or a forbidden pair; 4d: a second bye; 3: colours, in comparison.colour_departures "
        "only); both: absent, unpaired, twice, unknown or bye (a bye with an even number of players)."
    )
    message: str = Field(description="What is wrong; players are named by pairing number.")
    players: list[CallerId] = Field(description="Ids of the players concerned.")


class ComparisonModel(BaseModel):
    equivalent: bool = Field(
        description="Dutch: true when no quality criterion tells the two pairings apart. Swedish: true when the "
        "proposal makes the same pairs and gives the same bye as the service (colours are compared in "
        "colour_departures)."
    )
    criterion: str | None = Field(
        default=None,
        description="Dutch: the first quality criterion on which they differ (C5-C21). Swedish: the "
        "first article of the pairing procedure the proposal departs from (2.5, 2.6, 2.6.c, 2.6.d, 2.6.f, 2.6.g, 2.7, "
        "2.8, 2.3); null when they are equivalent or the difference cannot be put down to one article.",
    )
    bracket_score: float | None = Field(
        default=None,
        description="Score of the bracket (Dutch) or score group (Swedish) where it differs (null: whole round).",
    )
    proposal_better: bool | None = Field(
        default=None, description="True when the proposal is better than the service's pairing on that criterion."
    )
    proposal_value: Any = Field(default=None, description="The proposal's value on that criterion.")
    engine_value: Any = Field(default=None, description="The service pairing's value on that criterion.")
    message: str | None = Field(
        default=None,
        description="Swedish: the departure in words, citing the article; players named by pairing "
        "number. Null for the Dutch system.",
    )
    players: list[CallerId] = Field(
        default_factory=list,
        description="Swedish: ids of the players the departure concerns. Empty for the Dutch system.",
    )
    colour_departures: list[ViolationModel] | None = Field(
        default=None,
        description="Swedish: the proposed boards whose colours the Swedish rules (art. 3) give the "
        "other way round, compared apart from the pairs. Null for the Dutch system, which weighs colours among its "
        "criteria.",
    )


class EnginePairing(BaseModel):
    pairs: list[Board] = Field(description="The engine's boards, in board order.")
    bye: CallerId | None = Field(description="Id of the player the engine gives the pairing-allocated bye.")


class CheckResponse(Stamped):
    system: str = Field(description="The pairing system (and edition) checked against.")
    round: int = Field(description="The round the proposal pairs.")
    valid: bool = Field(description="No absolute rule is broken.")
    violations: list[ViolationModel] = Field(description="Every absolute rule the proposal breaks; empty when valid.")
    comparison: ComparisonModel | None = Field(
        default=None,
        description="When no absolute rule is broken: how the proposal compares with the service's own pairing.",
    )
    engine_pairing: EnginePairing | None = Field(
        default=None, description="The pairing the service would make, for comparison."
    )
    pairing_numbers: dict[str, int] = Field(
        default_factory=dict, description="Pairing number of every player, by id (as text)."
    )
    warnings: list[ProblemError] = Field(
        default_factory=list, description="How the request was read, where you may not expect it."
    )
