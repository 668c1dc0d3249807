"""The 2017 edition reproduces bbpPairings 5.x on every round of the Dutch corpus.

Expected output of a round: the file's own entries (paired by the 2026-rules engine), unless the
round is listed in ``expected-dutch-2017.csv``, where the 2017-rules release pairs differently.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.errors import NoLegalPairing
from domain.swiss.dutch import DUTCH_2017, pair_dutch
from domain.trf import parse_trf
from tests.conftest import fixture_files
from tests.dutch.corpus import engine_pairings, expected_2017, round_cases

FILES = fixture_files("dutch")


@pytest.fixture(scope="module")
def expected_table() -> dict:
    return expected_2017()


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_every_round_matches_the_2017_engine(path: Path, expected_table: dict) -> None:
    mismatches = []
    for case, (boards, got_bye) in zip(round_cases(path), engine_pairings(path, "dutch-2017"), strict=True):
        pairs, bye = expected_table.get((case.file, case.round_number), (case.pairs, case.bye))
        if (frozenset(boards), got_bye) != (pairs, bye):
            mismatches.append((case.round_number, sorted(boards), got_bye, sorted(pairs), bye))
    assert not mismatches, f"rounds (round, got pairs, got bye, expected pairs, expected bye): {mismatches}"


def test_the_2017_table_only_names_corpus_rounds(expected_table: dict) -> None:
    """Guards the harness: every listed round exists, so none is silently skipped."""
    rounds = {path.name: int(path.name.split("_r")[1][:2]) for path in FILES}
    assert len(expected_table) == 189
    assert all(1 <= number <= rounds[name] for name, number in expected_table)


def test_no_pairing_when_the_only_opponents_have_met() -> None:
    """C.1 + C.4: two players who already played cannot be paired again; the round fails."""
    trf = (
        "012 Two players\nXXR 3\nXXC white1\n"
        "001    1      Alpha One                         2000                             1.0    1     2 w 1\n"
        "001    2      Beta Two                          1900                             0.0    2     1 b 0\n"
    )
    with pytest.raises(NoLegalPairing):
        pair_dutch(parse_trf(trf), DUTCH_2017)
