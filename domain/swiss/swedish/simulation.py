"""Seeded random tournaments played round by round with the Swedish engine.

Used by the property tests and the benchmark: results, withdrawals, absences and postponed
games are drawn from a :class:`random.Random`, so the same seed gives the same tournament.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from domain.budget import Deadline
from domain.model import Color, Player, ResultCode, RoundEntry, Tournament
from domain.swiss.swedish.engine import pair_swedish
from domain.swiss.swedish.options import SwedishOptions
from domain.swiss.result import SwissPairing


@dataclass(frozen=True, slots=True)
class Chances:
    """Per round and player probabilities of the random events."""

    withdraw: float = 0.0
    absent: float = 0.0
    postpone: float = 0.0


def random_field(rng: random.Random, players: int) -> Tournament:
    """``players`` players numbered by descending rating (so ids are starting numbers)."""
    ratings = sorted((rng.randint(1000, 2700) for _ in range(players)), reverse=True)
    return Tournament(players={n: Player(number=n, name=f"Player {n:04d}", rating=r) for n, r in enumerate(ratings, start=1)})


def play_round(tournament: Tournament, rng: random.Random, chances: Chances,
               options: SwedishOptions | None = None, deadline: Deadline | None = None) -> SwissPairing:
    """Mark this round's withdrawals and absences, pair it, and record random results."""
    round_number = tournament.next_round
    _mark_absences(tournament, round_number, rng, chances)
    pairing = pair_swedish(tournament, options, deadline)
    for white, black in pairing.boards:
        result = ResultCode.ADJOURNED if rng.random() < chances.postpone else rng.choice("10=")
        _record(tournament, round_number, white, black, result)
    if pairing.bye is not None:
        _set(tournament.players[pairing.bye], round_number, RoundEntry.bye(ResultCode.PAIRING_BYE))
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


def _record(tournament: Tournament, round_number: int, white: int, black: int, code: str | ResultCode) -> None:
    result = ResultCode(code)
    opposite = {ResultCode.WIN: ResultCode.LOSS, ResultCode.LOSS: ResultCode.WIN}.get(result, result)
    _set(tournament.players[white], round_number, RoundEntry(black, Color.WHITE, result))
    _set(tournament.players[black], round_number, RoundEntry(white, Color.BLACK, opposite))


def _set(player: Player, round_number: int, entry: RoundEntry) -> None:
    while len(player.entries) < round_number:
        player.entries.append(None)
    player.entries[round_number - 1] = entry
