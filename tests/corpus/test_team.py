"""Every round of the Swiss Team corpus (Gacrux's pairings) paired identically: pairs and colours
(White team on board 1, the PAB), then, scored apart, the board order (GHR 3.6)."""

from __future__ import annotations

import pytest

from tests.team.corpus import CORPUS, RoundCase, cases, engine_lines

CASES = cases() if CORPUS.is_dir() else []
IDS = [f"{case.file}-r{case.round_number}" for case in CASES]


def test_the_corpus_is_there_and_whole() -> None:
    assert len(CASES) == 1140, f"expected the 1140 rounds of the public set in {CORPUS}"


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_pairs_colours_and_bye(case: RoundCase) -> None:
    got = engine_lines(case.file, case.round_number)
    assert sorted(got) == sorted(case.expected)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_board_order(case: RoundCase) -> None:
    assert list(engine_lines(case.file, case.round_number)) == case.expected
