"""Requests and answers of the endorsement tools (FIDE C.04.A A.4-A.5):
``POST /v1/swiss/audit`` (the pairings checker) and ``POST /v1/swiss/simulate`` (the generator)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from domain.limits import PLAYER_CAP, RATING_CAP, ROUND_CAP
from service.http.errors import ProblemError
from service.http.provenance import Stamped
from service.schemas.swiss import (
    SYSTEMS_TEXT,
    Board,
    CallerId,
    ComparisonModel,
    ProposedBoard,
    SystemName,
    ViolationModel,
)
from service.schemas.tournament import TournamentSource

#: A rating the generator is given: 0 (unrated) up to the largest a TRF column holds.
Rating = Annotated[int, Field(ge=0, le=RATING_CAP)]


class ManualRound(BaseModel):
    round: int = Field(ge=1, le=ROUND_CAP, description="The round paired by hand.")
    reason: str = Field(
        min_length=1,
        max_length=500,
        description="Why it was paired by hand: a forfeit after pairing, an F7 correction, ...",
    )


class PublishedRound(BaseModel):
    round: int = Field(ge=1, le=ROUND_CAP, description="The round whose published board order this is.")
    pairs: list[ProposedBoard] = Field(max_length=5000, description="The boards in published order.")


class AuditRequest(TournamentSource):
    system: SystemName = Field(description=f"The rules the tournament was paired by: {SYSTEMS_TEXT}.")
    acceleration: Literal["auto", "baku", "none"] = Field(
        default="auto", description="Dutch only: auto reads the tournament's XXA/250 records or a _BAKU type (192)."
    )
    manual_rounds: list[ManualRound] = Field(
        default_factory=list,
        max_length=ROUND_CAP,
        description="Rounds paired by hand for a documented reason: a difference there is reported with "
        "verdict 'manual', not as an engine error.",
    )
    published_boards: list[PublishedRound] = Field(
        default_factory=list,
        max_length=ROUND_CAP,
        description="The published board order of some rounds (TRF records none): compared as a softer finding.",
    )


class RoundPairingModel(BaseModel):
    pairs: list[Board] = Field(description="(white, black) per board; for the played round in pairing-number order.")
    bye: list[CallerId] = Field(description="The pairing-allocated bye (more than one recorded is itself a fault).")
    uncoloured: list[Board] = Field(
        default_factory=list,
        description="Played boards recorded without colours (a forfeit written '-'): only the pair is compared.",
    )


class RoundAuditModel(BaseModel):
    round: int = Field(description="The round number.")
    verdict: Literal["agrees", "differs", "manual"] = Field(
        description="agrees: same pairs, colours and bye as the engine; differs: the engine pairs it otherwise "
        "(or finds no legal pairing); manual: differs, but documented as paired by hand."
    )
    pairs_agree: bool = Field(description="The engine pairs the same players together.")
    colours_agree: bool = Field(description="Same pairs and every recorded colour as the engine gives it.")
    bye_agrees: bool = Field(description="The same player (or nobody) gets the pairing-allocated bye.")
    board_order_agrees: bool | None = Field(
        description="The softer finding: null unless the published board order of the round was given."
    )
    played: RoundPairingModel | None = Field(description="The round as played (rounds that do not agree only).")
    engine: RoundPairingModel | None = Field(description="The engine's pairing (rounds that do not agree only).")
    violations: list[ViolationModel] = Field(description="Absolute criteria the played round breaks (Dutch).")
    comparison: ComparisonModel | None = Field(
        description="Dutch: the first quality criterion on which the played round differs from the engine's."
    )
    note: str | None = Field(description="Why the engine has no pairing, or the reason of a manual round.")


class RankDifferenceModel(BaseModel):
    id: CallerId = Field(description="The player (the team, in a team event) whose rank differs.")
    rank_in_file: int | None = Field(description="The rank the file states (001 columns 86-89, 310 columns 69-71).")
    rank_computed: int | None = Field(description="The rank the stated list gives (null: not ranked, see decided_by).")
    decided_by: str | None = Field(
        description='The step between the two places: "points" or a tie-break of the list; null when the list '
        "leaves the competitor tied there and the file's order of the tied group is not one an order of it gives."
    )


class PointsDifferenceModel(BaseModel):
    id: CallerId = Field(description="The player (or team) whose points column disagrees with the results.")
    score: Literal["points", "match points", "game points"] = Field(description="Which column.")
    in_file: float = Field(description="What the file states.")
    computed: float = Field(description="What the results give.")


class StatedListModel(BaseModel):
    record: Literal["202", "212"] = Field(description="The record the list was read from.")
    tiebreaks: list[str] = Field(description="The list after the points, as the file states it.")
    ranks: list[RankDifferenceModel] = Field(description="Every competitor whose stated rank this list does not give.")


class StandingsAuditModel(BaseModel):
    agrees: bool = Field(
        description="The stated list(s) give every stated rank, 202 and 212 agree, and every points column is the "
        "computed one."
    )
    rules: str = Field(description="The C.07 edition applied: the one in force at the start date (042).")
    edition_basis: str = Field(description="Why this edition.")
    competitors: Literal["players", "teams"] = Field(description="Whether players or teams are ranked.")
    ranks_stated: int = Field(description="Competitors whose rank the file states (0: only the points were checked).")
    lists_agree: bool = Field(description="false when 202 and 212 state different lists (both are then checked).")
    lists: list[StatedListModel] = Field(description="Each list the file states (212 when both say the same).")
    points: list[PointsDifferenceModel] = Field(description="Every points column that disagrees with the results.")
    lines: list[str] = Field(description="The same findings as the command line's -c prints them.")


class AuditResponse(Stamped):
    system: str = Field(description="The rules the rounds were re-paired by.")
    agrees: bool = Field(
        description="Every round agrees or was documented as paired by hand, and (when the file states its "
        "tie-break list) every stated rank and points column is the computed one."
    )
    differing_rounds: list[int] = Field(description="Rounds with verdict 'differs' (not the manual ones).")
    rounds: list[RoundAuditModel] = Field(description="Every played round, in order.")
    notes: list[str] = Field(default_factory=list, description="Assumptions the checker made.")
    warnings: list[ProblemError] = Field(
        default_factory=list,
        description="Faults of the input that did not stop "
        "the check (a points field that disagrees with the results, ...).",
    )
    standings: StandingsAuditModel | None = Field(
        default=None,
        description="The standings check of a file that states its tie-break list (TRF-2026 202 or 212): ranked "
        "again by that list under the C.07 edition of its start date and compared; null when it states none.",
    )


class SimulationConfigModel(BaseModel):
    """The generator's keys; a key left out is drawn from the seed within the range given."""

    model_config = ConfigDict(extra="forbid")

    players: int | None = Field(default=None, ge=2, le=PLAYER_CAP, description="Random: 12..80.")
    rounds: int | None = Field(default=None, ge=1, le=ROUND_CAP, description="Random: 5..11, at most half the players.")
    highest_rating: int | None = Field(default=None, ge=0, le=RATING_CAP, description="Random: 2400..2800.")
    lowest_rating: int | None = Field(default=None, ge=0, le=RATING_CAP, description="Random: 1400..2300.")
    draw_rate: float | None = Field(
        default=None, ge=0, le=1, description="Draws between equal players. Random: 0.10..0.50."
    )
    forfeit_rate: float | None = Field(default=None, ge=0, le=1, description="Per game. Random: 0..0.04.")
    half_bye_rate: float | None = Field(
        default=None, ge=0, le=1, description="Per player and round, never the last. Random: 0..0.04."
    )
    zero_bye_rate: float | None = Field(default=None, ge=0, le=1, description="Per player and round. Random: 0..0.03.")
    retire_rate: float | None = Field(default=None, ge=0, le=1, description="Per player and round. Random: 0..0.02.")
    late_entry_rate: float | None = Field(
        default=None, ge=0, le=1, description="Share entering in round 2 or 3. Random: 0..0.10."
    )
    acceleration: Literal["none", "baku"] | None = Field(default=None, description="Default none; baku: Dutch only.")
    forbidden_pairs: int | None = Field(
        default=None, ge=0, le=PLAYER_CAP // 2, description="Disjoint pairs that must not meet (XXP). Default 0."
    )
    initial_color: Literal["white", "black"] | None = Field(default=None, description="XXC. Random.")
    full_bye_rate: float | None = Field(
        default=None, ge=0, le=1, description="Full-point byes per player (team) and round. Random: 0..0.02."
    )
    unusual_result_rate: float | None = Field(
        default=None, ge=0, le=1, description="½-0, 0-½ or 0-0 over the board, per game. Random: 0..0.02."
    )
    tiebreaks: list[str] | None = Field(
        default=None,
        max_length=30,
        description="The tie-break list the file states (TRF-2026 202 and 212) with the final ranks it gives. "
        "Default: none (ranks by points, no list stated).",
    )
    ratings: list[Rating] | None = Field(
        default=None,
        max_length=PLAYER_CAP,
        description="Every player's rating in pairing-number order, 0 for unrated (a team event: team by team, "
        "board by board). Default: drawn between lowest_rating and highest_rating.",
    )
    start_date: str | None = Field(
        default=None,
        pattern=r"^[0-9]{4}[/-][0-9]{2}[/-][0-9]{2}$",
        description="Record 042, YYYY/MM/DD; the C.07 edition of the final standings follows it. Random: a day "
        "of 2025 or 2026.",
    )


