"""The FIDE Swiss Team system (C.04.6, in force from 1 Feb 2026), ``swiss-team.md``."""

from .engine import TeamMatchPairing, TeamRoundPairing, pair_team_round

__all__ = ["TeamMatchPairing", "TeamRoundPairing", "pair_team_round"]
