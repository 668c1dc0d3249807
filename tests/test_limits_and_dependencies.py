"""Limits from one place, enforced on every endpoint that takes a tournament; settings and the
request deadline as FastAPI dependencies."""

from __future__ import annotations

import threading

import pytest
from fastapi.testclient import TestClient
from pydantic import ValidationError

from domain.limits import PLAYER_CAP, ROUND_CAP
from domain.trf import render_trf
from service.adapters.tournament import document_from_tournament
from service.app import create_app
from service.http.dependencies import get_settings
from service.runtime.settings import Settings
from tests.swedish.builder import Swiss

CHECK_PAIRING = {"pairs": [{"white": 1, "black": 2}]}
#: Every endpoint that takes a tournament, with the fields it needs besides the tournament.
TOURNAMENT_ENDPOINTS = [
    ("/v1/swiss/pairings", {"system": "dutch"}),
    ("/v1/swiss/pairings", {"system": "swedish"}),
    ("/v1/swiss/check", {"system": "dutch", "pairing": CHECK_PAIRING}),
    ("/v1/standings", {}),
    ("/v1/ratings", {}),
    ("/v1/norms", {}),
    ("/v1/trf/parse", {}),
    ("/v1/trf/render", {}),
]


def played(players: int, rounds: int, declared: int | None = None) -> Swiss:
    """``players`` players, each round 1-2, 3-4, … all drawn (a legal history for the limits' sake)."""
    swiss = Swiss(players)
    swiss.tournament.total_rounds = declared
    for round_number in range(1, rounds + 1):
        swiss.games(round_number, *[(n, n + 1, "=") for n in range(1, players, 2)])
    return swiss


def assert_limit_problem(response, setting: str, where: str) -> None:
    assert response.status_code == 422, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    problem = response.json()
    assert problem["type"] == "/problems/limit-exceeded"
    assert setting in problem["detail"]
    assert problem["errors"][0]["where"] == where


@pytest.mark.parametrize("path, fields", TOURNAMENT_ENDPOINTS)
def test_player_limit_on_every_tournament_endpoint_json_and_trf(path: str, fields: dict) -> None:
    small = TestClient(create_app(Settings(max_players=4)))
    tournament = played(6, 0).build()
    document = document_from_tournament(tournament).model_dump(mode="json")
    assert_limit_problem(
        small.post(path, json={**fields, "tournament": document}), "PAIRING_MAX_PLAYERS", "/tournament"
    )
    assert_limit_problem(
        small.post(path, json={**fields, "trf": render_trf(tournament)}), "PAIRING_MAX_PLAYERS", "/trf"
    )
    if path != "/v1/swiss/check":  # the check takes JSON only
        text = small.post(
            path, content=render_trf(tournament).encode(), params=fields, headers={"content-type": "text/plain"}
        )
        assert_limit_problem(text, "PAIRING_MAX_PLAYERS", "/trf")


@pytest.mark.parametrize("path, fields", TOURNAMENT_ENDPOINTS)
def test_round_limits_recorded_and_declared(path: str, fields: dict) -> None:
    small = TestClient(create_app(Settings(max_rounds=2)))
    recorded = played(4, 3).build()
    response = small.post(path, json={**fields, "trf": render_trf(recorded)})
    assert_limit_problem(response, "PAIRING_MAX_ROUNDS", "/trf")
    assert "records 3 rounds" in response.json()["errors"][0]["message"]
    declared = played(4, 1, 5).build()
    document = document_from_tournament(declared).model_dump(mode="json")
    response = small.post(path, json={**fields, "tournament": document})
    assert_limit_problem(response, "PAIRING_MAX_ROUNDS", "/tournament")
    assert "declares 5 rounds" in response.json()["errors"][0]["message"]


