"""Corrections (seed F7; GHR 2026 Art. 4.4): a wrongly recorded result or colours.

The service is stateless: a correction is a new request carrying the corrected history. The
next round is paired from it, and ``POST /v1/swiss/check`` tells whether a pairing published
before the correction still satisfies the absolute criteria (F6: a published pairing stands
unless it breaks them).
"""

from __future__ import annotations

from domain.swiss.dutch import DUTCH_2025, pair_dutch
from domain.swiss.dutch.checker import check_dutch
from domain.trf import render_trf
from tests.events.builder import event, for_dutch

#: Round 2 as recorded before any correction (the round-2 pairing the engine makes from the
#: round-1 result is 2-1, 4-3, 6-5; see the first test).
ROUND_2 = ((2, 1, "="), (4, 3, "0"), (6, 5, "0"))
#: The round-3 pairing published from the uncorrected history (derived in the first test).
PUBLISHED = [(3, 2), (1, 5), (6, 4)]


def _state(round_2=ROUND_2):
    # Round 1 (XXC white1): 1-4 1-0, 5-2 0-1, 3-6 1-0. Five rounds in all, so round 3 has no
    # topscorers.
    return for_dutch(event(6).games(1, (1, 4, "1"), (5, 2, "0"), (3, 6, "1")).games(2, *round_2))


def test_round_3_as_published():
    # Round 2: 1, 2, 3 on 1: 1-2 (S1 {1} v S2 {2,3}), 2 had Black: 2-1; 3 floats to the 0
    #   bracket and meets 4 (3 had White, 4 Black): 4-3; then 6-5 (6 had Black).
    # After round 2 (=, 3 wins, 5 wins): 3: 2; 1, 2: 1 1/2; 5: 1; 4, 6: 0. Every colour
    #   history alternates, so every preference is mild: 1, 3, 5 want White; 2, 4, 6 Black.
    # Round 3: 3 floats into {1,2} (1 and 2 met). 3-2 meets both preferences, 3-1 neither of
    #   1's and 3's; so 3-2 and 1 floats to 5. 1 and 5 both want White with equal histories:
    #   the higher-ranked 1 gets it, 1-5. 4-6 both want Black: 4 outranks 6, 6-4.
    state = for_dutch(event(6).games(1, (1, 4, "1"), (5, 2, "0"), (3, 6, "1")))
    assert pair_dutch(state, DUTCH_2025).boards == [(2, 1), (4, 3), (6, 5)]
    assert pair_dutch(_state(), DUTCH_2025).boards == PUBLISHED


def test_a_corrected_result_keeps_the_published_pairing_legal():
    # The round-2 game 6-5 was won by 6, not 5. Scores change (5: 0, 6: 1) but no absolute
    # criterion depends on them before the last round: the published pairing still stands,
    # although the engine would now pair differently.
    corrected = _state(((2, 1, "="), (4, 3, "0"), (6, 5, "1")))
    report = check_dutch(corrected, DUTCH_2025, PUBLISHED, None)
    assert report.violations == []
    assert report.engine is not None and report.engine.boards != PUBLISHED


def test_corrected_colours_can_break_the_published_pairing():
    # The round-2 game 4-3 was played with 3 White, 4 Black. Now 3 has W W and 4 B B: the
    # published 3-2 gives 3 a third White in a row and 6-4 gives 4 a third Black (C.04.1
    # colour limits, [C3]): the pairing must be changed (F6 / Art. 4.4).
    corrected = _state(((2, 1, "="), (3, 4, "1"), (6, 5, "0")))
    report = check_dutch(corrected, DUTCH_2025, PUBLISHED, None)
    assert {(v.criterion, v.players) for v in report.violations} == {("colour", (3,)), ("colour", (4,))}
    # The next round from the corrected history respects the limits again.
    repaired = pair_dutch(corrected, DUTCH_2025)
    assert (3, 2) not in repaired.boards and (6, 4) not in repaired.boards


def test_corrected_colours_that_keep_the_published_pairing_legal(client):
    # The round-2 game 6-5 was played with 5 White: 5 now has W W, 6 B B. The published 1-5
    # gives 5 Black and 6-4 gives 6 White: still legal. Checked over HTTP with the TRF of the
    # corrected history.
    corrected = _state(((2, 1, "="), (4, 3, "0"), (5, 6, "1")))
    body = {
        "system": "dutch",
        "trf": render_trf(corrected),
        "pairing": {"pairs": [{"white": w, "black": b} for w, b in PUBLISHED], "bye": None},
    }
    answer = client.post("/v1/swiss/check", json=body)
    assert answer.status_code == 200, answer.text
    assert answer.json()["valid"] is True and answer.json()["violations"] == []
