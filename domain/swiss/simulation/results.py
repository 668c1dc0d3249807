"""Game results drawn from the rating difference (C.04.A A.5: results "roughly follow" ratings).

The white player's expected score is the Elo expectation ``E = 1 / (1 + 10^((Rb - Ra) / 400))``.
A draw happens with probability ``d = min(draw_rate, 2 min(E, 1 - E))``, a white win with
``E - d/2``: the expected score stays exactly ``E`` and ``draw_rate`` is the draw rate between equal
players. A forfeit (probability ``forfeit_rate``) is a forfeit win for one side, or (one in ten) a
double forfeit.
"""

from __future__ import annotations

import random

from domain.model import ResultCode

WHITE_WINS = (ResultCode.WIN, ResultCode.LOSS)
DRAW = (ResultCode.DRAW, ResultCode.DRAW)
BLACK_WINS = (ResultCode.LOSS, ResultCode.WIN)
FORFEITS = (
    (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
    (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
)
FORFEIT_WEIGHTS = (0.45, 0.45, 0.10)


def expected_score(white: int, black: int) -> float:
    return 1 / (1 + 10 ** ((black - white) / 400))


def game_result(
    rng: random.Random, white: int, black: int, draw_rate: float, forfeit_rate: float
) -> tuple[ResultCode, ResultCode]:
    """The (white, black) result codes of one game between players rated ``white`` and ``black``."""
    if rng.random() < forfeit_rate:
        return rng.choices(FORFEITS, FORFEIT_WEIGHTS)[0]
    expected = expected_score(white, black)
    draw = min(draw_rate, 2 * min(expected, 1 - expected))
    roll = rng.random()
    if roll < expected - draw / 2:
        return WHITE_WINS
    if roll < expected + draw / 2:
        return DRAW
    return BLACK_WINS
