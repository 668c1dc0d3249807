"""Tie-breaks of a Double-Swiss event count matches (issue 42; ``domain/tiebreaks/matches.py``).

C.04.5's preface: a match is forfeited only when a player forfeits both games, and a single
forfeited game inside a match counts as played for tie-breaks. Where C.07 says nothing (how a
two-game match enters a tie-break), the documented reading: an event round is one round of C.07,
so Buchholz counts an opponent once and a cut drops a whole match; rating-based codes count games.
"""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient


def _game(white: str, black: str, result: str, game: int, forfeit: bool = False) -> dict[str, Any]:
    return {"white": white, "black": black, "result": result, "game": game, **({"forfeit": True} if forfeit else {})}


#: A beats B 2-0, C and D share 1-1; then A beats C 1½-½ (game 1 drawn, C forfeits game 2: the
#: match is played) and B wins a match D forfeits on both games (not played).
EVENT: dict[str, Any] = {
    "system": "double-swiss",
    "rounds_total": 3,
    "players": [{"id": name, "rating": 2000 + k} for k, name in enumerate("ABCD")],
    "rounds": [
        {
            "games": [
                _game("A", "B", "1-0", 1),
                _game("B", "A", "0-1", 2),
                _game("C", "D", "1-0", 1),
                _game("D", "C", "1-0", 2),
            ]
        },
        {
            "games": [
                _game("A", "C", "1/2-1/2", 1),
                _game("C", "A", "0-1", 2, forfeit=True),
                _game("B", "D", "1-0", 1, forfeit=True),
                _game("D", "B", "0-1", 2, forfeit=True),
            ]
        },
    ],
}


def _standings(client: TestClient, codes: list[str], **extra: Any) -> dict[str, dict[str, Any]]:
    body = {"event": EVENT, "tiebreaks": codes, "rules": "fide-2024", **extra}
    answer = client.post("/v1/standings", json=body)
    assert answer.status_code == 200, answer.text
    return {row["id"]: row for row in answer.json()["standings"]}


def test_buchholz_counts_each_opponent_once_and_a_cut_drops_a_whole_match(client: TestClient) -> None:
    rows = _standings(client, ["BH", "BH/C1"])
    # A met B (2 points, a forfeit win counts what it was awarded) and C (1.5): 3.5, not a game each (7).
    assert rows["A"]["tiebreaks"] == {"BH": 3.5, "BH/C1": 2}
    # B: A (3.5) and, for the match D forfeited, a dummy opponent on B's own score (2): C.07 16.4.
    assert rows["B"]["tiebreaks"] == {"BH": 5.5, "BH/C1": 3.5}


def test_a_single_forfeited_game_leaves_the_match_played_for_tie_breaks(client: TestClient) -> None:
    rows = _standings(client, ["REP", "WIN"])
    assert rows["C"]["points"] == 1.5 and rows["C"]["tiebreaks"]["REP"] == 2  # C's forfeited game 2: played
    assert rows["D"]["tiebreaks"]["REP"] == 1  # D forfeited a whole match: one voluntary unplayed round
    assert {name: rows[name]["tiebreaks"]["WIN"] for name in "ABCD"} == {"A": 2, "B": 1, "C": 0, "D": 0}


def test_rating_based_codes_count_the_games_played_over_the_board(client: TestClient) -> None:
    rows = _standings(client, ["ARO", "TPR"])
    # A's games over the board: two wins against B (2001) and a draw against C (2002); the forfeit is left out.
    assert rows["A"]["tiebreaks"]["ARO"] == 2001  # (2001 + 2001 + 2002) / 3, half up
    assert rows["A"]["tiebreaks"]["TPR"] == 2001 + 273  # 5 of 6 half-points, 0.83: dp 273 (B.02 8.1.1)


def test_standings_after_an_event_round_count_its_two_games(client: TestClient) -> None:
    answer = client.post("/v1/standings", json={"event": EVENT, "tiebreaks": ["BH"], "after_round": 1}).json()
    assert answer["rounds"] == 1
    assert {row["id"]: row["points"] for row in answer["standings"]} == {"A": 2, "B": 0, "C": 1, "D": 1}


def test_a_match_half_recorded_in_trf_is_refused_not_dropped(client: TestClient) -> None:
    text = client.post("/v1/trf/render", json={"event": EVENT}).text
    cut = "\n".join(line[: 91 + 30].rstrip() if line.startswith("001") else line for line in text.splitlines())
    answer = client.post("/v1/standings", json={"trf": cut, "tiebreaks": ["BH"]})
    assert answer.status_code == 422 and "record its game 2 first" in answer.json()["errors"][0]["message"]
