"""Properties on random tournaments played round by round.

* Forbidden pairs (XXP / 260 with round ranges, and the federation restriction) are never
  paired, by the Dutch engine nor by the Swedish engine: when they make a round impossible the
  engine says so (409) instead of breaking them.
* Virtual (acceleration) points change pairing scores only: standings computed with XXA lines or
  a Baku type are the standings computed without them.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from domain.errors import NoLegalPairing
from domain.model import ForbiddenGroup, RoundRange, Tournament
from domain.restrictions import forbidden_groups
from domain.swiss.acceleration import baku
from domain.swiss.dutch import DUTCH_2025, pair_dutch
from domain.swiss.swedish import pair_swedish
from domain.tiebreaks.codes import parse_codes
from domain.tiebreaks.rules import Rules
from domain.tiebreaks.standings import compute_standings
from tests.simulate import new_tournament, play

SEEDS = range(12)
FEDERATIONS = ("ESP", "FRA", "GER", "NOR")


def _with_restrictions(rng: random.Random, tournament: Tournament) -> Tournament:
    numbers = sorted(tournament.players)
    rounds = tournament.total_rounds or 1
    for _ in range(rng.randint(1, max(1, len(numbers) // 3))):
        first = rng.randint(1, rounds)
        group = tuple(rng.sample(numbers, rng.randint(2, 3)))
        bounded = rng.random() < 0.5
        tournament.forbidden.append(
            ForbiddenGroup(group, first if bounded else None, rng.randint(first, rounds) if bounded else None)
        )
    if rng.random() < 0.5:
        for player in tournament.players.values():
            player.federation = rng.choice(FEDERATIONS)
        first = rng.randint(1, rounds)
        tournament.federation_restriction = RoundRange(first, rng.randint(first, rounds))
    return tournament


@pytest.mark.parametrize("engine", [lambda t: pair_dutch(t, DUTCH_2025), pair_swedish], ids=["dutch", "swedish"])
@pytest.mark.parametrize("seed", SEEDS)
def test_forbidden_pairs_are_never_paired(seed, engine):
    rng = random.Random(seed)
    tournament = _with_restrictions(rng, new_tournament(rng, players=rng.randint(6, 20), rounds=rng.randint(3, 7)))
    rounds = play(rng, tournament, engine)
    while True:
        try:
            state, pairing = next(rounds)
        except (StopIteration, NoLegalPairing):
            break
        for group in forbidden_groups(state, pairing.round_number):
            members = set(group.players)
            clashes = [board for board in pairing.boards if set(board) <= members]
            assert not clashes, f"round {pairing.round_number}: forbidden {group.players} paired as {clashes}"


@pytest.mark.parametrize("seed", SEEDS)
def test_virtual_points_never_reach_the_standings(seed):
    rng = random.Random(seed)
    tournament = new_tournament(rng, players=rng.randint(8, 24), rounds=rng.randint(5, 7))
    tournament.acceleration = (
        baku(tournament)
        if rng.random() < 0.5
        else {
            n: [Fraction(rng.choice((0, 1, 2)), 2) for _ in range(rng.randint(1, 3))]
            for n in rng.sample(sorted(tournament.players), 4)
        }
    )
    for _state, _pairing in play(rng, tournament, lambda t: pair_dutch(t, DUTCH_2025)):
        pass
    codes = parse_codes(["BH", "SB", "WIN"])
    accelerated = compute_standings(tournament, codes, Rules())
    tournament.acceleration = {}
    plain = compute_standings(tournament, codes, Rules())
    assert accelerated.rows == plain.rows
    system = tournament.point_system
    for row in plain.rows:
        player = tournament.players[row.id]
        assert row.points == sum(system.points(e) for e in player.entries)
