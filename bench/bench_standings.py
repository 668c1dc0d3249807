"""Benchmark: standings with six tie-breaks for 1,000 players × 11 rounds (target: < 50 ms in-process).

The tournament is synthetic (random pairings inside score groups, rating-driven results, a few
byes and forfeits) and seeded, so every run measures the same work.
"""

from __future__ import annotations

import random
import statistics
import time

from domain.model import Color, Player, ResultCode, RoundEntry, Tournament
from domain.tiebreaks import Rules, compute_standings, parse_codes

PLAYERS, ROUNDS, REPEATS = 1000, 11, 41  # many repeats: the machine is shared and noisy
CODES = ["BH/C1", "BH", "DE", "SB", "PS", "ARO"]


def synthetic_tournament(players: int = PLAYERS, rounds: int = ROUNDS, seed: int = 7) -> Tournament:
    rng = random.Random(seed)
    field = {n: Player(n, rating=2600 - n) for n in range(1, players + 1)}
    score = dict.fromkeys(field, 0.0)
    for _ in range(rounds):
        order = sorted(field, key=lambda n: (-score[n], rng.random()))
        if len(order) % 2:
            bye = order.pop()
            field[bye].entries.append(RoundEntry.bye(ResultCode.PAIRING_BYE))
            score[bye] += 1
        for white, black in zip(order[::2], order[1::2], strict=True):
            roll = rng.random()
            if roll < 0.01:
                codes = (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)
            else:
                codes = (
                    (ResultCode.WIN, ResultCode.LOSS)
                    if roll < 0.45
                    else (ResultCode.DRAW, ResultCode.DRAW)
                    if roll < 0.7
                    else (ResultCode.LOSS, ResultCode.WIN)
                )
            field[white].entries.append(RoundEntry(black, Color.WHITE, codes[0]))
            field[black].entries.append(RoundEntry(white, Color.BLACK, codes[1]))
            score[white] += {ResultCode.WIN: 1, ResultCode.FORFEIT_WIN: 1, ResultCode.DRAW: 0.5}.get(codes[0], 0)
            score[black] += {ResultCode.WIN: 1, ResultCode.DRAW: 0.5}.get(codes[1], 0)
    return Tournament(players=field, total_rounds=rounds)


def main() -> None:
    tournament = synthetic_tournament()
    codes = parse_codes(CODES)
    timings = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        compute_standings(tournament, codes, Rules())
        timings.append((time.perf_counter() - start) * 1000)
    print(
        f"standings {PLAYERS} players x {ROUNDS} rounds, {len(CODES)} tie-breaks ({', '.join(CODES)}): "
        f"median {statistics.median(timings):.1f} ms, min {min(timings):.1f} ms (target < 50 ms)"
    )


if __name__ == "__main__":
    main()
