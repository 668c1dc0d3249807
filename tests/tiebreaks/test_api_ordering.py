"""``POST /v1/standings``: the arbiter's input (lots, manual order, entered values), what decided
each place, the readings, and the round-robin rules (C.06 V.4.1, C.07 8.1) in the caller's ids."""

from __future__ import annotations

import hashlib

from domain.roundrobin.berger import schedule

IDS = ["ann", "bob", "cid", "dan"]


def _event(results: list[list[tuple[str, str, str]]], **extra: object) -> dict:
    rounds = [{"games": [{"white": w, "black": b, "result": r} for w, b, r in games]} for games in results]
    return {
        "players": [{"id": i, "name": i.title(), "rating": 2000 - n} for n, i in enumerate(IDS)],
        "rounds": rounds,
        **extra,
    }


#: Everybody on ½ point after one round of two draws; DE separates nobody.
ALL_TIED = _event([[("ann", "bob", "1/2-1/2"), ("cid", "dan", "1/2-1/2")]])
#: ann and bob tied on ½ (they drew), cid 1, dan 0.
TWO_TIED = _event([[("ann", "bob", "1/2-1/2"), ("cid", "dan", "1-0")]])


def _rows(body: dict) -> list[tuple]:
    return [(e["rank"], e["id"], e["decided_by"], e["by_lot"]) for e in body["standings"]]


def test_lots_break_the_ties_left_reproducibly_in_the_callers_ids(client) -> None:
    request = {"event": ALL_TIED, "tiebreaks": ["DE"], "lots_seed": 11}
    response = client.post("/v1/standings", json=request)
    assert response.status_code == 200, response.text
    body = response.json()
    drawn = sorted(IDS, key=lambda i: hashlib.sha256(f"11:{i}".encode()).hexdigest())
    assert _rows(body) == [
        (1, drawn[0], "lots", True),
        (2, drawn[1], "lots", True),
        (3, drawn[2], "lots", True),
        (4, drawn[3], None, True),
    ]
    assert body["lots_seed"] == 11 and any("seed 11" in text for text in body["readings"])
    assert client.post("/v1/standings", json=request).content == response.content
    shared = client.post("/v1/standings", json={"event": ALL_TIED, "tiebreaks": ["DE"]}).json()
    assert {e["rank"] for e in shared["standings"]} == {1} and shared["lots_seed"] is None


def test_manual_order_in_ids_and_only_for_tied_players(client) -> None:
    ordered = client.post(
        "/v1/standings", json={"event": ALL_TIED, "tiebreaks": ["DE"], "manual_order": ["dan"]}
    ).json()
    assert _rows(ordered)[:2] == [(1, "dan", "manual", False), (2, "ann", None, False)]
    assert [e["rank"] for e in ordered["standings"]] == [1, 2, 2, 2]
    for order, where, words in (
        (["bob", "cid"], "/manual_order/1", "'cid' is tied with nobody"),
        (["bob", "zed"], "/manual_order/1", "'zed' is not a competitor"),
        (["bob", "bob"], "/manual_order/1", "listed twice"),
    ):
        refused = client.post("/v1/standings", json={"event": TWO_TIED, "tiebreaks": ["DE"], "manual_order": order})
        assert refused.status_code == 422, order
        (error,) = refused.json()["errors"]
        assert error["where"] == where and words.replace("'", "") in error["message"].replace("'", ""), error


def test_entered_values_by_name_in_the_list(client) -> None:
    body = {"event": TWO_TIED, "tiebreaks": ["DE", "ARM"], "external_tiebreaks": {"ARM": {"bob": 1, "ann": 0}}}
    response = client.post("/v1/standings", json=body)
    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["tiebreaks"] == ["DE", "ARM"]
    assert _rows(answer) == [
        (1, "cid", "points", False),
        (2, "bob", "ARM", False),
        (3, "ann", "points", False),
        (4, "dan", None, False),
    ]
    assert [e["tiebreaks"]["ARM"] for e in answer["standings"]] == [None, 1, 0, None]


def test_entered_values_errors_name_the_ids_and_the_field(client) -> None:
    cases = [
        ({"ARM": {"bob": 1}}, ["DE", "ARM"], "/external_tiebreaks/ARM", "ann"),
        ({"ARM": {"bob": 1, "ann": 0, "zed": 1}}, ["ARM"], "/external_tiebreaks/ARM/zed", "zed"),
        ({"SB": {"bob": 1, "ann": 0}}, ["SB"], "/external_tiebreaks/SB", "C.07"),
        ({"arm": {"bob": 1, "ann": 0}}, ["ARM"], "/external_tiebreaks/arm", ""),
    ]
    for entered, codes, where, words in cases:
        response = client.post(
            "/v1/standings", json={"event": TWO_TIED, "tiebreaks": codes, "external_tiebreaks": entered}
        )
        assert response.status_code == 422, entered
        error = response.json()["errors"][0]
        assert error["where"].startswith(where) and words in error["message"], error


