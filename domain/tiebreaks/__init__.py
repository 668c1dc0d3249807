"""Tie-breaks and standings: FIDE C.07 (2023/24), the seed's 1998 annex and its F10 ranking."""

from domain.tiebreaks.codes import TiebreakCode, parse_code, parse_codes
from domain.tiebreaks.rules import Rules
from domain.tiebreaks.standings import StandingRow, Standings, compute_standings

__all__ = ["Rules", "StandingRow", "Standings", "TiebreakCode", "compute_standings", "parse_code", "parse_codes"]
