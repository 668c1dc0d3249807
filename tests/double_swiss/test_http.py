"""Double-Swiss over HTTP (api.md "Team events and two-game matches"): the games document with both
games of each match as ordinary games, read as event round r = game rounds 2r-1 and 2r.

Each round is paired three ways and must agree: the games document, the TRF text the service
renders of it, and the domain engine on a tournament written independently through
:mod:`domain.swiss.double_swiss.record` (the encoding the generator and the CLI use).
"""

from __future__ import annotations

import random
from typing import Any

from fastapi.testclient import TestClient

from domain.model import Color, Player, Tournament
from domain.swiss.double_swiss.record import record_match, record_pab
from domain.swiss.system import pair_round

_SCORES = {"1-0": "1-0", "0-1": "0-1", "1/2-1/2": "="}


def _players(count: int) -> list[dict[str, Any]]:
    return [{"id": f"u{n}", "name": f"Player {n:02d}", "rating": 2600 - 10 * n} for n in range(1, count + 1)]


def _event(count: int, rounds: int = 5) -> dict[str, Any]:
    return {"rounds_total": rounds, "initial_color": "white", "players": _players(count), "rounds": []}


def _pair(client: TestClient, event: dict[str, Any], **extra: Any) -> dict[str, Any]:
    answer = client.post("/v1/swiss/pairings", json={"system": "double-swiss", "event": event, **extra})
    assert answer.status_code == 200, answer.text
    return answer.json()


def _lines(answer: dict[str, Any]) -> list[tuple[Any, Any]]:
    return [(board["white"], board["black"]) for board in answer["pairs"]]


def _play(rng: random.Random, answer: dict[str, Any], mirror: Tournament) -> dict[str, Any]:
    """The round's games (game 2 first in the list half the time: ``game`` tells them apart) and its
    bye; the same results written into ``mirror`` through the domain's own encoding."""
    games, round_number = [], answer["round"]
    for white, black in _lines(answer):
        first, second = rng.choice(list(_SCORES)), rng.choice(list(_SCORES))
        game1 = {"white": white, "black": black, "result": first, "game": 1}
        game2 = {"white": black, "black": white, "result": second[::-1] if second != "1/2-1/2" else second, "game": 2}
        codes = (_SCORES[first], _SCORES[second])
        if rng.random() < 0.15:  # game 2 forfeited on its own: game-1 White wins it by forfeit
            game2, codes = {**game2, "result": "0-1", "forfeit": True}, (codes[0], "+-")
        pair = [game1, game2] if rng.random() < 0.5 else [game2, game1]
        games += pair
        number = {f"u{n}": n for n in mirror.players}
        record_match(mirror, round_number, number[white], number[black], *codes)
    byes = []
    if answer["bye"] is not None:
        byes.append({"player": answer["bye"], "kind": "pairing"})
        record_pab(mirror, round_number, int(answer["bye"][1:]))
    return {"games": games, "byes": byes}


def test_every_round_pairs_the_same_from_the_games_document_the_trf_and_the_domain(client: TestClient) -> None:
    rng = random.Random(32)
    for count in (7, 10):
        event = _event(count)
        mirror = Tournament(
            players={n: Player(n, name=f"Player {n:02d}", rating=2600 - 10 * n) for n in range(1, count + 1)},
            total_rounds=10,
            initial_color=Color.WHITE,
        )
        for round_number in range(1, 6):
            answer = _pair(client, event, round=round_number)
            assert answer["round"] == round_number
            domain = pair_round(mirror, "double-swiss")
            assert [(f"u{w}", f"u{b}") for w, b in domain.boards] == _lines(answer)
            trf = client.post("/v1/trf/render", json={"event": {**event, "system": "double-swiss"}}).text
            by_trf = client.post("/v1/swiss/pairings", json={"system": "double-swiss", "trf": trf}).json()
            assert [(f"u{w}", f"u{b}") for w, b in _lines(by_trf)] == _lines(answer)
            event["rounds"].append(_play(rng, answer, mirror))


def test_the_rendered_trf_has_two_columns_per_round_and_names_the_system(client: TestClient) -> None:
    event = _event(4, rounds=3)
    event["rounds"] = [
        {
            "games": [
                {"white": "u1", "black": "u3", "result": "1-0", "game": 1},
                {"white": "u3", "black": "u1", "result": "0-1", "forfeit": True, "game": 2},
                {"white": "u4", "black": "u2", "result": "1/2-1/2", "game": 1},
                {"white": "u2", "black": "u4", "result": "1-0", "game": 2},
            ]
        }
    ]
    text = client.post("/v1/trf/render", json={"event": {**event, "system": "double-swiss"}}).text
    assert "XXR 6" in text and "192 FIDE_DOUBLESWISS" in text
    first = next(line for line in text.splitlines() if line.startswith("001    1"))
    assert first.split()[-6:] == ["3", "w", "1", "3", "b", "+"]


