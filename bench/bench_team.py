"""Timing of the Swiss Team engine (C.04.6): an olympiad-sized round, 200 teams of 4, round 11.

Run ``python -m bench.bench_team [--teams 200] [--round 11] [--runs 5]``. Rounds 1 to ``round - 1``
are paired by the engine itself on a seeded random field (a few absences and board forfeits,
:mod:`domain.swiss.team.simulation`), then the pairing of the next round is timed; the median
CPU time is printed.
"""

from __future__ import annotations

import argparse
import statistics
import time

from domain.model import Tournament
from domain.swiss.team import pair_team_round
from domain.swiss.team.simulation import TeamEventShape, simulate_team_event


def played_event(teams: int, round_number: int, seed: int = 2026) -> Tournament:
    """``teams`` teams of four after ``round_number - 1`` rounds of an 11-round (or longer) event."""
    shape = TeamEventShape(teams, 4, max(11, round_number), absence=0.004, board_forfeit=0.01)
    return simulate_team_event(shape, seed, round_number - 1)


def median_pairing_seconds(tournament: Tournament, runs: int) -> float:
    timings = []
    for _ in range(runs):
        start = time.process_time()
        pair_team_round(tournament)
        timings.append(time.process_time() - start)
    return statistics.median(timings)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--teams", type=int, default=200)
    parser.add_argument("--round", type=int, default=11)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    tournament = played_event(args.teams, args.round)
    seconds = median_pairing_seconds(tournament, args.runs)
    print(
        f"swiss-team {args.teams} teams, round {args.round}: median {seconds * 1000:.1f} ms CPU over {args.runs} runs"
    )


if __name__ == "__main__":
    main()
