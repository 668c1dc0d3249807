"""The random tournament generator: reproducible TRF16 with XXR and XXC, and the events it promises."""

from __future__ import annotations

import random

import pytest

from domain.errors import InvalidInput
from domain.model import ResultCode
from domain.swiss.simulation import SimulationConfig, parse_config, simulate
from domain.swiss.simulation.results import expected_score, game_result
from domain.trf import parse_trf, render_trf
from domain.validation import validate

BUSY = SimulationConfig(
    players=30,
    rounds=7,
    forfeit_rate=0.1,
    half_bye_rate=0.08,
    zero_bye_rate=0.05,
    retire_rate=0.04,
    late_entry_rate=0.2,
    forbidden_pairs=3,
)


@pytest.mark.parametrize("system", ["dutch", "dutch-2017", "swedish"])
def test_same_seed_and_configuration_give_the_same_bytes(system: str) -> None:
    first = simulate(BUSY, system, seed=42).trf()
    assert simulate(BUSY, system, seed=42).trf() == first
    assert simulate(BUSY, system, seed=43).trf() != first


def test_the_file_is_trf16_with_rounds_and_initial_colour() -> None:
    simulation = simulate(SimulationConfig(players=11, rounds=4, initial_color="black"), "dutch", seed=1)
    text = simulation.trf()
    lines = text.splitlines()
    assert "XXR 4" in lines and "XXC black1" in lines
    players = [line for line in lines if line.startswith("001")]
    assert len(players) == 11 and all(len(line) == 89 + 10 * 4 for line in players)
    tournament = parse_trf(text)
    assert validate(tournament) == []  # points (columns 81-84) match the results
    assert render_trf(tournament) == text


def test_unset_keys_are_drawn_from_the_seed_and_reported() -> None:
    simulation = simulate(SimulationConfig(players=10), "dutch", seed=7)
    scenario = simulation.scenario
    assert scenario.players == 10 and 1 <= scenario.rounds <= 5
    assert simulate(SimulationConfig(**scenario.as_dict()), "dutch", seed=7).trf() == simulation.trf()


def test_the_events_of_a_busy_configuration_happen() -> None:
    tournament = simulate(BUSY, "dutch", seed=5).tournament
    codes = [e.result for p in tournament.players.values() for e in p.entries if e is not None]
    for code in (
        ResultCode.HALF_BYE,
        ResultCode.ZERO_BYE,
        ResultCode.FORFEIT_WIN,
        ResultCode.FORFEIT_LOSS,
        ResultCode.PAIRING_BYE,
        ResultCode.DRAW,
    ):
        assert code in codes, code
    last = tournament.total_rounds
    assert all(p.entry(last).result is not ResultCode.HALF_BYE for p in tournament.players.values())  # type: ignore[union-attr, arg-type]
    assert len(tournament.forbidden) == 3
    for group in tournament.forbidden:
        a, b = group.players
        assert all(e is None or e.opponent != b for e in tournament.players[a].entries)


def test_late_entrants_and_retired_players() -> None:
    tournament = simulate(BUSY, "dutch", seed=5).tournament
    rows = [[e.result if e.opponent is None else "game" for e in p.entries] for p in tournament.player_list()]
    late = [row for row in rows if row[0] is ResultCode.ZERO_BYE and "game" in row]
    retired = [row for row in rows if row[-1] is ResultCode.ZERO_BYE and row[0] == "game"]
    assert late and retired


def test_baku_acceleration_is_written_as_xxa() -> None:
    text = simulate(SimulationConfig(players=16, rounds=5, acceleration="baku"), "dutch", seed=2).trf()
    xxa = [line for line in text.splitlines() if line.startswith("XXA")]
    assert len(xxa) == 8  # 2 * ceil(16 / 4) players in group A (C.04.5.1)
    assert xxa[0].split()[1:] == ["1", "1.0", "1.0", "0.5"]  # 3 accelerated rounds: 1, 1, 1/2


def test_results_follow_the_rating_difference() -> None:
    rng = random.Random(0)
    points = {"1": 1.0, "=": 0.5, "0": 0.0}
    games = [game_result(rng, 2200, 2000, 0.3, 0.0)[0].value for _ in range(20000)]
    assert abs(sum(points[g] for g in games) / len(games) - expected_score(2200, 2000)) < 0.01
    equal = [game_result(rng, 2000, 2000, 0.3, 0.0)[0] for _ in range(20000)]
    assert abs(equal.count(ResultCode.DRAW) / len(equal) - 0.3) < 0.015


def test_configuration_file_with_our_keys_and_the_javafo_ones() -> None:
    text = "# RTG\nplayers=24\nDrawPercentage=40\nForfeitRate=20\nacceleration = baku\nforbidden_pairs=2\n"
    config = parse_config(text)
    assert (config.players, config.draw_rate, config.forfeit_rate) == (24, 0.4, 0.05)
    assert (config.acceleration, config.forbidden_pairs) == ("baku", 2)


def test_configuration_faults_name_the_line_or_the_key() -> None:
    with pytest.raises(InvalidInput) as bad_file:
        parse_config("players=10\nPointsForWin=3\nrounds=x\n")
    assert [issue.where for issue in bad_file.value.issues] == ["line 2", "line 3"]
    with pytest.raises(InvalidInput) as bad_values:
        simulate(SimulationConfig(players=1, draw_rate=1.5, acceleration="fast"), "dutch", seed=1)
    assert {issue.where for issue in bad_values.value.issues} == {"players", "draw_rate", "acceleration"}
    with pytest.raises(InvalidInput):
        simulate(SimulationConfig(players=10, acceleration="baku"), "swedish", seed=1)


def test_round_one_always_has_a_game() -> None:
    tournament = simulate(SimulationConfig(players=5, rounds=3, late_entry_rate=1.0), "dutch", seed=1).tournament
    assert sum(1 for p in tournament.players.values() if p.entry(1).opponent is not None) == 2  # type: ignore[union-attr]
