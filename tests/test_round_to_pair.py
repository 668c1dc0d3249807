"""The round to pair (api.md): the round after the last played round, checked on its own.

A round is played when somebody has a game (or forfeit) or the pairing-allocated bye in it, or
when every player has an entry in it. Byes asked for the round to pair are requests, and an
answer that pairs nobody while players are registered is refused (409), never a success.
"""

from __future__ import annotations

import pytest

from domain.errors import NobodyToPair, RoundNotPairable
from domain.swiss.dutch import DUTCH_2017, DUTCH_2025, pair_dutch
from domain.swiss.round_to_pair import round_to_pair
from domain.swiss.swedish.engine import pair_swedish
from tests.events.builder import event, for_dutch


def two_rounds_of_four():
    return event(4).games(1, (1, 3, "1"), (4, 2, "0")).games(2, (2, 1, "="), (3, 4, "1"))


def test_a_fresh_tournament_pairs_round_one() -> None:
    assert round_to_pair(event(4).build()) == 1


def test_the_round_after_the_last_game() -> None:
    assert round_to_pair(two_rounds_of_four().build()) == 3


def test_late_entrants_with_blank_early_rounds_do_not_hold_a_round_open() -> None:
    """Players 5 and 6 join in round 3: nothing recorded for rounds 1-2, the next round is 3."""
    builder = two_rounds_of_four()
    late = event(6).tournament.players
    builder.tournament.players.update({5: late[5], 6: late[6]})
    assert round_to_pair(builder.build()) == 3
    result = pair_dutch(for_dutch(builder), DUTCH_2025)
    assert result.round_number == 3 and {5, 6} <= {p for pair in result.boards for p in pair}


def test_late_entrant_with_zero_byes_entered_for_the_rounds_missed() -> None:
    builder = two_rounds_of_four()
    builder.tournament.players.update({5: event(5).tournament.players[5]})
    builder.bye(1, 5, "Z").bye(2, 5, "Z")
    assert round_to_pair(builder.build()) == 3


def test_a_round_in_which_everyone_had_a_bye_or_was_absent_is_over() -> None:
    builder = event(4).games(1, (1, 3, "1"), (4, 2, "0"))
    for player, code in ((1, "H"), (2, "H"), (3, "Z"), (4, "F")):
        builder.bye(2, player, code)
    tournament = for_dutch(builder)
    assert round_to_pair(tournament) == 3
    result = pair_dutch(tournament, DUTCH_2025)
    assert result.round_number == 3 and len(result.boards) == 2


def test_byes_asked_for_the_round_to_pair_are_requests_not_a_played_round() -> None:
    """Two of four players asked for a bye in round 3: round 3 is still the one to pair."""
    builder = two_rounds_of_four().bye(3, 2, "H").bye(3, 3, "Z")
    tournament = for_dutch(builder)
    assert round_to_pair(tournament) == 3
    result = pair_dutch(tournament, DUTCH_2025)
    assert (result.round_number, sorted(result.absent)) == (3, [2, 3])
    assert [sorted(pair) for pair in result.boards] == [[1, 4]]


def test_a_requested_round_that_is_the_round_to_pair_is_accepted() -> None:
    assert round_to_pair(two_rounds_of_four().build(), requested_round=3) == 3


@pytest.mark.parametrize("requested", [1, 2, 4, 7])
def test_a_requested_round_other_than_the_round_to_pair_names_both_rounds(requested: int) -> None:
    with pytest.raises(RoundNotPairable) as caught:
        round_to_pair(two_rounds_of_four().build(), requested_round=requested)
    assert (caught.value.requested, caught.value.to_pair) == (requested, 3)
    assert f"round {requested}" in caught.value.reason and "round to pair is 3" in caught.value.reason


def everyone_asked_for_a_bye():
    """Every player named in a bye request for round 3 (not entries: the round stays open)."""
    builder = two_rounds_of_four()
    for player in range(1, 5):
        builder.request_bye(player, 3)
    return builder


@pytest.mark.parametrize("edition", [DUTCH_2025, DUTCH_2017], ids=lambda edition: edition.name)
def test_dutch_refuses_an_answer_that_pairs_nobody(edition) -> None:
    with pytest.raises(NobodyToPair, match=r"round 3.*4 players"):
        pair_dutch(for_dutch(everyone_asked_for_a_bye()), edition)


def test_swedish_refuses_an_answer_that_pairs_nobody() -> None:
    with pytest.raises(NobodyToPair, match=r"round 3.*4 players"):
        pair_swedish(everyone_asked_for_a_bye().build())


EDGE = "012 Round 3\nXXR 4\nXXC white1\n" + "\n".join(
    f"001 {n:>4}      Player{n:<27} {2500 - 100 * n:>4}{'':<28}{'':>4} {n:>4}" for n in range(1, 5)
)


@pytest.mark.parametrize("system", ["dutch", "dutch-2017", "swedish"])
def test_the_service_answers_409_when_nobody_can_be_paired(client, system: str) -> None:
    response = client.post("/v1/swiss/pairings", json={"system": system, "trf": EDGE + "\nXXZ 1 2 3 4\n"})
    assert response.status_code == 409, response.text
    assert response.json()["type"] == "/problems/nobody-to-pair" and "round 1" in response.json()["detail"]


def test_the_service_maps_a_round_mismatch_to_409_naming_both_rounds() -> None:
    from fastapi import FastAPI
    from fastapi.testclient import TestClient

    from service.http.error_handlers import install_error_handlers

    app = FastAPI()
    install_error_handlers(app)

    @app.get("/pair")
    def _pair() -> None:
        round_to_pair(two_rounds_of_four().build(), requested_round=5)

    response = TestClient(app).get("/pair")
    assert response.status_code == 409
    body = response.json()
    assert body["type"] == "/problems/round-not-pairable"
    assert "round 5" in body["detail"] and "round to pair is 3" in body["detail"]
