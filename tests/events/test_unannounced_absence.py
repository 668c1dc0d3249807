"""Seed F8 / C.04.2 D.2: a player absent without notice is treated as withdrawn.

The absence is stated (JSON ``unannounced_absences``, TRF ``XXU``, or the request), never read
from a forfeit: a forfeit loss can be a notified late arrival, and forfeit losers are paired
again. With the option on (the default) the player is absent from every later round and listed
in ``withdrawn``; both Swiss engines apply the same rule.
"""

from __future__ import annotations

import pytest

from domain.errors import InvalidInput
from domain.model import UnannouncedAbsence
from domain.swiss.dutch import DUTCH_2025, DutchOptions, pair_dutch
from domain.swiss.swedish import SwedishOptions, pair_swedish
from domain.trf import parse_trf, render_trf
from tests.events.builder import event, for_dutch


def _dutch_state(stated: bool = True):
    # Round 1 (7 players, XXC white1): 1-4 1-0, 5-2 0-1, 3-6 won by 3 on forfeit, 7 the PAB.
    builder = event(7).games(1, (1, 4, "1"), (5, 2, "0"), (3, 6, "+")).bye(1, 7)
    if stated:
        builder.absent_without_notice(1, 6)
    return for_dutch(builder)


def test_dutch_withdraws_a_player_absent_without_notice():
    # 6 is withdrawn: 1, 2, 3, 4, 5, 7 remain (even: no bye).
    # Scores: 1, 2, 3 (forfeit win), 7 (PAB) have 1; 4, 5 have 0.
    # Bracket 1: S1 {1,2} v S2 {3,7}: 1-3 and 2-7, nobody has met. 1 had White (prefers Black),
    #   3 and 7 have no played game (no preference): 3-1; 2 had Black: 2-7.
    # Bracket 0: 4-5; 4 had Black, 5 White: 4-5.
    # Board order (F1): 3-1 and 2-7 on 1 point (1 outranks 2), then 4-5.
    result = pair_dutch(_dutch_state(), DUTCH_2025)
    assert result.boards == [(3, 1), (2, 7), (4, 5)]
    assert result.bye is None
    assert result.absent == [6] and result.withdrawn == [6]


def test_dutch_pairs_a_forfeit_loser_whose_absence_is_not_stated():
    # Same round without the statement: 6 is paired (a forfeit is no proof of an unnotified
    # absence). Seven players: bracket 1 as before; bracket 0 {4,5,6} downfloats one player
    # to the PAB. Every choice keeps the colour preferences, so [C9] (2026 Art. 2.4.4: fewest
    # unplayed games of the PAB recipient) decides: 6 already has an unplayed round (the
    # forfeit), 4 and 5 none; of those, the lower-ranked 5 gets the bye. 4 (had Black) v 6
    # (no played game): 4-6.
    result = pair_dutch(_dutch_state(stated=False), DUTCH_2025)
    assert result.boards == [(3, 1), (2, 7), (4, 6)]
    assert result.bye == 5
    assert result.absent == [] and result.withdrawn == []


def test_dutch_option_off_pairs_the_absent_player_again():
    result = pair_dutch(_dutch_state(), DUTCH_2025, options=DutchOptions(unannounced_absence_withdraws=False))
    assert result.boards == [(3, 1), (2, 7), (4, 6)] and result.bye == 5
    assert result.absent == [] and result.withdrawn == []


def test_the_withdrawal_lasts_for_every_later_round():
    # Round 2 as paired above, played: 3-1 =, 2-7 1-0, 4-5 0-1; 6 not paired (entry Z).
    # Round 3: 6 is still withdrawn although his absence was in round 1.
    builder_state = event(7).games(1, (1, 4, "1"), (5, 2, "0"), (3, 6, "+")).bye(1, 7)
    builder_state.games(2, (3, 1, "="), (2, 7, "1"), (4, 5, "0")).bye(2, 6, "Z").absent_without_notice(1, 6)
    state = for_dutch(builder_state)
    result = pair_dutch(state, DUTCH_2025)
    assert result.round_number == 3
    assert 6 in result.absent and result.withdrawn == [6]
    assert all(6 not in board for board in result.boards) and result.bye != 6


