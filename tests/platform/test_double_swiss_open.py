"""Acceptance (issue 42): a Double-Swiss open written from the repository's docs alone.

Thirty players, five rounds of two-game matches: a half-point bye asked for in advance and kept in
the event, a game forfeited on its own, a match forfeited on both games, a withdrawal. Each round
is what README and docs/integration.md describe: pair, fill in the results of the answer's
``record`` (both games of every match, each with its game number), append it. The glue per round
is the three lines marked ``# glue`` in :func:`play_open`.

Then: the audit agrees with every round, the standings are the points counted here by hand, and a
request made too early is answered in the event's rounds and the caller's JSON pointers.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest
from fastapi.testclient import TestClient

from domain.swiss.system import SYSTEMS

ROUNDS = 5
HALF_BYE = ("o-07", 2)  # asked for in advance, kept in event.byes
WITHDRAWN = ("o-23", 4)  # leaves after round 3
SINGLE_FORFEIT = 2  # game 2 of the first match of round 2 is forfeited by its white player
DOUBLE_FORFEIT = 3  # the black player of game 1 of the last match of round 3 forfeits both games
_POINTS = {"1-0": (1, 0), "0-1": (0, 1), "1/2-1/2": (Fraction(1, 2), Fraction(1, 2)), "0-0": (0, 0)}


def open_event() -> dict[str, Any]:
    players = [{"id": f"o-{k:02d}", "name": f"Player {k:02d}", "rating": 2500 - 17 * k} for k in range(1, 31)]
    return {
        "rounds_total": ROUNDS,
        "initial_color": "white",
        "players": players,
        "rounds": [],
        "byes": [{"player": HALF_BYE[0], "round": HALF_BYE[1], "kind": "half"}],
        "withdrawals": [],
    }


def results(record: dict[str, Any], round_number: int, rng: random.Random) -> None:
    """What a platform does with the record: the result of every game."""
    for game in record["games"]:
        game["result"] = rng.choice(["1-0", "0-1", "1/2-1/2"])
    if round_number == SINGLE_FORFEIT:
        game = next(g for g in record["games"] if g["game"] == 2)
        game.update({"result": "0-1", "forfeit": True})
    if round_number == DOUBLE_FORFEIT:
        last = record["games"][-2:]
        absent = next(g["black"] for g in last if g["game"] == 1)
        for game in last:
            game.update({"result": "1-0" if game["black"] == absent else "0-1", "forfeit": True})


def pair(client: TestClient, event: dict[str, Any], **extra: Any) -> dict[str, Any]:
    answer = client.post("/v1/swiss/pairings", json={"system": "double-swiss", "event": event, **extra})
    assert answer.status_code == 200, answer.text
    return answer.json()


def play_open(client: TestClient) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    event, rng, answers = open_event(), random.Random(7), []
    for round_number in range(1, ROUNDS + 1):
        if round_number == WITHDRAWN[1]:
            event["withdrawals"].append({"player": WITHDRAWN[0], "from_round": WITHDRAWN[1]})
        answers.append(pair(client, event, round=round_number))  # glue
        record = answers[-1]["record"]  # glue
        results(record, round_number, rng)  # the platform's own results
        event["rounds"].append(record)  # glue
    return event, answers


@pytest.fixture(scope="module")
def played(client: TestClient) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    return play_open(client)


def test_every_round_pairs_every_present_player_once(played: tuple[dict, list]) -> None:
    _, answers = played
    for round_number, answer in enumerate(answers, start=1):
        paired = [p for board in answer["pairs"] for p in (board["white"], board["black"])]
        paired += [answer["bye"]] if answer["bye"] else []
        assert len(paired) == len(set(paired)) and not set(paired) & set(answer["absent"]), round_number
        assert len(paired) + len(answer["absent"]) == 30
        assert answer["warnings"] == []
    assert {a["id"]: a["reason"] for a in answers[HALF_BYE[1] - 1]["absent_players"]} == {HALF_BYE[0]: "half"}
    assert answers[-1]["withdrawn"] == [WITHDRAWN[0]]


def test_the_audit_agrees_with_every_round(client: TestClient, played: tuple[dict, list]) -> None:
    event, _ = played
    report = client.post("/v1/swiss/audit", json={"system": "double-swiss", "event": event}).json()
    assert report["agrees"] and [r["round"] for r in report["rounds"]] == list(range(1, ROUNDS + 1))


def test_the_standings_are_the_points_counted_by_hand(client: TestClient, played: tuple[dict, list]) -> None:
    event, _ = played
    answer = client.post("/v1/standings", json={"event": {**event, "system": "double-swiss"}, "tiebreaks": ["BH"]})
    assert answer.status_code == 200, answer.text
    assert answer.json()["rounds"] == ROUNDS
    assert {row["id"]: row["points"] for row in answer.json()["standings"]} == {
        player: float(points) for player, points in by_hand(event).items()
    }


def by_hand(event: dict[str, Any]) -> dict[str, Fraction]:
    """Game points; a bye covers a match: the pairing-allocated bye 1½, a half bye 1."""
    points = {player["id"]: Fraction(0) for player in event["players"]}
    for played_round in event["rounds"]:
        for game in played_round["games"]:
            white, black = _POINTS[game["result"]]
            points[game["white"]] += white
            points[game["black"]] += black
        for bye in played_round["byes"]:
            points[bye["player"]] += {"pairing": Fraction(3, 2), "half": 1, "full": 2, "zero": 0}[bye["kind"]]
    return points


def test_a_request_too_early_speaks_in_event_rounds_and_the_callers_pointers(
    client: TestClient, played: tuple[dict, list]
) -> None:
    event, _ = played
    early = {**event, "rounds": [dict(r) for r in event["rounds"][:4]], "rounds_total": ROUNDS}
    early["rounds"][3] = {**early["rounds"][3], "games": [dict(g) for g in early["rounds"][3]["games"]]}
    early["rounds"][3]["games"][0]["result"] = "*"
    early["rounds"][3]["games"][0]["forfeit"] = False
    refused = client.post("/v1/swiss/pairings", json={"system": "double-swiss", "event": early, "unfinished": "refuse"})
    problem = refused.json()
    assert refused.status_code == 409 and problem["errors"][0]["where"] == "/event/rounds/3/games/0"
    game = early["rounds"][3]["games"][0]["game"]
    assert problem["errors"][0]["message"].startswith(f"round 4 (game {game}): ")
    assert "before pairing round 5" in problem["detail"]
    [warning] = pair(client, early)["warnings"]
    assert warning["where"] == "/event/rounds/3" and warning["message"].startswith("round 4: 1 game(s)")
    assert all(name in warning["message"] for name in SYSTEMS), "the warning says how every system pairs it"
