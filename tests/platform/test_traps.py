"""Traps a platform met with the tournament document and TRF (issue 11, traps 3-7)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from domain.trf import parse_trf
from tests.platform.test_games_document import event


def document(client: TestClient) -> dict:
    """Round 1 played (6 players), as the tournament document with pairing numbers."""
    trf = client.post("/v1/trf/render", json={"event": event()}).text
    return client.post("/v1/trf/parse", json={"trf": trf}).json()["tournament"]


def paired_ids(answer: dict) -> set[int]:
    return {p for b in answer["pairs"] for p in (b["white"], b["black"])} | (
        {answer["bye"]} if answer["bye"] else set()
    )


def test_a_dutch_request_honours_withdrawn(client: TestClient) -> None:
    answer = client.post(
        "/v1/swiss/pairings", json={"system": "dutch", "tournament": document(client), "withdrawn": [3]}
    ).json()
    assert 3 not in paired_ids(answer) and answer["absent"] == [3] and answer["withdrawn"] == [3]
    assert answer["absent_players"][0]["reason"] == "withdrawn"


def test_swedish_options_on_a_dutch_request_are_refused(client: TestClient) -> None:
    body = {"system": "dutch", "tournament": document(client), "swedish": {"withdrawn": [3]}}
    response = client.post("/v1/swiss/pairings", json=body)
    assert response.status_code == 422 and response.json()["errors"][0]["where"] == "/swedish"


def test_a_prefilled_forfeit_without_opponent_keeps_the_player_out(client: TestClient) -> None:
    tournament = document(client)
    tournament["players"][2]["rounds"].append({"opponent": None, "color": None, "result": "-"})
    for system in ("dutch", "swedish"):
        answer = client.post("/v1/swiss/pairings", json={"system": system, "tournament": tournament}).json()
        assert answer["round"] == 2 and answer["absent"] == [3] and 3 not in paired_ids(answer), system


def test_a_bye_request_without_round_is_pointed_out_and_exported_with_its_round(client: TestClient) -> None:
    tournament = {**document(client), "bye_requests": [{"kind": "H", "round": None, "players": [2]}]}
    answer = client.post("/v1/swiss/pairings", json={"system": "dutch", "tournament": tournament}).json()
    assert answer["absent"] == [2] and answer["absent_players"][0]["reason"] == "half"
    assert any("without a round" in w["message"] and "round 2" in w["message"] for w in answer["warnings"])
    exported = parse_trf(client.post("/v1/trf/render", json={"tournament": tournament}).text)
    assert [(r.kind.value, r.round_number) for r in exported.bye_requests] == [("H", 2)], "half point kept, not XXZ"


def test_the_swedish_rules_say_they_ignore_initial_color(client: TestClient) -> None:
    answer = client.post("/v1/swiss/pairings", json={"system": "swedish", "tournament": document(client)}).json()
    assert any(w["where"] == "/tournament/initial_color" for w in answer["warnings"])


def test_trf_export_computes_missing_points(client: TestClient) -> None:
    tournament = document(client)
    for entry in tournament["players"]:
        entry["points"] = None
    lines = [
        line
        for line in client.post("/v1/trf/render", json={"tournament": tournament}).text.splitlines()
        if line.startswith("001")
    ]
    assert [line[80:84].strip() for line in lines] == ["1.0", "0.5", "0.0", "0.5", "0.0", "1.0"]


def test_faults_of_the_tournament_document_are_json_pointers(client: TestClient) -> None:
    tournament = document(client)
    tournament["players"][1]["rounds"][0]["result"] = "1"  # player 2 also wins the game player 5 won
    problem = client.post("/v1/swiss/pairings", json={"system": "dutch", "tournament": tournament}).json()
    assert problem["status"] == 422
    assert {e["where"] for e in problem["errors"]} <= {
        "/tournament/players/1/rounds/0",
        "/tournament/players/4/rounds/0",
    }


def test_faults_of_tournament_fields_are_json_pointers_too(client: TestClient) -> None:
    tournament = {**document(client), "forbidden_pairs": [{"players": [1, 9]}], "total_rounds": 1}
    problem = client.post("/v1/swiss/pairings", json={"system": "dutch", "tournament": tournament}).json()
    assert problem["status"] == 422
    assert [(e["where"], e["message"]) for e in problem["errors"]] == [
        ("/tournament/forbidden_pairs", "player 9 is not a player of this tournament")
    ]
    del tournament["forbidden_pairs"]
    problem = client.post("/v1/swiss/pairings", json={"system": "dutch", "tournament": tournament}).json()
    assert problem["errors"][0]["where"] == "/tournament/total_rounds"