def test_swedish_withdraws_a_player_absent_without_notice():
    # Swedish round 1, 7 players and X: upper 1-4 v lower 5,6,7,X: 5-1, 6-2, 7-3 (the upper half
    # has Black in odd rounds), 4 meets X. Results: 1 wins, 2 wins by forfeit (6 did not come,
    # without notice), 3 wins.
    # Round 2: 6 withdrawn, six players, no X. Scores: 1, 2, 3, 4 have 1; 5, 7 have 0.
    # Group 1: upper 1,2 v lower 3,4: 1-3, 2-4. Group 0: 5-7.
    # Colours (§3, even round): 1 and 3 have no white: the upper-half 1 gets White; 2 has no
    # white (a forfeit leaves no colour), 4 met X (counts as White): 2 White; 5 and 7 one white
    # each: the upper-half 5 White.
    builder = event(7).games(1, (5, 1, "0"), (6, 2, "-"), (7, 3, "0")).bye(1, 4).absent_without_notice(1, 6)
    pairing = pair_swedish(builder.build())
    assert pairing.boards == [(1, 3), (2, 4), (5, 7)]
    assert pairing.bye is None and pairing.withdrawn == [6] and pairing.absent == [6]
    # Option off: 6 is paired again; with 7 players X returns and falls to 6 (group 0: upper
    # 5,6 v lower 7,X: 5-7, 6-X).
    kept = pair_swedish(builder.build(), SwedishOptions(unannounced_absence_withdraws=False))
    assert kept.withdrawn == [] and kept.bye == 6


def test_xxu_record_round_trips_and_is_read():
    state = _dutch_state()
    text = render_trf(state)
    assert "XXU   1    6" in text
    again = parse_trf(text)
    assert again.unannounced_absences == [UnannouncedAbsence(6, 1)]
    assert pair_dutch(again, DUTCH_2025).withdrawn == [6]


def test_an_absence_in_the_round_being_paired_is_refused():
    state = _dutch_state(stated=False)
    state.unannounced_absences.append(UnannouncedAbsence(6, 2))
    with pytest.raises(InvalidInput, match="not yet played"):
        pair_dutch(state, DUTCH_2025)


def _json_state(client, stated: bool = True):
    trf = render_trf(_dutch_state(stated))
    return client.post("/v1/trf/parse", content=trf, headers={"Content-Type": "text/plain"}).json()


@pytest.mark.parametrize("system", ["dutch", "swedish"])
def test_http_absence_in_the_document_or_in_the_request(client, system):
    document = _json_state(client, stated=False)
    document = document.get("tournament", document)
    in_request = client.post(
        "/v1/swiss/pairings",
        json={"system": system, "tournament": document, "unannounced_absences": [{"player": 6, "round": 1}]},
    )
    assert in_request.status_code == 200, in_request.text
    assert in_request.json()["withdrawn"] == [6] and 6 in in_request.json()["absent"]
    document["unannounced_absences"] = [{"player": 6, "round": 1}]
    in_document = client.post("/v1/swiss/pairings", json={"system": system, "tournament": document})
    assert in_document.json()["withdrawn"] == [6]
    off = client.post(
        "/v1/swiss/pairings", json={"system": system, "tournament": document, "unannounced_absence_withdraws": False}
    )
    assert off.json()["withdrawn"] == [] and 6 not in off.json()["absent"]


def test_http_unknown_absent_player_is_a_422_naming_the_field(client):
    document = _json_state(client)
    document = document.get("tournament", document)
    answer = client.post(
        "/v1/swiss/pairings",
        json={"system": "dutch", "tournament": document, "unannounced_absences": [{"player": 99, "round": 1}]},
    )
    assert answer.status_code == 422
    assert any("/unannounced_absences/0/player" in e["where"] for e in answer.json()["errors"])
