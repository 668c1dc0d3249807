"""The Varma tables keep each group apart in the last three rounds, checked on the Berger schedule."""

from __future__ import annotations

from itertools import combinations

import pytest

from domain.roundrobin.berger import Game, schedule
from domain.roundrobin.varma import HANDBOOK_MISPRINTED_12, VARMA_TABLES, varma_groups


def last_three_round_pairs(players: int, cycles: int = 1) -> set[frozenset[int]]:
    """Pairs of starting numbers playing each other in the last three rounds as played."""
    rounds = schedule(players, cycles).rounds[-3:]
    return {frozenset((b.white, b.black)) for boards in rounds for b in boards if isinstance(b, Game)}


def same_group_meetings(
    groups: dict[str, tuple[int, ...]], meetings: set[frozenset[int]]
) -> list[tuple[str, int, int]]:
    return [
        (g, a, b) for g, numbers in groups.items() for a, b in combinations(numbers, 2) if frozenset((a, b)) in meetings
    ]


@pytest.mark.parametrize("n", sorted(VARMA_TABLES))
def test_row_covers_every_number_once(n: int) -> None:
    numbers = sorted(number for group in VARMA_TABLES[n].values() for number in group)
    assert numbers == list(range(1, n + 1))


@pytest.mark.parametrize("cycles", [1, 2])
@pytest.mark.parametrize("players", range(9, 25))
def test_numbers_of_one_group_never_meet_in_the_last_three_rounds(players: int, cycles: int) -> None:
    groups = varma_groups(players)
    assert groups is not None
    assert same_group_meetings(groups, last_three_round_pairs(players, cycles)) == []


def test_the_handbook_11_12_row_fails_and_the_1998_row_is_shipped() -> None:
    """Handbook (seed 000): C = 6, 8, 12 -- 6 and 12 meet in round 11. C.06 1998 (seed 004): C = 6, 8, 11; D = 3, 12."""
    assert same_group_meetings(HANDBOOK_MISPRINTED_12, last_three_round_pairs(12)) == [("C", 6, 12)]
    assert VARMA_TABLES[12]["C"] == (6, 8, 11) and VARMA_TABLES[12]["D"] == (3, 12)


@pytest.mark.parametrize("players", [9, 11, 13, 15, 17, 19, 21, 23])
def test_odd_field_uses_the_next_row_without_its_top_number(players: int) -> None:
    groups = varma_groups(players)
    assert groups is not None
    row = VARMA_TABLES[players + 1]
    assert {g: tuple(x for x in row[g] if x != players + 1) for g in row} == groups


@pytest.mark.parametrize("players", [2, 8, 25, 40])
def test_no_table_outside_9_to_24(players: int) -> None:
    assert varma_groups(players) is None
