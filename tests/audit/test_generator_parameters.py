"""The generator's parameters of FIDE's 2026 checklist (issue 41): byes of every kind, unusual results,
a tie-break list, given ratings and a start date, the same keys for every system; every generated
tournament passes the checker, pairings and standings; results follow B.02 table 8.1.2."""

from __future__ import annotations

import math
import random
from collections import Counter
from datetime import date
from pathlib import Path

import pytest

from domain.errors import InvalidInput
from domain.model import Color, ResultCode, Tournament
from domain.swiss.audit.standings import audit_standings
from domain.swiss.simulation import SimulationConfig, parse_config, simulate
from domain.swiss.simulation.results import game_result
from domain.swiss.system import audit_tournament
from domain.swiss.team.simulation import generate_team_event
from domain.trf import parse_trf, render_trf
from domain.validation import validate
from service.cli import EXIT_OK, main

INDIVIDUAL = ("dutch", "dutch-2017", "swedish", "double-swiss")
SYSTEMS = (*INDIVIDUAL, "swiss-team")
#: In the suite a few per system (seconds); the bench runs 200 (bench/generator_checker.py).
PER_SYSTEM = 10
INDIVIDUAL_LIST = "BH/C1,BH,SB,DE,WIN,ARO,PTP,APPO"
TEAM_LIST = "GP,EMMSB,BH,DE"