class TeamSimulationModel(BaseModel):
    """The team generator's keys (swiss-team); a key left out is drawn from the seed, as the fixture corpus was."""

    model_config = ConfigDict(extra="forbid")

    teams: int | None = Field(default=None, ge=2, le=1000, description="Random: 5..40.")
    boards: int | None = Field(default=None, ge=1, le=20, description="Boards per match. Random: 2, 4 or 6.")
    rounds: int | None = Field(default=None, ge=1, le=30, description="Random: 5..11, at most the teams less 2.")
    code: str | None = Field(
        default=None,
        max_length=40,
        description="The TRF type (record 192): colour model and scores, e.g. FIDE_TEAM_TYPEA_MP_GP. Random.",
    )
    absence: float | None = Field(default=None, ge=0, le=1, description="Per team and round. Default 0.004.")
    board_forfeit: float | None = Field(default=None, ge=0, le=1, description="Per board. Default 0.01.")


class SimulateRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    system: SystemName = Field(description=f"The engine that pairs every round: {SYSTEMS_TEXT}.")
    seed: int | None = Field(
        default=None,
        ge=0,
        le=2**63 - 1,
        description="Same seed and config, same file. Drawn (and echoed) when left out.",
    )
    config: SimulationConfigModel = Field(
        default_factory=SimulationConfigModel,
        description="The generator's keys, the same for every system; any left out is drawn from the seed. A team "
        "event takes teams and boards (team_config) instead of players, and has no late entries, forbidden pairs "
        "or acceleration.",
    )
    team_config: TeamSimulationModel | None = Field(
        default=None,
        description="Team systems (swiss-team): the team keys (teams, boards, code); any left out is drawn from the "
        "seed. rounds, absence and board_forfeit are also accepted here (as config's rounds, zero_bye_rate and "
        "forfeit_rate).",
    )


class SimulateResponse(Stamped):
    system: str = Field(description="The engine that paired every round.")
    seed: int = Field(description="The seed used (the one sent, or the one drawn): send it back to replay.")
    config: dict[str, Any] = Field(description="Every key as used, drawn ones included: send it back to replay.")
    trf: str = Field(
        description="The tournament as TRF16 with XXR and XXC, its start date (042), points and final ranks, and "
        "its tie-break list as TRF-2026 202 and 212 when one was asked (team systems: TRF-2026 team records with "
        "each team's rank, match and game points; double-swiss: two rounds per two-game match)."
    )
