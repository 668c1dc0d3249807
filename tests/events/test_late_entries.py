"""Late entries (C.04.2 2026 Art. 2 / 2017 C.2-C.3): a player who joins after round 1.

How to send one: the player's entries for the rounds he missed are ``null`` (JSON) / blank
columns (TRF), or ``Z`` (``0000 - Z``) for zero points, or ``H`` when the regulations award half
a point; the points are exactly what the entries say. His pairing number is whatever the caller
gives (C.04.2 allows renumbering until round 4 is paired): the engine ranks by pairing number and
answers with the same numbers.

Dutch 2026: a missed round scoring nothing gives no float (Art. 1.4.3) and no colour, but it is
an unplayed game for [C9] (the PAB goes to the eligible player with fewest unplayed games).
"""

from __future__ import annotations

import pytest

from domain.model import ResultCode, RoundEntry
from domain.swiss.dutch import DUTCH_2025, pair_dutch
from domain.trf import render_trf
from tests.events.builder import event, for_dutch


def _late_seventh(missed: str | None):
    # Round 1 among 1-6 (XXC white1): 1-4 1-0, 5-2 =, 3-6 1-0. Player 7 joins for round 2.
    builder = event(7).games(1, (1, 4, "1"), (5, 2, "="), (3, 6, "1"))
    if missed is not None:
        builder.bye(1, 7, missed)
    state = for_dutch(builder)
    if missed is None:
        state.players[7].entries = [None]
    return state


@pytest.mark.parametrize("missed", [None, "Z"], ids=["blank", "Z"])
def test_late_entrant_with_a_missed_round_worth_nothing(missed):
    # Scores: 1, 3 have 1; 2, 5 have 1/2; 4, 6, 7 have 0 (7's missed round: 0 points, no float).
    # Bracket 1: 3-1 (both had White; 1 outranks 3 and gets his Black).
    # Bracket 1/2: 2 and 5 have met: both float down.
    # Bracket 0: MDPs 2, 5 and residents 4, 6, 7; five players, one PAB, which must go to a
    #   0-point player ([C5]). [C9]: 7 has an unplayed round (he was not there), 4 and 6 none,
    #   so the bye is 4's or 6's. Colours: 2 and 4 and 6 want White (had Black), 5 Black, 7 has
    #   no preference. Bye 6 with 2-7, 4-5 and bye 4 with 2-7, 6-5 both satisfy every
    #   preference; the lower-ranked 6 takes the bye.
    # Board order: 3-1; 2-7 and 4-5 each top 1/2 with sum 1/2: 2 outranks 5.
    result = pair_dutch(_late_seventh(missed), DUTCH_2025)
    assert result.boards == [(3, 1), (2, 7), (4, 5)]
    assert result.bye == 6


def test_late_entrant_awarded_half_a_point_for_the_missed_round():
    # The regulations award 1/2 for the missed round: entry H. Scores: 1, 3: 1; 2, 5, 7: 1/2;
    # 4, 6: 0.
    # Bracket 1: 3-1.
    # Bracket 1/2 {2,5,7}: one pair, one downfloater. S1 {2} v S2 {5,7}: 2-5 is a rematch, so
    #   2-7 (2 had Black: White; 7 no colour yet); 5 floats down.
    # Bracket 0 {5 (MDP), 4, 6}: the PAB goes to a 0-point player ([C5]), 4 or 6 (no unplayed
    #   games either); 5 (wants Black) meets the other, who wants White: the lower-ranked 6
    #   takes the bye, 4-5.
    # Board order: 3-1; 2-7 (top 1/2, sum 1) before 4-5 (top 1/2, sum 1/2).
    result = pair_dutch(_late_seventh("H"), DUTCH_2025)
    assert result.boards == [(3, 1), (2, 7), (4, 5)]
    assert result.bye == 6


def _late_fourth():
    # The same event, but the late entrant is rated between the old 3 and 4, so the organiser
    # renumbered before round 2: old 4, 5, 6 are now 5, 6, 7 and the late entrant is 4.
    # Round 1 in the new numbers: 1-5 1-0, 6-2 =, 3-7 1-0; 4 has no round-1 entry.
    state = for_dutch(event(7).games(1, (1, 5, "1"), (6, 2, "="), (3, 7, "1")))
    state.players[4].entries = [None]
    return state


def test_late_entrant_renumbered_keeps_the_numbers_given():
    # Scores: 1, 3: 1; 2, 6: 1/2; 4, 5, 7: 0.
    # Bracket 1: 3-1. Bracket 1/2: 2 and 6 have met: both float down.
    # Bracket 0: MDPs 2 (wants White), 6 (wants Black); residents 4 (late: no colour, one
    #   unplayed round), 5 and 7 (want White). [C9] keeps the PAB from 4: 5 or 7 gets it.
    #   Bye 7 with 2-4, 5-6 and bye 5 with 2-4, 7-6 satisfy every preference; the lower-ranked
    #   7 takes the bye.
    # Board order: 3-1; 2-4 before 5-6 (2 outranks 6). The answer speaks the numbers sent.
    result = pair_dutch(_late_fourth(), DUTCH_2025)
    assert result.boards == [(3, 1), (2, 4), (5, 6)]
    assert result.bye == 7


def test_late_entry_over_http_as_json_and_trf(client):
    trf = render_trf(_late_fourth())
    by_trf = client.post("/v1/swiss/pairings?system=dutch", content=trf, headers={"Content-Type": "text/plain"})
    assert by_trf.status_code == 200, by_trf.text
    document = client.post("/v1/trf/parse", content=trf, headers={"Content-Type": "text/plain"}).json()
    document = document.get("tournament", document)
    late = next(p for p in document["players"] if p["id"] == 4)
    assert late["rounds"] in ([], [None])
    by_json = client.post("/v1/swiss/pairings", json={"system": "dutch", "tournament": document})
    assert by_json.status_code == 200, by_json.text
    for answer in (by_trf.json(), by_json.json()):
        assert [(b["white"], b["black"]) for b in answer["pairs"]] == [(3, 1), (2, 4), (5, 6)]
        assert answer["bye"] == 7


def test_a_late_entrant_still_to_come_is_absent_not_paired():
    # A player registered for round 3 on (Z for rounds 1-2 already entered) is not paired in
    # round 2 (six players remain, so there is no bye at all).
    state = _late_seventh("Z")
    state.players[7].entries.append(RoundEntry.bye(ResultCode.ZERO_BYE))
    result = pair_dutch(state, DUTCH_2025)
    assert 7 in result.absent and result.bye is None
    assert all(7 not in board for board in result.boards)
