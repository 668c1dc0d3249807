"""Timing of the Swedish engine: 1000 players, round 6.

Run ``python -m bench.bench_swedish [--players 1000] [--round 6] [--runs 5]``. Rounds 1 to
``round - 1`` are played with the engine itself on a seeded random field (a few absences and
postponed games), then the pairing of the next round is timed; the median is printed.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from domain.model import Tournament
from domain.swiss.swedish import pair_swedish
from tests.simulate import Chances, play_round, random_field

CHANCES = Chances(withdraw=0.005, absent=0.01, postpone=0.02)


def played_tournament(players: int, rounds: int, seed: int = 2026) -> Tournament:
    """A field of ``players`` after ``rounds`` rounds paired by the Swedish engine."""
    rng = random.Random(seed)
    tournament = random_field(rng, players)
    for _ in range(rounds):
        play_round(tournament, rng, CHANCES, pair_swedish)
    return tournament


def median_pairing_seconds(tournament: Tournament, runs: int) -> float:
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        pair_swedish(tournament)
        timings.append(time.perf_counter() - start)
    return statistics.median(timings)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--round", type=int, default=6)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    tournament = played_tournament(args.players, args.round - 1)
    seconds = median_pairing_seconds(tournament, args.runs)
    print(f"swedish  {args.players} players, round {args.round}: median {seconds * 1000:.1f} ms over {args.runs} runs")


if __name__ == "__main__":
    main()