def test_within_the_limits_nothing_changes() -> None:
    exact = TestClient(create_app(Settings(max_players=4, max_rounds=2)))
    answer = exact.post("/v1/swiss/pairings", json={"system": "dutch", "trf": render_trf(played(4, 1, 2).build())})
    assert answer.status_code == 200, answer.text
    assert answer.json()["round"] == 2 and len(answer.json()["pairs"]) == 2


def test_declared_rounds_beyond_any_cap_are_refused_by_default(client: TestClient) -> None:
    """``XXR 99999999999999999999`` used to be accepted and paired: the reader's format cap names the
    line; beyond the configured limit but within the format, the service names its setting."""

    def pair(xxr: str):
        trf = render_trf(played(4, 1).build()) + f"XXR {xxr}\n"
        return client.post(
            "/v1/swiss/pairings",
            content=trf.encode(),
            params={"system": "dutch"},
            headers={"content-type": "text/plain"},
        )

    huge = pair("99999999999999999999")
    assert huge.status_code == 422 and huge.json()["errors"][0]["where"].startswith("line ")
    assert "over the limit" in huge.json()["errors"][0]["message"]
    assert_limit_problem(pair("150"), "PAIRING_MAX_ROUNDS", "/trf")


def test_redraw_check_takes_the_player_limit(client: TestClient) -> None:
    response = client.post("/v1/round-robin/redraw-check", json={"players": 10**30, "withdrawn": 1})
    assert_limit_problem(response, "PAIRING_MAX_PLAYERS", "/players")


def test_settings_are_validated_naming_the_variable(monkeypatch) -> None:
    monkeypatch.setenv("PAIRING_MAX_PLAYERS", str(PLAYER_CAP + 1))
    with pytest.raises(ValidationError, match="max_players"):
        Settings()
    monkeypatch.setenv("PAIRING_MAX_PLAYERS", "abc")
    with pytest.raises(ValidationError, match="max_players"):
        Settings()
    monkeypatch.setenv("PAIRING_MAX_PLAYERS", "")
    assert Settings().max_players == PLAYER_CAP and Settings().max_rounds == ROUND_CAP


def test_settings_dependency_can_be_overridden() -> None:
    app = create_app(Settings())
    app.dependency_overrides[get_settings] = lambda: Settings(max_players=4)
    response = TestClient(app).post("/v1/trf/parse", json={"trf": render_trf(played(6, 0).build())})
    assert_limit_problem(response, "PAIRING_MAX_PLAYERS", "/trf")


def test_an_exhausted_deadline_is_a_503(client: TestClient) -> None:
    tight = TestClient(create_app(Settings(request_timeout_seconds=1e-9)))
    response = tight.post("/v1/swiss/pairings", json={"system": "dutch", "trf": render_trf(played(40, 2, 5).build())})
    assert response.status_code == 503, response.text
    assert response.json()["type"] == "/problems/budget-exhausted"


@pytest.mark.parametrize("path, fields", TOURNAMENT_ENDPOINTS)
def test_the_work_runs_off_the_event_loop(monkeypatch, path: str, fields: dict) -> None:
    """Every handler that computes hands its work to the thread pool: the tournament is loaded in a
    worker thread, never on the thread that runs the event loop."""
    import service.adapters.tournament as adapter

    threads: list[str] = []
    original = adapter.parse_trf
    monkeypatch.setattr(
        adapter,
        "parse_trf",
        lambda text, *limits: threads.append(threading.current_thread().name) or original(text, *limits),
    )
    with TestClient(create_app(Settings())) as client:
        loop_thread = client.portal.call(lambda: threading.current_thread().name)  # type: ignore[union-attr]
        proposal = (
            {"pairing": {"pairs": [{"white": 1, "black": 2}, {"white": 3, "black": 4}]}} if "check" in path else {}
        )
        response = client.post(path, json={**fields, **proposal, "trf": render_trf(played(4, 0, 3).build())})
    assert response.status_code == 200, response.text
    assert threads and loop_thread not in threads
