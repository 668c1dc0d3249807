"""One test per step of Art. 4.3 (``double-swiss.md`` §4), on players built from real histories;
4.3.3 is Example 4 of §6 (``test_examples.py``)."""

from __future__ import annotations

from domain.model import Color, ResultCode
from domain.swiss.double_swiss.colours import allocate
from domain.swiss.double_swiss.players import build_round
from domain.swiss.double_swiss.record import record_bye
from tests.double_swiss.builder import event, play


def test_4_3_1_even_hrp_gets_the_opposite_of_the_initial_colour() -> None:
    players = build_round(event(4)).players
    coloured = allocate(players[2], players[4], Color.BLACK)
    assert (coloured.white, coloured.step) == (2, "4.3.1")


def test_4_3_2_white_to_fewer_game_one_whites() -> None:
    """1 had White twice, 4 once (and Black once): 4 gets White whatever their ranks."""
    tournament = event(6)
    play(tournament, 1, (1, 2, "1-0", "1-0"), (4, 3, "1-0", "1-0"), (5, 6, "=", "="))
    play(tournament, 2, (1, 5, "=", "="), (6, 4, "=", "="), (2, 3, "=", "="))
    players = build_round(tournament).players
    coloured = allocate(players[1], players[4], Color.WHITE)
    assert (coloured.white, coloured.step) == (4, "4.3.2")


def test_4_3_4_the_hrp_alternates_when_nothing_earlier_decides() -> None:
    """Same Whites and the same sequence: 4.3.4, the HRP (1) alternates from White."""
    tournament = event(4)
    play(tournament, 1, (1, 2, "=", "="), (3, 4, "=", "="))
    players = build_round(tournament).players
    coloured = allocate(players[1], players[3], Color.WHITE)
    assert (coloured.white, coloured.step) == (3, "4.3.4")


def test_4_3_5_the_opponent_alternates_when_the_hrp_never_played() -> None:
    """The HRP (3, more points from a full-point bye) has no colour: 2 alternates from Black."""
    tournament = event(3)
    play(tournament, 1, (1, 2, "1-0", "1-0"))
    record_bye(tournament, 1, 3, ResultCode.FULL_BYE, ResultCode.FULL_BYE)
    players = build_round(tournament).players
    coloured = allocate(players[3], players[2], Color.WHITE)
    assert (coloured.white, coloured.step) == (2, "4.3.5")
