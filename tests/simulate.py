"""Seeded random Swiss tournaments played round by round with any pairing engine.

Used by the property tests (both Dutch editions, the Swedish rules, the event tests) and the
Swedish benchmark. Deterministic for a seed. Two ways to play:

* :func:`play` runs a whole tournament (``total_rounds``): some players ask for byes, results
  follow ratings loosely, some games are forfeited;
* :func:`play_round` plays one round with organiser events drawn from :class:`Chances`
  (withdrawals, absences, postponed games) and uniform results.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from domain.model import Color, Player, ResultCode, RoundEntry, Tournament
from domain.swiss.result import SwissPairing

Engine = Callable[[Tournament], SwissPairing]


# -- fields ---------------------------------------------------------------------------------------


def new_tournament(rng: random.Random, players: int, rounds: int) -> Tournament:
    """``players`` players numbered by descending rating, ``rounds`` rounds, a random initial colour."""
    ratings = sorted((rng.randint(1200, 2700) for _ in range(players)), reverse=True)
    return Tournament(
        players={n: Player(number=n, name=f"Player {n:03}", rating=r) for n, r in enumerate(ratings, start=1)},
        total_rounds=rounds,
        initial_color=rng.choice([Color.WHITE, Color.BLACK]),
    )


def random_field(rng: random.Random, players: int) -> Tournament:
    """``players`` players numbered by descending rating (so ids are starting numbers), rounds open."""
    ratings = sorted((rng.randint(1000, 2700) for _ in range(players)), reverse=True)
    return Tournament(
        players={n: Player(number=n, name=f"Player {n:04d}", rating=r) for n, r in enumerate(ratings, start=1)}
    )


# -- a whole tournament ---------------------------------------------------------------------------


def play(rng: random.Random, tournament: Tournament, engine: Engine) -> Iterator[tuple[Tournament, SwissPairing]]:
    """Pair and play every round; yields the state before each round and its pairing."""
    assert tournament.total_rounds is not None
    for round_number in range(1, tournament.total_rounds + 1):
        _request_byes(rng, tournament, round_number)
        pairing = engine(tournament)
        yield tournament, pairing
        for white, black in pairing.boards:
            own = _rated_result(rng, tournament.players[white].rating or 0, tournament.players[black].rating or 0)
            record_game(tournament, round_number, white, black, own)
        _give_bye(tournament, round_number, pairing)
        for player in tournament.players.values():
            player.entries += [None] * (round_number - len(player.entries))


def _request_byes(rng: random.Random, tournament: Tournament, round_number: int) -> None:
    for player in tournament.players.values():
        player.entries += [None] * (round_number - 1 - len(player.entries))
        if rng.random() < 0.06:
            player.entries.append(RoundEntry.bye(rng.choice([ResultCode.HALF_BYE, ResultCode.ZERO_BYE])))


def _rated_result(rng: random.Random, white: int, black: int) -> tuple[ResultCode, ResultCode]:
    """White's and Black's result: a few forfeits, a quarter draws, else by the Elo expectation."""
    roll = rng.random()
    if roll < 0.04:
        return rng.choice(
            [
                (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
                (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
                (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
            ]
        )
    expected = 1 / (1 + 10 ** ((black - white) / 400))
    roll = rng.random()
    if roll < 0.25:
        return ResultCode.DRAW, ResultCode.DRAW
    if roll < 0.25 + 0.75 * expected:
        return ResultCode.WIN, ResultCode.LOSS
    return ResultCode.LOSS, ResultCode.WIN


# -- one round with organiser events --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Chances:
    """Per round and player probabilities of the random events."""

    withdraw: float = 0.0
    absent: float = 0.0
    postpone: float = 0.0


def play_round(tournament: Tournament, rng: random.Random, chances: Chances, engine: Engine) -> SwissPairing:
    """Mark this round's withdrawals and absences, pair it, and record random results."""
    round_number = tournament.next_round
    _mark_absences(tournament, round_number, rng, chances)
    pairing = engine(tournament)
    for white, black in pairing.boards:
        result = ResultCode.ADJOURNED if rng.random() < chances.postpone else ResultCode(rng.choice("10="))
        record_game(tournament, round_number, white, black, (result, _OPPOSITE.get(result, result)))
    _give_bye(tournament, round_number, pairing)
    return pairing


def _mark_absences(tournament: Tournament, round_number: int, rng: random.Random, chances: Chances) -> None:
    for player in tournament.players.values():
        if player.entry(round_number) is not None:
            continue
        if rng.random() < chances.withdraw:
            for r in range(round_number, round_number + 12):
                _set(player, r, RoundEntry.bye(ResultCode.ZERO_BYE))
        elif rng.random() < chances.absent:
            _set(player, round_number, RoundEntry.bye(rng.choice((ResultCode.ZERO_BYE, ResultCode.HALF_BYE))))


_OPPOSITE = {ResultCode.WIN: ResultCode.LOSS, ResultCode.LOSS: ResultCode.WIN}


# -- recording ------------------------------------------------------------------------------------


def record_game(
    tournament: Tournament, round_number: int, white: int, black: int, results: tuple[ResultCode, ResultCode]
) -> None:
    """Write the game into both players' round ``round_number`` (``results``: White's, Black's)."""
    _set(tournament.players[white], round_number, RoundEntry(black, Color.WHITE, results[0]))
    _set(tournament.players[black], round_number, RoundEntry(white, Color.BLACK, results[1]))


def _give_bye(tournament: Tournament, round_number: int, pairing: SwissPairing) -> None:
    if pairing.bye is not None:
        _set(tournament.players[pairing.bye], round_number, RoundEntry.bye(ResultCode.PAIRING_BYE))


def _set(player: Player, round_number: int, entry: RoundEntry) -> None:
    while len(player.entries) < round_number:
        player.entries.append(None)
    player.entries[round_number - 1] = entry
