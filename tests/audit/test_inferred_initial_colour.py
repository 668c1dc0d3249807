"""Files without an initial colour (no ``XXC``, no ``152``), through the command line and the API.

The colour is read back from round 1 as it was paired (:mod:`domain.swiss.initial_colour`): the
pairing of the next round and the whole-tournament check (C.04.A A.4) both use it, in both
editions (fixtures/edge README).
"""

from __future__ import annotations

import dataclasses

import pytest
from fastapi.testclient import TestClient

from domain.model import Color
from domain.swiss.audit import state_before
from domain.swiss.system import audit_tournament
from domain.trf import parse_trf, render_trf
from service.cli import EXIT_OK, main
from service.cli_endorsement import EXIT_ROUNDS_DIFFER
from tests.audit.planting import reverse_colours
from tests.conftest import FIXTURES

PAIRING_CASE = FIXTURES / "edge" / "initial_colour_inferred_player1_absent_r1.trf"
CHECK_CASE = FIXTURES / "edge" / "check_round1_black_no_initial_colour.trf"
BLACK_CORPUS_FILE = FIXTURES / "dutch" / "n009_r08_s378323994.trf"  # agrees in both editions
EDITIONS = ["dutch", "dutch-2017"]

pytestmark = pytest.mark.skipif(not CHECK_CASE.exists(), reason="the shared edge fixtures are absent")


def expected_lines() -> list[str]:
    return [line for line in PAIRING_CASE.with_suffix(".expected").read_text().split("\n") if line.strip()]


@pytest.mark.parametrize("system", EDITIONS)
def test_the_command_line_pairs_as_the_endorsed_engines(system: str, capsys) -> None:
    assert main([f"--{system}", str(PAIRING_CASE), "-p"]) == EXIT_OK
    assert capsys.readouterr().out.split() == " ".join(expected_lines()).split()


@pytest.mark.parametrize("system", EDITIONS)
def test_the_api_pairs_as_the_endorsed_engines(system: str, client: TestClient) -> None:
    response = client.post("/v1/swiss/pairings", json={"system": system, "trf": PAIRING_CASE.read_text()})
    assert response.status_code == 200, response.text
    body = response.json()
    lines = [f"{p['white']} {p['black']}" for p in body["pairs"]] + ([f"{body['bye']} 0"] if body["bye"] else [])
    assert [str(len(lines)), *lines] == expected_lines()


@pytest.mark.parametrize("system", EDITIONS)
def test_the_command_line_check_finds_round_one_as_played(system: str, capsys) -> None:
    assert main([f"--{system}", str(CHECK_CASE), "-c"]) == EXIT_OK
    out = capsys.readouterr().out.splitlines()
    assert out[-3:] == ["Round 1: agrees", "Round 2: agrees", f"{system}: all 2 rounds agree"]


@pytest.mark.parametrize("system", EDITIONS)
def test_the_api_check_finds_round_one_as_played(system: str, client: TestClient) -> None:
    response = client.post("/v1/swiss/audit", json={"system": system, "trf": CHECK_CASE.read_text()})
    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["agrees"] is True and [r["verdict"] for r in answer["rounds"]] == ["agrees", "agrees"]


def test_the_state_before_round_one_keeps_the_colour_it_was_paired_with() -> None:
    """Round 1 is re-paired from an empty history: the state carries Black, read from the full file."""
    tournament = parse_trf(CHECK_CASE.read_text())
    assert tournament.initial_color is None
    assert state_before(tournament, 1).initial_color is Color.BLACK
    assert state_before(tournament, 2).initial_color is Color.BLACK


def test_one_board_reversed_in_round_one_is_still_caught(tmp_path, capsys) -> None:
    """Reversing one board of two cannot be read as the other initial colour: round 1 differs
    (and round 2, whose colours follow the planted history)."""
    planted = tmp_path / "planted.trf"
    planted.write_text(render_trf(reverse_colours(parse_trf(CHECK_CASE.read_text()), 1, white=3)))
    assert main(["--dutch", str(planted), "-c"]) == EXIT_ROUNDS_DIFFER
    out = capsys.readouterr().out
    assert "Round 1: differs: colours differ" in out


@pytest.mark.parametrize("system", EDITIONS)
def test_a_corpus_tournament_checks_the_same_without_its_initial_colour(system: str) -> None:
    """A round-1-Black corpus file: every round agrees with its ``XXC`` and without it."""
    tournament = parse_trf(BLACK_CORPUS_FILE.read_text())
    assert tournament.initial_color is Color.BLACK
    stated = audit_tournament(tournament, system)
    read_back = audit_tournament(dataclasses.replace(tournament, initial_color=None), system)
    assert read_back.agrees and stated.agrees
    assert [r.engine for r in read_back.rounds] == [r.engine for r in stated.rounds]
