"""The initial rating of an unrated player (B.02 8.2 and 7.1.4), worked by hand from the text.

8.2.2: Ra = (sum of the rated opponents' ratings + 2 x 1800) / (n + 2), the two hypothetical games
drawn; 8.2.3: Ru = Ra + dp (table 8.1.1), rounded, at most 2200; 7.1.4: published from 5 games
against rated opponents, at least 1400."""

from __future__ import annotations

from fractions import Fraction

from domain.ratings.event_ratings import rate_event
from domain.ratings.initial_rating import InitialRating
from tests.ratings.builders import Opponent, event


def _initial(rounds: list[Opponent], rated_games: int | None = None) -> InitialRating:
    return rate_event(event(list(rounds), rating=None, rated_games=rated_games)).initial[1]


def test_a_first_rating_from_five_games() -> None:
    """1800 (win), 1900 (draw), 2000 (loss), 1700 (win), 1600 (draw): 3 points.
    Ra = (9000 + 3600) / 7 = 1800; p = (3 + 1) / 7 = 57.1 % -> 57 -> dp 50; Ru = 1850, published."""
    games = [
        Opponent(1800, None, "FRA", "1"),
        Opponent(1900, None, "FRA", "="),
        Opponent(2000, None, "FRA", "0"),
        Opponent(1700, None, "FRA", "1"),
        Opponent(1600, None, "FRA", "="),
    ]
    initial = _initial(games)
    assert (initial.games, initial.score, initial.opponents_total) == (5, 3, 9000)
    assert (initial.average, initial.percentage, initial.dp, initial.rating) == (1800, 57, 50, 1850)
    assert initial.published and "8.2.3" in initial.status


def test_fewer_than_five_games_give_the_figures_so_far() -> None:
    """7.1.4: 3 games against 1500, 1600, 1700 with 2 points. Ra = (4800 + 3600) / 5 = 1680;
    p = 3 / 5 = 60 % -> dp 72; 1752 so far, not published: the other events of 26 months are pooled."""
    games = [Opponent(1500, None, "FRA", "1"), Opponent(1600, None, "FRA", "1"), Opponent(1700, None, "FRA", "0")]
    initial = _initial(games)
    assert (initial.average, initial.dp, initial.rating, initial.published) == (1680, 72, 1752, False)
    assert "3 of the 5" in initial.status


def test_a_zero_in_the_first_event_is_disregarded() -> None:
    """8.2.1. Five losses against 1800: nothing is computed in a first event. With rated games before
    it (not the first event): Ra = (9000 + 3600) / 7 = 1800, p = 1/7 = 14 % -> dp -309, Ru 1491."""
    losses = [Opponent(1800, None, "FRA", "0")] * 5
    first = _initial(losses)
    assert first.rating is None and "8.2.1" in first.status
    later = _initial(losses, rated_games=4)
    assert (later.average, later.percentage, later.dp, later.rating, later.published) == (1800, 14, -309, 1491, True)


def test_the_maximum_initial_rating_is_2200() -> None:
    """8.2.3. Five wins against 2300: Ra = (11500 + 3600) / 7 = 2157.14; p = 6/7 = 85.7 % -> 86 ->
    dp 309; Ra + dp = 2466.14, published as 2200."""
    initial = _initial([Opponent(2300, None, "FRA", "1")] * 5)
    assert initial.average == Fraction(15100, 7) and initial.exact == Fraction(15100, 7) + 309
    assert initial.rating == 2200 and "2200" in initial.status


def test_a_result_under_1400_is_not_published() -> None:
    """7.1.4 "The rating must be at least 1400": one draw and four losses against 1400 (not a first
    event): Ra = (7000 + 3600) / 7 = 1514.29; p = 1.5 / 7 = 21.4 % -> 21 -> dp -230; Ru 1284."""
    games = [Opponent(1400, None, "FRA", "=")] + [Opponent(1400, None, "FRA", "0")] * 4
    initial = _initial(games, rated_games=2)
    assert (initial.percentage, initial.rating, initial.published) == (21, 1284, False)
    assert "1400" in initial.status


def test_games_against_unrated_opponents_do_not_count() -> None:
    """7.1.4 counts games against rated opponents: the win against an unrated player is listed as not
    counted; one game against 1600 remains (a draw): Ra = (1600 + 3600) / 3 = 1733.33, p = 50 %."""
    initial = _initial([Opponent(None, None, "FRA", "1"), Opponent(1600, None, "FRA", "=")])
    assert initial.games == 1 and initial.rounds[0].not_rated is not None and "7.1.4" in initial.rounds[0].not_rated
    assert (initial.percentage, initial.rating) == (50, 1733)
