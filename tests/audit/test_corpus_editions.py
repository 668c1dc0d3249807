"""The checker on the corpus under the 2017 rules: the corpus was paired by the 2026 rules, so the
rounds it reports are exactly the ones the fixtures list as pairing differently under 2017
(MANIFEST.csv), and its engine pairing there is the listed 2017 pairing."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from domain.swiss.system import audit_tournament
from domain.trf import parse_trf
from tests.audit.test_planted_differences import CORPUS
from tests.conftest import FIXTURES
from tests.dutch.corpus import expected_2017


def manifest_rounds() -> dict[str, list[int]]:
    with open(FIXTURES / "dutch" / "MANIFEST.csv", newline="") as handle:
        rows = list(csv.DictReader(handle))
    listed = {row["file"]: row["rounds_differing_under_2017_rules"] for row in rows}
    return {name: [] if text == "none" else [int(r) for r in text.split()] for name, text in listed.items()}


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.name)
def test_the_2017_checker_reports_the_rounds_the_2017_rules_pair_otherwise(path: Path) -> None:
    report = audit_tournament(parse_trf(path.read_text()), "dutch-2017")
    assert report.differing_rounds == manifest_rounds()[path.name]
    pairings_2017 = expected_2017()
    for round_number in report.differing_rounds:
        engine = report.rounds[round_number - 1].engine
        assert engine is not None
        assert (frozenset(engine.boards), engine.bye) == pairings_2017[(path.name, round_number)]
