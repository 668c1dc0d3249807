"""``POST /v1/swiss/check`` (seed F6): absolute-criterion violations and the quality comparison."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from domain.trf import render_trf
from tests.conftest import FIXTURES
from tests.dutch.corpus import round_cases

# Round 6 of an 8-player tournament, whose expected pairing is in the file itself.
CASE = round_cases(FIXTURES / "dutch" / "n008_r06_s1508994952.trf")[5]
EXPECTED = sorted(CASE.pairs)


def check(client: TestClient, pairs: list[tuple[int, int]], bye: int | None = None, system: str = "dutch") -> dict:
    body = {
        "system": system,
        "trf": render_trf(CASE.state),
        "pairing": {"pairs": [{"white": w, "black": b} for w, b in pairs], "bye": bye},
    }
    response = client.post("/v1/swiss/check", json=body)
    assert response.status_code == 200, response.text
    return response.json()


@pytest.mark.parametrize("system", ["dutch", "dutch-2017"])
def test_the_engine_pairing_is_valid_and_equivalent(client: TestClient, system: str) -> None:
    report = check(client, EXPECTED, system=system)
    assert report["valid"] and report["violations"] == []
    assert report["comparison"]["equivalent"] is True
    assert {(p["white"], p["black"]) for p in report["engine_pairing"]["pairs"]} == set(EXPECTED)


def test_reversed_colours_lose_on_the_colour_criterion(client: TestClient) -> None:
    # Board 7-1: both have mild preferences (played W B W B for 7, B W B W for 1) and get them.
    # Reversed, both miss them: legal, but two unfulfilled preferences instead of none ([C12]).
    assert (7, 1) in EXPECTED
    report = check(client, [(1, 7) if pair == (7, 1) else pair for pair in EXPECTED])
    assert report["valid"]
    comparison = report["comparison"]
    assert (comparison["criterion"], comparison["proposal_better"]) == ("C12", False)
    assert (comparison["proposal_value"], comparison["engine_value"]) == (2, 0)


def test_a_rematch_is_a_c1_violation(client: TestClient) -> None:
    # Players 1 and 5 met in round 1 (see the fixture); pair them again.
    others = [p for p in EXPECTED if 1 not in p and 5 not in p]
    partners = sorted({p for pair in EXPECTED if 1 in pair or 5 in pair for p in pair} - {1, 5})
    report = check(client, [*others, (1, 5), (partners[0], partners[1])])
    assert not report["valid"]
    assert any(v["criterion"] == "C1" and set(v["players"]) == {1, 5} for v in report["violations"])


def test_missing_and_doubled_players(client: TestClient) -> None:
    report = check(client, [*EXPECTED[:-1], (EXPECTED[0][0], EXPECTED[-1][1])])
    criteria = {v["criterion"] for v in report["violations"]}
    assert {"twice", "unpaired"} <= criteria


def test_a_bye_in_an_even_field(client: TestClient) -> None:
    report = check(client, EXPECTED[:-1], bye=EXPECTED[-1][0])
    assert any(v["criterion"] == "bye" for v in report["violations"])


def test_unknown_player(client: TestClient) -> None:
    report = check(client, [*EXPECTED, (77, 78)])
    assert any(v["criterion"] == "unknown" for v in report["violations"])
