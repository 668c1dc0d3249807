"""Issue 33 item 5: pairing numbers derived from the history as C.04.2 B.3 / C.3 fix them."""

from __future__ import annotations

from fastapi.testclient import TestClient

from domain.pairing_numbers import Entrant, complete_numbers, numbering_order
from tests.platform.test_games_document import pair, player

#: (key, rating, first round): b entered in round 3, e in round 5, f enters now.
ENTRANTS = [("a", 2400, 1), ("b", 2500, 3), ("c", 2300, 1), ("d", 2200, 2), ("e", 2600, 5), ("f", 2700, None)]


def entrants() -> list[Entrant]:
    return [Entrant(key, (-rating,), first) for key, rating, first in ENTRANTS]


def test_until_round_4_is_paired_everyone_is_numbered_by_the_initial_ranking() -> None:
    assert numbering_order(entrants(), 3) == ["f", "e", "b", "a", "c", "d"]


def test_from_round_5_the_first_four_rounds_keep_their_order_and_later_entrants_follow() -> None:
    assert numbering_order(entrants(), 4) == ["b", "a", "c", "d", "f", "e"]
    assert numbering_order(entrants(), 7) == ["b", "a", "c", "d", "e", "f"]


def test_pinned_numbers_stay_and_the_rest_follow_the_highest() -> None:
    assert complete_numbers(["b", "a", "c"], {"c": 1}) == {"c": 1, "b": 2, "a": 3}
    assert complete_numbers(["b", "a", "c"], {"b": 5}) == {"b": 5, "a": 6, "c": 7}


PLAYERS = [player(f"u-{k}", f"Player {k:02}, A", 2500 - 10 * k) for k in range(1, 11)]


def event(players: list[dict], rounds: list[dict]) -> dict:
    return {"rounds_total": 9, "initial_color": "white", "players": players, "rounds": rounds}


def test_a_late_entrant_after_round_4_gets_the_next_number_without_pinning(client: TestClient) -> None:
    rounds: list[dict] = []
    for _ in range(4):
        answer = pair(client, {"system": "dutch", "event": event(PLAYERS, rounds)})
        numbers = answer["pairing_numbers"]
        rounds.append({"games": [{"white": b["white"], "black": b["black"], "result": "1-0"} for b in answer["pairs"]]})
    late = player("u-100", "Zorn, Ada", 2700)
    answer = pair(client, {"system": "dutch", "event": event([late, *PLAYERS], rounds)})
    assert answer["pairing_numbers"] == {**numbers, "u-100": 11}, "nobody renumbered"
    pinned = [{**p, "pairing_number": numbers[p["id"]]} for p in PLAYERS]
    same = pair(client, {"system": "dutch", "event": event([late, *pinned], rounds)})
    assert same["pairing_numbers"] == answer["pairing_numbers"] and same["pairs"] == answer["pairs"]