def test_scores_before_the_round_are_game_points_and_the_bye_covers_the_match(client: TestClient) -> None:
    event = _event(3, rounds=3)
    event["rounds"] = [
        {
            "games": [
                {"white": "u1", "black": "u2", "result": "1-0", "game": 1},
                {"white": "u2", "black": "u1", "result": "1/2-1/2", "game": 2},
            ],
            "byes": [{"player": "u3", "kind": "pairing"}],
        }
    ]
    answer = _pair(client, event)
    scores = {p["id"]: p["score"] for board in answer["pairs"] for p in (board["white_player"], board["black_player"])}
    scores[answer["bye"]] = answer["bye_player"]["score"]
    assert scores == {"u1": 1.5, "u2": 0.5, "u3": 1.5}
    standings = client.post("/v1/standings", json={"event": {**event, "system": "double-swiss"}}).json()
    assert {row["id"]: row["points"] for row in standings["standings"]} == scores


def test_a_requested_bye_and_a_withdrawal_are_event_rounds(client: TestClient) -> None:
    event = _event(6, rounds=4)
    event["byes"] = [{"player": "u2", "round": 1, "kind": "half"}]
    event["withdrawals"] = [{"player": "u5", "from_round": 1}]
    answer = _pair(client, event)
    assert answer["round"] == 1 and sorted(answer["absent"]) == ["u2", "u5"]
    reasons = {p["id"]: p["reason"] for p in answer["absent_players"]}
    assert reasons == {"u2": "half", "u5": "withdrawn"}


def test_check_and_audit_speak_in_event_rounds(client: TestClient) -> None:
    event = _event(6, rounds=4)
    answer = _pair(client, event)
    proposal = {"pairs": [{"white": w, "black": b} for w, b in _lines(answer)], "bye": None}
    check = client.post("/v1/swiss/check", json={"system": "double-swiss", "event": event, "pairing": proposal})
    assert check.status_code == 200, check.text
    assert check.json()["valid"] and check.json()["round"] == 1
    event["rounds"].append(_play(random.Random(1), answer, _mirror(6)))
    audit = client.post("/v1/swiss/audit", json={"system": "double-swiss", "event": event}).json()
    assert audit["agrees"] and [r["round"] for r in audit["rounds"]] == [1]
    swapped = [{**g, "white": g["black"], "black": g["white"]} for g in event["rounds"][0]["games"]]
    event["rounds"][0]["games"] = swapped
    audit = client.post("/v1/swiss/audit", json={"system": "double-swiss", "event": event}).json()
    assert audit["differing_rounds"] == [1]


def _mirror(count: int) -> Tournament:
    return Tournament(players={n: Player(n) for n in range(1, count + 1)}, total_rounds=8)


def _problem(client: TestClient, event: dict[str, Any], **extra: Any) -> tuple[int, list[dict[str, str]]]:
    answer = client.post("/v1/swiss/pairings", json={"system": "double-swiss", "event": event, **extra})
    return answer.status_code, answer.json().get("errors", [])


def test_a_match_must_hold_both_games_with_colours_reversed(client: TestClient) -> None:
    event = _event(4, rounds=3)
    one = {"white": "u1", "black": "u2", "result": "1-0", "game": 1}
    other = [{**one, "white": "u3", "black": "u4"}, {"white": "u4", "black": "u3", "result": "1-0", "game": 2}]
    cases = {
        "has 1 game(s)": [one, *other],
        "colours of game 1 reversed": [one, {**one, "game": 2}, *other],
        "one game of the match is game 1, the other game 2": [one, {**one, "white": "u2", "black": "u1"}, *other],
    }
    for message, games in cases.items():
        event["rounds"] = [{"games": games}]
        status, errors = _problem(client, event)
        assert status == 422 and errors[0]["where"] == "/event/rounds/0/games/0", errors
        assert message in errors[0]["message"]


