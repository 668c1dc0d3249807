"""Acceptance: a whole Dutch event and a whole Swedish event played through the games document
with string ids (late entrant, withdrawal, requested byes, forfeits, an unfinished game), each
round checked against the same event sent as TRF, built here independently of the service's
conversion."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest
from fastapi.testclient import TestClient

from domain.model import ByeRequest, Color, Player, ResultCode, RoundEntry, Tournament
from domain.trf import render_trf

ROUNDS = 7
RATINGS = [2488, 2450, 2431, 2402, 2390, 2371, 2344, 2318, 2300, 2291, 2260, 2233, 2190]
LATE = ("late-ida", "Lund, Ida", 2420, 3)  # arrives for round 3
WITHDRAWN = ("p-08", 5)  # leaves before round 5
REQUESTED = [("p-03", 2, "half"), ("p-11", 4, "zero"), ("p-05", 6, "full")]
FORFEITS = {2: "1-0", 4: "0-0"}  # the last board of these rounds is not played
UNFINISHED_ROUND = 6  # its first game is still '*' when round 7 is paired
PIN_FROM = 5  # the platform pins the pairing numbers from round 5 on


@dataclass
class Platform:
    """What a platform stores: its players and the rounds as games, under its own ids."""

    system: str
    players: list[dict] = field(default_factory=list)
    rounds: list[dict] = field(default_factory=list)
    numbers: dict[str, int] = field(default_factory=dict)

    def event(self, round_number: int) -> dict:
        players = [p for p in self.players if p.get("from_round", 1) <= round_number]
        pinned = round_number >= PIN_FROM
        return {
            "rounds_total": ROUNDS,
            **({"initial_color": "white"} if self.system == "dutch" else {}),
            "players": [
                {
                    "id": p["id"],
                    "name": p["name"],
                    "rating": p["rating"],
                    **({"pairing_number": self.numbers[p["id"]]} if pinned else {}),
                }
                for p in players
            ],
            "rounds": self.rounds,
            "byes": [{"player": pid, "round": r, "kind": kind} for pid, r, kind in REQUESTED if r >= round_number],
            "withdrawals": [{"player": WITHDRAWN[0], "from_round": WITHDRAWN[1]}]
            if round_number >= WITHDRAWN[1] - 1
            else [],
        }


def platform(system: str) -> Platform:
    players = [
        {"id": f"p-{k:02}", "name": f"Player {k:02}, A", "rating": rating} for k, rating in enumerate(RATINGS, start=1)
    ]
    late_id, late_name, late_rating, first = LATE
    players.append({"id": late_id, "name": late_name, "rating": late_rating, "from_round": first})
    return Platform(system, players)


def as_trf(state: Platform, round_number: int, numbers: dict[str, int]) -> str:
    """The same event as TRF text, built from the platform's record (not by the service)."""
    return event_as_trf(state.event(round_number), round_number, numbers)


def event_as_trf(event: dict, round_number: int, numbers: dict[str, int]) -> str:
    """A games document as TRF text with the given pairing numbers, built here independently of the
    service's conversion; requests for rounds already recorded were honoured there."""
    total, played = event["rounds_total"], event["rounds"]
    color = {"white": Color.WHITE, "black": Color.BLACK}.get(event.get("initial_color", ""))
    tournament = Tournament(total_rounds=total, initial_color=color)
    for p in event["players"]:
        tournament.players[numbers[p["id"]]] = Player(
            numbers[p["id"]], p["name"], rating=p["rating"], entries=[None] * len(played)
        )
    codes = {
        ("1-0", False): "10",
        ("0-1", False): "01",
        ("1/2-1/2", False): "==",
        ("*", False): "**",
        ("1-0", True): "+-",
        ("0-1", True): "-+",
        ("0-0", True): "--",
    }
    byes = {"pairing": "U", "half": "H", "full": "F", "zero": "Z"}
    for r, played_round in enumerate(played):
        for game in played_round["games"]:
            w, b = numbers[game["white"]], numbers[game["black"]]
            white_code, black_code = codes[(game["result"], game.get("forfeit", False))]
            tournament.players[w].entries[r] = RoundEntry(b, Color.WHITE, ResultCode(white_code))
            tournament.players[b].entries[r] = RoundEntry(w, Color.BLACK, ResultCode(black_code))
        for bye in played_round["byes"]:
            tournament.players[numbers[bye["player"]]].entries[r] = RoundEntry.bye(ResultCode(byes[bye["kind"]]))
    for request in event["byes"]:
        if request["round"] >= round_number:
            tournament.bye_requests.append(
                ByeRequest(ResultCode(byes[request["kind"]]), request["round"], (numbers[request["player"]],))
            )
    for withdrawal in event["withdrawals"]:
        for r in range(max(withdrawal["from_round"], round_number), total + 1):
            tournament.bye_requests.append(ByeRequest(ResultCode.ZERO_BYE, r, (numbers[withdrawal["player"]],)))
    return render_trf(tournament)


