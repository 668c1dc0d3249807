"""Property tests of the Swedish check on random small tournaments: the engine's own pairing is
always valid and equivalent with no colour departure, and every other legal pairing is valid and
put down to one article of the procedure."""

from __future__ import annotations

import copy
import random

import pytest

from domain.errors import NoLegalPairing
from domain.model import Tournament
from domain.swiss.swedish import SwedishOptions, pair_swedish
from domain.swiss.swedish.checker import check_swedish
from domain.swiss.swedish.field import RoundField, build_field
from tests.simulate import Chances, play_round, random_field

ARTICLES = {"2.3", "2.5", "2.6", "2.6.c", "2.6.d", "2.6.f", "2.6.g", "2.7", "2.8"}


def random_legal_pairing(field: RoundField, rng: random.Random) -> list[tuple[int, int]] | None:
    """A random pairing of the field (X included) with no repeat meeting, or None if none was found."""
    for _ in range(100):
        left, pairs = list(range(field.size)), []
        rng.shuffle(left)
        while left:
            a = left.pop()
            partners = [b for b in left if field.compatible(a, b)]
            if not partners:
                break
            b = rng.choice(partners)
            left.remove(b)
            pairs.append((a, b))
        else:
            return pairs
    return None


def as_proposal(field: RoundField, pairs: list[tuple[int, int]]) -> tuple[list[tuple[int, int]], int | None]:
    boards = [(field.ids[a], field.ids[b]) for a, b in pairs if None not in (field.ids[a], field.ids[b])]
    bye = next((field.ids[a] or field.ids[b] for a, b in pairs if None in (field.ids[a], field.ids[b])), None)
    return boards, bye  # type: ignore[return-value]


def rounds(seed: int, options: SwedishOptions):
    """(state before the round, the engine's pairing) for the rounds of one random tournament."""
    rng = random.Random(seed)
    tournament = random_field(rng, rng.randint(4, 14))
    before: list[Tournament] = []

    def engine(state: Tournament):
        before.append(copy.deepcopy(state))  # the state the engine saw, before the results are recorded
        return pair_swedish(state, options)

    for _ in range(8):
        try:
            pairing = play_round(tournament, rng, Chances(postpone=0.1, withdraw=0.02), engine)
        except NoLegalPairing:
            return
        yield before[-1], pairing, rng


@pytest.mark.parametrize("look_ahead", [True, False])
@pytest.mark.parametrize("seed", range(12))
def test_the_engine_is_equivalent_and_other_legal_pairings_depart_at_an_article(seed: int, look_ahead: bool) -> None:
    options = SwedishOptions(look_ahead=look_ahead)
    for state, pairing, rng in rounds(seed, options):
        own = check_swedish(state, pairing.boards, pairing.bye, options)
        assert own.violations == [] and own.comparison.equivalent and own.comparison.colour_departures == ()
        field = build_field(state, options)
        for _ in range(4):
            pairs = random_legal_pairing(field, rng)
            if pairs is None:
                break
            boards, bye = as_proposal(field, pairs)
            report = check_swedish(state, boards, bye, options)
            assert report.violations == []
            comparison = report.comparison
            same = {frozenset(b) for b in boards} == {frozenset(b) for b in pairing.boards} and bye == pairing.bye
            assert comparison.equivalent == same
            if not same:
                assert comparison.criterion in ARTICLES and comparison.players, comparison
                assert comparison.message.startswith(f"art. {comparison.criterion}")
