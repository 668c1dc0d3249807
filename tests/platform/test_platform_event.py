"""Issue 33 acceptance: a whole 37-player, 8-round Dutch event played through the API the way a
platform stores it, and each round checked against the same event sent as TRF.

The platform keeps everything it was told (requested byes stay in ``event.byes`` after their
round, the withdrawal stays in ``event.withdrawals``), never sends a pairing number, records
each round from the answer's ``record``, admits a late entrant after round 5, and asks with
``"unfinished": "refuse"`` so that a game still ``*`` stops the next round with a 409 naming it.
Every answer must then agree with the pairing of the same event written as TRF (built by the
test, not by the service) with the pairing numbers the service derived, and those numbers must
never change once round 4 is paired.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from fastapi.testclient import TestClient

from tests.platform.test_whole_events import compare, event_as_trf

ROUNDS = 8
TITLES = {3: "GM", 4: "IM", 9: "FM", 10: "FM", 22: "WIM"}
LATE = {"id": "late-zoe", "name": "Zeller, Zoe", "rating": 2275}  # joins for round 6
HALF_BYE = {"player": "p-10", "round": 3, "kind": "half"}  # asked for before round 1
ZERO_BYE = {"player": "p-20", "round": 7, "kind": "zero"}  # asked for after round 4
WITHDRAWAL = {"player": "p-15", "from_round": 5}  # announced after round 4
FORFEITS = {2: ("1-0", -1), 4: ("0-0", -2)}  # round: (result, board index) of a game not played
UNFINISHED = (6, 0)  # round 6, board 1: still '*' when round 7 is asked for


@dataclass
class Platform:
    """What a platform stores: players, rounds as games, the requests it was given."""

    players: list[dict] = field(default_factory=list)
    rounds: list[dict] = field(default_factory=list)
    byes: list[dict] = field(default_factory=list)
    withdrawals: list[dict] = field(default_factory=list)

    def request(self, round_number: int) -> dict:
        event = {
            "rounds_total": ROUNDS,
            "initial_color": "white",
            "players": self.players,
            "rounds": self.rounds,
            "byes": self.byes,
            "withdrawals": self.withdrawals,
        }
        return {"system": "dutch", "round": round_number, "unfinished": "refuse", "event": event}


def field_of_37() -> list[dict]:
    rng = random.Random(33)
    ratings = sorted((rng.randrange(1850, 2650) for _ in range(37)), reverse=True)
    rng.shuffle(ratings)  # the platform's own order, not the ranking
    return [
        {
            "id": f"p-{k:02}",
            "name": f"Player {k:02}, A",
            "rating": rating,
            **({"title": TITLES[k]} if k in TITLES else {}),
        }
        for k, rating in enumerate(ratings, start=1)
    ]


def results(answer: dict, round_number: int, rng: random.Random) -> list[dict]:
    """The answer's record with the results the boards produced (the platform's only glue)."""
    games = answer["record"]["games"]
    for index, game in enumerate(games):
        board = answer["pairs"][index]
        edge = ((board["white_player"]["rating"] or 0) - (board["black_player"]["rating"] or 0)) / 800
        roll = rng.random()
        game["result"] = "1-0" if roll < 0.4 + edge else "0-1" if roll > 0.75 + edge else "1/2-1/2"
    if round_number in FORFEITS:
        result, index = FORFEITS[round_number]
        games[index] |= {"result": result, "forfeit": True}
    if round_number == UNFINISHED[0]:
        games[UNFINISHED[1]]["result"] = "*"
    return games


def test_a_whole_event_as_a_platform_stores_it(client: TestClient) -> None:
    platform, rng = Platform(players=field_of_37(), byes=[HALF_BYE]), random.Random(20260201)
    numbers_fixed: dict[str, int] = {}
    for round_number in range(1, ROUNDS + 1):
        if round_number == 5:
            platform.byes.append(ZERO_BYE)
            platform.withdrawals.append(WITHDRAWAL)
        if round_number == 6:
            platform.players.append(LATE)
        response = client.post("/v1/swiss/pairings", json=platform.request(round_number))
        if round_number == UNFINISHED[0] + 1:
            problem = response.json()
            assert response.status_code == 409 and problem["type"] == "/problems/unfinished-games", response.text
            [unfinished] = problem["errors"]
            assert unfinished["where"] == f"/event/rounds/{UNFINISHED[0] - 1}/games/{UNFINISHED[1]}"
            platform.rounds[-1]["games"][UNFINISHED[1]]["result"] = "1/2-1/2"  # the result comes in
            response = client.post("/v1/swiss/pairings", json=platform.request(round_number))
        assert response.status_code == 200, (round_number, response.text)
        answer = response.json()
        assert answer["round"] == round_number and answer["warnings"] == [], answer["warnings"]

        numbers = answer["pairing_numbers"]
        if round_number == 4:
            numbers_fixed = dict(numbers)
        if round_number > 4:
            assert {p: numbers[p] for p in numbers_fixed} == numbers_fixed, "C.04.2 B.3: no number changes"
        if round_number >= 6:
            assert numbers[LATE["id"]] == 38, "the late entrant takes the next number"
        trf = event_as_trf(platform.request(round_number)["event"], round_number, numbers)
        by_trf = client.post("/v1/swiss/pairings", json={"system": "dutch", "round": round_number, "trf": trf})
        assert by_trf.status_code == 200, by_trf.text
        compare(answer, by_trf.json())

        absent = {p["id"]: p["reason"] for p in answer["absent_players"]}
        expected = {b["player"]: b["kind"] for b in (HALF_BYE, ZERO_BYE) if b["round"] == round_number}
        assert absent == expected | ({WITHDRAWAL["player"]: "withdrawn"} if round_number >= 5 else {})
        platform.rounds.append({"games": results(answer, round_number, rng), "byes": answer["record"]["byes"]})

    render = client.post("/v1/trf/render", json={"event": platform.request(ROUNDS)["event"]}).text
    assert not [line for line in render.splitlines() if line.startswith("240")], "nothing past XXR"
    too_late = client.post("/v1/swiss/pairings", json=platform.request(ROUNDS))
    assert too_late.status_code == 409, "round 8 is played: asking for it again is refused"
