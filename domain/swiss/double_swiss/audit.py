"""Which recorded rounds the free pairings checker (FPC, C.04.A A.4) re-pairs for a Double-Swiss
event, and under which number it reports them.

Event round r is game rounds 2r-1 and 2r (api.md **Decision**); the pairing, the colours (game 1)
and the PAB of a match are all in game round 2r-1, so the generic auditor re-pairs that round and
reports it as event round r. The whole history is read as two-game matches first, so a game 2 that
does not mirror its game 1 is invalid input naming the player and round, not a silent difference.
"""

from __future__ import annotations

from domain.model import Tournament
from domain.swiss.double_swiss.matches import event_rounds_recorded, event_rounds_total, read_matches


def audited_rounds(tournament: Tournament) -> list[tuple[int, int]]:
    """(event round, its game-1 round) for every played event round; invalid input for a history
    two-game matches cannot hold."""
    played = event_rounds_recorded(tournament)
    event_rounds_total(tournament)
    read_matches(tournament, played)
    return [(round_number, 2 * round_number - 1) for round_number in range(1, played + 1)]
