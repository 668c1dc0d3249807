"""Properties every Dutch pairing has, on random legal tournaments (both editions).

No rematch of a played game, no second pairing-allocated bye (nor one after a forfeit win),
colour limits (|CD| <= 2, never three equal colours in a row) outside the last-round topscorer
exception, no absent player paired, everybody present paired or given the bye.
"""

from __future__ import annotations

import random

import pytest

from domain.history import color_history, played_opponents
from domain.model import ResultCode, Tournament
from domain.swiss.dutch import DUTCH_2017, DUTCH_2025, Edition, pair_dutch
from domain.swiss.participants import round_setup
from domain.swiss.result import SwissPairing
from tests.simulate import new_tournament, play

SEEDS = range(24)


def _check_round(tournament: Tournament, pairing: SwissPairing) -> None:
    setup = round_setup(tournament)
    paired = [p for board in pairing.boards for p in board]
    assert len(paired) == len(set(paired)), "a player is paired twice"
    assert not set(paired) & set(setup.absent), "an absent player is paired"
    assert pairing.bye not in setup.absent
    covered = set(paired) | ({pairing.bye} if pairing.bye is not None else set())
    assert covered == set(setup.present), "somebody present is neither paired nor given the bye"
    assert (pairing.bye is not None) == (len(setup.present) % 2 == 1)
    for white, black in pairing.boards:
        assert black not in played_opponents(tournament.players[white]), f"{white}-{black} already played"
    if pairing.bye is not None:
        earlier = [e for e in tournament.players[pairing.bye].entries if e is not None]
        assert not any(e.result in (ResultCode.PAIRING_BYE, ResultCode.FORFEIT_WIN) for e in earlier)


def _check_colours(tournament: Tournament, pairing: SwissPairing, last_round: bool) -> None:
    """[C3] before the last round: no colour difference beyond 2 and no colour three times in a row.

    A history already beyond the limit (a test input can hold one) must move back towards it.
    """
    if last_round:
        return
    for white, black in pairing.boards:
        for number, colour in ((white, "w"), (black, "b")):
            before = [c.value for c in color_history(tournament.players[number])]
            history = [*before, colour]
            difference = abs(history.count("w") - history.count("b"))
            earlier = abs(before.count("w") - before.count("b"))
            assert difference <= 2 or difference < earlier, f"player {number}: {history}"
            assert len(history) < 3 or len(set(history[-3:])) > 1, f"player {number}: {history}"


@pytest.mark.parametrize("edition", [DUTCH_2025, DUTCH_2017], ids=lambda e: e.name)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_tournaments(seed: int, edition: Edition) -> None:
    rng = random.Random(seed)
    tournament = new_tournament(rng, players=rng.randint(6, 36), rounds=rng.randint(4, 9))
    for state, pairing in play(rng, tournament, lambda t: pair_dutch(t, edition)):
        _check_round(state, pairing)
        _check_colours(state, pairing, last_round=pairing.round_number == state.total_rounds)