def test_faults_are_named_in_the_document_the_caller_sent(client: TestClient) -> None:
    event = _event(4, rounds=3)
    event["rounds"] = [
        {
            "games": [
                {"white": "u1", "black": "u2", "result": "1-0", "game": 1},
                {"white": "u2", "black": "u1", "result": "1-0", "game": 2},
                {"white": "u3", "black": "u9", "result": "1-0", "game": 1},
                {"white": "u9", "black": "u3", "result": "1-0", "game": 2},
            ]
        }
    ]
    status, errors = _problem(client, event)
    assert status == 422
    assert {e["where"] for e in errors} == {"/event/rounds/0/games/2/black", "/event/rounds/0/games/3/white"}
    event["rounds"] = []
    event["byes"] = [{"player": "u1", "round": 1}, {"player": "nobody", "round": 2}]
    status, errors = _problem(client, event)
    assert status == 422 and [e["where"] for e in errors] == ["/event/byes/1/player"]


def test_the_requested_round_is_an_event_round(client: TestClient) -> None:
    event = _event(4, rounds=3)
    assert _problem(client, event, round=2)[0] == 409
    assert _pair(client, event, round=1)["round"] == 1


def test_the_event_and_the_request_must_name_the_same_system(client: TestClient) -> None:
    event = {**_event(4), "system": "dutch"}
    status, errors = _problem(client, event)
    assert status == 422 and errors[0]["where"] == "/event/system"


def test_the_generator_and_the_audit_agree_over_http(client: TestClient) -> None:
    body = {"system": "double-swiss", "seed": 5, "config": {"players": 11, "rounds": 4}}
    generated = client.post("/v1/swiss/simulate", json=body)
    assert generated.status_code == 200, generated.text
    assert "XXR 8" in generated.json()["trf"]
    audit = client.post("/v1/swiss/audit", json={"system": "double-swiss", "trf": generated.json()["trf"]}).json()
    assert audit["agrees"] and [r["round"] for r in audit["rounds"]] == [1, 2, 3, 4]


def test_the_answer_record_holds_both_games_and_goes_back_as_the_next_round(client: TestClient) -> None:
    """Issue 33's ``record`` for a two-game round: both games, game 2 with the colours reversed, each
    marked; filled in and appended, it is the round the next request pairs after."""
    event = _event(5)
    answer = _pair(client, event)
    games = answer["record"]["games"]
    assert len(games) == 2 * len(answer["pairs"])
    for board, (game1, game2) in zip(answer["pairs"], zip(games[::2], games[1::2], strict=True), strict=True):
        assert (game1["white"], game1["black"], game1["game"]) == (board["white"], board["black"], 1)
        assert (game2["white"], game2["black"], game2["game"]) == (board["black"], board["white"], 2)
    assert answer["record"]["byes"] == [{"player": answer["bye"], "kind": "pairing"}]
    played = {**answer["record"], "games": [{**game, "result": "1/2-1/2"} for game in games]}
    following = _pair(client, {**event, "rounds": [played]}, round=2)
    assert following["round"] == 2
    assert {frozenset(pair) for pair in _lines(following)}.isdisjoint({frozenset(pair) for pair in _lines(answer)})


def test_every_game_says_which_game_of_the_match_it_is(client: TestClient) -> None:
    """Issue 42: list order decided game 1, so a platform whose query returned game 2 first had every
    next colour reversed without a word; now a game without its number is named."""
    event = _event(4, rounds=3)
    record = _pair(client, event)["record"]
    games = [{**game, "result": "1/2-1/2"} for game in record["games"]]
    del games[1]["game"]
    status, errors = _problem(client, {**event, "rounds": [{**record, "games": games}]})
    assert status == 422 and [e["where"] for e in errors] == ["/event/rounds/0/games/1/game"]
    assert "game 1 or 2" in errors[0]["message"]


def test_a_kept_bye_request_is_accepted_in_event_rounds(client: TestClient) -> None:
    event = {**_event(5, rounds=3), "byes": [{"player": "u5", "round": 1, "kind": "half"}]}
    record = _pair(client, event)["record"]
    assert {"player": "u5", "kind": "half"} in record["byes"]
    played = {**event, "rounds": [{**record, "games": [{**g, "result": "1-0"} for g in record["games"]]}]}
    assert _pair(client, played)["round"] == 2
    contradicted = {**played, "byes": [{"player": "u5", "round": 1, "kind": "full"}]}
    status, errors = _problem(client, contradicted)
    assert status == 422 and errors[0]["where"] == "/event/byes/0/kind"
    assert "in round 1, but the round records a half bye" in errors[0]["message"]
