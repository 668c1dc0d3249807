"""The 2026-edition Dutch engine reproduces the fixture corpus round by round.

Every round of every file is one case (fixtures README): the pairs with colours and the
pairing-allocated bye must be identical to what the independent engine produced.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.swiss.dutch import DUTCH_2025, pair_dutch
from domain.trf import parse_trf
from tests.conftest import FIXTURES, fixture_files
from tests.dutch.corpus import engine_pairings, round_cases


@pytest.mark.parametrize("path", fixture_files("dutch"), ids=lambda path: path.name)
def test_every_round_of_the_corpus(path: Path) -> None:
    differing = []
    for case, (boards, bye) in zip(round_cases(path), engine_pairings(path, "dutch"), strict=True):
        if frozenset(boards) != case.pairs or bye != case.bye:
            differing.append((case.round_number, sorted(case.pairs ^ frozenset(boards)), case.bye, bye))
    assert not differing, f"rounds differing (round, symmetric difference, expected bye, our bye): {differing}"


def special_cases() -> list:
    return [pytest.param(path, id=path.name) for path in fixture_files("dutch-special")]


@pytest.mark.parametrize("path", special_cases())
def test_acceleration_and_forbidden_pairs(path: Path) -> None:
    """XXA and Baku acceleration, XXP forbidden pairs: pairs, colours, bye and board order."""
    lines = path.with_suffix(".expected").read_text().split()
    numbers = list(map(int, lines[1:]))
    expected = list(zip(numbers[0::2], numbers[1::2], strict=True))
    result = pair_dutch(parse_trf(path.read_text()), DUTCH_2025)
    assert result.boards == [pair for pair in expected if pair[1] != 0]
    assert result.bye == next((white for white, black in expected if black == 0), None)


@pytest.mark.parametrize("size", [100, 1000])
def test_perf_inputs(size: int) -> None:
    folder = FIXTURES / "perf"
    tournament = parse_trf((folder / f"n{size}_round5_input.trf").read_text())
    numbers = list(map(int, (folder / f"n{size}_round5_expected.txt").read_text().split()[1:]))
    result = pair_dutch(tournament, DUTCH_2025)
    assert set(result.boards) == set(zip(numbers[0::2], numbers[1::2], strict=True))
    assert result.bye is None
