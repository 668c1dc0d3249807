"""A bracket's base weights read from the table over kinds equal the weights computed per pair.

Large brackets take their matrix from a table over the players' kinds (weights and [C3] depend
only on kinds; [C1] is applied per player afterwards). Every bracket of these rounds is computed
both ways and must agree entry for entry above the diagonal, the only part any reader reads (the
table's rows are shared by the players of a kind, so a zero written into one in place would
show here as a missing edge of another player).
"""

from __future__ import annotations

import pytest

from domain.swiss.dutch import DUTCH_2025, pair_dutch
from domain.swiss.dutch.global_pairing import GlobalPairing
from domain.trf import parse_trf
from tests.conftest import FIXTURES, fixture_files
from tests.dutch.corpus import round_cases

SAMPLE = [path for index, path in enumerate(fixture_files("dutch")) if index % 25 == 0]


def above_diagonal(rows: list[list[int]]) -> list[list[int]]:
    return [row[x + 1 :] for x, row in enumerate(rows)]


def compare_both_ways(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Make every bracket compute its weights both ways and assert they agree; returns bracket sizes."""
    sizes: list[int] = []

    def both(self: GlobalPairing, members: list[int], mdps: int, residents_end: int) -> list[list[int]]:
        kinds: dict[int, int] = {}
        kind_at = [kinds.setdefault(self.kinds[v], len(kinds)) for v in members]
        by_pair = self._weights_by_pair(members, mdps, residents_end)
        assert above_diagonal(self._weights_by_kind(members, mdps, residents_end, kind_at)) == above_diagonal(by_pair)
        sizes.append(len(members))
        return by_pair

    monkeypatch.setattr(GlobalPairing, "_bracket_weights", both)
    return sizes


@pytest.mark.parametrize("path", SAMPLE, ids=lambda path: path.name)
def test_corpus_brackets_agree(path, monkeypatch: pytest.MonkeyPatch) -> None:
    sizes = compare_both_ways(monkeypatch)
    for case in round_cases(path):
        pair_dutch(case.state, DUTCH_2025)
    assert sizes


@pytest.mark.parametrize("path", fixture_files("dutch-special"), ids=lambda path: path.name)
def test_brackets_with_forbidden_pairs_and_acceleration_agree(path, monkeypatch: pytest.MonkeyPatch) -> None:
    sizes = compare_both_ways(monkeypatch)
    pair_dutch(parse_trf(path.read_text()), DUTCH_2025)
    assert sizes


def test_the_brackets_of_a_1000_player_round_agree(monkeypatch: pytest.MonkeyPatch) -> None:
    sizes = compare_both_ways(monkeypatch)
    pair_dutch(parse_trf((FIXTURES / "perf" / "n1000_round5_input.trf").read_text()), DUTCH_2025)
    assert max(sizes) > 200