def play(state: Platform, answer: dict, round_number: int, rng: random.Random) -> None:
    """Record the round as a platform would: games with results, the pairing bye, requested byes."""
    games = []
    for index, board in enumerate(answer["pairs"]):
        white, black = board["white_player"], board["black_player"]
        edge = ((white["rating"] or 0) - (black["rating"] or 0)) / 800
        roll = rng.random()
        result = "1-0" if roll < 0.4 + edge else "0-1" if roll > 0.75 + edge else "1/2-1/2"
        game = {"white": board["white"], "black": board["black"], "result": result}
        if round_number in FORFEITS and index == len(answer["pairs"]) - 1:
            game = {**game, "result": FORFEITS[round_number], "forfeit": True}
        if round_number == UNFINISHED_ROUND and index == 0:
            game["result"] = "*"
        games.append(game)
    byes = [{"player": answer["bye"], "kind": "pairing"}] if answer["bye"] is not None else []
    byes += [{"player": p["id"], "kind": p["reason"]} for p in answer["absent_players"] if p["reason"] != "withdrawn"]
    state.rounds.append({"games": games, "byes": byes})


def compare(answer: dict, trf_answer: dict) -> None:
    numbers = answer["pairing_numbers"]
    assert [(numbers[b["white"]], numbers[b["black"]]) for b in answer["pairs"]] == [
        (b["white"], b["black"]) for b in trf_answer["pairs"]
    ]
    assert (numbers[answer["bye"]] if answer["bye"] is not None else None) == trf_answer["bye"]
    assert sorted(numbers[a] for a in answer["absent"]) == sorted(trf_answer["absent"])


@pytest.mark.parametrize("system", ["dutch", "swedish"])
def test_a_whole_event_through_the_games_document(client: TestClient, system: str) -> None:
    state, rng = platform(system), random.Random(20260201)
    for round_number in range(1, ROUNDS + 1):
        request = {"system": system, "round": round_number, "event": state.event(round_number)}
        response = client.post("/v1/swiss/pairings", json=request)
        assert response.status_code == 200, (round_number, response.text)
        answer = response.json()
        assert answer["round"] == round_number
        if round_number < PIN_FROM:
            state.numbers = dict(answer["pairing_numbers"])
        else:
            assert answer["pairing_numbers"] == state.numbers, "pinned numbers stay"
        trf = as_trf(state, round_number, answer["pairing_numbers"])
        trf_answer = client.post(
            "/v1/swiss/pairings", json={"system": system, "round": round_number, "trf": trf}
        ).json()
        compare(answer, trf_answer)

        paired = [p for b in answer["pairs"] for p in (b["white"], b["black"])] + (
            [answer["bye"]] if answer["bye"] else []
        )
        assert len(paired) == len(set(paired)), "nobody paired twice"
        absent = {p["id"]: p["reason"] for p in answer["absent_players"]}
        assert absent == {pid: kind for pid, r, kind in REQUESTED if r == round_number} | (
            {WITHDRAWN[0]: "withdrawn"} if round_number >= WITHDRAWN[1] else {}
        )
        assert (LATE[0] in paired) == (round_number >= LATE[3])
        if round_number == UNFINISHED_ROUND + 1:
            assert any("'*'" in w["message"] for w in answer["warnings"])
        play(state, answer, round_number, rng)

    too_late = client.post("/v1/swiss/pairings", json={"system": system, "round": ROUNDS, "event": state.event(ROUNDS)})
    assert too_late.status_code in (409, 422), "round 7 is played: asking for it again is refused"
