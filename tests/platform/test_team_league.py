"""Acceptance (issue 42): a team league written from the repository's docs alone.

Twelve clubs, four boards, seven rounds; rosters of five or six, line-ups rotating (a player rests,
the others keep their roster order), a forfeited board (a player who did not come), a board not
fielded, a forfeited match, an absence asked for in advance and kept in the event, a club that
withdraws after round 5, and one line-up out of roster order. Each round is what README and
docs/integration.md describe: pair, fill in the answer's ``record`` (line-ups and results),
append it. The glue per round is the five lines marked ``# glue`` in :func:`play_league`.

Then: the audit agrees with every round the service paired (the withdrawal included), the
standings are the match and game points counted here by hand, and the TRF export writes the
withdrawal as one absence in each later round up to the last.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest
from fastapi.testclient import TestClient

ROUNDS, BOARDS = 7, 4
CLUBS = [f"club-{k:02d}" for k in range(1, 13)]
ABSENT = ("club-08", 3)  # asked for in advance: no match in round 3 (a zero bye), kept in event.byes
WITHDRAWN = ("club-11", 6)  # leaves after round 5
FORFEITED_MATCH = 4  # the black team of the last match of round 4 does not come
EMPTY_BOARD = 2  # the black team of the first match of round 2 fields three players
FORFEITED_BOARD = 5  # the white player of board 2 of the second match of round 5 does not come
SWAPPED = (3, "club-01")  # in round 3 this club plays its boards 1 and 4 in reverse roster order


def club(index: int, name: str) -> dict[str, Any]:
    size = 6 if index % 2 else 5
    players = [{"id": f"{name}-p{k}", "name": f"{name} {k}", "rating": 2400 - 25 * index - 10 * k} for k in range(size)]
    return {"id": name, "name": f"Club {index + 1:02d}", "players": players}


def league() -> dict[str, Any]:
    return {
        "name": "Club league",
        "rounds_total": ROUNDS,
        "boards": BOARDS,
        "initial_color": "white",
        "teams": [club(index, name) for index, name in enumerate(CLUBS)],
        "rounds": [],
        "byes": [{"team": ABSENT[0], "round": ABSENT[1], "kind": "zero"}],
        "withdrawals": [],
    }


def lineup(event: dict[str, Any], team: str, round_number: int) -> list[str]:
    """The platform's line-up: the roster minus the players resting this round, in roster order."""
    players = [p["id"] for t in event["teams"] if t["id"] == team for p in t["players"]]
    rest = {(round_number + k) % len(players) for k in range(len(players) - BOARDS)}
    chosen = [player for k, player in enumerate(players) if k not in rest]
    if (round_number, team) == SWAPPED:
        chosen[0], chosen[3] = chosen[3], chosen[0]
    return chosen


def fill(event: dict[str, Any], record: dict[str, Any], round_number: int, rng: random.Random) -> None:
    """What a platform does with the record: each board's players from the line-ups, the results."""
    for index, match in enumerate(record["matches"]):
        if round_number == FORFEITED_MATCH and index == len(record["matches"]) - 1:
            del match["boards"]
            match["forfeit"] = "black"
            continue
        lineups = {team: lineup(event, team, round_number) for team in (match["white"], match["black"])}
        for k, board in enumerate(match["boards"]):
            board["white"], board["black"] = lineups[board["white_team"]][k], lineups[board["black_team"]][k]
            board["result"] = rng.choice(["1-0", "0-1", "1/2-1/2", "1-0", "0-1"])
        if round_number == EMPTY_BOARD and index == 0:
            empty = match["boards"][3]
            side = "white" if empty["white_team"] == match["black"] else "black"
            empty.update({side: None, "result": "0-1" if side == "white" else "1-0", "forfeit": True})
        if round_number == FORFEITED_BOARD and index == 1:
            match["boards"][1].update({"result": "0-1", "forfeit": True})


def pair(client: TestClient, event: dict[str, Any], round_number: int) -> dict[str, Any]:
    answer = client.post("/v1/swiss/pairings", json={"system": "swiss-team", "round": round_number, "event": event})
    assert answer.status_code == 200, answer.text
    return answer.json()


