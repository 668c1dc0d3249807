"""The generator's tournaments pass the checker: every round of 200+ generated tournaments, of
varied sizes and settings, re-pairs to exactly what was played (which exercises the FPC's state
rebuild: absences, late entries, retirements, forfeits, acceleration, forbidden pairs)."""

from __future__ import annotations

import random

import pytest

from domain.swiss.audit import Verdict
from domain.swiss.simulation import SimulationConfig, simulate
from domain.swiss.system import audit_tournament
from domain.trf import parse_trf
from domain.validation import validate

SYSTEMS = ("dutch", "dutch-2017", "swedish")
TOURNAMENTS = 204
BATCHES = 12


def varied_config(rng: random.Random, system: str) -> SimulationConfig:
    """A configuration from small to medium fields, with every event switched on or off at random."""
    players = rng.choice([rng.randint(4, 12), rng.randint(13, 30), rng.randint(31, 48)])

    def rate(high: float) -> float:
        return rng.choice([0.0, round(rng.uniform(0, high), 3)])

    return SimulationConfig(
        players=players,
        rounds=rng.randint(1, max(1, min(11, players // 2))),
        draw_rate=rng.choice([0.0, 0.3, 0.6, 1.0]),
        forfeit_rate=rate(0.1),
        half_bye_rate=rate(0.08),
        zero_bye_rate=rate(0.06),
        retire_rate=rate(0.05),
        late_entry_rate=rate(0.15),
        acceleration="baku" if system != "swedish" and rng.random() < 0.25 else "none",
        forbidden_pairs=rng.choice([0, 0, 1, 2]) if players >= 8 else 0,
    )


@pytest.mark.parametrize("batch", range(BATCHES))
def test_every_generated_round_agrees_with_itself(batch: int) -> None:
    per_batch = TOURNAMENTS // BATCHES
    for index in range(batch * per_batch, (batch + 1) * per_batch):
        rng = random.Random(index)
        system = SYSTEMS[index % len(SYSTEMS)]
        config = varied_config(rng, system)
        text = simulate(config, system, seed=index).trf()
        tournament = parse_trf(text)
        validate(tournament)
        report = audit_tournament(tournament, system)
        assert [audit.verdict for audit in report.rounds] == [Verdict.AGREES] * tournament.total_rounds, (
            f"seed {index}, {system}, {config}: rounds {report.differing_rounds} differ"
        )
