"""Step (c) fixes S1 and S2 without weighing exchanges when no exchange is needed.

Art. 4.3 takes no exchange when some optimal pairing lets every S1 player lead a pair; step (c)
then goes straight to the (c3) graph and checks that its optimum loses no base weight (and that
every S1 player leads), instead of solving once more with the split weights. The pairing must
be the one the full step gives, with an exchange or without.
"""

from __future__ import annotations

import pytest

from domain.swiss.dutch import generation
from domain.trf import parse_trf
from tests.conftest import FIXTURES, fixture_files
from tests.dutch.corpus import boards, engine_pairings, variant_pairings

#: Every SAMPLE-th corpus file, every round of it. The sample holds n039_r13, one of whose
#: brackets the (c3) optimum completes only with the players below (so (c) must weigh the splits).
SAMPLE = 7
SAMPLED = [path for index, path in enumerate(fixture_files("dutch")) if index % SAMPLE == 4]


def weigh_every_split(monkeypatch: pytest.MonkeyPatch) -> None:
    """Step (c) as it was: always the split weights and their solve."""
    monkeypatch.setattr(generation.RemainderExchange, "_split_without_exchange", lambda self: False)


@pytest.mark.parametrize("edition", ["dutch", "dutch-2017"])
@pytest.mark.parametrize("path", SAMPLED, ids=lambda path: path.name)
def test_skipping_the_split_weights_never_changes_a_corpus_pairing(
    path, edition: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    direct = engine_pairings(path, edition)
    weigh_every_split(monkeypatch)
    assert variant_pairings(path, edition) == direct


def test_a_1000_player_round_skips_the_split_weights_where_no_exchange_is_taken(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Brackets of hundreds of players, none taking an exchange: none builds the split weights."""
    state = parse_trf((FIXTURES / "perf" / "n1000_round5_input.trf").read_text())
    skipped: list[bool] = []
    exchanges: list[int] = []
    split_without_exchange = generation.RemainderExchange._split_without_exchange
    move_down = generation.RemainderExchange._move_down_lowest_s1

    def spy_skip(self: generation.RemainderExchange) -> bool:
        skipped.append(split_without_exchange(self))
        return skipped[-1]

    def spy_exchanges(self: generation.RemainderExchange, count: int) -> None:
        exchanges.append(count)
        move_down(self, count)

    monkeypatch.setattr(generation.RemainderExchange, "_split_without_exchange", spy_skip)
    direct = boards(state, "dutch")
    weigh_every_split(monkeypatch)
    monkeypatch.setattr(generation.RemainderExchange, "_move_down_lowest_s1", spy_exchanges)
    assert boards(state, "dutch") == direct
    assert len(skipped) == len(exchanges) >= 5
    assert exchanges == [0] * len(exchanges)
    assert all(skipped)
