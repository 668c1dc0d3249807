"""``POST /v1/swiss/audit`` and ``POST /v1/swiss/simulate``."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from domain.trf import parse_trf, render_trf
from service.app import create_app
from service.runtime.settings import Settings
from tests.audit.planting import reverse_colours
from tests.conftest import FIXTURES

CORPUS_FILE = FIXTURES / "dutch" / "n008_r06_s1508994952.trf"


def simulate(client: TestClient, **body) -> dict:
    response = client.post("/v1/swiss/simulate", json=body)
    assert response.status_code == 200, response.text
    return response.json()


def test_a_corpus_tournament_agrees_round_by_round(client: TestClient) -> None:
    response = client.post("/v1/swiss/audit", json={"system": "dutch", "trf": CORPUS_FILE.read_text()})
    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["agrees"] is True and answer["differing_rounds"] == []
    assert [r["verdict"] for r in answer["rounds"]] == ["agrees"] * 6
    assert all(r["played"] is None and r["board_order_agrees"] is None for r in answer["rounds"])


def test_trf_as_plain_text(client: TestClient) -> None:
    response = client.post(
        "/v1/swiss/audit?system=dutch-2017", content=CORPUS_FILE.read_bytes(), headers={"content-type": "text/plain"}
    )
    assert response.status_code == 200, response.text
    assert response.json()["system"] == "dutch-2017"


def test_a_differing_round_shows_both_pairings_and_the_criterion(client: TestClient) -> None:
    planted = render_trf(reverse_colours(parse_trf(CORPUS_FILE.read_text()), 6, white=7))
    answer = client.post("/v1/swiss/audit", json={"system": "dutch", "trf": planted}).json()
    assert answer["agrees"] is False and answer["differing_rounds"] == [6]
    last = answer["rounds"][-1]
    findings = (last["verdict"], last["pairs_agree"], last["colours_agree"], last["bye_agrees"])
    assert findings == ("differs", True, False, True)
    played = {(b["white"], b["black"]) for b in last["played"]["pairs"]}
    engine = {(b["white"], b["black"]) for b in last["engine"]["pairs"]}
    assert played ^ engine == {(1, 7), (7, 1)}
    assert (last["comparison"]["criterion"], last["comparison"]["proposal_better"]) == ("C12", False)
    manual = {"system": "dutch", "trf": planted, "manual_rounds": [{"round": 6, "reason": "F7 correction"}]}
    answer = client.post("/v1/swiss/audit", json=manual).json()
    assert answer["agrees"] is True and answer["rounds"][-1]["verdict"] == "manual"


def test_published_board_order_is_a_separate_finding(client: TestClient) -> None:
    state = render_trf(_state_before_round_1())
    first = client.post("/v1/swiss/pairings", json={"system": "dutch", "trf": state}).json()
    boards = [{"white": p["white"], "black": p["black"]} for p in first["pairs"]]
    body = {
        "system": "dutch",
        "trf": CORPUS_FILE.read_text(),
        "published_boards": [{"round": 1, "pairs": boards}, {"round": 2, "pairs": boards[::-1]}],
    }
    rounds = client.post("/v1/swiss/audit", json=body).json()["rounds"]
    assert [r["board_order_agrees"] for r in rounds[:3]] == [True, False, None]
    assert rounds[1]["verdict"] == "agrees"


def _state_before_round_1():
    tournament = parse_trf(CORPUS_FILE.read_text())
    for player in tournament.players.values():
        player.entries, player.points = [], None
    return tournament


def test_simulate_is_reproducible_and_echoes_what_it_drew(client: TestClient) -> None:
    answer = simulate(client, system="dutch", seed=11, config={"players": 14})
    assert answer["seed"] == 11 and answer["config"]["players"] == 14
    assert "XXR " in answer["trf"] and "XXC " in answer["trf"]
    assert simulate(client, system="dutch", seed=11, config=answer["config"])["trf"] == answer["trf"]
    drawn = simulate(client, system="swedish", config={"players": 6, "rounds": 3})
    assert isinstance(drawn["seed"], int)


@pytest.mark.parametrize("system", ["dutch", "dutch-2017", "swedish"])
def test_a_simulated_tournament_audits_clean(client: TestClient, system: str) -> None:
    trf = simulate(client, system=system, seed=5, config={"players": 17, "rounds": 5, "forfeit_rate": 0.1})["trf"]
    assert client.post("/v1/swiss/audit", json={"system": system, "trf": trf}).json()["agrees"] is True


def test_simulation_size_limit_is_refused_naming_the_key_and_the_setting(client: TestClient) -> None:
    response = client.post("/v1/swiss/simulate", json={"system": "dutch", "config": {"players": 5000}})
    assert response.status_code == 422 and response.json()["type"] == "/problems/limit-exceeded"
    assert [e["where"] for e in response.json()["errors"]] == ["/config/players"]
    assert "PAIRING_MAX_SIMULATED_PLAYERS" in response.json()["detail"]
    small = TestClient(create_app(Settings(max_simulated_rounds=4)))
    response = small.post("/v1/swiss/simulate", json={"system": "dutch", "seed": 3, "config": {"players": 30}})
    assert response.status_code == 422, "the drawn number of rounds (5..11) is checked too"
    assert [e["where"] for e in response.json()["errors"]] == ["/config/rounds"]


def test_bad_configuration_is_422_naming_the_key(client: TestClient) -> None:
    response = client.post("/v1/swiss/simulate", json={"system": "dutch", "config": {"draw_rate": 2, "speed": 1}})
    assert response.status_code == 422
    assert {e["where"] for e in response.json()["errors"]} == {"/config/draw_rate", "/config/speed"}
    response = client.post("/v1/swiss/simulate", json={"system": "swedish", "config": {"acceleration": "baku"}})
    assert response.status_code == 422 and response.json()["errors"][0]["where"] == "/config/acceleration"


def test_both_respect_the_time_budget() -> None:
    tight = TestClient(create_app(Settings(request_timeout_seconds=1e-9)))
    body = {"system": "dutch", "seed": 1, "config": {"players": 40, "rounds": 7}}
    response = tight.post("/v1/swiss/simulate", json=body)
    assert response.status_code == 503
    response = tight.post("/v1/swiss/audit", json={"system": "dutch", "trf": CORPUS_FILE.read_text()})
    assert response.status_code == 503
