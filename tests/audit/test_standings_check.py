"""The checker checks standings (issue 41): a file that states its tie-break list (TRF-2026 202/212)
and ranks is ranked again; ``-c`` names every competitor whose rank (or points column) differs and
exits 6, as for pairings; a file without a list is checked for pairings only."""

from __future__ import annotations

import dataclasses
import itertools
import re
from datetime import date
from pathlib import Path

import pytest

from domain.model import Tournament
from domain.swiss.simulation import SimulationConfig, simulate
from domain.swiss.team.simulation import generate_team_event
from domain.tiebreaks import Rules, compute_standings, parse_codes
from domain.tiebreaks.editions import edition_for_event
from domain.trf import parse_trf, render_trf
from service.cli import EXIT_INVALID_INPUT, EXIT_OK, main
from service.cli_endorsement import EXIT_ROUNDS_DIFFER
from tests.conftest import FIXTURES

LIST = "BH/C1,BH,SB,DE,WIN"
CONFIG = SimulationConfig(players=20, rounds=6, tiebreaks=LIST, start_date="2026/04/11", draw_rate=0.3)
LINE = re.compile(
    r"^Standings: player (\d+): rank (\d+) in the file, (\d+) computed \(decided by ([A-Z0-9/]+|points)\)$"
)


def generated(seed: int = 4, config: SimulationConfig = CONFIG) -> Tournament:
    return parse_trf(simulate(config, "dutch", seed).trf())


def check(
    tmp_path: Path, tournament: Tournament, capsys: pytest.CaptureFixture[str], system: str = "--dutch"
) -> tuple[int, list[str]]:
    path = tmp_path / "event.trf"
    path.write_text(render_trf(tournament))
    status = main([system, str(path), "-c"])
    return status, capsys.readouterr().out.splitlines()


def standing_lines(out: list[str]) -> dict[int, tuple[int, int, str]]:
    """``{player: (rank in the file, rank computed, deciding step)}`` of the checker's standings lines."""
    found = {}
    for line in out:
        match = LINE.match(line)
        if match:
            found[int(match[1])] = (int(match[2]), int(match[3]), match[4])
    return found


def test_a_file_whose_ranks_are_right_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out = check(tmp_path, generated(), capsys)
    assert status == EXIT_OK
    assert "dutch: all 6 rounds agree" in out
    assert (
        out[-1] == f"standings by 212 (PTS,{LIST}), fide-2026 (the event's start date, 2026-04-11): all 20 ranks agree"
    )


