"""Adjourned and postponed games: a game with no result yet (``*``).

For pairing the Dutch engine counts it as a draw (seed 003 F9, C.04.2 D.1); the Swedish engine
as a win for both, or win/draw when the ratings differ by more than 200 (swedish.md §0). The
game is a meeting and its colours count in both systems. Standings refuse it unless told how.
"""

from __future__ import annotations

from domain.model import ResultCode
from domain.swiss.dutch import DUTCH_2025, pair_dutch
from domain.swiss.swedish import SwedishOptions, pair_swedish
from domain.trf import parse_trf, render_trf
from tests.events.builder import event, for_dutch


def test_dutch_counts_an_adjourned_game_as_a_draw():
    # Round 1 (XXC white1): 1-4 1-0, 5-2 adjourned, 3-6 1-0.
    # Pairing scores (F9): 1 and 3 have 1; 2 and 5 have 1/2 each; 4 and 6 have 0.
    # Bracket 1: 1-3. Both had White (strong Black preference), identical histories, so the
    #   higher-ranked 1 gets his preference: 3-1.
    # Bracket 1/2: 2 and 5 have met (the adjourned game is a meeting), so both float down.
    # Bracket 0: MDPs 2, 5 against residents 4, 6: 2-4 and 5-6 (the first candidate; 2-6/5-4
    #   breaks one colour preference as well). 2 and 4 both had Black: 2, on the higher score,
    #   gets White. 5 had White, 6 Black: 6-5.
    # Board order (F1): 3-1 (score 1); 2-4 and 6-5 both top 1/2 and sum 1/2: 2 outranks 5.
    # Counting the game as a loss for both would put 2 and 5 in the 0 bracket (2-6, 5-4), as a
    # win for both in the top bracket: the expected pairing tells the three apart.
    state = for_dutch(event(6).games(1, (1, 4, "1"), (5, 2, "*"), (3, 6, "1")))
    result = pair_dutch(state, DUTCH_2025)
    assert result.boards == [(3, 1), (2, 4), (6, 5)]
    assert result.bye is None


def _postponed_state(ratings: list[int]):
    # Swedish round 1 (odd: the upper half 1-3 gets Black): 4-1 postponed, 5-2 1-0, 6-3 =.
    return event(6, ratings).games(1, (4, 1, "*"), (5, 2, "1"), (6, 3, "=")).build()


def test_swedish_counts_a_postponed_game_as_a_win_for_both():
    # 1 (2300) and 4 (2200) are 100 apart: both count a win (§0).
    # Scores: 1, 4, 5 have 1; 3, 6 have 1/2; 2 has 0.
    # Group 1 {1,4,5} is odd (2.7): the strongest of the next group that makes it pairable, 3,
    #   moves up and is placed last in the lower half: upper 1,4 v lower 5,3: 1-5, 4-3.
    # Group 1/2 {6} alone (2.5): the strongest of the next group he has not met: 6-2.
    # Colours (§3): the player with fewer whites gets White: 1 (0) v 5 (1): 1 White; 3 (0) v 4
    #   (1, the postponed game's colour counts): 3 White; 2 (0) v 6 (1): 2 White.
    state = _postponed_state([2300, 2290, 2280, 2200, 2150, 2100])
    assert pair_swedish(state).boards == [(1, 5), (3, 4), (2, 6)]


def test_swedish_gap_of_more_than_200_gives_the_lower_rated_a_draw():
    # 1 (2500) is 300 above 4 (2200): 1 counts a win, 4 a draw (§0 special rule).
    # Scores: 1, 5 have 1; 3, 4, 6 have 1/2; 2 has 0.
    # Group 1 {1,5}: 1-5 (1 White: no white yet, 5 had one).
    # Group 1/2 {3,4,6} is odd: 2 (next group) moves up, last in the lower half: upper 3,4 v
    #   lower 6,2. 3-6 have met (2.3), so 2.6.d gives 3 the next free one, 2: 3-2, then 4-6.
    # Colours: 3 and 2 have no white: equal, the upper-half 3 gets White in an even round;
    #   4 and 6 one white each: the upper-half 4 gets White.
    state = _postponed_state([2500, 2350, 2300, 2200, 2150, 2100])
    assert pair_swedish(state).boards == [(1, 5), (3, 2), (4, 6)]


def test_swedish_gap_of_exactly_200_is_not_more_than_200():
    # 2400 v 2200: the strict ">" of the §0 decision keeps the win for both: as with 100 apart.
    state = _postponed_state([2400, 2390, 2380, 2200, 2150, 2100])
    assert pair_swedish(state).boards == [(1, 5), (3, 4), (2, 6)]


def test_swedish_gap_is_an_option():
    # The organiser may set another gap: with 350, the 300-point game is a win for both again.
    state = _postponed_state([2500, 2350, 2300, 2200, 2150, 2100])
    assert pair_swedish(state, SwedishOptions(postponed_rating_gap=350)).boards == [(1, 5), (3, 4), (2, 6)]


def test_an_adjourned_game_survives_the_trf_round_trip():
    state = for_dutch(event(6).games(1, (1, 4, "1"), (5, 2, "*"), (3, 6, "1")))
    again = parse_trf(render_trf(state))
    assert again.players[5].entry(1).result is ResultCode.ADJOURNED
    assert again.players[2].entry(1).opponent == 5
    assert pair_dutch(again, DUTCH_2025).boards == [(3, 1), (2, 4), (6, 5)]


def test_standings_refuse_an_adjourned_game_unless_told(client):
    state = for_dutch(event(6).games(1, (1, 4, "1"), (5, 2, "*"), (3, 6, "1")))
    trf = render_trf(state)
    refused = client.post("/v1/standings", json={"trf": trf, "tiebreaks": ["BH"]})
    assert refused.status_code == 422
    ranked = client.post("/v1/standings", json={"trf": trf, "tiebreaks": ["BH"], "adjourned_as": "draw"})
    assert ranked.status_code == 200, ranked.text
    points = {row["id"]: row["points"] for row in ranked.json()["standings"]}
    assert points[2] == points[5] == 0.5
