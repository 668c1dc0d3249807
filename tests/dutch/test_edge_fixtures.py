"""The edge cases of ``fixtures/edge`` pair exactly as the independent engine does, in both editions.

A file without ``.expected`` is a whole tournament whose test is the check's verdict (the edge
README; see ``tests/audit/test_inferred_initial_colour.py``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.swiss.dutch import DUTCH_2017, DUTCH_2025, Edition, pair_dutch
from domain.trf import parse_trf
from domain.validation import validate
from tests.conftest import fixture_files


def engine_output(path: Path, edition: Edition) -> list[str]:
    """Our answer in the independent engine's output format: count, ``white black`` lines, ``bye 0``."""
    result = pair_dutch(parse_trf(path.read_text()), edition)
    lines = [f"{white} {black}" for white, black in result.boards]
    if result.bye is not None:
        lines.append(f"{result.bye} 0")
    return [str(len(lines)), *lines]


PAIRING_CASES = [path for path in fixture_files("edge") if path.with_suffix(".expected").exists()]


@pytest.mark.parametrize("edition", [DUTCH_2025, DUTCH_2017], ids=lambda edition: edition.name)
@pytest.mark.parametrize("path", PAIRING_CASES, ids=lambda path: path.name)
def test_edge_file_pairs_to_its_expected_output(path: Path, edition: Edition) -> None:
    expected = path.with_suffix(".expected").read_text().split("\n")
    assert engine_output(path, edition) == [line for line in expected if line.strip()]


@pytest.mark.parametrize("path", fixture_files("edge"), ids=lambda path: path.name)
def test_edge_file_points_agree_with_its_results(path: Path) -> None:
    """The points columns agree with BBF = forfeit loss and with the all-bye round being over."""
    assert validate(parse_trf(path.read_text())) == []
