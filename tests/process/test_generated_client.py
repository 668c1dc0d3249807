"""A client generated from openapi/openapi.json, as a platform would generate one, calls every
operation: the example requests (answers 200, parsed into the generated models) and the error
paths (problem documents parsed into the generated Problem model, never a raise)."""

from __future__ import annotations

import importlib
import io
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import orjson
import pytest
from fastapi.testclient import TestClient

from service.app import create_app
from service.contract.contract_examples import REQUESTS, TRF, examples
from service.runtime.settings import Settings
from tests.conftest import REPO_ROOT

CONFIG = Path(__file__).with_name("openapi-python-client.yaml")
PACKAGE = "pairing_contract_client"


@pytest.fixture(scope="session")
def generated(tmp_path_factory: pytest.TempPathFactory) -> tuple[ModuleType, str]:
    """The client package generated once per session, and the generator's output."""
    target = tmp_path_factory.mktemp("client")
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "openapi_python_client",
            "generate",
            "--path",
            str(REPO_ROOT / "openapi" / "openapi.json"),
            "--meta",
            "none",
            "--output-path",
            str(target / PACKAGE),
            "--config",
            str(CONFIG),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    sys.path.insert(0, str(target))
    try:
        return importlib.import_module(PACKAGE), run.stdout + run.stderr
    finally:
        sys.path.remove(str(target))


@pytest.fixture(scope="session")
def api(generated: tuple[ModuleType, str]) -> Any:
    """A generated ``Client`` whose transport is the app itself."""
    package = generated[0]
    client = package.Client(base_url="http://testserver", raise_on_unexpected_status=True)
    client.set_httpx_client(TestClient(create_app(Settings(max_body_bytes=64 * 1024)), base_url="http://testserver"))
    return client


def operation(name: str) -> ModuleType:
    """The generated module of an operation id (``pairSwissRound`` -> ``api.swiss.pair_swiss_round``)."""
    snake = "".join(f"_{c.lower()}" if c.isupper() else c for c in name)
    for tag in ("swiss", "standings", "ratings", "trf", "round_robin", "operations"):
        try:
            return importlib.import_module(f"{PACKAGE}.api.{tag}.{snake}")
        except ModuleNotFoundError:
            continue
    raise AssertionError(f"no generated module for {name}")


def model(name: str) -> Any:
    return getattr(importlib.import_module(f"{PACKAGE}.models"), name)


def test_the_generator_gives_no_warning(generated: tuple[ModuleType, str]) -> None:
    output = generated[1]
    assert "warning" not in output.lower(), output


def test_every_operation_has_an_example_the_client_can_send(api: Any) -> None:
    schema = orjson.loads((REPO_ROOT / "openapi" / "openapi.json").read_bytes())
    ids = {op["operationId"] for methods in schema["paths"].values() for op in methods.values()}
    assert ids <= set(REQUESTS), "every operation needs an example request in service/contract/contract_examples.py"
    request_models = {
        "pairSwissRound": "PairingRequest",
        "checkSwissPairing": "CheckRequest",
        "computeStandings": "StandingsRequest",
        "computeRatingChanges": "RatingsRequest",
        "findTitleNorms": "NormsRequest",
        "parseTrf": "TournamentSource",
        "renderTrf": "RenderRequest",
        "scheduleRoundRobin": "ScheduleRequest",
        "drawRoundRobinVarma": "VarmaDrawRequest",
        "checkRoundRobinRedraw": "RedrawRequest",
        "auditSwissTournament": "AuditRequest",
        "simulateSwissTournament": "SimulateRequest",
    }
    for name, sample in examples().items():
        if name not in ids:
            continue
        kwargs = {"body": model(request_models[name]).from_dict(sample["request"])} if name in request_models else {}
        response = operation(name).sync_detailed(client=api, **kwargs)
        assert response.status_code == 200, (name, response.content)
        assert response.parsed is not None, name
        if "response" not in sample:
            continue  # answer not recorded yet: make examples
        if name == "renderTrf":
            assert response.content.decode() == sample["response"]
        else:
            assert response.parsed.to_dict() == sample["response"], name
            assert response.headers["x-service-version"] == sample["response"].get(
                "service_version", response.headers["x-service-version"]
            )


