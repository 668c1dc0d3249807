"""The rating change of a rated player (B.02 8.3) and K (8.3.3), on examples worked by hand from the
text. The applicant is player 1 (:mod:`tests.ratings.builders`); PD comes from table 8.1.2."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from domain.ratings.editions import B02_2024, B02_2025
from domain.ratings.event_ratings import EventRatings, rate_event
from domain.ratings.games import RoundKind
from tests.ratings.builders import Opponent, event


def _one(rating: int, opponent: int, result: str, start: str = "2025-11-03", **player: Any) -> EventRatings:
    return rate_event(event([Opponent(opponent, None, "FRA", result)], rating=rating, start=start, **player))


def test_the_400_point_rule_and_the_2650_exception() -> None:
    """8.3.1 from 1 October 2025. 2700 draws with 2200: D = 500.
    The 2700 player (2650 and above) counts 500: PD .96 (row 485-517), Delta R = .5 - .96 = -.46,
    K 10 (rated over 2400): -4.6 -> -5. The 2200 player (below 2650) counts -400: PD .08 (row 392-411,
    L), Delta R = +.42, K 20: 8.4 -> 8.
    Before 1 October 2025 (B.02 of 1 March 2024) the 2700 player counts 400 too: PD .92, -.42 x 10 =
    -4.2 -> -4."""
    after = _one(2700, 2200, "=", start="2025-10-01")
    top, other = after.changes[1], after.changes[2]
    assert after.edition is B02_2025
    game = top.rounds[0]
    assert (game.difference, game.counted_difference, game.expected, game.delta) == (
        500,
        500,
        Fraction(96, 100),
        Fraction(-46, 100),
    )
    assert (top.k.value, top.exact, top.change, top.new_rating) == (10, Fraction(-46, 10), -5, 2695)
    assert (other.rounds[0].counted_difference, other.rounds[0].expected) == (-400, Fraction(8, 100))
    assert (other.k.value, other.change) == (20, 8)

    before = _one(2700, 2200, "=", start="2025-09-30")
    assert before.edition is B02_2024
    assert (before.changes[1].rounds[0].counted_difference, before.changes[1].change) == (400, -4)


def test_a_difference_over_400_is_capped_in_every_game() -> None:
    """8.3.1 (2024): no "only one upgrade per tournament" any more. 2000 beats 1500 and 1550: both
    count as 400, PD .92 twice, Delta R .08 + .08 = .16, K 20 -> 3.2 -> 3."""
    played = event(
        [Opponent(1500, None, "FRA", "1"), Opponent(1550, None, "GER", "1")], rating=2000, start="2025-11-03"
    )
    change = rate_event(played).changes[1]
    assert [g.counted_difference for g in change.rounds] == [400, 400]
    assert (change.delta, change.change) == (Fraction(16, 100), 3)


def test_half_points_round_away_from_zero() -> None:
    """8.3.4. K 10 (2450). A win against 2254: D = 196 (row 189-197), PD .75, +.25 x 10 = +2.5 -> +3.
    A loss against 2646: D = -196, PD .25, -.25 x 10 = -2.5 -> -3."""
    win, loss = _one(2450, 2254, "1").changes[1], _one(2450, 2646, "0").changes[1]
    assert (win.exact, win.change) == (Fraction(5, 2), 3)
    assert (loss.exact, loss.change) == (Fraction(-5, 2), -3)


def test_forfeits_and_byes_are_not_rated() -> None:
    """B.02 5.1. Round 1 a forfeit win, round 2 a pairing-allocated bye, round 3 a half-point bye,
    round 4 a draw with an equal opponent (PD .50, Delta R 0): one game rated, change 0, and the
    700 cap of 8.3.3 counts that one game only."""
    played = event(
        [Opponent(2100, None, "FRA", "+"), "U", "H", Opponent(2100, None, "GER", "=")],
        rating=2100,
        start="2025-11-03",
        k=40,
    )
    change = rate_event(played).changes[1]
    assert [(g.kind, g.not_rated is None) for g in change.rounds] == [
        (RoundKind.FORFEIT_WIN, False),
        (RoundKind.PAIRING_BYE, False),
        (RoundKind.BYE, False),
        (RoundKind.GAME, True),
    ]
    assert "5.1" in (change.rounds[0].not_rated or "") and "5.1" in (change.rounds[1].not_rated or "")
    assert (change.games, change.k.value, change.change) == (1, 40, 0)


def test_k_rules_of_8_3_3() -> None:
    """Each line of 8.3.3, for a win against an equal opponent (Delta R = +.5):
    K given 15 -> 7.5 -> 8; 2400 reached once (now 2350) -> 10 -> 5; fewer than 30 games -> 40 -> 20;
    30 games -> 20 -> 10; no games count given -> 20 (30 or more assumed, said in the notes)."""

    def k_of(rating: int = 2100, **player: Any) -> tuple[int, int]:
        change = _one(rating, rating, "1", **player).changes[1]
        return change.k.value, change.change

    assert k_of(k=15) == (15, 8)
    assert k_of(2350, has_been_2400=True, rated_games=200) == (10, 5)
    assert k_of(2420) == (10, 5)
    assert k_of(rated_games=29) == (40, 20)
    assert k_of(rated_games=30) == (20, 10)
    assert k_of() == (20, 10)
    assert any("30 or more" in note for note in _one(2100, 2100, "1").changes[1].notes)


def test_a_junior_keeps_40_until_the_end_of_the_year_of_the_18th_birthday() -> None:
    """8.3.3: "K = 40 for all players until the end of the year of their 18th birthday, as long as
    their rating remains under 2300". An event starting 3 November 2025: born 31 December 2007
    (18 in 2025) -> 40; born 2006 (19) -> 20; born 2008 but rated 2300 -> 20; without the event's
    start date the junior line cannot be applied -> 20, said in the notes."""

    def k_of(rating: int, born: str, start: str = "2025-11-03") -> int:
        return _one(rating, rating, "1", start=start, birth_date=born, rated_games=120).changes[1].k.value

    assert k_of(2100, "2007/12/31") == 40
    assert k_of(2100, "2006/01/01") == 20
    assert k_of(2300, "2008/05/01") == 20
    assert k_of(2100, "2007/12/31", start="2026-01-02") == 20
    no_date = rate_event(event([Opponent(2100, None, "FRA", "1")], rating=2100, birth_date="2010/01/01"))
    assert no_date.changes[1].k.value == 20 and any("start date" in n for n in no_date.changes[1].notes)


def test_the_700_cap() -> None:
    """8.3.3: K x n may not exceed 700. 18 games at K 40 would be 720: K = 700 // 18 = 38. 17 games:
    680, K stays 40. 18 draws against equal opponents change nothing; one win of 18 against an equal
    opponent gives +.5 x 38 = 19."""
    draws = [Opponent(1800, None, "FRA", "=")] * 17
    capped = rate_event(event([*draws, Opponent(1800, None, "GER", "1")], rating=1800, k=40)).changes[1]
    assert (capped.k.base, capped.k.value, capped.k.capped, capped.change) == (40, 38, True, 19)
    uncapped = rate_event(event(draws, rating=1800, k=40)).changes[1]
    assert (uncapped.k.value, uncapped.k.capped) == (40, False)


def test_a_game_against_an_unrated_player_changes_no_rating() -> None:
    """8.3.1 rates "each game played against a rated player": the win against the unrated opponent is
    listed, not rated; the draw against 2000 (D = 0, PD .50) is."""
    played = event([Opponent(None, None, "FRA", "1"), Opponent(2000, None, "GER", "=")], rating=2000)
    change = rate_event(played).changes[1]
    assert "8.3.1" in (change.rounds[0].not_rated or "") and change.rounds[0].delta is None
    assert (change.games, change.delta, change.change) == (1, 0, 0)