def play_league(client: TestClient) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The whole league through HTTP, as the docs say a platform runs it; every answer kept."""
    event, rng, answers = league(), random.Random(42), []
    for round_number in range(1, ROUNDS + 1):
        if round_number == WITHDRAWN[1]:  # the club tells the organiser; the platform records it once
            event["withdrawals"].append({"team": WITHDRAWN[0], "from_round": WITHDRAWN[1]})
        answer = pair(client, event, round_number)  # glue
        record = answer["record"]  # glue
        fill(event, record, round_number, rng)  # the platform's own line-ups and results
        event["rounds"].append(record)  # glue
        answers.append(answer)  # glue (kept for the checks below)
    return event, answers


@pytest.fixture(scope="module")
def played(client: TestClient) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    return play_league(client)


def test_every_round_pairs_the_present_clubs_and_nobody_else(played: tuple[dict, list]) -> None:
    _, answers = played
    for round_number, answer in enumerate(answers, start=1):
        paired = {team for board in answer["pairs"] for team in (board["white"], board["black"])}
        paired |= {answer["bye"]} if answer["bye"] else set()
        absent = set(answer["absent"])
        assert paired | absent == set(CLUBS) and not paired & absent, round_number
        if round_number == ABSENT[1]:
            assert {a["id"]: a["reason"] for a in answer["absent_players"]} == {ABSENT[0]: "zero"}
        if round_number >= WITHDRAWN[1]:
            assert answer["withdrawn"] == [WITHDRAWN[0]] and answer["bye"] is not None  # eleven clubs: a PAB
        assert all(
            team["rating"] is not None for b in answer["pairs"] for team in (b["white_player"], b["black_player"])
        )


def test_the_only_warning_is_the_line_up_out_of_roster_order(played: tuple[dict, list]) -> None:
    _, answers = played
    round_number, team = SWAPPED
    for number, answer in enumerate(answers, start=1):
        if number <= round_number:
            assert answer["warnings"] == [], number
            continue
        [warning] = answer["warnings"]
        assert warning["where"].startswith(f"/event/rounds/{round_number - 1}/matches/")
        assert warning["where"].endswith("/boards/0/white") or warning["where"].endswith("/boards/0/black")
        assert f"{team}-p" in warning["message"] and "board 1" in warning["message"]


def test_the_audit_agrees_with_every_round_the_service_paired(client: TestClient, played: tuple[dict, list]) -> None:
    event, _ = played
    audit = client.post("/v1/swiss/audit", json={"system": "swiss-team", "event": event})
    assert audit.status_code == 200, audit.text
    report = audit.json()
    assert report["agrees"] and report["differing_rounds"] == []
    assert [r["round"] for r in report["rounds"]] == list(range(1, ROUNDS + 1))


def test_the_standings_are_the_points_counted_by_hand(client: TestClient, played: tuple[dict, list]) -> None:
    event, _ = played
    answer = client.post("/v1/standings", json={"event": event, "tiebreaks": ["MP", "GP"]})
    assert answer.status_code == 200, answer.text
    got = {row["id"]: (row["tiebreaks"]["MP"], row["tiebreaks"]["GP"]) for row in answer.json()["standings"]}
    assert got == {team: (float(mp), float(gp)) for team, (mp, gp) in by_hand(event).items()}


def by_hand(event: dict[str, Any]) -> dict[str, tuple[Fraction, Fraction]]:
    """Match points 2 / 1 / 0 and game points, from the recorded rounds (a PAB: a drawn match and a
    draw on every board; a forfeited match: a won match and every board to the team that came)."""
    points = {team: [Fraction(0), Fraction(0)] for team in CLUBS}
    for played_round in event["rounds"]:
        for match in played_round["matches"]:
            white, black = match["white"], match["black"]
            if match.get("forfeit"):
                ours, theirs = (Fraction(0), Fraction(BOARDS)) if match["forfeit"] == "white" else (BOARDS, 0)
            else:
                ours = theirs = Fraction(0)
                for board in match["boards"]:
                    white_side = {"1-0": 1, "0-1": 0, "1/2-1/2": Fraction(1, 2)}[board["result"]]
                    share = {board["white_team"]: white_side, board["black_team"]: 1 - white_side}
                    ours, theirs = ours + share[white], theirs + share[black]
            points[white][1] += ours
            points[black][1] += theirs
            points[white][0] += 2 if ours > theirs else 1 if ours == theirs else 0
            points[black][0] += 2 if theirs > ours else 1 if ours == theirs else 0
        for bye in played_round["byes"]:
            if bye["kind"] == "pairing":
                points[bye["team"]][0] += 1
                points[bye["team"]][1] += Fraction(BOARDS, 2)
    return {team: (mp, gp) for team, (mp, gp) in points.items()}


def test_the_trf_export_writes_the_withdrawal_in_each_later_round(
    client: TestClient, played: tuple[dict, list]
) -> None:
    event, _ = played
    text = client.post("/v1/trf/render", json={"event": event}).text
    tpn = client.post("/v1/swiss/pairings", json={"system": "swiss-team", "event": league()}).json()["pairing_numbers"]
    withdrawn = [
        line.split()
        for line in text.splitlines()
        if line.startswith("240") and line.split()[3:] == [str(tpn[WITHDRAWN[0]])]
    ]
    assert [int(fields[2]) for fields in withdrawn] == list(range(WITHDRAWN[1], ROUNDS + 1))
    assert "142 7" in text and "300 " in text  # the line-ups out of roster order, and the empty board
    assert "320  1.0  2.0" in text  # the PAB: a drawn match on the event's scale, a draw on the four boards
    again = client.post("/v1/swiss/audit", json={"system": "swiss-team", "trf": text}).json()
    assert again["agrees"] and len(again["rounds"]) == ROUNDS
