"""Step (d) pairs most players without a solve, and never pairs differently for it.

Two shortcuts of the matcher make step (d) cheap (see ``tests/matching/test_paired_for_good``):
a partner the duals prove needs no bonus row and no solve, and a pair taken out for good leaves
every other partner in place. Both only skip work: with either turned off, every round of a
sample of the corpus must pair exactly as before, and on those rounds both must fire. So must a
third, in the generation: an S1 player's row starts at the first S2 player, not right after him.
"""

from __future__ import annotations

import pytest

from domain.matching import IncrementalMatching
from domain.swiss.dutch import generation, oracle
from tests.conftest import fixture_files
from tests.dutch.corpus import engine_pairings, variant_pairings

SAMPLED = [path for index, path in enumerate(fixture_files("dutch")) if index % 13 == 3]


def spy_on_proofs(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Record every answer of the oracle's proof."""
    answers: list[bool] = []
    keeps = oracle.BracketOracle.keeps_partner

    def spy(self: oracle.BracketOracle, *args) -> bool:  # type: ignore[no-untyped-def]
        answers.append(keeps(self, *args))
        return answers[-1]

    monkeypatch.setattr(oracle.BracketOracle, "keeps_partner", spy)
    return answers


@pytest.mark.parametrize("path", SAMPLED, ids=lambda path: path.name)
def test_proven_partners_pair_as_solved_ones(path, monkeypatch: pytest.MonkeyPatch) -> None:
    proven = engine_pairings(path, "dutch")
    monkeypatch.setattr(oracle.BracketOracle, "keeps_partner", lambda self, *args: False)
    assert variant_pairings(path, "dutch") == proven


def test_the_proof_fires_on_the_sample(monkeypatch: pytest.MonkeyPatch) -> None:
    answers = spy_on_proofs(monkeypatch)
    for path in SAMPLED:
        variant_pairings(path, "dutch")
    assert sum(answers) >= len(answers) // 4, "partners are seldom proven: the shortcut went untested"


@pytest.mark.parametrize("path", SAMPLED, ids=lambda path: path.name)
def test_detached_pairs_pair_as_released_ones(path, monkeypatch: pytest.MonkeyPatch) -> None:
    detached = engine_pairings(path, "dutch")

    def release_both(self: IncrementalMatching, a: int, b: int) -> None:
        self.set_vertex_edges(a, {})
        self.set_vertex_edges(b, {})

    monkeypatch.setattr(IncrementalMatching, "remove_pair", release_both)
    assert variant_pairings(path, "dutch") == detached


def test_pairs_inside_blossoms_are_detached_on_the_sample(monkeypatch: pytest.MonkeyPatch) -> None:
    """A released pair would be pending for the next solve; a detached one is not."""
    inside: list[bool] = []
    remove = IncrementalMatching.remove_pair

    def spy(self: IncrementalMatching, a: int, b: int) -> None:
        in_blossom = self.core.top[a] != a
        remove(self, a, b)
        if in_blossom:
            inside.append(a not in self._dirty)

    monkeypatch.setattr(IncrementalMatching, "remove_pair", spy)
    for path in SAMPLED:
        variant_pairings(path, "dutch")
    assert sum(inside) >= len(inside) // 3, "pairs inside blossoms are seldom detached"


@pytest.mark.parametrize("path", SAMPLED, ids=lambda path: path.name)
def test_rows_from_the_first_s2_player_pair_as_whole_rows(path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The S1 players left out between a player and S2 have no pair with him (c3): no weight changes."""
    trimmed = engine_pairings(path, "dutch")
    fix = generation.BracketGeneration._fix_s1_opponents

    def whole_rows(self: generation.BracketGeneration, remainder, position, first_s2) -> None:  # type: ignore[no-untyped-def]
        fix(self, remainder, position, 0)

    monkeypatch.setattr(generation.BracketGeneration, "_fix_s1_opponents", whole_rows)
    assert variant_pairings(path, "dutch") == trimmed
