"""The traps a platform met running a team league through HTTP (issue 42), one test each."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from fastapi.testclient import TestClient

from domain.trf import parse_trf

TEAMS = ["ana", "bor", "cel", "dun", "eld", "fen"]


def team(index: int, name: str, roster: int = 5) -> dict[str, Any]:
    players = [{"id": f"{name}{k}", "rating": 2300 - 40 * index - 5 * k} for k in range(1, roster + 1)]
    return {"id": name, "name": name.title(), "players": players}


def event(**changes: Any) -> dict[str, Any]:
    base = {
        "rounds_total": 5,
        "boards": 4,
        "initial_color": "white",
        "teams": [team(k, t) for k, t in enumerate(TEAMS)],
    }
    return {**base, **changes}


def post(client: TestClient, body: dict[str, Any], path: str = "/v1/swiss/pairings") -> tuple[int, dict[str, Any]]:
    answer = client.post(path, json={"system": "swiss-team", **body} if path != "/v1/standings" else body)
    return answer.status_code, answer.json()


def pair(client: TestClient, document: dict[str, Any], **extra: Any) -> dict[str, Any]:
    status, answer = post(client, {"event": document, **extra})
    assert status == 200, answer
    return answer


def filled(answer: dict[str, Any], result: str = "1/2-1/2", order: dict[str, list[int]] | None = None) -> dict:
    """The answer's record with each team's first four players in roster order (``order``: the
    roster places of a team's boards) and every board ``result``."""
    record = copy.deepcopy(answer["record"])
    for match in record["matches"]:
        for k, board in enumerate(match["boards"]):
            for side in ("white", "black"):
                team_id = board[f"{side}_team"]
                places = (order or {}).get(team_id, [1, 2, 3, 4])
                board[side] = f"{team_id}{places[k]}"
            board["result"] = result
    return record


@pytest.fixture(scope="module")
def round_one(client: TestClient) -> dict[str, Any]:
    return pair(client, event())


def test_the_answer_records_the_round_for_the_platform_to_fill_in(client: TestClient, round_one: dict) -> None:
    record = round_one["record"]
    assert [(m["white"], m["black"]) for m in record["matches"]] == [
        (b["white"], b["black"]) for b in round_one["pairs"]
    ]
    for match, board in zip(record["matches"], round_one["pairs"], strict=True):
        teams = [(b["white_team"], b["black_team"]) for b in match["boards"]]
        assert teams == [(c["white"], c["black"]) for c in board["board_colours"]]
        assert all(b["white"] is None and b["black"] is None and b["result"] == "*" for b in match["boards"])
    second = pair(client, event(rounds=[filled(round_one)]))
    assert second["round"] == 2 and second["warnings"] == []
    status, problem = post(client, {"event": event(rounds=[round_one["record"]])})
    assert status == 422 and problem["errors"][0]["where"] == "/event/rounds/0/matches/0/boards/0"
    assert "fill in the players" in problem["errors"][0]["message"]


def test_a_board_whose_teams_contradict_the_colours_is_named(client: TestClient, round_one: dict) -> None:
    record = filled(round_one)
    board = record["matches"][0]["boards"][0]
    board["white_team"], board["black_team"] = board["black_team"], board["white_team"]
    status, problem = post(client, {"event": event(rounds=[record])})
    assert status == 422 and problem["errors"][0]["where"] == "/event/rounds/0/matches/0/boards/0/white_team"


def test_the_computed_team_rating_is_in_the_answer(round_one: dict) -> None:
    first = round_one["pairs"][0]["white_player"]
    assert first["id"] == "ana" and first["rating"] == 2288  # its four best, 2295 2290 2285 2280: 2287.5, half up


def test_a_board_not_fielded_is_a_forfeit_won_by_the_side_that_sat_there(client: TestClient, round_one: dict) -> None:
    record = filled(round_one, "1-0")
    boards = record["matches"][0]["boards"]
    # board 2 has the match's black team on the white pieces (W B W B): it fielded nobody there
    boards[1].update({"white": None, "result": "0-1", "forfeit": True})
    boards[3].update({"white": None, "black": None, "result": "0-0", "forfeit": True})  # nobody on board 4
    answer = pair(client, event(rounds=[record]))
    match = round_one["pairs"][0]
    teams = {t["id"]: t for b in answer["pairs"] for t in (b["white_player"], b["black_player"])}
    # boards 1 and 3 won over the board and board 2 by forfeit by the white team; board 4 scores nothing
    assert teams[match["white"]]["game_points"] == 3 and teams[match["black"]]["game_points"] == 0
    assert (teams[match["white"]]["match_points"], teams[match["black"]]["match_points"]) == (2, 0)
    text = client.post("/v1/trf/render", json={"event": event(rounds=[record])}).text
    lineups = [line for line in text.splitlines() if line.startswith("300")]
    assert len(lineups) == 2 and all(line.split()[-1] == "0" for line in lineups)
    parsed = client.post("/v1/trf/parse", json={"trf": text}).json()["tournament"]["team_records"]["lineups"]
    assert [item["players"][-1] for item in parsed] == [0, 0] and len(parse_trf(text).team_records.lineups) == 2
    by_trf = client.post("/v1/swiss/pairings?system=swiss-team", content=text, headers={"Content-Type": "text/plain"})
    assert [(b["white"], b["black"]) for b in by_trf.json()["pairs"]] == [
        (answer["pairing_numbers"][b["white"]], answer["pairing_numbers"][b["black"]]) for b in answer["pairs"]
    ]


@pytest.mark.parametrize(
    ("board", "message"),
    [
        ({"white": None, "result": "1-0", "forfeit": True}, "set forfeit to true and result 0-1"),
        ({"black": None, "result": "1-0"}, "set forfeit to true and result 1-0"),
    ],
)
def test_a_board_not_fielded_must_say_it_is_a_forfeit(
    client: TestClient, round_one: dict, board: dict, message: str
) -> None:
    record = filled(round_one)
    record["matches"][0]["boards"][2].update(board)
    status, problem = post(client, {"event": event(rounds=[record])})
    assert status == 422 and problem["errors"][0]["where"] == "/event/rounds/0/matches/0/boards/2"
    assert message in problem["errors"][0]["message"]


def test_a_line_up_out_of_roster_order_is_named_refused_or_accepted_as_the_event_says(
    client: TestClient, round_one: dict
) -> None:
    swapped = round_one["pairs"][0]["white"]
    record = filled(round_one, order={swapped: [4, 2, 3, 1]})
    [warning] = pair(client, event(rounds=[record]))["warnings"]
    assert warning["where"] == "/event/rounds/0/matches/0/boards/0/white"
    assert f"'{swapped}4'" in warning["message"] and "board 1" in warning["message"] and "B.12.3" in warning["message"]
    status, problem = post(client, {"event": event(rounds=[record], board_order="strict")})
    assert status == 422 and problem["errors"][0]["where"] == warning["where"]
    assert pair(client, event(rounds=[record], board_order="free"))["warnings"] == []
    reserves = filled(round_one, order={swapped: [1, 3, 4, 5]})  # a player rests, the others keep their order
    assert pair(client, event(rounds=[reserves]))["warnings"] == []


def test_the_audit_reads_a_line_up_out_of_roster_order(client: TestClient, round_one: dict) -> None:
    swapped = round_one["pairs"][0]["white"]
    record = filled(round_one, order={swapped: [4, 2, 3, 1]})
    audit = client.post("/v1/swiss/audit", json={"system": "swiss-team", "event": event(rounds=[record])}).json()
    assert audit["agrees"] and audit["differing_rounds"] == [], audit


def test_a_kept_bye_request_is_accepted_and_a_contradicted_one_named(client: TestClient) -> None:
    asked = {"byes": [{"team": "fen", "round": 1, "kind": "zero"}]}
    first = pair(client, event(**asked))
    assert first["absent"] == ["fen"] and first["record"]["byes"][-1] == {"team": "fen", "kind": "zero"}
    kept = event(rounds=[filled(first)], **asked)
    assert pair(client, kept)["round"] == 2
    without_entry = copy.deepcopy(kept)
    without_entry["rounds"][0]["byes"] = [b for b in without_entry["rounds"][0]["byes"] if b["team"] != "fen"]
    assert pair(client, without_entry)["round"] == 2, "a zero bye may be recorded as no entry"
    contradicted = copy.deepcopy(kept)
    contradicted["byes"][0]["kind"] = "half"
    status, problem = post(client, {"event": contradicted})
    assert status == 422 and problem["errors"][0]["where"] == "/event/byes/0/kind"
    assert "asked for a half bye in round 1, but the round records a zero bye" in problem["errors"][0]["message"]


def test_requested_byes_are_worth_a_won_and_a_drawn_match_on_the_events_scale(client: TestClient) -> None:
    three = {"scoring": {"match_points": {"win": 3, "draw": 1, "loss": 0}}}
    asked = {"byes": [{"team": "eld", "round": 1, "kind": "full"}, {"team": "fen", "round": 1, "kind": "half"}]}
    first = pair(client, event(**three, **asked))
    played = event(rounds=[filled(first)], **three, **asked)
    teams = {t["id"]: t for b in pair(client, played)["pairs"] for t in (b["white_player"], b["black_player"])}
    assert (teams["eld"]["match_points"], teams["eld"]["game_points"]) == (3, 4)
    assert (teams["fen"]["match_points"], teams["fen"]["game_points"]) == (1, 2)
    standings = client.post("/v1/standings", json={"event": played, "tiebreaks": ["MP", "GP"]}).json()
    rows = {row["id"]: row["tiebreaks"] for row in standings["standings"]}
    assert rows["eld"] == {"MP": 3, "GP": 4} and rows["fen"] == {"MP": 1, "GP": 2}  # rosters of 5, 4 boards
    text = client.post("/v1/trf/render", json={"event": played}).text
    assert "362 TW 3.0   TD 1.0   TL 0.0" in text and "320  1.0  2.0" in text


def test_a_withdrawn_team_is_absent_in_every_later_round_everywhere(client: TestClient) -> None:
    left = {"withdrawals": [{"team": "fen", "from_round": 2}], "rounds_total": 3}
    document = event(**left)
    rounds = []
    for _ in range(3):
        answer = pair(client, {**document, "rounds": rounds})
        rounds.append(filled(answer))
    played = {**document, "rounds": rounds}
    audit = client.post("/v1/swiss/audit", json={"system": "swiss-team", "event": played}).json()
    assert audit["agrees"] and [r["round"] for r in audit["rounds"]] == [1, 2, 3], audit
    text = client.post("/v1/trf/render", json={"event": played}).text
    fen = str(answer["pairing_numbers"]["fen"])
    absences = [line.split() for line in text.splitlines() if line.startswith("240 Z")]
    assert [int(fields[2]) for fields in absences if fields[3:] == [fen]] == [2, 3], "up to XXR, none past it"
    again = client.post("/v1/swiss/audit", json={"system": "swiss-team", "trf": text}).json()
    assert again["agrees"]
    check_round = {**document, "rounds": rounds[:1]}
    proposal = {"pairs": [{"white": b["white"], "black": b["black"]} for b in answer["pairs"]], "bye": None}
    proposal["pairs"] = [{"white": m["white"], "black": m["black"]} for m in rounds[1]["matches"]]
    proposal["bye"] = next((b["team"] for b in rounds[1]["byes"] if b["kind"] == "pairing"), None)
    check = client.post("/v1/swiss/check", json={"system": "swiss-team", "event": check_round, "pairing": proposal})
    assert check.status_code == 200 and check.json()["valid"], check.text


def test_unfinished_boards_are_named_by_board_and_refused_on_request(client: TestClient, round_one: dict) -> None:
    record = filled(round_one)
    record["matches"][1]["boards"][2]["result"] = "*"
    [warning] = pair(client, event(rounds=[record]))["warnings"]
    assert warning["where"] == "/event/rounds/0/matches/1" and "board 3" in warning["message"]
    status, problem = post(client, {"event": event(rounds=[record]), "unfinished": "refuse"})
    assert status == 409 and problem["errors"][0]["where"] == "/event/rounds/0/matches/1/boards/2"
    assert problem["errors"][0]["message"].startswith("round 1: ")


def test_board_tie_breaks_read_the_line_up_as_played(client: TestClient, round_one: dict) -> None:
    """BC (C.07 12.1) sums board × points: a team that won only board 1 with its fourth player
    there has 1, not 4 (the roster place of the player)."""
    swapped = round_one["pairs"][0]["white"]
    record = filled(round_one, "0-1", order={swapped: [4, 2, 3, 1]})
    match = record["matches"][0]
    for k, board in enumerate(match["boards"]):  # the swapped (white) team wins board 1 only
        board["result"] = "1-0" if k == 0 else "0-1" if board["white_team"] == swapped else "1-0"
    played = event(rounds=[record], board_order="free")
    rows = {
        row["id"]: row
        for row in client.post("/v1/standings", json={"event": played, "tiebreaks": ["BC"]}).json()["standings"]
    }
    assert rows[swapped]["tiebreaks"]["BC"] == 1
