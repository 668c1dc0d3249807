"""The FIDE rating figures of every player of an event: the change of each rated player (B.02 8.3)
and the initial rating, or its figures so far, of each unrated one (8.2).

A player's rating is the one the tournament gives (the list in force at the start, as the ratings of
a TRF report are); none, or 0 (TRF's "unrated"), is unrated.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from domain.budget import Deadline
from domain.model import Player, Tournament
from domain.ratings.editions import B02_2024_START, RatingEdition, rating_edition
from domain.ratings.facts import birth_year, start_date
from domain.ratings.games import player_rounds
from domain.ratings.initial_rating import InitialRating, initial_rating
from domain.ratings.k_factor import RatingProfile
from domain.ratings.rating_change import RatingChange, rating_change


@dataclass(frozen=True, slots=True)
class EventRatings:
    """Every player's figures, the edition applied and the readings the event needed."""

    edition: RatingEdition
    start: date | None
    rounds: int
    changes: dict[int, RatingChange]
    initial: dict[int, InitialRating]
    notes: list[str] = field(default_factory=list)


def fide_rating(player: Player) -> int | None:
    """The player's rating, ``None`` when unrated (no rating, or TRF's 0)."""
    return player.rating or None


def rate_event(tournament: Tournament, last_round: int | None = None, deadline: Deadline | None = None) -> EventRatings:
    """The rating figures after ``last_round`` (default: every recorded round)."""
    deadline = deadline or Deadline.unlimited()
    rounds = tournament.recorded_rounds if last_round is None else min(last_round, tournament.recorded_rounds)
    start = start_date(tournament)
    edition = rating_edition(start)
    year = start.year if start is not None else None
    ratings = {number: fide_rating(player) for number, player in tournament.players.items()}
    changes: dict[int, RatingChange] = {}
    initial: dict[int, InitialRating] = {}
    for number, player in sorted(tournament.players.items()):
        deadline.check()
        played = player_rounds(player, rounds)
        rating = ratings[number]
        if rating is None:
            initial[number] = initial_rating(number, played, ratings, not player.rated_games)
        else:
            profile = RatingProfile(
                rating, player.k, birth_year(player.birth_date), player.rated_games, player.has_been_2400
            )
            changes[number] = rating_change(number, profile, played, ratings, edition, year)
    return EventRatings(edition, start, rounds, changes, initial, _notes(start))


def _notes(start: date | None) -> list[str]:
    if start is None:
        return [
            "no start date (event start_date, TRF 042): the edition in force today applies, and no player is "
            "taken as a junior for K"
        ]
    if start < B02_2024_START:
        return [
            "the event started before 1 March 2024, when the 2022 Rating Regulations applied; they are not "
            "implemented and the 2024 text was applied"
        ]
    return []
