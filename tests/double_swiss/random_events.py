"""Random Double-Swiss events for property tests: per-game results, single-game forfeits, matches
forfeited on both games (by one player or by both), requested byes; seeded and deterministic."""

from __future__ import annotations

import random
from collections.abc import Iterator

from domain.errors import NoLegalPairing
from domain.model import ResultCode, Tournament
from domain.swiss.double_swiss import DoubleSwissRoundPairing, pair_double_swiss
from domain.swiss.double_swiss.record import record_bye, record_match, record_pab
from tests.double_swiss.builder import event

#: Game results with their weights: decisive and drawn games, a few forfeits of either side or both.
_GAMES = (("1-0", 30), ("0-1", 30), ("=", 25), ("+-", 3), ("-+", 3), ("--", 2))


def random_game(rng: random.Random) -> str:
    return rng.choices([g for g, _ in _GAMES], weights=[w for _, w in _GAMES])[0]


def random_match(rng: random.Random) -> tuple[str, str]:
    """Two games; sometimes one player forfeits the whole match (preface: a forfeited match)."""
    roll = rng.random()
    if roll < 0.03:
        return "+-", "+-"
    if roll < 0.06:
        return "-+", "-+"
    if roll < 0.07:
        return "--", "--"
    return random_game(rng), random_game(rng)


def request_byes(rng: random.Random, tournament: Tournament, round_number: int) -> None:
    """A few players ask not to be paired: a half-point, full-point or zero bye for the whole match."""
    for number in sorted(tournament.players):
        if rng.random() < 0.04:
            code = rng.choice((ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE))
            record_bye(tournament, round_number, number, code, code)


def play_round(rng: random.Random, tournament: Tournament, round_number: int, paired: DoubleSwissRoundPairing) -> None:
    for white, black in paired.pairing.boards:
        record_match(tournament, round_number, white, black, *random_match(rng))
    if paired.pairing.bye is not None:
        record_pab(tournament, round_number, paired.pairing.bye)


def random_rounds(seed: int, max_players: int = 12) -> Iterator[tuple[Tournament, DoubleSwissRoundPairing | None]]:
    """Yield (state before the round, the engine's pairing or None when it raised NoLegalPairing) for
    every round of one random event; the event stops at its last round or its first unpairable one."""
    rng = random.Random(seed)
    players = rng.randint(2, max_players)
    rounds = rng.randint(2, 9)
    tournament = event(players, rounds)
    for round_number in range(1, rounds + 1):
        request_byes(rng, tournament, round_number)
        try:
            paired = pair_double_swiss(tournament)
        except NoLegalPairing:
            yield tournament, None
            return
        yield tournament, paired
        play_round(rng, tournament, round_number, paired)
