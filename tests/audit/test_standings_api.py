"""Issue 41 over HTTP: ``simulate`` takes the generator's new keys for every system, ``audit`` answers
the standings check under ``standings``, and ``/v1/standings`` and ``/v1/trf/render`` write a final
TRF stating the list and the ranks."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from domain.trf import parse_trf, render_trf

ALL_ON = {
    "players": 16,
    "rounds": 5,
    "full_bye_rate": 0.05,
    "zero_bye_rate": 0.05,
    "half_bye_rate": 0.05,
    "unusual_result_rate": 0.05,
    "forfeit_rate": 0.05,
    "tiebreaks": ["BH/C1", "BH", "SB"],
    "start_date": "2026/03/20",
}


def post(client: TestClient, path: str, body: dict[str, Any]) -> Any:
    response = client.post(path, json=body)
    assert response.status_code == 200, response.text
    return response.text if path.endswith("/render") else response.json()


def test_simulate_takes_the_new_keys_and_echoes_them_for_a_replay(client: TestClient) -> None:
    answer = post(client, "/v1/swiss/simulate", {"system": "dutch", "seed": 8, "config": ALL_ON})
    lines = answer["trf"].splitlines()
    assert {"042 2026/03/20", "202 BH/C1,BH,SB", "212 PTS,BH/C1,BH,SB"} <= set(lines)
    assert answer["config"]["tiebreaks"] == ["BH/C1", "BH", "SB"] and answer["config"]["full_bye_rate"] == 0.05
    replay = post(client, "/v1/swiss/simulate", {"system": "dutch", "seed": 8, "config": answer["config"]})
    assert replay["trf"] == answer["trf"]
    rated = {**ALL_ON, "players": None, "ratings": [2400, 0, 2100, 2000, 1900, 0]}
    given = post(client, "/v1/swiss/simulate", {"system": "swedish", "seed": 1, "config": {**rated, "rounds": 3}})
    assert [line[48:52].strip() for line in given["trf"].splitlines() if line.startswith("001")][:3] == [
        "2400",
        "",
        "2100",
    ]


def test_audit_answers_the_standings_under_standings(client: TestClient) -> None:
    trf = post(client, "/v1/swiss/simulate", {"system": "dutch", "seed": 8, "config": ALL_ON})["trf"]
    clean = post(client, "/v1/swiss/audit", {"system": "dutch", "trf": trf})
    standings = clean["standings"]
    assert clean["agrees"] and standings["agrees"] and standings["ranks_stated"] == 16
    assert (standings["rules"], standings["lists"][0]["record"]) == ("fide-2026", "212")
    tournament = parse_trf(trf)
    players = sorted(tournament.players.values(), key=lambda p: (p.rank, p.number))
    top, last = players[0], players[-1]
    top.rank, last.rank = last.rank, top.rank
    swapped = post(client, "/v1/swiss/audit", {"system": "dutch", "trf": render_trf(tournament)})
    assert swapped["agrees"] is False and swapped["differing_rounds"] == []
    ranks = swapped["standings"]["lists"][0]["ranks"]
    assert {(r["id"], r["rank_in_file"], r["rank_computed"]) for r in ranks} == {
        (top.number, top.rank, last.rank),
        (last.number, last.rank, top.rank),
    }
    assert all(r["decided_by"] == "points" for r in ranks)
    assert swapped["standings"]["lines"][0].startswith(f"Standings: player {min(top.number, last.number)}: rank ")
    without = post(
        client, "/v1/swiss/audit", {"system": "dutch", "trf": trf.replace("202 ", "XXX ").replace("212 ", "XXY ")}
    )
    assert without["standings"] is None


def test_a_team_event_is_simulated_with_the_same_keys(client: TestClient) -> None:
    config = {"rounds": 5, "full_bye_rate": 0.05, "unusual_result_rate": 0.05, "tiebreaks": ["GP", "BH"]}
    body = {"system": "swiss-team", "seed": 4, "config": config, "team_config": {"teams": 8, "boards": 2}}
    answer = post(client, "/v1/swiss/simulate", body)
    assert answer["config"]["teams"] == 8 and answer["config"]["tiebreaks"] == ["GP", "BH"]
    assert "players" not in answer["config"] and "212 PTS,GP,BH" in answer["trf"].splitlines()
    audit = post(client, "/v1/swiss/audit", {"system": "swiss-team", "trf": answer["trf"]})
    assert audit["agrees"] and audit["standings"]["competitors"] == "teams" and audit["standings"]["ranks_stated"] == 8
    both = {**body, "team_config": {"teams": 8, "boards": 2, "absence": 0.1}, "config": {"zero_bye_rate": 0.1}}
    refused = client.post("/v1/swiss/simulate", json=both)
    assert refused.status_code == 422 and refused.json()["errors"][0]["where"] == "absence"


def test_standings_and_render_write_a_final_trf_with_the_list_and_the_ranks(client: TestClient) -> None:
    trf = post(client, "/v1/swiss/simulate", {"system": "dutch", "seed": 2, "config": {"players": 12, "rounds": 4}})[
        "trf"
    ]
    assert not any(line.startswith(("202", "212")) for line in trf.splitlines())
    answer = post(client, "/v1/standings", {"trf": trf, "tiebreaks": ["SB", "WIN"], "final_trf": True})
    final = parse_trf(answer["trf"])
    assert [(code, text) for code, text in final.header if code in ("202", "212")] == [
        ("202", "SB,WIN"),
        ("212", "PTS,SB,WIN"),
    ]
    assert {row["id"]: row["rank"] for row in answer["standings"]} == {n: p.rank for n, p in final.players.items()}
    assert post(client, "/v1/swiss/audit", {"system": "dutch", "trf": answer["trf"]})["standings"]["agrees"]
    rendered = post(client, "/v1/trf/render", {"trf": trf, "tiebreaks": ["SB", "WIN"]})
    assert rendered == answer["trf"]
    as_text = client.post(
        "/v1/trf/render?tiebreaks=SB,WIN", content=trf.encode(), headers={"content-type": "text/plain"}
    )
    assert as_text.status_code == 200 and as_text.text == rendered
    partial = client.post("/v1/standings", json={"trf": trf, "after_round": 2, "final_trf": True})
    assert partial.status_code == 422 and partial.json()["errors"][0]["where"] == "/final_trf"
