"""Physical table numbers for round-robin schedules: consecutive tables in board order from the
first table asked for; an odd field's bye takes no table (the reading of domain.roundrobin.tables)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from domain.roundrobin.berger import schedule
from domain.roundrobin.tables import table_numbers


def test_even_field_fills_every_table_each_round() -> None:
    assert set(table_numbers(schedule(8))) == {(1, 2, 3, 4)}


def test_odd_field_bye_takes_no_table_and_groups_number_on() -> None:
    numbered = table_numbers(schedule(5, cycles=2), first=11)
    assert len(numbered) == 10 and set(numbered) == {(11, 12, None)}


def test_schedule_answer_gives_tables_only_when_asked(client: TestClient) -> None:
    plain = client.post("/v1/round-robin/schedule", json={"count": 6}).json()
    assert all("table" not in game for boards in plain["rounds"] for game in boards)
    tabled = client.post("/v1/round-robin/schedule", json={"count": 5, "tables": True, "first_table": 4}).json()
    assert tabled["rounds"][0] == [
        {"white": 2, "black": 5, "table": 4},
        {"white": 3, "black": 4, "table": 5},
        {"player": 1, "bye": True},
    ]


def test_varma_draw_answer_gives_tables_too(client: TestClient) -> None:
    players = [{"id": f"p{i}", "federation": "NOR" if i < 3 else "ESP"} for i in range(10)]
    body = client.post("/v1/round-robin/varma-draw", json={"players": players, "seed": 3, "tables": True}).json()
    assert all([game["table"] for game in boards] == [1, 2, 3, 4, 5] for boards in body["rounds"])


def test_first_table_without_tables_is_refused_naming_it(client: TestClient) -> None:
    response = client.post("/v1/round-robin/schedule", json={"count": 6, "first_table": 7})
    assert response.status_code == 422
    assert response.json()["errors"][0]["where"] == "/first_table"
