"""The games document (api.md): platform ids, games as results, byes, withdrawals, the pinned round."""

from __future__ import annotations

from fastapi.testclient import TestClient

from domain.trf import parse_trf


def player(pid: str | int, name: str, rating: int | None = None, title: str | None = None) -> dict:
    return {"id": pid, "name": name, **({"rating": rating} if rating else {}), **({"title": title} if title else {})}


PLAYERS = [
    player("u-77", "Berg, Ola", 2391),
    player("u-1842", "Kowalski, Vera", 2446, "IM"),
    player("u-9", "Aalto, Eero", 2391, "FM"),
    player(17, "Ødegaard, Siri", 2300),
    player("u-5", "Olsen, Kari", 2300),
    player("u-21", "Novak, Jan", 2250),
]


def round_one() -> dict:
    return {
        "games": [
            {"white": "u-1842", "black": "u-5", "result": "1-0"},
            {"white": 17, "black": "u-9", "result": "1/2-1/2"},
            {"white": "u-77", "black": "u-21", "result": "0-1", "forfeit": True},
        ]
    }


def event(**changes) -> dict:
    return {"rounds_total": 5, "initial_color": "white", "players": PLAYERS, "rounds": [round_one()], **changes}


def pair(client: TestClient, body: dict, status: int = 200) -> dict:
    response = client.post("/v1/swiss/pairings", json=body)
    assert response.status_code == status, response.text
    return response.json()


def test_pairing_numbers_follow_the_initial_ranking_and_come_back(client: TestClient) -> None:
    answer = pair(client, {"system": "dutch", "event": event(rounds=[])})
    # rating, then title (FM before none), then the name with accents folded (Odegaard before Olsen)
    assert answer["pairing_numbers"] == {"u-1842": 1, "u-9": 2, "u-77": 3, "17": 4, "u-5": 5, "u-21": 6}
    assert answer["round"] == 1
    assert [(b["white"], b["black"]) for b in answer["pairs"]] == [("u-1842", 17), ("u-5", "u-9"), ("u-77", "u-21")]
    board = answer["pairs"][0]
    assert board["white_player"] == {
        "id": "u-1842",
        "name": "Kowalski, Vera",
        "pairing_number": 1,
        "rating": 2446,
        "score": 0,
    }
    assert board["black_player"]["id"] == 17, "integer ids stay integers"


def test_given_pairing_numbers_are_kept(client: TestClient) -> None:
    numbered = [{**p, "pairing_number": k} for k, p in enumerate(PLAYERS, start=1)]
    answer = pair(client, {"system": "dutch", "event": event(players=numbered, rounds=[])})
    assert answer["pairing_numbers"]["u-77"] == 1 and answer["pairs"][0]["white_player"]["pairing_number"] == 1


def test_pairing_numbers_for_some_players_are_completed_in_initial_ranking_order(client: TestClient) -> None:
    players = [{**PLAYERS[0], "pairing_number": 1}, *PLAYERS[1:]]
    answer = pair(client, {"system": "dutch", "event": event(players=players)})
    assert answer["pairing_numbers"] == {"u-77": 1, "u-1842": 2, "u-9": 3, "17": 4, "u-5": 5, "u-21": 6}


def test_a_pairing_number_given_twice_is_refused(client: TestClient) -> None:
    players = [{**PLAYERS[0], "pairing_number": 2}, {**PLAYERS[1], "pairing_number": 2}, *PLAYERS[2:]]
    problem = pair(client, {"system": "dutch", "event": event(players=players)}, 422)
    assert problem["errors"][0]["where"] == "/event/players/1/pairing_number"
    assert "also player 0's" in problem["errors"][0]["message"]


def test_scores_before_the_round_and_the_forfeit(client: TestClient) -> None:
    answer = pair(client, {"system": "dutch", "event": event()})
    assert answer["round"] == 2
    scores = {p["id"]: p["score"] for b in answer["pairs"] for p in (b["white_player"], b["black_player"])}
    assert scores == {"u-1842": 1, "u-5": 0, 17: 0.5, "u-9": 0.5, "u-77": 0, "u-21": 1}
    met = {frozenset((b["white"], b["black"])) for b in answer["pairs"]}
    assert frozenset(("u-1842", "u-5")) not in met


def test_unknown_ids_and_double_entries_name_the_field(client: TestClient) -> None:
    games = [*round_one()["games"], {"white": "u-404", "black": "u-1842", "result": "1-0"}]
    problem = pair(client, {"system": "dutch", "event": event(rounds=[{"games": games}])}, 422)
    wheres = [e["where"] for e in problem["errors"]]
    assert "/event/rounds/0/games/3/white" in wheres
    byes = {"games": round_one()["games"], "byes": [{"player": "u-5", "kind": "half"}]}
    problem = pair(client, {"system": "dutch", "event": event(rounds=[byes])}, 422)
    assert problem["errors"][0]["where"] == "/event/rounds/0/byes/0"
    assert "(/event/rounds/0/games/0)" in problem["errors"][0]["message"], "the first entry is named"


def test_a_drawn_forfeit_is_refused(client: TestClient) -> None:
    games = [{"white": "u-1842", "black": "u-5", "result": "1/2-1/2", "forfeit": True}]
    problem = pair(client, {"system": "dutch", "event": event(rounds=[{"games": games}])}, 422)
    assert problem["errors"][0]["where"].startswith("/event/rounds/0/games/0")


