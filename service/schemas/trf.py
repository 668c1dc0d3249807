"""The answer of ``POST /v1/trf/parse``."""

from __future__ import annotations

from pydantic import Field

from service.http.errors import ProblemError
from service.http.provenance import Stamped, edition_label
from service.schemas.tournament import TournamentDocument


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