def test_a_pairing_through_the_client_keeps_the_platform_ids(api: Any) -> None:
    body = model("PairingRequest").from_dict(examples()["pairSwissRound"]["request"])
    answer = operation("pairSwissRound").sync(client=api, body=body)
    assert isinstance(answer, model("PairingResponse"))
    board = answer.pairs[0]
    assert (board.white, board.black) == ("u-9", "u-1842") and board.white_player.name == "Aalto, Eero"
    assert answer.absent == ["u-77"] and answer.absent_players[0].reason == model("AbsenceReason").HALF
    assert answer.pairing_numbers.additional_properties["u-1842"] == 1


def test_the_trf_forms_go_through_the_client(api: Any) -> None:
    file = importlib.import_module(f"{PACKAGE}.types").File
    answer = operation("pairSwissRound").sync(
        client=api, body=file(payload=io.BytesIO(TRF.encode("latin-1"))), system=model("SwissSystem").DUTCH, round_=2
    )
    assert isinstance(answer, model("PairingResponse")) and answer.round_ == 2
    assert [(b.white, b.black) for b in answer.pairs] == [(3, 1), (4, 5)]
    standings = operation("computeStandings").sync(
        client=api, body=file(payload=io.BytesIO(TRF.encode())), tiebreaks="BH/C1,SB"
    )
    assert standings.tiebreaks == ["BH/C1", "SB"]


def test_error_paths_come_back_as_problem_documents(api: Any) -> None:
    problem = model("Problem")
    event = examples()["pairSwissRound"]["request"]
    mismatch = operation("pairSwissRound").sync(
        client=api, body=model("PairingRequest").from_dict({**event, "round": 5})
    )
    assert isinstance(mismatch, problem) and mismatch.status == 409 and "round 5" in mismatch.detail
    bad = {**event, "event": {**event["event"], "byes": [{"player": "nobody", "round": 2, "kind": "half"}]}}
    invalid = operation("pairSwissRound").sync(client=api, body=model("PairingRequest").from_dict(bad))
    assert isinstance(invalid, problem) and invalid.errors[0].where == "/event/byes/0/player"
    file = importlib.import_module(f"{PACKAGE}.types").File
    for name in ("renderTrf", "parseTrf"):
        answer = operation(name).sync(client=api, body=file(payload=io.BytesIO(b"001 abc\n")))
        assert isinstance(answer, problem) and answer.status == 422 and answer.errors[0].where.startswith("line 1"), (
            name
        )
    huge = model("TournamentSource").from_dict({"trf": "x" * 70_000})
    too_large = operation("parseTrf").sync(client=api, body=huge)
    assert isinstance(too_large, problem) and too_large.status == 413
    check = model("CheckRequest").from_dict(
        {**examples()["checkSwissPairing"]["request"], "pairing": {"pairs": [{"white": "u-9", "black": "zz"}]}}
    )
    refused = operation("checkSwissPairing").sync(client=api, body=check)
    assert isinstance(refused, problem) and refused.errors[0].where == "/pairing/pairs/0/black"
    standings = model("StandingsRequest").from_dict(
        {**examples()["computeStandings"]["request"], "tiebreaks": ["BH:C1"]}
    )
    unknown = operation("computeStandings").sync(client=api, body=standings)
    assert isinstance(unknown, problem) and unknown.status == 422
    schedule = operation("scheduleRoundRobin").sync(client=api, body=model("ScheduleRequest").from_dict({"count": -1}))
    assert isinstance(schedule, problem) and schedule.errors[0].where == "/count"
    varma = operation("drawRoundRobinVarma").sync(
        client=api, body=model("VarmaDrawRequest").from_dict({"players": [{"id": "a", "federation": "ESPANA"}]})
    )
    assert isinstance(varma, problem) and varma.status == 422
    redraw = operation("checkRoundRobinRedraw").sync(
        client=api, body=model("RedrawRequest").from_dict({"players": 4, "withdrawn": 9})
    )
    assert isinstance(redraw, problem) and redraw.status == 422
