"""TRF use cases: a tournament read into the JSON document, or written as TRF."""

from __future__ import annotations

from domain.trf import decode_trf, render_trf
from service.adapters.tournament import load_source
from service.adapters.trf import parsed_response
from service.runtime.limits import Limits
from service.schemas.tournament import TournamentSource
from service.schemas.trf import ParsedTournament


def parse_source(source: TournamentSource, limits: Limits) -> ParsedTournament:
    loaded = load_source(source, limits)
    return parsed_response(loaded.tournament, loaded.warnings)


def render_source(source: TournamentSource, limits: Limits) -> str:
    return render_trf(load_source(source, limits).tournament)


def trf_file_text(raw: bytes) -> str:
    """The text of a TRF file as the command line and the batch command read one (the encodings the
    TRF reader accepts; a file in none of them is invalid input)."""
    return decode_trf(raw)