def test_unfinished_games_are_adjourned_and_named(client: TestClient) -> None:
    unfinished = {"games": [{**g, "result": "*"} if g["white"] == 17 else g for g in round_one()["games"]]}
    answer = pair(client, {"system": "dutch", "event": event(rounds=[unfinished])})
    assert answer["round"] == 2
    assert any("17 v u-9" in w["message"] and "adjourned" in w["message"] for w in answer["warnings"])


def test_requested_byes_and_withdrawals_are_absences_with_a_reason(client: TestClient) -> None:
    body = {
        "system": "dutch",
        "event": event(
            byes=[{"player": "u-9", "round": 2, "kind": "half"}], withdrawals=[{"player": "u-21", "from_round": 2}]
        ),
    }
    answer = pair(client, body)
    assert sorted(answer["absent"]) == ["u-21", "u-9"]
    reasons = {p["id"]: p["reason"] for p in answer["absent_players"]}
    assert reasons == {"u-9": "half", "u-21": "withdrawn"}
    assert answer["withdrawn"] == ["u-21"]
    paired = {p for b in answer["pairs"] for p in (b["white"], b["black"])} | {answer["bye"]}
    assert paired == {"u-1842", "u-77", 17, "u-5"} | {None}


def test_the_requested_round_is_paired_or_refused_with_409(client: TestClient) -> None:
    assert pair(client, {"system": "dutch", "round": 2, "event": event()})["round"] == 2
    problem = pair(client, {"system": "swedish", "round": 3, "event": event()}, 409)
    assert "round 3" in problem["detail"] and "round 2" in problem["detail"]


def test_the_requested_round_applies_to_trf_text_too(client: TestClient) -> None:
    trf = client.post("/v1/trf/render", json={"event": event()}).text
    response = client.post(
        "/v1/swiss/pairings?system=dutch&round=4", content=trf, headers={"content-type": "text/plain"}
    )
    assert response.status_code == 409, response.text


def test_the_same_event_as_trf_pairs_the_same(client: TestClient) -> None:
    body = event(byes=[{"player": "u-9", "round": 2, "kind": "half"}])
    answer = pair(client, {"system": "dutch", "event": body})
    trf = client.post("/v1/trf/render", json={"event": body}).text
    as_trf = pair(client, {"system": "dutch", "trf": trf})
    numbers = answer["pairing_numbers"]
    assert [(numbers[str(b["white"])], numbers[str(b["black"])]) for b in answer["pairs"]] == [
        (b["white"], b["black"]) for b in as_trf["pairs"]
    ]
    assert as_trf["absent"] == [numbers["u-9"]]


def test_exported_trf_carries_points_and_the_half_point_request(client: TestClient) -> None:
    trf = client.post(
        "/v1/trf/render", json={"event": event(byes=[{"player": "u-9", "round": 2, "kind": "half"}])}
    ).text
    tournament = parse_trf(trf)
    assert {n: float(p.points) for n, p in tournament.players.items()} == {1: 1, 2: 0.5, 3: 0, 4: 0.5, 5: 0, 6: 1}
    assert [(r.kind.value, r.round_number, r.players) for r in tournament.bye_requests] == [("H", 2, (2,))]


def test_standings_use_the_event_ids(client: TestClient) -> None:
    response = client.post("/v1/standings", json={"event": event()})
    assert response.status_code == 200, response.text
    assert {row["id"] for row in response.json()["standings"][:2]} == {"u-1842", "u-21"}


def test_check_takes_the_proposal_in_event_ids(client: TestClient) -> None:
    answer = pair(client, {"system": "dutch", "event": event()})
    proposal = {"pairs": [{"white": b["white"], "black": b["black"]} for b in answer["pairs"]], "bye": answer["bye"]}
    report = client.post(
        "/v1/swiss/check", json={"system": "dutch", "round": 2, "event": event(), "pairing": proposal}
    ).json()
    assert report["valid"] and report["comparison"]["equivalent"]
    assert report["engine_pairing"]["pairs"][0]["white"] == answer["pairs"][0]["white"]


def test_a_round_entered_only_partly_is_pointed_out(client: TestClient) -> None:
    """Trap 1: round 2 has one result so far; pairing round 3 would count everyone else absent."""
    first = pair(client, {"system": "dutch", "event": event()})
    board = first["pairs"][0]
    partial = event(
        rounds=[round_one(), {"games": [{"white": board["white"], "black": board["black"], "result": "1-0"}]}]
    )
    problem = pair(client, {"system": "dutch", "round": 2, "event": partial}, 409)
    assert problem["errors"] == [{"where": "/round", "message": "requested 2; the round to pair is 3"}]
    answer = pair(client, {"system": "dutch", "event": partial})
    assert any(w["where"] == "/event/rounds/1" and "4 player(s)" in w["message"] for w in answer["warnings"])


def test_players_missing_from_a_played_round_are_named_in_a_warning(client: TestClient) -> None:
    """Two players of round 1 have no game and no bye in round 2: counted absent, and said so."""
    round_two = {
        "games": [
            {"white": "u-5", "black": "u-1842", "result": "0-1"},
            {"white": "u-9", "black": 17, "result": "1-0"},
        ]
    }
    answer = pair(client, {"system": "dutch", "event": event(rounds=[round_one(), round_two])})
    [warning] = [w for w in answer["warnings"] if w["where"] == "/event/rounds/1"]
    assert "2 player(s)" in warning["message"] and "u-77, u-21" in warning["message"]
