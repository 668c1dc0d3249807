"""Issue 33, items 1, 3 and 4: a platform keeps its requests and withdrawals; an unfinished game
can stop the next round; warnings only where the caller must act, and each suggestion is accepted."""

from __future__ import annotations

from fastapi.testclient import TestClient

from service.app import create_app
from service.runtime.settings import Settings
from tests.platform.test_games_document import PLAYERS, event, pair, round_one

ROUND_TWO = {
    "games": [
        {"white": "u-5", "black": "u-1842", "result": "0-1"},
        {"white": "u-9", "black": "u-21", "result": "1/2-1/2"},
    ],
    "byes": [{"player": "u-77", "kind": "half"}],
}


def test_an_advance_bye_recorded_in_its_round_is_accepted_in_later_rounds(client: TestClient) -> None:
    kept = {"byes": [{"player": "u-77", "round": 2, "kind": "half"}]}
    round_two = {**ROUND_TWO, "byes": [*ROUND_TWO["byes"], {"player": 17, "kind": "zero"}]}
    answer = pair(client, {"system": "dutch", "round": 3, "event": event(rounds=[round_one(), round_two], **kept)})
    assert answer["round"] == 3 and answer["warnings"] == []


def test_a_zero_bye_asked_for_may_be_recorded_as_no_entry(client: TestClient) -> None:
    kept = {"byes": [{"player": 17, "round": 2, "kind": "zero"}]}
    answer = pair(client, {"system": "dutch", "event": event(rounds=[round_one(), ROUND_TWO], **kept)})
    assert answer["round"] == 3


def test_an_advance_bye_the_round_contradicts_is_a_422_naming_both(client: TestClient) -> None:
    kept = {"byes": [{"player": "u-77", "round": 2, "kind": "full"}, {"player": "u-5", "round": 2, "kind": "half"}]}
    problem = pair(client, {"system": "dutch", "event": event(rounds=[round_one(), ROUND_TWO], **kept)}, 422)
    assert [(e["where"], e["message"]) for e in problem["errors"]] == [
        ("/event/byes/0/kind", "'u-77' asked for a full bye in round 2, but the round records a half bye: record "
         "the bye asked for in rounds[1].byes, or correct the request"),
        ("/event/byes/1/kind", "'u-5' asked for a half bye in round 2, but the round records a game: record "
         "the bye asked for in rounds[1].byes, or correct the request"),
    ]  # fmt: skip


def test_a_withdrawn_player_raises_no_warning_and_may_be_recorded_absent(client: TestClient) -> None:
    left = {"withdrawals": [{"player": 17, "from_round": 2}]}
    answer = pair(client, {"system": "dutch", "event": event(rounds=[round_one(), ROUND_TWO], **left)})
    assert answer["warnings"] == [] and answer["withdrawn"] == [17]
    zero = {**ROUND_TWO, "byes": [*ROUND_TWO["byes"], {"player": 17, "kind": "zero"}]}
    again = pair(client, {"system": "dutch", "event": event(rounds=[round_one(), zero], **left)})
    assert again["pairs"] == answer["pairs"] and again["warnings"] == []


def test_a_player_withdrawn_by_the_request_raises_no_warning_either(client: TestClient) -> None:
    answer = pair(client, {"system": "dutch", "withdrawn": [17], "event": event(rounds=[round_one(), ROUND_TWO])})
    assert answer["warnings"] == [] and answer["withdrawn"] == [17]


def test_each_action_a_missing_player_warning_suggests_is_accepted(client: TestClient) -> None:
    [warning] = pair(client, {"system": "dutch", "event": event(rounds=[round_one(), ROUND_TWO])})["warnings"]
    assert warning["where"] == "/event/rounds/1" and "(17)" in warning["message"]
    zero = {**ROUND_TWO, "byes": [*ROUND_TWO["byes"], {"player": 17, "kind": "zero"}]}
    withdrawal = {"withdrawals": [{"player": 17, "from_round": 2}]}
    for body in (event(rounds=[round_one(), zero]), event(rounds=[round_one(), ROUND_TWO], **withdrawal)):
        assert pair(client, {"system": "dutch", "event": body})["warnings"] == []


def unfinished_event() -> dict:
    first = round_one()
    first["games"][1] = {**first["games"][1], "result": "*"}
    return event(rounds=[first])


