"""Board order of a published round (seed F1; C.04.2 D.7): bye last."""

from __future__ import annotations

from domain.kinds import Rank, ScoreUnits
from domain.swiss.dutch.players import DutchPlayer


def board_key(white: DutchPlayer, black: DutchPlayer) -> tuple[ScoreUnits, ScoreUnits, Rank]:
    """Sort key: higher player's score, the other's score (so the sum), higher player's rank."""
    high, low = sorted((white, black), key=lambda p: (-p.real_score, p.rank))
    return (-high.real_score, -low.real_score, high.rank)
