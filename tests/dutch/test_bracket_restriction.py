"""Solving each bracket on its own players gives exactly the whole-graph pairing.

The 2026 engine answers its matching questions on the bracket alone and falls back to the whole
graph only when completion below fails; this compares both ways on random tournaments, round
by round, including odd fields, absences and forfeits.
"""

from __future__ import annotations

import random

import pytest

from domain.budget import Deadline, MemoryBudget
from domain.swiss.dutch import DUTCH_2025, pair_dutch
from domain.swiss.dutch.engine import prepare_round
from domain.swiss.dutch.global_pairing import GlobalPairing
from tests.simulate import new_tournament, play


@pytest.mark.parametrize("seed", range(12))
def test_restricted_and_whole_graph_solves_agree(seed: int) -> None:
    rng = random.Random(1000 + seed)
    tournament = new_tournament(rng, players=rng.randint(9, 40), rounds=rng.randint(5, 9))
    for state, _ in play(rng, tournament, lambda t: pair_dutch(t, DUTCH_2025)):
        prepared = prepare_round(state, DUTCH_2025)
        whole = GlobalPairing(
            prepared.players,
            prepared.compatible,
            prepared.setup.played_rounds,
            Deadline.unlimited(),
            MemoryBudget.unlimited(),
            restrict_to_bracket=False,
        ).run()
        restricted = GlobalPairing(
            prepared.players,
            prepared.compatible,
            prepared.setup.played_rounds,
            Deadline.unlimited(),
            MemoryBudget.unlimited(),
        ).run()
        assert sorted(map(sorted, restricted[0])) == sorted(map(sorted, whole[0])) and restricted[1] == whole[1]
