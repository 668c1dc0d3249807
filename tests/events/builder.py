"""Hand-worked Swiss states for the event tests: the Swedish tests' builder, made pairable by
the Dutch engine too (number of rounds, initial colour of pairing number 1)."""

from __future__ import annotations

from domain.model import Color, Tournament
from tests.swedish.builder import Swiss


def event(players: int, ratings: list[int] | None = None) -> Swiss:
    """Players 1..n (ratings descending unless given); record games with ``.games(...)``."""
    return Swiss(players, ratings)


def for_dutch(builder: Swiss, rounds: int = 5) -> Tournament:
    """The built state with ``XXR rounds`` and ``XXC white1``."""
    tournament = builder.build()
    tournament.total_rounds = rounds
    tournament.initial_color = Color.WHITE
    return tournament
