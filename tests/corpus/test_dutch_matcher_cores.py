"""The compiled and the pure-Python blossom cores give the same Dutch pairings.

The conformance tests run on the default core (the compiled one where it is built); these run
a sample of corpus rounds of both editions, and one large perf round, on both cores and demand
identical boards, colours and bye, so the pure-Python fallback stays exact too.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.matching.cores import MATCHER_VARIABLE, compiled_available
from domain.swiss.dutch import DUTCH_2025, pair_dutch
from domain.trf import parse_trf
from tests.conftest import FIXTURES, fixture_files
from tests.dutch.corpus import engine_pairings, variant_pairings

#: Every SAMPLE-th corpus file (all sizes up to 150 players), every round of it.
SAMPLE = 9
SAMPLED = [
    path for index, path in enumerate(fixture_files("dutch")) if index % SAMPLE == 0 and int(path.name[1:4]) <= 150
]


def test_the_compiled_core_is_built() -> None:
    """CI must exercise the compiled core; a machine without a C compiler falls back silently."""
    assert compiled_available(), "domain/matching/cblossom/ was not built (pip install -e . with gcc builds it)"


@pytest.mark.parametrize("edition", ["dutch", "dutch-2017"])
@pytest.mark.parametrize("path", SAMPLED, ids=lambda path: path.name)
def test_both_cores_pair_the_corpus_alike(path: Path, edition: str, monkeypatch: pytest.MonkeyPatch) -> None:
    compiled = engine_pairings(path, edition)  # the default core: the compiled one (asserted above)
    monkeypatch.setenv(MATCHER_VARIABLE, "python")
    assert variant_pairings(path, edition) == compiled


def test_both_cores_pair_a_1000_player_round_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    state = parse_trf((FIXTURES / "perf" / "n1000_round5_input.trf").read_text())
    results = []
    for core in ("compiled", "python"):
        monkeypatch.setenv(MATCHER_VARIABLE, core)
        result = pair_dutch(state, DUTCH_2025)
        results.append((sorted(result.boards), result.bye))
    assert results[0] == results[1]