def test_text_plain_trf_takes_the_options_from_the_query_string(client) -> None:
    trf = client.post("/v1/trf/render", json={"event": ALL_TIED}).text
    response = client.post(
        "/v1/standings?tiebreaks=DE&manual_order=4,2&lots_seed=5",
        content=trf,
        headers={"Content-Type": "text/plain"},
    )
    assert response.status_code == 200, response.text
    rows = _rows(response.json())
    assert rows[:2] == [(1, 4, "manual", False), (2, 2, "manual", False)]
    assert [row[3] for row in rows[2:]] == [True, True]


def _round_robin(leaver_plays: int) -> dict:
    """A single round robin of the four players (Berger table); dan withdraws after his first
    ``leaver_plays`` rounds, his later games forfeited (the others win). White wins every other game."""
    rounds = []
    for r, boards in enumerate(schedule(4).rounds, start=1):
        games = []
        for game in boards:
            white, black = IDS[game.white - 1], IDS[game.black - 1]
            if "dan" in (white, black) and r > leaver_plays:
                games.append(
                    {"white": white, "black": black, "result": "1-0" if black == "dan" else "0-1", "forfeit": True}
                )
            else:
                games.append({"white": white, "black": black, "result": "1-0"})
        rounds.append({"games": games})
    return {**_event([]), "rounds": rounds, "rounds_total": 3}


def test_round_robin_early_leaver_is_unranked_and_his_games_not_counted(client) -> None:
    """dan played 1 of 3 games (C.06 V.4.1). R1 ann-dan 1-0, bob-cid 1-0; R2 (dan-cid forfeit), ann-bob
    1-0; R3 (bob-dan forfeit), cid-ann 1-0. Without dan: ann 1, bob 1, cid 1; everything: 2, 2, 2, 0."""
    answer = client.post("/v1/standings", json={"event": _round_robin(1), "tiebreaks": ["SB"]}).json()
    rows = {e["id"]: e for e in answer["standings"]}
    assert {i: rows[i]["points"] for i in IDS} == {"ann": 1, "bob": 1, "cid": 1, "dan": 0}
    assert (rows["dan"]["rank"], rows["dan"]["ranked"], answer["standings"][-1]["id"]) == (None, False, "dan")
    assert "C.06 V.4.1" in rows["dan"]["reason"] and rows["dan"]["tiebreaks"] == {"SB": None}
    assert all(rows[i]["ranked"] and rows[i]["reason"] is None for i in ("ann", "bob", "cid"))
    kept = client.post(
        "/v1/standings", json={"event": _round_robin(1), "tiebreaks": ["SB"], "withdrawn_results": "keep"}
    )
    assert {e["id"]: e["points"] for e in kept.json()["standings"]} == {"ann": 2, "bob": 2, "cid": 2, "dan": 0}
    assert [w["where"] for w in kept.json()["warnings"]] == ["/withdrawn_results"]
    stayed = client.post("/v1/standings", json={"event": _round_robin(2), "tiebreaks": ["SB"]}).json()
    assert all(e["ranked"] for e in stayed["standings"]), "2 of 3 games: at least half, everything counts"


def test_buchholz_in_a_round_robin_is_a_422_unless_fide_mode_is_off(client) -> None:
    refused = client.post("/v1/standings", json={"event": _round_robin(3), "tiebreaks": ["SB", "BH"]})
    assert refused.status_code == 422
    (error,) = refused.json()["errors"]
    assert error["where"] == "/tiebreaks/1" and "C.07 8.1" in error["message"]
    allowed = client.post(
        "/v1/standings", json={"event": _round_robin(3), "tiebreaks": ["SB", "BH"], "fide_mode": False}
    )
    assert allowed.status_code == 200 and allowed.json()["fide_mode"] is False
    (warning,) = allowed.json()["warnings"]
    assert warning["where"] == "/fide_mode" and "BH in a round robin (C.07 8.1)" in warning["message"]
    profile = client.post("/v1/standings", json={"event": _round_robin(3)})
    assert profile.status_code == 200 and profile.json()["tiebreaks"] == ["DE", "SB", "WIN", "KS"]
