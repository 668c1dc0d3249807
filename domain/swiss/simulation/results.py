"""Game results drawn from the rating difference, as FIDE's rating tables expect them (C.04.A A.5:
results "roughly follow" ratings; the 2026 checklist asks for results consistent with B.02).

The white player's expected score E is PD of FIDE Rating Regulations B.02 table 8.1.2 for the
rating difference D = White - Black (the higher-rated player's PD for D >= 0, the lower-rated
player's 1 - PD otherwise; no 400-point cap: the table itself ends at PD 1.00 above 735). A draw
happens with probability ``d = min(draw_rate, 2 min(E, 1 - E))``, a white win with ``E - d/2``:
the expected score stays exactly ``E`` and ``draw_rate`` is the draw rate between equal players.
A forfeit (probability ``forfeit_rate``) is a forfeit win for one side, or (one in ten) a double
forfeit; an unusual result over the board (probability ``unusual_rate``) is ½-0, 0-½ or 0-0.
"""

from __future__ import annotations

import random

from domain.model import ResultCode, Tournament
from domain.ratings import tables

WHITE_WINS = (ResultCode.WIN, ResultCode.LOSS)
DRAW = (ResultCode.DRAW, ResultCode.DRAW)
BLACK_WINS = (ResultCode.LOSS, ResultCode.WIN)
FORFEITS = (
    (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
    (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
)
FORFEIT_WEIGHTS = (0.45, 0.45, 0.10)
#: ½-0, 0-½ and 0-0 over the board (an arbiter's decision), equally likely.
UNUSUAL = (
    (ResultCode.DRAW, ResultCode.LOSS),
    (ResultCode.LOSS, ResultCode.DRAW),
    (ResultCode.LOSS, ResultCode.LOSS),
)


def expected_score(white: int, black: int) -> float:
    """White's expected score: B.02 table 8.1.2's PD for the difference ``white - black``."""
    return tables.expected_score(white - black) / 100


def game_result(
    rng: random.Random, white: int, black: int, draw_rate: float, forfeit_rate: float, unusual_rate: float = 0.0
) -> tuple[ResultCode, ResultCode]:
    """The (white, black) result codes of one game between players rated ``white`` and ``black``."""
    if rng.random() < forfeit_rate:
        return rng.choices(FORFEITS, FORFEIT_WEIGHTS)[0]
    if rng.random() < unusual_rate:
        return rng.choice(UNUSUAL)
    expected = expected_score(white, black)
    draw = min(draw_rate, 2 * min(expected, 1 - expected))
    roll = rng.random()
    if roll < expected - draw / 2:
        return WHITE_WINS
    if roll < expected + draw / 2:
        return DRAW
    return BLACK_WINS


def playing_strengths(tournament: Tournament) -> dict[int, int]:
    """The rating each player's results are drawn from: his rating; an unrated player plays as the
    lowest-rated rated player of the field (a newcomer is rarely stronger), or at 0 like everybody
    in a field with no rating at all."""
    rated = [player.rating for player in tournament.players.values() if player.rating]
    floor = min(rated, default=0)
    return {number: player.rating or floor for number, player in tournament.players.items()}