def test_unfinished_games_are_refused_when_asked_with_a_409_naming_them(client: TestClient) -> None:
    problem = pair(client, {"system": "dutch", "unfinished": "refuse", "event": unfinished_event()}, 409)
    assert problem["type"] == "/problems/unfinished-games"
    assert problem["errors"] == [
        {"where": "/event/rounds/0/games/1", "message": "round 1: 17 v u-9 has no result yet ('*')"}
    ]


def test_unfinished_games_are_adjourned_by_default_with_a_warning(client: TestClient) -> None:
    for body in ({}, {"unfinished": "adjourn"}):
        answer = pair(client, {"system": "dutch", "event": unfinished_event(), **body})
        assert answer["round"] == 2 and [w["where"] for w in answer["warnings"]] == ["/event/rounds/0"]


def test_refuse_pairs_when_every_result_is_in(client: TestClient) -> None:
    assert pair(client, {"system": "swedish", "unfinished": "refuse", "event": event()})["round"] == 2


def test_unfinished_games_of_a_trf_are_refused_too(client: TestClient) -> None:
    trf = client.post("/v1/trf/render", json={"event": unfinished_event()}).text
    problem = pair(client, {"system": "dutch", "unfinished": "refuse", "trf": trf}, 409)
    assert [e["message"] for e in problem["errors"]] == ["round 1: 4 v 2 has no result yet ('*')"]


def test_the_answer_record_goes_back_as_the_round_with_only_the_results_filled_in(client: TestClient) -> None:
    kept = {"byes": [{"player": "u-77", "round": 2, "kind": "half"}]}
    answer = pair(client, {"system": "dutch", "event": event(**kept)})
    record = answer["record"]
    assert [(g["white"], g["black"]) for g in record["games"]] == [(b["white"], b["black"]) for b in answer["pairs"]]
    assert record["byes"] == [{"player": answer["bye"], "kind": "pairing"}, {"player": "u-77", "kind": "half"}]
    unfinished = pair(client, {"system": "dutch", "event": event(rounds=[round_one(), record], **kept)})
    assert unfinished["round"] == 3 and unfinished["warnings"][0]["where"] == "/event/rounds/1"
    for game in record["games"]:
        game["result"] = "1-0"
    assert pair(client, {"system": "dutch", "event": event(rounds=[round_one(), record], **kept)})["warnings"] == []


def test_standings_errors_point_into_the_event_with_its_ids(client: TestClient) -> None:
    problem = client.post("/v1/standings", json={"event": unfinished_event(), "tiebreaks": ["BH"]}).json()
    assert problem["status"] == 422 and [e["where"] for e in problem["errors"]] == ["/event/rounds/0/games/1"]
    assert problem["errors"][0]["message"].startswith("round 1: this game has no result yet")


def test_a_finished_event_names_rounds_total(client: TestClient) -> None:
    problem = pair(client, {"system": "dutch", "event": event(rounds_total=1)}, 422)
    assert problem["errors"][0]["where"] == "/event/rounds_total"


def test_trf_export_keeps_a_withdrawal_inside_the_declared_rounds(client: TestClient) -> None:
    left = {"rounds_total": 1, "withdrawals": [{"player": "u-5", "from_round": 2}]}
    trf = client.post("/v1/trf/render", json={"event": event(**left)}).text
    assert not [line for line in trf.splitlines() if line.startswith("240")]


def test_many_unfinished_games_are_listed_up_to_the_error_cap(client: TestClient) -> None:
    capped = TestClient(create_app(Settings(max_errors_listed=1)))
    first = round_one()
    for game in first["games"][:2]:
        game["result"] = "*"
    problem = pair(capped, {"system": "dutch", "unfinished": "refuse", "event": event(rounds=[first])}, 409)
    assert [e["where"] for e in problem["errors"]] == ["/event/rounds/0/games/0", "more"]


def test_no_pairing_number_past_9999_is_made_up(client: TestClient) -> None:
    players = [{**PLAYERS[0], "pairing_number": 9999}, *PLAYERS[1:]]
    problem = pair(client, {"system": "dutch", "event": event(players=players, rounds=[])}, 422)
    assert problem["errors"][0]["where"] == "/event/players/1/pairing_number"
