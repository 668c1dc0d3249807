"""Large rounds (issue 14): the biggest perf inputs pair without error, legally and exactly."""

from __future__ import annotations

from domain.swiss.dutch import DUTCH_2025, pair_dutch
from domain.swiss.participants import round_setup
from domain.trf import parse_trf
from tests.conftest import FIXTURES
from tests.dutch.test_properties import _check_colours, _check_round

PERF = FIXTURES / "perf"


def test_the_3000_player_round_equals_the_reference_engine() -> None:
    tournament = parse_trf((PERF / "n3000_round5_input.trf").read_text())
    numbers = list(map(int, (PERF / "n3000_round5_expected.txt").read_text().split()[1:]))
    result = pair_dutch(tournament, DUTCH_2025)
    assert set(result.boards) == set(zip(numbers[0::2], numbers[1::2], strict=True))
    assert result.bye is None


# the round alone: 9-17 CPU seconds (python -m bench.bench_dutch --sizes 9999)
def test_a_10000_player_round_pairs_within_the_absolute_criteria() -> None:
    """9,999 players (so a pairing-allocated bye too): everybody paired once, no rematch, an
    eligible bye, colour limits kept. Before issue 14 this crashed with a RecursionError."""
    tournament = parse_trf((PERF / "n9999_round5_input.trf").read_text())
    pairing = pair_dutch(tournament, DUTCH_2025)
    assert len(round_setup(tournament).present) >= 9_900
    _check_round(tournament, pairing)
    _check_colours(tournament, pairing, last_round=False)
