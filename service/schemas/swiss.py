"""Request and response of ``POST /v1/swiss/pairings`` (fixed points in api.md)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from domain.limits import RECORD_BOUNDS
from service.errors import ProblemError
from service.limits import PLAYER_CAP, ROUND_CAP
from service.provenance import Stamped
from service.schemas.common import PlatformId
from service.schemas.swedish import SwedishOptionsModel
from service.schemas.tournament import TournamentSource, UnannouncedAbsenceDocument

SystemName = Literal["dutch", "dutch-2017", "swedish"]
AbsenceReason = Literal["withdrawn", "half", "full", "zero"]
PlayerId = str | int


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
    system: SystemName = Field(description="dutch = FIDE C.04.3 in force (2026); dutch-2017; swedish.")
    explain: bool = Field(
        default=False,
        description="Add to the answer how each score group was paired (Dutch: brackets; Swedish: groups).",
    )
    swedish: SwedishOptionsModel | None = Field(default=None, description="Options of the Swedish rules.")


class Board(BaseModel):
    board: int = Field(description="Board number, 1 first.")
    white: PlayerId = Field(description="Id of the player with white.")
    black: PlayerId = Field(description="Id of the player with black.")


class PairedPlayer(BaseModel):
    """A player as a published pairing list shows him."""

    id: PlayerId = Field(description="The player's id as the request gave it.")
    name: str = Field(description="The player's name ('' when the request gave none).")
    pairing_number: int = Field(description="Pairing number (starting rank).")
    rating: int | None = Field(default=None, description="Rating, when the request gave one.")
    score: float = Field(description="Points before this round.")


class AbsentPlayer(PairedPlayer):
    reason: AbsenceReason = Field(
        description="Why the player is not paired: withdrawn, or the bye asked for (half, full, zero points)."
    )


class PublishedBoard(Board):
    white_player: PairedPlayer = Field(
        description="The player with white: name, pairing number, score before the round."
    )
    black_player: PairedPlayer = Field(
        description="The player with black: name, pairing number, score before the round."
    )


class PairingResponse(Stamped):
    system: str = Field(description="The pairing system used.")
    round: int = Field(description="The round paired.")
    pairs: list[PublishedBoard] = Field(description="Every pair of the round in board order.")
    bye: PlayerId | None = Field(description="Id of the player who gets the pairing-allocated bye, or null.")
    absent: list[PlayerId] = Field(description="Ids of the players not paired: requested byes, absences, withdrawals.")
    bye_player: PairedPlayer | None = Field(default=None, description="The player who gets the pairing-allocated bye.")
    absent_players: list[AbsentPlayer] = Field(default_factory=list, description="The absent players, with the reason.")
    withdrawn: list[PlayerId] = Field(
        default_factory=list, description="Of the absent, those who withdrew or are treated as withdrawn."
    )
    pairing_numbers: dict[str, int] = Field(
        default_factory=dict,
        description='Pairing number of every player, by id (as text: the integer id 17 is the key "17"); send them '
        "back as players[].pairing_number to keep them fixed (C.04.2 B.3: no change after round 4 is paired).",
    )
    warnings: list[ProblemError] = Field(
        default_factory=list,
        description="How the request was read, where you may not expect it (e.g. games still marked *).",
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
    system: SystemName = Field(
        description="The rules the pairing is checked against: dutch = FIDE C.04.3 in force (2026); dutch-2017; "
        "swedish."
    )
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
    players: list[PlayerId] = Field(description="Ids of the players concerned.")


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
    players: list[PlayerId] = Field(
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
    bye: PlayerId | None = Field(description="Id of the player the engine gives the pairing-allocated bye.")


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
