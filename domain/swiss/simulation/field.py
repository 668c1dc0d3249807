"""The generated field: players and ratings, who enters late, forbidden pairs, acceleration.

Pairing numbers follow the initial ranking (C.04.2 B: rating descending); ratings are drawn
uniformly between the scenario's lowest and highest, or given in pairing-number order (0 or
nothing: unrated). The header names the tournament (012) and its start date (042). Late
entrants keep their number and are recorded absent (``0000 - Z``) before their first round.
Baku acceleration (C.04.5.1 / C.04.7) is written as the explicit ``XXA`` records it amounts to,
which every engine reads.
"""

from __future__ import annotations

import random

from domain.model import Color, ForbiddenGroup, Player, Tournament
from domain.swiss.acceleration import baku
from domain.swiss.simulation.config import Scenario


def new_field(rng: random.Random, scenario: Scenario, title: str) -> tuple[Tournament, dict[int, int]]:
    """The tournament before round 1, and the first round of every late entrant."""
    ratings = field_ratings(rng, scenario)
    players = {
        number: Player(number=number, name=f"Test{number:04d} Player{number:04d}", rating=rating or None)
        for number, rating in enumerate(ratings, start=1)
    }
    tournament = Tournament(
        players=players,
        total_rounds=scenario.rounds,
        initial_color=Color.WHITE if scenario.initial_color == "white" else Color.BLACK,
        header=[("012", title), ("042", scenario.start_date)],
    )
    late = _late_entries(rng, scenario)
    tournament.forbidden = _forbidden_pairs(rng, scenario)
    if scenario.acceleration == "baku":
        tournament.acceleration = baku(tournament)
    return tournament, late


def field_ratings(rng: random.Random, scenario: Scenario) -> list[int]:
    """The ratings in pairing-number order: the scenario's, else drawn (0 = unrated)."""
    if scenario.ratings is not None:
        return list(scenario.ratings)
    return sorted(
        (rng.randint(scenario.lowest_rating, scenario.highest_rating) for _ in range(scenario.players)), reverse=True
    )


def _late_entries(rng: random.Random, scenario: Scenario) -> dict[int, int]:
    """Player -> first round, for players entering in round 2 or 3 (never when there is no such
    round); at least two players are there from round 1, so that round 1 has a game."""
    last = min(3, scenario.rounds)
    late: dict[int, int] = {}
    for number in range(1, scenario.players + 1):
        if rng.random() < scenario.late_entry_rate and last >= 2 and len(late) < scenario.players - 2:
            late[number] = rng.randint(2, last)
    return late


def _forbidden_pairs(rng: random.Random, scenario: Scenario) -> list[ForbiddenGroup]:
    numbers = rng.sample(range(1, scenario.players + 1), 2 * scenario.forbidden_pairs)
    return [ForbiddenGroup(tuple(sorted(numbers[i : i + 2]))) for i in range(0, len(numbers), 2)]
