"""The round-robin endpoints over HTTP: the fixed points of api.md, replayable draws, clear errors."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from service.app import create_app
from service.runtime.settings import Settings

FEDERATIONS = ["ESP", "ESP", "ESP", "GER", "GER", "IND", "IND", "NED", "USA", "FRA", None]


def varma_body(count: int, seed: int | None = 12345) -> dict:
    players = [
        {"id": f"id-{i}", "name": f"Player {i:02d}", "federation": FEDERATIONS[i % len(FEDERATIONS)]}
        for i in range(count)
    ]
    return {"players": players, **({"seed": seed} if seed is not None else {})}


def test_varma_draw_fixed_points(client: TestClient) -> None:
    response = client.post("/v1/round-robin/varma-draw", json=varma_body(11))
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["seed"] == 12345 and body["method"] == "varma"
    ids = {f"id-{i}" for i in range(11)}
    assert set(body["numbers"]) == ids and sorted(body["numbers"].values()) == list(range(1, 12))
    assert len(body["rounds"]) == 11
    by_number = {number: player for player, number in body["numbers"].items()}
    for boards in body["rounds"]:
        games = [b for b in boards if "white" in b]
        byes = [b for b in boards if "bye" in b]
        assert all(set(b) == {"white", "black"} for b in games)
        assert byes == [{"player": byes[0]["player"], "bye": True}]
        assert {p for b in games for p in (b["white"], b["black"])} | {byes[0]["player"]} == ids
    first_round = body["rounds"][0]
    assert first_round[0] == {"white": by_number[2], "black": by_number[11]}, "Berger round 1: 2-11 on the first board"
    assert first_round[-1] == {"player": by_number[1], "bye": True}, "number 1 faces the missing number 12"
    assert body["compatriot_meetings"] == [] and body["minimal"] is True


def test_same_seed_same_bytes(client: TestClient) -> None:
    first = client.post("/v1/round-robin/varma-draw", json=varma_body(30, seed=7))
    second = client.post("/v1/round-robin/varma-draw", json=varma_body(30, seed=7))
    assert first.status_code == 200 and first.content == second.content
    assert client.post("/v1/round-robin/varma-draw", json=varma_body(30, seed=8)).content != first.content


def test_missing_seed_is_chosen_and_echoed_so_the_draw_can_be_replayed(client: TestClient) -> None:
    first = client.post("/v1/round-robin/varma-draw", json=varma_body(14, seed=None)).json()
    replay = client.post("/v1/round-robin/varma-draw", json=varma_body(14, seed=first["seed"])).json()
    assert replay == first


def test_federation_codes_are_case_insensitive(client: TestClient) -> None:
    lower = varma_body(12)
    for player in lower["players"]:
        if player["federation"]:
            player["federation"] = player["federation"].lower()
    assert (
        client.post("/v1/round-robin/varma-draw", json=lower).json()
        == client.post("/v1/round-robin/varma-draw", json=varma_body(12)).json()
    )


def test_double_round_robin_draw(client: TestClient) -> None:
    body = client.post("/v1/round-robin/varma-draw", json={**varma_body(10), "cycles": 2}).json()
    assert len(body["rounds"]) == 18 and body["compatriot_meetings"] == []


def test_schedule_by_count_matches_the_published_table(client: TestClient) -> None:
    body = client.post("/v1/round-robin/schedule", json={"count": 6}).json()
    assert body["table_size"] == 6 and body["table_rounds"] == [1, 2, 3, 4, 5]
    assert [[(g["white"], g["black"]) for g in boards] for boards in body["rounds"]][:2] == [
        [(1, 6), (2, 5), (3, 4)],
        [(6, 4), (5, 3), (1, 2)],
    ]


def test_schedule_by_ids_double_with_swap(client: TestClient) -> None:
    body = client.post("/v1/round-robin/schedule", json={"players": ["a", "b", "c", "d", "e"], "cycles": 2}).json()
    assert body["numbers"] == {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5}
    assert body["table_rounds"] == [1, 2, 3, 5, 4, 1, 2, 3, 4, 5]
    assert body["rounds"][0] == [
        {"white": "b", "black": "e"},
        {"white": "c", "black": "d"},
        {"player": "a", "bye": True},
    ]
    assert body["rounds"][5][0] == {"white": "e", "black": "b"}


def test_redraw_check(client: TestClient) -> None:
    body = client.post("/v1/round-robin/redraw-check", json={"players": 12, "withdrawn": 12}).json()
    assert body["new_draw_required"] is False and body["bye_number"] == 12
    assert (
        client.post("/v1/round-robin/redraw-check", json={"players": 12, "withdrawn": 4}).json()["new_draw_required"]
        is True
    )


@pytest.mark.parametrize(
    ("path", "body", "where", "message"),
    [
        ("varma-draw", {"players": [{"id": "a", "federation": "ESP"}]}, "/players", "at least 2"),
        (
            "varma-draw",
            {"players": [{"id": "a"}, {"id": "b"}, {"id": "a"}]},
            "/players/2/id",
            "already used by /players/0",
        ),
        (
            "varma-draw",
            {"players": [{"id": "a", "federation": "SPAIN"}, {"id": "b"}]},
            "/players/0/federation",
            "pattern",
        ),
        ("varma-draw", {"players": [{"id": 1}, {"id": "b"}]}, "/players/0/id", "string"),
        ("varma-draw", {"players": [{"id": "a"}, {"id": "b"}], "seed": -1}, "/seed", "greater than or equal"),
        ("varma-draw", {"players": [{"id": "a"}, {"id": "b"}], "cycles": 3}, "/cycles", "1 or 2"),
        ("varma-draw", {"players": [{"id": "a"}, {"id": "b"}], "colour": "w"}, "/colour", "Extra inputs"),
        ("schedule", {"count": 1}, "/count", "at least 2"),
        ("schedule", {"count": 5, "players": ["a", "b"]}, "/", "exactly one"),
        ("schedule", {}, "/", "exactly one"),
        ("schedule", {"players": ["a", "a"]}, "/players/1/id", "already used"),
        ("schedule", {"count": 101}, "/count", "at most 99 rounds"),
        ("schedule", {"count": 51, "cycles": 2}, "/count", "51 players need 102 rounds"),
        ("redraw-check", {"players": 10, "withdrawn": 11}, "/withdrawn", "not in 1..10"),
    ],
)
def test_bad_input_is_a_422_naming_the_field(
    client: TestClient, path: str, body: dict, where: str, message: str
) -> None:
    response = client.post(f"/v1/round-robin/{path}", json=body)
    assert response.status_code == 422, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    errors = response.json()["errors"]
    assert any(e["where"] == where and message in e["message"] for e in errors), errors


def test_configured_player_maximum() -> None:
    small = TestClient(create_app(Settings(max_players=12)))
    response = small.post("/v1/round-robin/varma-draw", json=varma_body(13))
    assert response.status_code == 422
    assert response.json()["errors"][0] == {"where": "/players", "message": "at most 12 players are accepted, got 13"}
    assert small.post("/v1/round-robin/varma-draw", json=varma_body(12)).status_code == 200


def test_largest_field_answers_quickly_with_pairs_not_kept_apart_listed(client: TestClient) -> None:
    players = [{"id": f"p{i}", "name": f"N{i}", "federation": "GER" if i < 60 else "FRA"} for i in range(100)]
    body = client.post("/v1/round-robin/varma-draw", json={"players": players, "seed": 1}).json()
    assert body["method"] == "search" and len(body["rounds"]) == 99
    assert body["compatriot_meetings"] and all(m["round"] >= 97 for m in body["compatriot_meetings"])
    assert body["minimal"] is True
