"""TRF use cases: a tournament read into the JSON document, or written as TRF (a final TRF with a list)."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

from domain.tiebreaks import Rules, compute_standings, parse_codes
from domain.tiebreaks.editions import edition_for_event
from domain.tiebreaks.teams import with_team_records
from domain.tiebreaks.trf_standings import with_final_standings
from domain.trf import decode_trf, render_trf
from service.adapters.tournament import load_source
from service.adapters.trf import parsed_response
from service.runtime.limits import Limits
from service.schemas.tournament import TournamentSource
from service.schemas.trf import ParsedTournament, RenderRequest


def parse_source(source: TournamentSource, limits: Limits) -> ParsedTournament:
    loaded = load_source(source, limits)
    return parsed_response(loaded.tournament, loaded.warnings)


def render_source(request: RenderRequest, limits: Limits) -> str:
    """The tournament as TRF; with ``tiebreaks`` it states them (202, 212) and the ranks they give,
    teams ranked when the tournament has teams (as ``/v1/standings`` ranks them)."""
    tournament = load_source(request, limits).tournament
    if request.tiebreaks is None:
        return render_trf(tournament)
    codes = parse_codes(request.tiebreaks)
    edition = request.rules or edition_for_event(tournament, datetime.now(UTC).date()).edition
    rules = Rules(edition=edition)
    ranked = with_team_records(dataclasses.replace(tournament))
    standings = compute_standings(ranked, codes, rules, "teams" if ranked.teams else "players")
    return render_trf(with_final_standings(tournament, standings, rules))


def trf_file_text(raw: bytes) -> str:
    """The text of a TRF file as the command line and the batch command read one (the encodings the
    TRF reader accepts; a file in none of them is invalid input)."""
    return decode_trf(raw)
