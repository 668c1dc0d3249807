"""Issue 31: a Swiss system is one module plus one registry line.

A dummy system registered here, and nowhere else, must show on the API (pairing, the contract's
enum, the version endpoint) and on the command line, with no other edit.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from dataclasses import replace

import pytest
from fastapi.testclient import TestClient

from domain.budget import Deadline, MemoryBudget
from domain.kinds import PlayerId
from domain.model import Tournament
from domain.swiss.check_report import CheckReport
from domain.swiss.face import Boards, SwissOptions, SystemFacts
from domain.swiss.result import SwissPairing
from domain.swiss.simulation import SimulationConfig
from domain.swiss.system import SYSTEMS
from domain.swiss.team.simulation import simulate_team_event, team_shape
from domain.trf import render_trf
from service.app import create_app
from service.cli import EXIT_OK, main
from service.runtime.settings import Settings

FACTS = SystemFacts(
    name="first-come",
    family="first-come",
    edition="test",
    description="first-come test system (1-2, 3-4, ...)",
    rules="First come, first paired: a system of the test suite",
    trf_type="FIRST_COME",
)

FOUR_PLAYERS = (
    "XXR 3\n"
    "001    1      Anna                              2400\n"
    "001    2      Bert                              2300\n"
    "001    3      Cleo                              2200\n"
    "001    4      Dirk                              2100\n"
    "001    5      Emil                              2000\n"
)


class FirstComeSystem:
    """Pairs the players in pairing-number order, 1-2, 3-4, ...; an odd last one gets the bye."""

    facts = FACTS

    def pair(
        self, tournament: Tournament, options: SwissOptions, deadline: Deadline, memory: MemoryBudget
    ) -> SwissPairing:
        numbers = sorted(tournament.players)
        boards = [(numbers[i], numbers[i + 1]) for i in range(0, len(numbers) - 1, 2)]
        bye = numbers[-1] if len(numbers) % 2 else None
        return SwissPairing(FACTS.name, tournament.next_round, boards, bye, [])

    def check(
        self,
        tournament: Tournament,
        boards: Boards,
        bye: PlayerId | None,
        options: SwissOptions,
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> CheckReport:
        return CheckReport(tournament.next_round, [])


@pytest.fixture
def registered() -> Iterator[None]:
    SYSTEMS[FACTS.name] = FirstComeSystem()
    try:
        yield
    finally:
        del SYSTEMS[FACTS.name]


def test_the_api_pairs_by_a_registered_system(registered: None) -> None:
    client = TestClient(create_app(Settings()))
    answer = client.post(
        f"/v1/swiss/pairings?system={FACTS.name}", content=FOUR_PLAYERS, headers={"Content-Type": "text/plain"}
    )
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert [(p["white"], p["black"]) for p in body["pairs"]] == [(1, 2), (3, 4)]
    assert body["bye"] == 5
    assert body["rule_edition"] == f"{FACTS.name}: {FACTS.rules}"


def test_the_contract_and_version_list_a_registered_system(registered: None) -> None:
    client = TestClient(create_app(Settings()))
    assert client.get("/v1/version").json()["editions"][FACTS.name] == FACTS.rules
    enum = client.get("/openapi.json").json()["components"]["schemas"]["SwissSystem"]
    assert FACTS.name in enum["enum"]
    assert "FIRST_COME" in enum["x-enum-varnames"]


def test_an_unregistered_name_is_refused_naming_the_known_ones() -> None:
    client = TestClient(create_app(Settings()))
    answer = client.post(
        f"/v1/swiss/pairings?system={FACTS.name}", content=FOUR_PLAYERS, headers={"Content-Type": "text/plain"}
    )
    assert answer.status_code == 422
    assert "dutch" in answer.text and FACTS.name in answer.text


def test_the_command_line_pairs_by_a_registered_system(registered: None, tmp_path, capsys) -> None:
    source = tmp_path / "four.trf"
    source.write_text(FOUR_PLAYERS)
    assert main([f"--{FACTS.name}", str(source), "-p"]) == EXIT_OK
    assert capsys.readouterr().out.split("\n") == ["3", "1 2", "3 4", "5 0", ""]
    assert main(["--help"]) == EXIT_OK
    assert FACTS.description in capsys.readouterr().out


class CommandLineOnlySystem(FirstComeSystem):
    """The same system, declared as not served over HTTP (as the team and two-game systems are today)."""

    facts = replace(FACTS, served_over_http=False)


def test_a_command_line_only_system_is_refused_by_the_api_with_the_reason() -> None:
    """A system whose request documents the service cannot read yet is refused, never misread."""
    SYSTEMS[FACTS.name] = CommandLineOnlySystem()
    try:
        client = TestClient(create_app(Settings()))
        answer = client.post(
            f"/v1/swiss/pairings?system={FACTS.name}", content=FOUR_PLAYERS, headers={"Content-Type": "text/plain"}
        )
        assert answer.status_code == 422
        assert "command line only" in answer.text
        assert FACTS.name not in client.get("/openapi.json").json()["components"]["schemas"]["SwissSystem"]["enum"]
        assert FACTS.name in client.get("/v1/version").json()["editions"]
    finally:
        del SYSTEMS[FACTS.name]


def test_a_command_line_only_system_pairs_through_the_command_line(tmp_path, capsys) -> None:
    """The command line builds the API's request and calls the same use case: a system the API does
    not serve is paired there all the same."""
    source = tmp_path / "four.trf"
    source.write_text(FOUR_PLAYERS)
    SYSTEMS[FACTS.name] = CommandLineOnlySystem()
    try:
        assert main([f"--{FACTS.name}", str(source), "-p"]) == EXIT_OK
        assert capsys.readouterr().out.split("\n") == ["3", "1 2", "3 4", "5 0", ""]
    finally:
        del SYSTEMS[FACTS.name]


class CountingRegistry(dict):
    """The registry, counting the look-ups by name."""

    def __init__(self, systems: dict) -> None:
        super().__init__(systems)
        self.lookups = 0

    def __getitem__(self, key: object) -> object:
        self.lookups += 1
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        self.lookups += 1
        return super().__contains__(key)

    def get(self, key: object, default: object = None) -> object:
        self.lookups += 1
        return super().get(key, default)


@pytest.mark.parametrize("system", ["dutch", "dutch-2017", "swedish", "swiss-team", "double-swiss"])
def test_a_pairing_request_looks_its_system_up_once_past_the_schema(monkeypatch, system: str) -> None:
    """Issue 39 (a request looked its system up about a dozen times, the answer twice more): the
    request's ``system`` field is checked against the registry when it is validated, the use case
    resolves it once into the system object, and nothing below looks a name up again."""
    counting = CountingRegistry(SYSTEMS)
    for module in list(sys.modules.values()):
        if getattr(module, "SYSTEMS", None) is SYSTEMS:
            monkeypatch.setattr(module, "SYSTEMS", counting)
    client = TestClient(create_app(Settings()))
    answer = client.post(
        f"/v1/swiss/pairings?system={system}", content=registry_event(system), headers={"Content-Type": "text/plain"}
    )
    assert answer.status_code == 200, answer.text
    assert counting.lookups == 2


#: A generated team event where every team plays every board of every round.
EVERY_BOARD_PLAYED = SimulationConfig(
    zero_bye_rate=0.0,
    forfeit_rate=0.0,
    half_bye_rate=0.0,
    full_bye_rate=0.0,
    retire_rate=0.0,
    unusual_result_rate=0.0,
)


def registry_event(system: str) -> str:
    """A round to pair by ``system``, as TRF: five players, or four teams of two after round 1."""
    if system == "swiss-team":
        config = replace(EVERY_BOARD_PLAYED, rounds=3)
        shape = team_shape(config, {"teams": "4", "boards": "2", "code": "FIDE_TEAM_TYPEA_MP_GP"}, random.Random(1))
        return render_trf(simulate_team_event(shape, 1, rounds=1))
    return FOUR_PLAYERS.replace("XXR 3", "XXR 6") if system == "double-swiss" else FOUR_PLAYERS
