"""Double-Swiss tournaments for tests, written through the service's own encoding (two game rounds
per event round, :mod:`domain.swiss.double_swiss.record`)."""

from __future__ import annotations

from domain.model import Color, Player, Tournament
from domain.swiss.double_swiss.record import record_match, record_pab


def event(players: int, rounds: int = 7) -> Tournament:
    """``players`` players numbered 1..n, a ``rounds``-round event, initial colour White."""
    return Tournament(
        players={n: Player(n, name=f"Player {n}") for n in range(1, players + 1)},
        total_rounds=2 * rounds,
        initial_color=Color.WHITE,
    )


def play(
    tournament: Tournament, round_number: int, *matches: tuple[int, int, str, str], pab: int | None = None
) -> None:
    """Record one event round: (white in game 1, black, game 1, game 2) per match, and the PAB."""
    for white, black, game1, game2 in matches:
        record_match(tournament, round_number, white, black, game1, game2)
    if pab is not None:
        record_pab(tournament, round_number, pab)
