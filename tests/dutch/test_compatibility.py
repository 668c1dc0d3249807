"""[C1] and [C3] over vertex indices answer as over players, last rounds (topscorers) included."""

from __future__ import annotations

from domain.swiss.dutch import DUTCH_2025
from domain.swiss.dutch.engine import prepare_round
from tests.conftest import fixture_files
from tests.dutch.corpus import round_cases

SAMPLED = [path for index, path in enumerate(fixture_files("dutch")) if index % 29 == 5]


def test_the_index_test_answers_as_the_player_test() -> None:
    barred = last_rounds = 0
    for path in SAMPLED:
        cases = round_cases(path)
        for case in cases[1:]:  # from round 2 on: rematches and absolute preferences exist
            prepared = prepare_round(case.state, DUTCH_2025)
            players, compatible = prepared.players, prepared.compatible
            by_index = compatible.by_index(players)
            for i, a in enumerate(players):
                for j, b in enumerate(players):
                    if i != j:
                        assert by_index(i, j) == compatible(a, b), (path.name, case.round_number, a.id, b.id)
                        barred += not compatible.colours_allow(a, b)
            last_rounds += prepared.last_round
    assert barred and last_rounds, "the sample holds no [C3] bar or no last round: the test proves little"
