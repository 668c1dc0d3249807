"""Property: the shared top-scoregroup procedure (:mod:`domain.swiss.topscore`) pairs random rounds
as the literal enumerator does, under both criteria profiles: Double-Swiss ([C4]-[C7], float [C8],
lapsing in the last round) and Swiss Team Type A / Type B ([C8] same colour, [C9] both strong,
[C10] float, lapsing in the last two rounds).

The rounds are random facts (scores, who met, floats, preferences, PAB bars), not played events,
so they reach states a real event rarely does (many upfloaters, scattered bars)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import partial

import pytest

from domain.errors import NoLegalPairing
from domain.swiss.topscore import Criteria, TopScorePairing, pair_top_scoregroups
from domain.swiss.topscore import Entrant as FastEntrant
from tests.topscore.literal import DOUBLE_SWISS, SWISS_TEAM_A, SWISS_TEAM_B, Entrant, Outcome, Profile, pair_round

ROUNDS = 700
PROFILES = {
    "double-swiss": (DOUBLE_SWISS, Criteria.double_swiss()),
    "team-a": (SWISS_TEAM_A, Criteria.team(True, False)),
    "team-b": (SWISS_TEAM_B, Criteria.team(True, True)),
}


def random_entrants(rng: random.Random) -> list[Entrant]:
    size = rng.randint(1, 11)
    levels = rng.randint(1, 4)
    met: dict[int, set[int]] = {n: set() for n in range(1, size + 1)}
    for a in met:
        for b in met:
            if a < b and rng.random() < 0.25:
                met[a].add(b)
                met[b].add(a)
    return [
        Entrant(
            tpn=n,
            score=Fraction(rng.randint(0, levels), 2),
            matches=len(met[n]),
            pab_allowed=rng.random() < 0.8,
            floated=rng.random() < 0.3,
            opponents=frozenset(met[n]),
            preference=rng.choice([None, "W", "B"]),
            strong=rng.random() < 0.4,
        )
        for n in met
    ]


def fast(
    entrants: list[Entrant],
    criteria: Criteria,
    profile: Profile,
    round_number: int,
    total: int,
    forbidden: Sequence[Sequence[int]] = (),
):
    facts = [
        FastEntrant(
            number=e.tpn,
            score=e.score,
            played=e.matches,
            pab_allowed=e.pab_allowed,
            floated=e.floated,
            preference=e.preference if profile is not DOUBLE_SWISS else None,  # type: ignore[arg-type]
            strong=e.strong if profile is not DOUBLE_SWISS else False,
            met=e.opponents,
        )
        for e in entrants
    ]
    return pair_top_scoregroups(facts, criteria, round_number, total, forbidden=forbidden)


def agrees(expected: Outcome, pair: Callable[[], TopScorePairing], case: str) -> bool:
    """Assert that ``pair()`` gives the enumerator's round (brackets and PAB), or raises
    :class:`NoLegalPairing` exactly when the enumerator finds none; True when the round was paired."""
    try:
        got = pair()
    except NoLegalPairing:
        assert not expected.paired, f"case {case}: the procedure finds no pairing, the enumerator does"
        return False
    assert expected.paired, f"case {case}: the enumerator finds the round unpairable"
    brackets = [(b.residents, b.upfloaters, b.pairs) for b in got.brackets]
    literal = [(b.residents, b.upfloaters, b.pairs) for b in expected.brackets]
    assert (got.bye, brackets) == (expected.bye, literal), f"case {case}"
    return True


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_the_shared_procedure_agrees_with_the_literal_enumerator(name: str) -> None:
    profile, criteria = PROFILES[name]
    rng = random.Random(f"topscore-{name}")
    paired = 0
    for case in range(ROUNDS):
        entrants = random_entrants(rng)
        if profile is DOUBLE_SWISS:
            entrants = [Entrant(e.tpn, e.score, e.matches, e.pab_allowed, e.floated, e.opponents) for e in entrants]
        total = 9
        round_number = rng.randint(2, total)
        expected = pair_round(entrants, profile, round_number, total)
        pair = partial(fast, entrants, criteria, profile, round_number, total)
        paired += agrees(expected, pair, f"{case}: {entrants}")
    assert paired >= ROUNDS // 2
