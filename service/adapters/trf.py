"""A parsed tournament as the answer of ``POST /v1/trf/parse``."""

from __future__ import annotations

from collections.abc import Iterable

from domain.errors import Issue
from domain.model import Tournament
from service.adapters.tournament import document_from_tournament
from service.http.errors import problem_errors
from service.schemas.trf import ParsedTournament


def parsed_response(tournament: Tournament, warnings: Iterable[Issue]) -> ParsedTournament:
    return ParsedTournament(
        tournament=document_from_tournament(tournament),
        next_round=tournament.next_round,
        warnings=problem_errors(warnings),
    )
