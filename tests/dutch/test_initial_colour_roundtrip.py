"""Property: a file that loses its initial colour still pairs round 2 as before (both editions).

Random round 1s with requested byes (H, Z, F), late entrants (nobody knew them in round 1),
forfeits and a pairing-allocated bye are paired with a stated initial colour and played; the file
is then written without ``XXC`` and read back. The colour read back from round 1
(:mod:`domain.swiss.initial_colour`) must be the one drawn, and round 2 must pair identically.
"""

from __future__ import annotations

import dataclasses
import random

import hypothesis
import hypothesis.strategies as st
import pytest

from domain.history import score_after
from domain.model import Color, Player, ResultCode, RoundEntry, Tournament
from domain.swiss.dutch import DUTCH_2017, DUTCH_2025, Edition, pair_dutch
from domain.swiss.initial_colour import inferred_initial_colour
from domain.trf import parse_trf, render_trf
from tests.simulate import record_game

PLAYS, LATE = "plays", "late"
#: What each player did in round 1: most play; some asked for a bye; some entered only in round 2.
ROLES = [PLAYS, PLAYS, PLAYS, ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FULL_BYE, LATE]
RESULTS = [
    (ResultCode.WIN, ResultCode.LOSS),
    (ResultCode.DRAW, ResultCode.DRAW),
    (ResultCode.LOSS, ResultCode.WIN),
    (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
]


def round_one(roles: list, initial: Color, edition: Edition, rng: random.Random) -> Tournament:
    """Round 1 paired among those there (late entrants not yet known) and played; then everybody."""
    players = {n: Player(n, name=f"Player {n:03}", rating=2600 - 10 * n) for n in range(1, len(roles) + 1)}
    state = Tournament(
        players={n: p for n, p in players.items() if roles[n - 1] != LATE}, total_rounds=5, initial_color=initial
    )
    for number, role in enumerate(roles, start=1):
        if isinstance(role, ResultCode):
            players[number].entries = [RoundEntry.bye(role)]
    pairing = pair_dutch(state, edition)
    for white, black in pairing.boards:
        record_game(state, 1, white, black, rng.choice(RESULTS))
    if pairing.bye is not None:
        players[pairing.bye].entries = [RoundEntry.bye(ResultCode.PAIRING_BYE)]
    played = dataclasses.replace(state, players=players)
    for player in players.values():
        player.points = score_after(player, 1, played.point_system)
    return played


@pytest.mark.parametrize("edition", [DUTCH_2025, DUTCH_2017], ids=lambda edition: edition.name)
@hypothesis.settings(max_examples=150, deadline=None, derandomize=True, database=None)
@hypothesis.given(
    roles=st.lists(st.sampled_from(ROLES), min_size=3, max_size=16),
    initial=st.sampled_from([Color.WHITE, Color.BLACK]),
    seed=st.integers(0, 2**32 - 1),
)
def test_round_two_pairs_the_same_without_the_initial_colour(
    edition: Edition, roles: list, initial: Color, seed: int
) -> None:
    hypothesis.assume(roles.count(PLAYS) >= 2)  # a game in round 1, or there is no colour to read back
    played = round_one(roles, initial, edition, random.Random(seed))
    read_back = parse_trf(render_trf(dataclasses.replace(played, initial_color=None)))
    assert read_back.initial_color is None
    assert inferred_initial_colour(read_back) is initial
    stated, inferred = pair_dutch(played, edition), pair_dutch(read_back, edition)
    assert (inferred.boards, inferred.bye) == (stated.boards, stated.bye)
