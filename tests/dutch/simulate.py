"""Random but legal Swiss tournaments, played round by round with a pairing engine.

Used by property tests: results follow ratings loosely, some players ask for byes or are
absent, some games are forfeited. Deterministic for a seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from domain.model import Color, Player, ResultCode, RoundEntry, Tournament
from domain.swiss.result import SwissPairing

Engine = Callable[[Tournament], SwissPairing]


def new_tournament(rng: random.Random, players: int, rounds: int) -> Tournament:
    ratings = sorted((rng.randint(1200, 2700) for _ in range(players)), reverse=True)
    return Tournament(
        players={n: Player(number=n, name=f"Player {n:03}", rating=r) for n, r in enumerate(ratings, start=1)},
        total_rounds=rounds,
        initial_color=rng.choice([Color.WHITE, Color.BLACK]),
    )


def play(rng: random.Random, tournament: Tournament, engine: Engine) -> Iterator[tuple[Tournament, SwissPairing]]:
    """Pair and play every round; yields the state before each round and its pairing."""
    assert tournament.total_rounds is not None
    for round_number in range(1, tournament.total_rounds + 1):
        _request_absences(rng, tournament, round_number)
        pairing = engine(tournament)
        yield tournament, pairing
        _record(rng, tournament, round_number, pairing)


def _request_absences(rng: random.Random, tournament: Tournament, round_number: int) -> None:
    for player in tournament.players.values():
        player.entries += [None] * (round_number - 1 - len(player.entries))
        if rng.random() < 0.06:
            player.entries.append(RoundEntry.bye(rng.choice([ResultCode.HALF_BYE, ResultCode.ZERO_BYE])))


def _record(rng: random.Random, tournament: Tournament, round_number: int, pairing: SwissPairing) -> None:
    players = tournament.players
    for white, black in pairing.boards:
        own, other = _result(rng, players[white].rating or 0, players[black].rating or 0)
        players[white].entries.append(RoundEntry(black, Color.WHITE, own))
        players[black].entries.append(RoundEntry(white, Color.BLACK, other))
    if pairing.bye is not None:
        players[pairing.bye].entries.append(RoundEntry.bye(ResultCode.PAIRING_BYE))
    for player in players.values():
        if len(player.entries) < round_number:
            player.entries.append(None)


def _result(rng: random.Random, white: int, black: int) -> tuple[ResultCode, ResultCode]:
    roll = rng.random()
    if roll < 0.04:
        return rng.choice([(ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS), (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
                           (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS)])
    expected = 1 / (1 + 10 ** ((black - white) / 400))
    roll = rng.random()
    if roll < 0.25:
        return ResultCode.DRAW, ResultCode.DRAW
    if roll < 0.25 + 0.75 * expected:
        return ResultCode.WIN, ResultCode.LOSS
    return ResultCode.LOSS, ResultCode.WIN
