"""Round 1 (every pair equally good) is paired without the n^2 weights, exactly as the general procedure.

The shortcut applies when the field is one scoregroup of one kind of player with nobody barred
from anybody; these tests pair such fields both ways (shortcut, and the general procedure with
the shortcut switched off) and demand the same boards, colours and bye.
"""

from __future__ import annotations

import pytest

from domain.model import ForbiddenGroup, Tournament
from domain.swiss.dutch import DUTCH_2025, pair_dutch
from domain.swiss.dutch.global_pairing import GlobalPairing
from domain.trf import parse_trf
from tests.conftest import FIXTURES


def first_round(size: int) -> Tournament:
    """The first ``size`` players of the 1,000-player perf event, before any round."""
    tournament = parse_trf((FIXTURES / "perf" / "n1000_round5_input.trf").read_text())
    for number in [n for n in tournament.players if n > size]:
        del tournament.players[number]
    for player in tournament.players.values():
        player.entries = []
        player.points = 0
    return tournament


def both_ways(tournament: Tournament, monkeypatch: pytest.MonkeyPatch) -> tuple[tuple, tuple, int]:
    calls = []
    original = GlobalPairing._uniform_pairing

    def counted(self: GlobalPairing) -> tuple | None:
        result = original(self)
        calls.append(result is not None)
        return result

    monkeypatch.setattr(GlobalPairing, "_uniform_pairing", counted)
    fast = pair_dutch(tournament, DUTCH_2025)
    monkeypatch.setattr(GlobalPairing, "_uniform_pairing", lambda self: None)
    general = pair_dutch(tournament, DUTCH_2025)
    return (fast.boards, fast.bye), (general.boards, general.bye), sum(calls)


@pytest.mark.parametrize("size", [2, 3, 4, 5, 9, 16, 37, 120, 401])
def test_round_one_shortcut_equals_the_general_procedure(size: int, monkeypatch: pytest.MonkeyPatch) -> None:
    fast, general, shortcuts = both_ways(first_round(size), monkeypatch)
    assert shortcuts == 1
    assert fast == general
    assert len(fast[0]) == size // 2


def test_a_forbidden_pair_takes_the_general_procedure(monkeypatch: pytest.MonkeyPatch) -> None:
    tournament = first_round(20)
    tournament.forbidden = [ForbiddenGroup((1, 11))]  # the natural pairing would pair them
    fast, general, shortcuts = both_ways(tournament, monkeypatch)
    assert shortcuts == 0
    assert fast == general
    assert (1, 11) not in fast[0] and (11, 1) not in fast[0]