def test_two_players_ranks_swapped_exit_6_naming_both(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tournament = generated()
    players = sorted(tournament.players.values(), key=lambda p: (p.rank, p.number))
    first, second = next((a, b) for a, b in itertools.pairwise(players) if a.rank != b.rank)
    ranks = first.rank, second.rank
    first.rank, second.rank = ranks[1], ranks[0]
    status, out = check(tmp_path, tournament, capsys)
    assert status == EXIT_ROUNDS_DIFFER
    named = standing_lines(out)
    assert set(named) == {first.number, second.number}
    assert named[first.number][:2] == (ranks[1], ranks[0]) and named[second.number][:2] == (ranks[0], ranks[1])
    assert "dutch: all 6 rounds agree" in out  # the pairings are not in question
    assert out[-1].endswith("2 of 20 ranks differ")


def test_a_202_list_under_which_the_ranks_are_wrong_names_each_differing_player(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tournament = generated()
    other = ["WIN", "ARO"]
    tournament.header = [(code, text) for code, text in tournament.header if code not in ("202", "212")]
    tournament.header.append(("202", ",".join(other)))
    rules = Rules(edition=edition_for_event(tournament, date(2026, 4, 11)).edition, round_robin=False)
    wanted = {row.id: row.rank for row in compute_standings(tournament, parse_codes(other), rules).rows}
    differing = {number for number, player in tournament.players.items() if player.rank != wanted[number]}
    assert len(differing) >= 2, "the other list must rank this field otherwise"
    status, out = check(tmp_path, tournament, capsys)
    assert status == EXIT_ROUNDS_DIFFER
    named = standing_lines(out)
    assert set(named) == differing
    assert all(named[n][:2] == (tournament.players[n].rank, wanted[n]) for n in differing)
    assert {step for _, _, step in named.values()} <= {"points", "WIN", "ARO"}


def test_a_212_contradicting_202_is_a_finding_and_each_list_is_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tournament = generated()
    tournament.header = [(code, "WIN,ARO" if code == "202" else text) for code, text in tournament.header]
    status, out = check(tmp_path, tournament, capsys)
    assert status == EXIT_ROUNDS_DIFFER
    assert any(line.startswith("Standings: 202 and 212 state different lists") for line in out)
    assert any(line.startswith("standings by 212") and line.endswith("all 20 ranks agree") for line in out)
    assert any(line.startswith("standings by 202 (WIN,ARO)") and "ranks differ" in line for line in out)


def test_a_points_column_that_disagrees_with_the_results_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tournament = generated()
    player = tournament.players[7]
    assert player.points is not None
    stated = player.points + 1
    player.points = stated
    status, out = check(tmp_path, tournament, capsys)
    assert status == EXIT_ROUNDS_DIFFER
    assert f"Standings: player 7: points {float(stated):g} in the file, {float(stated - 1):g} from the results" in out


def test_a_file_without_a_list_is_checked_for_pairings_only(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tournament = generated(config=SimulationConfig(players=20, rounds=6))
    assert not any(code in ("202", "212") for code, _ in tournament.header)
    players = sorted(tournament.players.values(), key=lambda p: p.rank or 0)
    players[0].rank, players[-1].rank = players[-1].rank, players[0].rank  # no list: ranks are not checked
    status, out = check(tmp_path, tournament, capsys)
    assert status == EXIT_OK and not any("tandings" in line for line in out)
    corpus = FIXTURES / "dutch" / "n008_r06_s1508994952.trf"
    assert main(["--dutch", str(corpus), "-c"]) == EXIT_OK


def test_a_212_not_led_by_pts_is_invalid_input_naming_the_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tournament = generated()
    tournament.header = [(code, "BH,PTS" if code == "212" else text) for code, text in tournament.header]
    path = tmp_path / "event.trf"
    path.write_text(render_trf(tournament))
    assert main(["--dutch", str(path), "-c"]) == EXIT_INVALID_INPUT
    captured = capsys.readouterr()
    assert "record 212: the list defining the standings starts with PTS (TRF-2026), got BH" in captured.err
    assert captured.out == ""  # refused before any round is re-paired


def test_a_team_event_with_two_team_ranks_swapped_names_both_teams(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = SimulationConfig(rounds=5, tiebreaks="GP,BH,DE", start_date="2026/05/01")
    _, _, event = generate_team_event(config, {"teams": "8", "boards": "2"}, 6)
    status, out = check(tmp_path, event, capsys, "--swiss-team")
    assert status == EXIT_OK and out[-1].endswith("all 8 ranks agree")
    records = event.team_records
    assert records is not None
    by_rank = sorted(records.teams.values(), key=lambda team: (team.rank, team.number))
    first, second = next((a, b) for a, b in itertools.pairwise(by_rank) if a.rank != b.rank)
    records.teams[first.number] = dataclasses.replace(first, rank=second.rank)
    records.teams[second.number] = dataclasses.replace(second, rank=first.rank)
    status, out = check(tmp_path, event, capsys, "--swiss-team")
    assert status == EXIT_ROUNDS_DIFFER
    named = [line for line in out if line.startswith("Standings: team ")]
    assert [int(line.split()[2].rstrip(":")) for line in named] == sorted([first.number, second.number])


def test_a_list_that_cannot_rank_the_competitors_is_invalid_input_naming_the_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tournament = generated()
    tournament.header = [(code, text) for code, text in tournament.header if code != "212"]
    tournament.header = [(code, "EMMSB" if code == "202" else text) for code, text in tournament.header]
    path = tmp_path / "event.trf"
    path.write_text(render_trf(tournament))
    assert main(["--dutch", str(path), "-c"]) == EXIT_INVALID_INPUT
    assert "record 202: EMMSB cannot be used for individual standings" in capsys.readouterr().err


def _rows(*groups: tuple[list[int], str | None]) -> list:  # type: ignore[type-arg]
    """Standings rows: each group (ids, the step separating it from the next) shares one rank."""
    from fractions import Fraction

    from domain.tiebreaks.standings import StandingRow

    rows, rank = [], 1
    for ids, step in groups:
        for cid in ids:
            rows.append(StandingRow(rank, cid, Fraction(0), {}))
        rows[-1].decided_by = step
        rank += len(ids)
    return rows


def test_a_tie_the_list_leaves_may_be_shared_or_ordered_but_not_misnumbered() -> None:
    """Ranks 1; 2-4 tied after the list (separated from 1 by points, from 5 by SB); 5."""
    from domain.swiss.audit.standings import rank_differences

    rows = _rows(([1], "points"), ([2, 3, 4], "SB"), ([5], None))
    order = {"points": 0, "BH": 1, "SB": 2}

    def differing(stated: dict[int, int]) -> dict[int, tuple[int | None, int | None, str | None]]:
        return {d.competitor: (d.stated, d.computed, d.decided_by) for d in rank_differences(rows, stated, order)}

    assert differing({1: 1, 2: 2, 3: 2, 4: 2, 5: 5}) == {}  # shared, as the list leaves them
    assert differing({1: 1, 2: 4, 3: 2, 4: 3, 5: 5}) == {}  # ordered (lots after the list)
    assert differing({1: 1, 2: 2, 3: 2, 4: 4, 5: 5}) == {}  # partly ordered: 2, 2, 4
    assert differing({1: 1, 2: 4, 3: 4, 4: 4, 5: 5}) == {n: (4, 2, None) for n in (2, 3, 4)}  # no such order
    assert differing({1: 2, 2: 1, 3: 2, 4: 2, 5: 5}) == {1: (2, 1, "points"), 2: (1, 2, "points")}
    assert differing({1: 1, 2: 2, 3: 5, 4: 2, 5: 3}) == {3: (5, 2, "SB"), 5: (3, 5, "SB")}
    assert differing({1: 1, 2: 2, 3: 2, 4: 2}) == {5: (None, 5, None)}  # no rank stated for player 5
