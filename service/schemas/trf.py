"""The answer of ``POST /v1/trf/parse`` and the request of ``POST /v1/trf/render``."""

from __future__ import annotations

from pydantic import Field, field_validator

from service.http.errors import ProblemError
from service.http.provenance import Stamped, edition_label
from service.schemas.common import RulesName, comma_separated
from service.schemas.tournament import TournamentDocument, TournamentSource


class RenderRequest(TournamentSource):
    """A tournament to write as TRF; with ``tiebreaks``, a final TRF stating that list and its ranks."""

    tiebreaks: list[str] | None = Field(
        default=None,
        max_length=30,
        description="Write a final TRF: this list as TRF-2026 202 and 212, every player's points and the ranks it "
        'gives (001 columns 86-89; a team\'s 310 rank, match and game points), e.g. ["BH/C1", "BH", "SB"].',
    )
    rules: RulesName | None = Field(
        default=None,
        description="With tiebreaks: the definitions (as /v1/standings). Default: the C.07 edition in force at "
        "the event's start date (042), or on the day of the request for an event without one.",
    )

    _list_in_query = field_validator("tiebreaks", mode="before")(comma_separated)


class ParsedTournament(Stamped):
    rule_edition: str = Field(default=edition_label("trf"), description="The TRF editions read and written.")
    tournament: TournamentDocument = Field(description="The tournament document: everything the file carries.")
    next_round: int = Field(description="The round a pairing request would pair.")
    warnings: list[ProblemError] = Field(
        default_factory=list,
        description=(
            "Faults that do not stop the file being used (e.g. a points column that disagrees with the results)."
        ),
    )
