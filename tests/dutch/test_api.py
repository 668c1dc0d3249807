"""``POST /v1/swiss/pairings`` and the engine command line, for the Dutch system."""

from __future__ import annotations

import subprocess
import sys

import pytest
from fastapi.testclient import TestClient

from service.cli import EXIT_INVALID_INPUT, EXIT_NO_PAIRING, EXIT_OK, main
from tests.conftest import REPO_ROOT, fixture_files

CASE = fixture_files("dutch-special")[0] if fixture_files("dutch-special") else None


def expected_lines(path) -> list[str]:
    return path.with_suffix(".expected").read_text().split("\n")[:-1]


def test_pairing_from_trf_in_json(client: TestClient) -> None:
    response = client.post("/v1/swiss/pairings", json={"system": "dutch", "trf": CASE.read_text()})
    assert response.status_code == 200, response.text
    body = response.json()
    lines = [f"{p['white']} {p['black']}" for p in body["pairs"]] + ([f"{body['bye']} 0"] if body["bye"] else [])
    assert [str(len(lines)), *lines] == expected_lines(CASE)
    assert [p["board"] for p in body["pairs"]] == list(range(1, len(body["pairs"]) + 1))


def test_pairing_from_plain_text_and_from_the_json_document(client: TestClient) -> None:
    text = client.post(
        "/v1/swiss/pairings?system=dutch", content=CASE.read_bytes(), headers={"content-type": "text/plain"}
    )
    document = client.post("/v1/trf/parse", json={"trf": CASE.read_text()}).json()["tournament"]
    json_doc = client.post("/v1/swiss/pairings", json={"system": "dutch", "tournament": document})
    assert text.status_code == json_doc.status_code == 200
    assert text.json()["pairs"] == json_doc.json()["pairs"]


def test_absent_players_are_reported(client: TestClient) -> None:
    path = next(p for p in fixture_files("dutch") if p.name == "n007_r05_s462940128.trf")
    lines = path.read_text().splitlines()
    # Round 4 state of the README's worked example: rounds 1-3, and player 1's round-4 Z kept.
    state = [line[: 129 if line.startswith("001    1") else 119] if line.startswith("001") else line for line in lines]
    body = client.post("/v1/swiss/pairings", json={"system": "dutch", "trf": "\n".join(state)}).json()
    assert body["round"] == 4 and body["absent"] == [1]
    assert {(p["white"], p["black"]) for p in body["pairs"]} == {(3, 2), (4, 6), (7, 5)}


def test_explanation_on_request(client: TestClient) -> None:
    body = client.post("/v1/swiss/pairings", json={"system": "dutch", "trf": CASE.read_text(), "explain": True}).json()
    assert body["explanation"]
    paired = {tuple(sorted(pair)) for step in body["explanation"] for pair in step["pairs"]}
    assert paired == {tuple(sorted((p["white"], p["black"]))) for p in body["pairs"]}


NO_PAIRING = """012 Two players who already met
XXR 3
XXC white1
001    1      A                                 2000                             1.0    1     2 w 1
001    2      B                                 1900                             0.0    2     1 b 0
"""


def test_no_legal_pairing_is_409(client: TestClient) -> None:
    response = client.post("/v1/swiss/pairings", json={"system": "dutch", "trf": NO_PAIRING})
    assert response.status_code == 409
    assert "absolute criteria" in response.json()["detail"]


def test_missing_number_of_rounds_is_422(client: TestClient) -> None:
    response = client.post("/v1/swiss/pairings", json={"system": "dutch", "trf": NO_PAIRING.replace("XXR 3\n", "")})
    assert response.status_code == 422
    assert response.json()["errors"][0]["where"] == "total_rounds"


def test_finished_tournament_is_422(client: TestClient) -> None:
    response = client.post("/v1/swiss/pairings", json={"system": "dutch", "trf": NO_PAIRING.replace("XXR 3", "XXR 1")})
    assert response.status_code == 422


def test_unknown_system_is_422(client: TestClient) -> None:
    response = client.post("/v1/swiss/pairings", json={"system": "monrad", "trf": NO_PAIRING})
    assert response.status_code == 422
    assert response.json()["errors"][0]["where"] == "/system"


@pytest.mark.parametrize("flag", ["--dutch"])
def test_cli_writes_the_engine_format(tmp_path, flag: str) -> None:
    out = tmp_path / "pairs.txt"
    assert main([flag, str(CASE), "-p", str(out)]) == EXIT_OK
    assert out.read_text().split("\n")[:-1] == expected_lines(CASE)


def test_cli_exit_codes(tmp_path) -> None:
    impossible = tmp_path / "impossible.trf"
    impossible.write_text(NO_PAIRING)
    assert main(["--dutch", str(impossible), "-p"]) == EXIT_NO_PAIRING
    broken = tmp_path / "broken.trf"
    broken.write_text("001    x\n")
    assert main(["--dutch", str(broken), "-p"]) == EXIT_INVALID_INPUT


def test_cli_as_a_process_prints_to_stdout() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "service", "--dutch", str(CASE), "-p"], capture_output=True, text=True, cwd=REPO_ROOT
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split("\n")[:-1] == expected_lines(CASE)
