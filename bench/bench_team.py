"""Timing of the Swiss Team engine (C.04.6): an olympiad-sized round, 200 teams of 4, round 11.

Run ``python -m bench.bench_team [--teams 200] [--code CODE] [--round 11] [--rounds 11] [--runs 5]``.
Rounds 1 to ``round - 1`` are paired by the engine itself on a seeded random field (a few absences
and board forfeits, :mod:`domain.swiss.team.simulation`), then the pairing of the next round is
timed; the median CPU time is printed. ``--code`` is the record 192 code (colour model, primary
score): ``FIDE_TEAM`` has no colour model, ``FIDE_TEAM_TYPEB_GP`` Type B with game points first.

Without ``--code`` both the olympiad round (Type A, match points, round 11 of 11) and the slowest
kind of round found (Type B, game points, round 27 of 30, where most teams have met) are timed.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import time

from domain.model import Tournament
from domain.swiss.simulation import SimulationConfig
from domain.swiss.team import pair_team_round
from domain.swiss.team.simulation import CODES, simulate_team_event, team_shape

#: A few absences and board forfeits, no other bye: the rounds the olympiad-sized field plays.
QUIET = SimulationConfig(
    zero_bye_rate=0.004,
    forfeit_rate=0.01,
    half_bye_rate=0.0,
    full_bye_rate=0.0,
    retire_rate=0.0,
    unusual_result_rate=0.0,
    draw_rate=0.35,
)

#: What a bare run times: (record 192 code, round, rounds of the event).
DEFAULT_RUNS = (("FIDE_TEAM_TYPEA_MP_GP", 11, 11), ("FIDE_TEAM_TYPEB_GP", 27, 30))


def played_event(
    teams: int, round_number: int, seed: int = 2026, code: str = "FIDE_TEAM_TYPEA_MP_GP", rounds: int = 11
) -> Tournament:
    """``teams`` teams of four after ``round_number - 1`` rounds of a ``rounds``-round (or longer) event."""
    config = dataclasses.replace(QUIET, rounds=max(rounds, round_number))
    shape = team_shape(config, {"teams": str(teams), "boards": "4", "code": code}, random.Random(seed))
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
    parser.add_argument("--code", choices=CODES)
    parser.add_argument("--round", type=int, default=11)
    parser.add_argument("--rounds", type=int, default=11, help="rounds of the event")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    runs = DEFAULT_RUNS if args.code is None else ((args.code, args.round, args.rounds),)
    for code, round_number, rounds in runs:
        tournament = played_event(args.teams, round_number, code=code, rounds=rounds)
        seconds = median_pairing_seconds(tournament, args.runs)
        print(
            f"swiss-team {args.teams} teams, {code}, round {round_number} of {max(rounds, round_number)}: "
            f"median {seconds * 1000:.1f} ms CPU over {args.runs} runs"
        )


if __name__ == "__main__":
    main()
