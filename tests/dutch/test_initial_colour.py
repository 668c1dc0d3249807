"""The initial colour read back from the earliest coloured round (2026 Art. 5.1, 5.2.5; 2017 E.5).

Only the players who took part in that round's pairing are ranked: a requested bye, an absence
or a late entrant must not shift the parity (fixtures/edge README).
"""

from __future__ import annotations

import pytest

from domain.model import Color, Player, ResultCode, RoundEntry, Tournament
from domain.swiss.initial_colour import first_coloured_round, inferred_initial_colour, initial_colour
from domain.trf import parse_trf
from tests.conftest import fixture_files

W, B = Color.WHITE, Color.BLACK
H, Z, U = (RoundEntry.bye(code) for code in (ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.PAIRING_BYE))


def game(opponent: int, colour: Color, result: ResultCode = ResultCode.DRAW) -> RoundEntry:
    return RoundEntry(opponent, colour, result)


def tournament(*entries: list[RoundEntry | None], initial: Color | None = None) -> Tournament:
    """Players numbered from 1 in the order given, with those round entries."""
    players = {n: Player(n, rating=2500 - n, entries=list(e)) for n, e in enumerate(entries, start=1)}
    return Tournament(players=players, total_rounds=5, initial_color=initial)


def test_a_stated_colour_wins_over_the_rounds() -> None:
    state = tournament([game(2, W)], [game(1, B)], initial=B)
    assert initial_colour(state) is B
    assert inferred_initial_colour(state) is W


def test_no_colour_anywhere_reads_nothing_and_pairs_with_white() -> None:
    state = tournament([U], [H], [])
    assert first_coloured_round(state) is None and inferred_initial_colour(state) is None
    assert initial_colour(state) is W


@pytest.mark.parametrize("colour", [W, B])
def test_the_top_player_of_round_one_had_it(colour: Color) -> None:
    state = tournament([game(3, colour)], [game(4, colour.opposite)], [game(1, colour.opposite)], [game(2, colour)])
    assert initial_colour(state) is colour


@pytest.mark.parametrize("missing", [[H], [Z], []], ids=["half-point bye", "zero bye", "late entrant"])
def test_a_player_who_did_not_take_part_does_not_shift_the_parity(missing: list[RoundEntry]) -> None:
    """Player 1 was not in round 1: 2 was the top of those paired, and had White."""
    state = tournament(missing, [game(4, W)], [game(5, B)], [game(2, B)], [game(3, W)])
    assert initial_colour(state) is W


def test_a_forfeit_written_with_colours_counts() -> None:
    """The colours of a forfeit were given by the pairing (the edge file's player 2)."""
    forfeit_win, forfeit_loss = ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS
    state = tournament([game(2, B, forfeit_win)], [game(1, W, forfeit_loss)])
    assert initial_colour(state) is B


UNCOLOURED_FORFEIT = (RoundEntry(4, None, ResultCode.FORFEIT_WIN), RoundEntry(1, None, ResultCode.FORFEIT_LOSS))


@pytest.mark.parametrize("top, fourth", [(U, H), UNCOLOURED_FORFEIT], ids=["pairing bye", "uncoloured forfeit"])
def test_a_top_player_without_colour_still_holds_his_rank(top: RoundEntry, fourth: RoundEntry) -> None:
    """1 took part but got no colour: 2, ranked second, got the other colour than the initial one."""
    state = tournament([top], [game(3, B)], [game(2, W)], [fourth])
    assert initial_colour(state) is W


def test_when_round_one_has_no_colour_the_first_coloured_round_tells() -> None:
    """Round 1: only 4 was paired (the bye); round 2 ranks 1, 2, 3 and 4, and 1 had Black."""
    state = tournament([H, game(3, B)], [H, game(4, W)], [H, game(1, W)], [U, game(2, B)])
    assert first_coloured_round(state) == 2
    assert initial_colour(state) is B


WHOLE_TOURNAMENTS = fixture_files("dutch")


@pytest.mark.skipif(not WHOLE_TOURNAMENTS, reason="the shared corpus is absent")
def test_every_corpus_tournament_reads_back_its_stated_colour() -> None:
    """Each whole tournament of the corpus states XXC; read back from round 1 it is the same."""
    wrong = []
    for path in WHOLE_TOURNAMENTS:
        state = parse_trf(path.read_text())
        assert state.initial_color is not None, path.name
        if inferred_initial_colour(state) is not state.initial_color:
            wrong.append(path.name)
    assert wrong == []
