"""The (c3)-(d) tie-break only chooses among equal pairings: it never changes a pairing.

:func:`domain.swiss.dutch.generation.lean` makes the optimum that step (d) starts from lean
towards S1[i]-S2[i], so that (d) mostly confirms opponents instead of re-solving. The pairing
must be the one the FIDE order generates first either way: with the tie-break switched off
(every tie-break 0) the boards, colours and bye are identical.
"""

from __future__ import annotations

import pytest

from domain.swiss.dutch import DUTCH_2025, generation, pair_dutch
from domain.trf import parse_trf
from tests.conftest import FIXTURES, fixture_files
from tests.dutch.corpus import boards, engine_pairings, variant_pairings

#: Every SAMPLE-th corpus file, every round of it.
SAMPLE = 7
SAMPLED = [path for index, path in enumerate(fixture_files("dutch")) if index % SAMPLE == 3]


@pytest.mark.parametrize("edition", ["dutch", "dutch-2017"])
@pytest.mark.parametrize("path", SAMPLED, ids=lambda path: path.name)
def test_the_tie_break_never_changes_a_corpus_pairing(path, edition: str, monkeypatch: pytest.MonkeyPatch) -> None:
    leaning = engine_pairings(path, edition)
    monkeypatch.setattr(generation, "lean", lambda s1, s2, s2_size: 0)
    assert variant_pairings(path, edition) == leaning


def test_the_tie_break_fits_the_room_of_a_large_bracket(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every bracket of a 1,000-player round has room for it (else (d) would run without it)."""
    state = parse_trf((FIXTURES / "perf" / "n1000_round5_input.trf").read_text())
    scales: list[tuple[int, int]] = []
    lean_scale = generation.lean_scale

    def spy(s1_size: int, s2_size: int, room_bits: int) -> int:
        scales.append((s1_size, lean_scale(s1_size, s2_size, room_bits)))
        return scales[-1][1]

    monkeypatch.setattr(generation, "lean_scale", spy)
    pair_dutch(state, DUTCH_2025)
    assert scales and all(scale > 1 for s1_size, scale in scales if s1_size)


def test_the_tie_break_never_changes_a_1000_player_pairing(monkeypatch: pytest.MonkeyPatch) -> None:
    state = parse_trf((FIXTURES / "perf" / "n1000_round5_input.trf").read_text())
    leaning = boards(state, "dutch")
    monkeypatch.setattr(generation, "lean", lambda s1, s2, s2_size: 0)
    assert boards(state, "dutch") == leaning
