"""The initial rating Ru of an unrated player (B.02 8.2, 7.1.4), or the figures so far.

7.1.4: "A rating for a player new to the list shall be published when it is based on at least 5 games
against rated opponents. This need not be met in one tournament. Results from other tournaments
played within consecutive rating periods of not more than 26 months are pooled to obtain the initial
rating. The rating must be at least 1400."
8.2.1: "If an unrated player scores zero in their first event this score is disregarded."
8.2.2: Ra is the average rating of the rated opponents plus two hypothetical opponents rated 1800,
both games against them counted as draws. 8.2.3: Ru = Ra + dp, rounded to the nearest whole number;
the maximum initial rating is 2200.

Readings: only games over the board against rated opponents count (7.1.4 "games against rated
opponents"; B.02 5.1 for forfeits); the score of 8.2.1 is the score in those games; the event is the
player's first when the caller gives no earlier rated games (``rated_games`` absent or 0); p enters
table 8.1.1 in whole per cent, 0.5 % up (as B.01 1.4.9 says for the same table; 8.2.3 is silent);
Ra is not rounded before dp is added, Ru is (0.5 upward, B.01 1.4.7 b's rule); the 2200 maximum is
applied after rounding. The service sees one event: results of earlier events that 7.1.4 pools are
not known to it, so fewer than 5 games give the figures so far, not a rating.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from domain.ratings.games import PlayerRound
from domain.ratings.rating_change import NOT_RATED, GameFigures
from domain.ratings.rounding import round_half_up
from domain.ratings.tables import dp, percentage

#: 7.1.4: games against rated opponents a first rating needs, and the lowest rating published.
GAMES_NEEDED = 5
RATING_FLOOR = 1400
#: 8.2.2: the two hypothetical opponents, and 8.2.3's maximum.
HYPOTHETICAL_RATING = 1800
HYPOTHETICAL_GAMES = 2
MAXIMUM_INITIAL = 2200
UNRATED_OPPONENT = "B.02 7.1.4: a first rating counts games against rated opponents only"


@dataclass(frozen=True, slots=True)
class InitialRating:
    """An unrated player's figures of 8.2 over the games against rated opponents, and the outcome."""

    player: int
    rounds: list[GameFigures]
    games: int
    score: Fraction
    opponents_total: int
    average: Fraction | None
    percentage: int | None
    dp: int | None
    exact: Fraction | None
    rating: int | None
    status: str

    @property
    def published(self) -> bool:
        """Whether this event alone completes what 7.1.4 asks of a first rating."""
        return self.rating is not None and self.games >= GAMES_NEEDED and self.rating >= RATING_FLOOR


def initial_rating(
    player: int, rounds: list[PlayerRound], ratings: dict[int, int | None], first_event: bool
) -> InitialRating:
    """The figures of 8.2 for an unrated player's games against rated opponents in this event."""
    figures = [_figures(record, ratings) for record in rounds]
    rated = [game for game in figures if game.not_rated is None]
    games = len(rated)
    score = sum((game.score for game in rated if game.score is not None), Fraction(0))
    total = sum(game.opponent_rating for game in rated if game.opponent_rating is not None)
    if games == 0:
        return InitialRating(
            player, figures, 0, score, 0, None, None, None, None, None, "no game against a rated opponent"
        )
    if score == 0 and first_event:
        status = "B.02 8.2.1: a zero score in the player's first event is disregarded"
        return InitialRating(player, figures, games, score, total, None, None, None, None, None, status)
    average = Fraction(total + HYPOTHETICAL_GAMES * HYPOTHETICAL_RATING, games + HYPOTHETICAL_GAMES)
    points = percentage(score + Fraction(HYPOTHETICAL_GAMES, 2), games + HYPOTHETICAL_GAMES)
    difference = dp(points)
    exact = average + difference
    rating = min(round_half_up(exact), MAXIMUM_INITIAL)
    status = _status(games, rating, exact)
    return InitialRating(player, figures, games, score, total, average, points, difference, exact, rating, status)


def _figures(record: PlayerRound, ratings: dict[int, int | None]) -> GameFigures:
    """A round of an unrated player: a game against a rated opponent counts (7.1.4), no other does."""
    base = GameFigures(record.round, record.opponent, record.kind, record.score)
    if not record.is_game:
        return replace(base, not_rated=NOT_RATED[record.kind])
    rating = ratings.get(record.opponent) if record.opponent is not None else None
    if rating is None:
        return replace(base, not_rated=UNRATED_OPPONENT)
    return replace(base, opponent_rating=rating)


def _status(games: int, rating: int, exact: Fraction) -> str:
    if games < GAMES_NEEDED:
        return (
            f"B.02 7.1.4: {games} of the {GAMES_NEEDED} games against rated opponents a first rating needs; "
            "results of other events within 26 months are pooled with these"
        )
    if rating < RATING_FLOOR:
        return f"B.02 7.1.4: {rating} is below {RATING_FLOOR}, the lowest rating published"
    if round_half_up(exact) > MAXIMUM_INITIAL:
        return f"B.02 8.2.3: the maximum initial rating is {MAXIMUM_INITIAL}"
    return "B.02 8.2.3: Ru = Ra + dp"
