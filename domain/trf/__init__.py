"""FIDE Tournament Report File (TRF16, C.04 Annex 2) with engine extensions and TRF-2026 records."""

from domain.trf.reader import decode_trf, parse_trf
from domain.trf.writer import player_line, render_trf

__all__ = ["decode_trf", "parse_trf", "player_line", "render_trf"]