def all_on(seed: int, system: str) -> tuple[SimulationConfig, dict[str, str]]:
    """Every parameter switched on (rates high enough that a few tournaments show every event);
    ratings given (some unrated) for every other seed; start dates on both sides of 1 March 2026."""
    rng = random.Random(seed)
    teams = system == "swiss-team"
    size = rng.randint(14, 24)
    ratings = tuple(rng.choice([0, rng.randint(1400, 2700)]) for _ in range(size)) if seed % 2 else None
    config = SimulationConfig(
        players=None if teams else size,
        rounds=5,
        draw_rate=0.3,
        forfeit_rate=0.05,
        half_bye_rate=0.04,
        full_bye_rate=0.04,
        zero_bye_rate=0.04,
        retire_rate=0.03,
        unusual_result_rate=0.05,
        late_entry_rate=None if teams else 0.1,
        tiebreaks=TEAM_LIST if teams else INDIVIDUAL_LIST,
        ratings=None if teams else ratings,
        start_date="2026/02/20" if seed % 3 else "2026/03/10",
        acceleration="baku" if system.startswith("dutch") and seed % 4 == 0 else None,
        forbidden_pairs=None if teams else 1,
    )
    return config, ({"teams": str(size // 2), "boards": "2"} if teams else {})


def generate(seed: int, system: str) -> str:
    config, team = all_on(seed, system)
    if system == "swiss-team":
        return render_trf(generate_team_event(config, team, seed)[2])
    return simulate(config, system, seed).trf()


@pytest.mark.parametrize("system", SYSTEMS)
def test_generated_tournaments_with_every_parameter_pass_the_checker(system: str) -> None:
    competitors = "teams" if system == "swiss-team" else "players"
    for seed in range(PER_SYSTEM):
        tournament = parse_trf(generate(seed, system))
        validate(tournament)
        report = audit_tournament(tournament, system)
        assert report.agrees, f"{system} seed {seed}: rounds {report.differing_rounds} differ"
        standings = audit_standings(tournament, competitors, date.today())
        assert standings is not None and standings.agrees, f"{system} seed {seed}: {standings}"
        assert standings.ranks_stated == (
            len(tournament.team_records.teams) if tournament.team_records else len(tournament.players)
        )


def _results(tournament: Tournament) -> Counter[str]:
    """What the rounds hold: result codes, game pairs as 'white/black', unrated players."""
    found: Counter[str] = Counter()
    for player in tournament.players.values():
        found["unrated"] += player.rating is None
        for round_number, entry in enumerate(player.entries, start=1):
            if entry is None:
                found["Z"] += 1
                continue
            found[entry.result.value] += 1
            if entry.opponent is not None and entry.color is Color.WHITE:
                other = tournament.players[entry.opponent].entry(round_number)
                assert other is not None
                found[f"{entry.result.value}/{other.result.value}"] += 1
    return found


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_kind_of_bye_and_unusual_result_occurs(system: str) -> None:
    found: Counter[str] = Counter()
    for seed in range(PER_SYSTEM):
        found += _results(parse_trf(generate(seed, system)))
    for code in ("F", "H", "Z", "U", "+", "-"):
        assert found[code], f"{system}: no {code!r}"
    assert found["=/0"] + found["0/="] and found["0/0"], f"{system}: no ½-0 / 0-½ / 0-0 over the board: {found}"
    if system != "swiss-team":
        assert found["unrated"], "given ratings with 0 are unrated players"


@pytest.mark.parametrize("system", SYSTEMS)
def test_same_seed_same_bytes_with_every_parameter(system: str) -> None:
    first = generate(3, system)
    assert generate(3, system) == first
    assert "042 2026/03/10" in first.splitlines() or "042 2026/02/20" in first.splitlines()
    assert any(line.startswith("202 ") for line in first.splitlines())


def test_the_start_date_decides_the_tie_break_edition() -> None:
    for day, edition in (("2026/02/28", "fide-2024"), ("2026/03/01", "fide-2026")):
        config = SimulationConfig(players=12, rounds=4, tiebreaks="BH,SB", start_date=day)
        tournament = parse_trf(simulate(config, "dutch", 1).trf())
        assert f"042 {day}" in render_trf(tournament)
        standings = audit_standings(tournament, "players", date(2030, 1, 1))
        assert standings is not None and (standings.rules, standings.agrees) == (edition, True)


def test_a_start_date_before_the_year_1000_is_written_with_four_digits() -> None:
    """The contract fuzz found it (a 500): the date was written back as ``591/05/10``, which the
    four-digit reading then refused. TRF 042 keeps the year's four digits."""
    config = SimulationConfig(players=6, rounds=3, start_date="0591/05/10")
    assert "042 0591/05/10" in simulate(config, "dutch", 1).trf().splitlines()


def test_the_configuration_file_takes_the_checklist_keys_and_a_ratings_file(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "ratings.txt").write_text("2500\n0\n2310\n# a comment\n1980\n2105\n0\n1850\n1720\n")
    (tmp_path / "rtg.cfg").write_text(
        "PlayersNumber=8\nRoundsNumber=4\nDrawPercentage=30\nForfeitRate=20\nRetiredRate=50\n"
        "HalfPointByeRate=25\nFullPointByeRate=25\nZeroPointByeRate=25\nUnusualResultRate=10\n"
        "TieBreaks=BH/C1, BH, SB\nRatingsFile=ratings.txt\nStartDate=2026/05/02\n"
    )
    out = tmp_path / "out.trf"
    assert main(["--dutch", "-g", str(tmp_path / "rtg.cfg"), "-o", str(out), "-s", "9"]) == EXIT_OK
    settings = capsys.readouterr().err
    for key in ("full_bye_rate=0.04", "zero_bye_rate=0.04", "unusual_result_rate=0.1", "tiebreaks=BH/C1,BH,SB"):
        assert key in settings
    text = out.read_text()
    lines = text.splitlines()
    assert {"042 2026/05/02", "202 BH/C1,BH,SB", "212 PTS,BH/C1,BH,SB"} <= set(lines)
    ratings = [line[48:52].strip() for line in lines if line.startswith("001")]
    assert ratings == ["2500", "", "2310", "1980", "2105", "", "1850", "1720"]
    assert main(["--dutch", str(out), "-c"]) == EXIT_OK
    assert "all 8 ranks agree" in capsys.readouterr().out


def test_configuration_faults_name_the_key() -> None:
    with pytest.raises(InvalidInput) as bad:
        parse_config("RatingsFile=ratings.txt\nUnusualResultRate=0\n")
    assert [issue.where for issue in bad.value.issues] == ["line 1", "line 2"]
    with pytest.raises(InvalidInput) as bad:
        simulate(
            SimulationConfig(players=5, ratings=(2000, 1900), tiebreaks="BH,XYZ", start_date="tomorrow"), "dutch", 1
        )
    assert {issue.where.split("/")[0] for issue in bad.value.issues} == {"ratings", "tiebreaks", "start_date"}
    with pytest.raises(InvalidInput) as team_code:
        simulate(SimulationConfig(players=6, tiebreaks="EMMSB"), "dutch", 1)
    assert team_code.value.issues[0].where == "tiebreaks"
    with pytest.raises(InvalidInput) as players:
        generate_team_event(SimulationConfig(players=8), {"teams": "4"}, 1)
    assert players.value.issues[0].where == "players"


#: B.02 table 8.1.2 (effective 1 March 2024): PD of the player rated D points above his opponent.
TABLE_8_1_2 = {0: 0.50, 3: 0.50, 4: 0.51, 100: 0.64, 250: 0.81, 400: 0.92, 600: 0.98, 735: 0.99, 800: 1.0}


@pytest.mark.parametrize("difference", [*TABLE_8_1_2, -250, -600])
def test_over_10000_games_the_score_follows_table_8_1_2(difference: int) -> None:
    """White rated ``difference`` above Black, draw rate 0.3: the mean score is PD within four
    standard errors (the draw rate is what is left when PD is near 0 or 1)."""
    expected = TABLE_8_1_2[difference] if difference >= 0 else 1 - TABLE_8_1_2[-difference]
    rng = random.Random(difference)
    points = {ResultCode.WIN: 1.0, ResultCode.DRAW: 0.5, ResultCode.LOSS: 0.0}
    games = [points[game_result(rng, 2000 + difference, 2000, 0.3, 0.0)[0]] for _ in range(10_000)]
    mean = sum(games) / len(games)
    error = math.sqrt(sum((g - mean) ** 2 for g in games) / len(games) / len(games))
    assert abs(mean - expected) <= 4 * error + 1e-12, (mean, expected, error)
    draws = games.count(0.5) / len(games)
    assert abs(draws - min(0.3, 2 * min(expected, 1 - expected))) <= 4 * math.sqrt(0.3 * 0.7 / len(games)) + 1e-12
