"""``POST /v1/swiss/check`` with ``"system": "swedish"``: the games document (the caller's ids) and TRF.

Six players, ids by rating (so starting numbers 1-6 are s1..s6). Round 1 (odd, upper half black):
s4-s1, s5-s2, s6-s3, each won by black. Round 2: {s1, s2, s3} on 1 point is odd, so 2.7 moves up
s4, the strongest of the 0-point group (he may meet s2 and s3): upper s1, s2 against lower s3, s4:
s1-s3, s2-s4; then s5-s6. Colours (even round): s1 and s3 had no white, the upper half has white;
s2 had none, s4 one, so s2 has white; s5 and s6 one each, the upper half (s5) has white.
"""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient

from service.batch.command import EXIT_DONE
from service.cli import main

PLAYERS = [{"id": f"s{n}", "name": f"Player {n}", "rating": 2500 - 50 * n} for n in range(1, 7)]
EVENT = {
    "rounds_total": 5,
    "players": PLAYERS,
    "rounds": [
        {
            "games": [
                {"white": "s4", "black": "s1", "result": "0-1"},
                {"white": "s5", "black": "s2", "result": "0-1"},
                {"white": "s6", "black": "s3", "result": "0-1"},
            ]
        }
    ],
}
ENGINE = [("s1", "s3"), ("s2", "s4"), ("s5", "s6")]


def check(client: TestClient, pairs: list[tuple[str, str]], status: int = 200, **body) -> dict:
    proposal = {"pairs": [{"white": w, "black": b} for w, b in pairs], "bye": None}
    response = client.post("/v1/swiss/check", json={"system": "swedish", "event": EVENT, "pairing": proposal, **body})
    assert response.status_code == status, response.text
    return response.json()


def test_the_engines_pairing_is_equivalent_in_the_callers_ids(client: TestClient) -> None:
    report = check(client, ENGINE, round=2)
    assert report["system"] == "swedish" and report["round"] == 2 and report["rule_edition"].startswith("swedish: ")
    assert report["valid"] and report["violations"] == []
    assert report["comparison"]["equivalent"] and report["comparison"]["colour_departures"] == []
    assert [(b["white"], b["black"]) for b in report["engine_pairing"]["pairs"]] == ENGINE
    assert report["pairing_numbers"] == {f"s{n}": n for n in range(1, 7)}


def test_a_rematch_names_the_article_and_the_players_by_id(client: TestClient) -> None:
    report = check(client, [("s1", "s4"), ("s2", "s3"), ("s5", "s6")])
    assert not report["valid"] and report["comparison"] is None
    (violation,) = report["violations"]
    assert (violation["criterion"], violation["players"]) == ("2.3", ["s1", "s4"])
    assert "art. 2.3" in violation["message"]


def test_a_legal_departure_names_the_first_article_and_the_colours_apart(client: TestClient) -> None:
    # s5 moved up instead of s4 (legal: s1-s5, s2-s3 and s4-s6 never met); s6 gets white
    # against s4 although both had one white and s4 would be the upper-half player.
    report = check(client, [("s1", "s5"), ("s2", "s3"), ("s6", "s4")])
    comparison = report["comparison"]
    assert report["valid"] and not comparison["equivalent"]
    assert (comparison["criterion"], comparison["bracket_score"], comparison["players"]) == ("2.7", 1.0, ["s4", "s5"])
    assert comparison["proposal_better"] is None
    assert "art. 2.7" in comparison["message"]
    assert comparison["colour_departures"] == []  # s4-s6 is not an engine pair and both had one white


def test_reversed_colours_of_the_engines_pairs(client: TestClient) -> None:
    report = check(client, [("s3", "s1"), ("s2", "s4"), ("s5", "s6")])
    assert report["comparison"]["equivalent"]
    (colours,) = report["comparison"]["colour_departures"]
    assert (colours["criterion"], colours["players"]) == ("3", ["s1", "s3"])


def test_the_same_check_from_trf(client: TestClient) -> None:
    trf = client.post("/v1/trf/render", json={"event": EVENT}).text
    numbers = {f"s{n}": n for n in range(1, 7)}
    boards = [("s1", "s5"), ("s2", "s3"), ("s4", "s6")]
    proposal = {"pairs": [{"white": numbers[w], "black": numbers[b]} for w, b in boards]}
    response = client.post("/v1/swiss/check", json={"system": "swedish", "trf": trf, "pairing": proposal})
    assert response.status_code == 200, response.text
    comparison = response.json()["comparison"]
    assert (comparison["criterion"], comparison["players"]) == ("2.7", [4, 5])
    engine = response.json()["engine_pairing"]["pairs"]
    assert [(b["white"], b["black"]) for b in engine] == [(1, 3), (2, 4), (5, 6)]


def test_swedish_options_apply_to_the_check(client: TestClient) -> None:
    # s4 withdraws (art. 4e): five players and X; pairing him is an absent player paired.
    report = check(client, ENGINE, swedish={"withdrawn": [4]})
    assert ("absent", ["s4"]) in [(v["criterion"], v["players"]) for v in report["violations"]]


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ({"system": "dutch", "swedish": {"look_ahead": False}}, "/swedish"),
        ({"acceleration": "baku"}, "/acceleration"),
    ],
)
def test_options_of_the_other_system_are_refused(client: TestClient, body: dict, where: str) -> None:
    problem = check(client, ENGINE, 422, **body)
    assert problem["errors"][0]["where"] == where


def test_the_batch_check_mode_checks_against_the_swedish_rules(tmp_path, client: TestClient) -> None:
    source, out = tmp_path / "in", tmp_path / "out"
    source.mkdir()
    pairing = {"pairs": [{"white": w, "black": b} for w, b in [("s1", "s5"), ("s2", "s3"), ("s6", "s4")]]}
    (source / "published.json").write_text(json.dumps({"event": EVENT, "pairing": pairing}))
    assert main(["batch", str(source), str(out), "--mode", "check", "--system", "swedish", "--jobs", "1"]) == EXIT_DONE
    answer = json.loads((out / "published.json.result.json").read_text())
    assert answer["system"] == "swedish" and answer["comparison"]["criterion"] == "2.7"
    http = client.post("/v1/swiss/check", json={"system": "swedish", "event": EVENT, "pairing": pairing}).json()
    assert answer == http
