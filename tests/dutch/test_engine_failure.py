"""A fault inside a Dutch engine is an engine failure: never "no legal pairing", never a bare 500."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from domain.errors import EngineFailure, NoLegalPairing
from domain.swiss.dutch import EDITIONS, pair_dutch
from domain.swiss.dutch.bracket_pairing import BracketPairing
from domain.swiss.dutch.global_pairing import GlobalPairing
from domain.trf import parse_trf
from service.cli import EXIT_ENGINE_FAILURE, EXIT_NO_PAIRING, main
from tests.conftest import fixture_files

CASE = fixture_files("dutch-special")[0] if fixture_files("dutch-special") else None


def _crash(*_args: object, **_kwargs: object) -> None:
    raise RecursionError("maximum recursion depth exceeded")


@pytest.fixture
def broken_engines(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(GlobalPairing, "_pair_bracket", _crash)
    monkeypatch.setattr(BracketPairing, "_pair_bracket", _crash)


@pytest.mark.parametrize("edition", ["dutch", "dutch-2017"])
def test_a_crash_is_an_engine_failure_not_no_pairing(broken_engines: None, edition: str) -> None:
    tournament = parse_trf(CASE.read_text())
    with pytest.raises(EngineFailure) as caught:
        pair_dutch(tournament, EDITIONS[edition])
    assert not isinstance(caught.value, NoLegalPairing)
    assert isinstance(caught.value.cause, RecursionError)


def test_cli_exits_2_on_an_engine_failure(broken_engines: None, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--dutch", str(CASE), "-p"])
    assert code == EXIT_ENGINE_FAILURE != EXIT_NO_PAIRING
    assert "report" in capsys.readouterr().err


def test_http_answers_an_engine_failure_problem(broken_engines: None, client: TestClient) -> None:
    response = client.post("/v1/swiss/pairings", json={"system": "dutch", "trf": CASE.read_text()})
    assert response.headers["content-type"].startswith("application/problem+json")
    body = response.json()
    assert body["type"] == "/problems/engine-failure"
    assert response.status_code == body["status"] not in (409, 422, 503)
    assert "fault of the pairing service" in body["detail"] and "report" in body["detail"]
