"""The shortcuts of Art. 3.5's walk (:mod:`domain.swiss.topscore.bounds`) change no answer and stop
the combinatorial walks: rounds where the residents or the following scoregroup have mostly met
each other (so whole profiles have no legal set, or fail [C6] with every set) are paired as the
literal enumerator pairs them, and a large such round is paired at once."""

from __future__ import annotations

import random
from fractions import Fraction
from functools import partial
from itertools import combinations

import pytest

from domain.budget import Deadline
from domain.swiss.topscore import Criteria, pair_top_scoregroups
from domain.swiss.topscore import Entrant as FastEntrant
from tests.topscore.literal import DOUBLE_SWISS, SWISS_TEAM_A, Entrant, Profile, pair_round
from tests.topscore.test_literal_random import agrees, fast

CASES = 250


def cliquish_entrants(rng: random.Random) -> list[Entrant]:
    """Three or four score levels; within the two highest, most teams have met each other, and
    the second level has often met the first."""
    size = rng.randint(6, 12)
    level = {n: min(3, (n - 1) * rng.randint(3, 4) // size) for n in range(1, size + 1)}
    met: dict[int, set[int]] = {n: set() for n in level}
    for a in met:
        for b in met:
            close = level[a] <= 1 and level[b] <= 1
            if a < b and rng.random() < (0.8 if close else 0.15):
                met[a].add(b)
                met[b].add(a)
    return [
        Entrant(
            tpn=n,
            score=Fraction(3 - level[n]),
            matches=len(met[n]),
            pab_allowed=rng.random() < 0.9,
            floated=rng.random() < 0.3,
            opponents=frozenset(met[n]),
            preference=rng.choice([None, "W", "B"]),
            strong=False,
        )
        for n in met
    ]


@pytest.mark.parametrize(
    ("name", "profile", "criteria"),
    [
        ("double-swiss", DOUBLE_SWISS, Criteria.double_swiss()),
        ("team-a", SWISS_TEAM_A, Criteria.team(True, False)),
    ],
)
def test_cliquish_rounds_agree_with_the_literal_enumerator(name: str, profile: Profile, criteria: Criteria) -> None:
    rng = random.Random(f"bounds-{name}")
    paired = 0
    for case in range(CASES):
        entrants = cliquish_entrants(rng)
        round_number = rng.randint(2, 9)
        expected = pair_round(entrants, profile, round_number, 9)
        paired += agrees(expected, partial(fast, entrants, criteria, profile, round_number, 9), f"{case}: {entrants}")
    assert paired >= CASES // 4


def test_a_following_group_that_cannot_pair_does_not_make_the_walk_try_every_set() -> None:
    """Four leaders who have all met need four upfloaters; the three teams on the next score met
    the leaders and each other, so no set may take them and every set fails [C6]. The walk over
    the C(60, 4) sets of the lowest level stops at the first (main tried them all: over 20 s)."""
    leaders, next_group, rest = [1, 2, 3, 4], [5, 6, 7], list(range(8, 68))
    met: dict[int, set[int]] = {n: set() for n in leaders + next_group + rest}
    for a, b in combinations(leaders + next_group, 2):
        met[a].add(b)
        met[b].add(a)
    score = {**dict.fromkeys(leaders, Fraction(3)), **dict.fromkeys(next_group, Fraction(2))}
    entrants = [FastEntrant(n, score.get(n, Fraction(1)), met=frozenset(met[n])) for n in met]
    paired = pair_top_scoregroups(entrants, Criteria.double_swiss(), 3, 9, Deadline(10.0))
    assert paired.brackets[0].residents == (1, 2, 3, 4)
    assert paired.brackets[0].upfloaters == (8, 9, 10, 11)
