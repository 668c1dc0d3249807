"""The worked examples of ``double-swiss.md`` §6, one test each."""

from __future__ import annotations

from fractions import Fraction

from domain.model import Color
from domain.swiss.double_swiss import pair_double_swiss
from domain.swiss.double_swiss.colours import allocate
from domain.swiss.double_swiss.players import build_round
from tests.double_swiss.builder import event, play


def test_example_1_round_one_of_four_players() -> None:
    """1-3 (1 odd: White) and 2-4 (2 even: Black, so 4 White), both by 4.3.1; no PAB."""
    paired = pair_double_swiss(event(4))
    assert paired.pairing.boards == [(1, 3), (4, 2)]
    assert paired.pairing.bye is None
    assert [pair.step for pair in paired.coloured] == ["4.3.1", "4.3.1"]


def test_example_2_round_two_of_five_players() -> None:
    """Round 1: PAB to 5 (3.4.4); 1 beats 3 2-0, 4 beats 2 1½-½. Round 2: [C2] bars 5, the PAB
    goes to 3; bracket {1}+{4} ({5} fails [C3]), then {5}+{2}; colours 4.3.4 and 4.3.5."""
    tournament = event(5)
    first = pair_double_swiss(tournament)
    assert first.pairing.bye == 5
    assert first.pairing.boards == [(1, 3), (4, 2)]
    play(tournament, 1, (1, 3, "1-0", "1-0"), (4, 2, "1-0", "="), pab=5)
    scores = {n: p.score for n, p in build_round(tournament).players.items()}
    assert scores == {1: 2, 2: Fraction(1, 2), 3: 0, 4: Fraction(3, 2), 5: Fraction(3, 2)}

    second = pair_double_swiss(tournament)
    assert second.pairing.bye == 3
    steps = second.pairing.explanation
    assert [(s.article, s.residents, s.upfloaters, s.pairs) for s in steps] == [
        ("C.04.5 3.4", (3,), (), ()),
        ("C.04.5 3.5-3.6", (1,), (4,), ((4, 1),)),
        ("C.04.5 3.5-3.6", (5,), (2,), ((2, 5),)),
    ]
    assert [s.notes for s in steps[1:]] == [("4-1: colours by Art. 4.3.4",), ("2-5: colours by Art. 4.3.5",)]
    assert second.pairing.boards == [(4, 1), (2, 5)]
    assert [pair.step for pair in second.coloured] == ["4.3.4", "4.3.5"]


def test_example_3a_one_forfeited_game_is_a_meeting_with_a_colour() -> None:
    """2 forfeits game 1 and loses game 2 over the board: played, 2-0, 1 and 2 met; 1's colour is White."""
    tournament = event(2)
    play(tournament, 1, (1, 2, "+-", "1-0"))
    players = build_round(tournament).players
    assert players[1].met == {2} and players[1].score == 2
    assert players[1].colours and players[1].colours[0] is Color.WHITE
    assert players[1].pab_allowed, "a match with a game played is not won by forfeit"


def test_example_3b_both_games_forfeited_is_no_meeting_and_bars_the_pab() -> None:
    """2 forfeits both games: not a meeting, no colour; 1 scores 2 and is barred from the PAB ([C2])."""
    tournament = event(3)
    play(tournament, 1, (1, 2, "+-", "+-"), pab=3)
    players = build_round(tournament).players
    assert not players[1].met and not players[2].met
    assert not players[1].colours and not players[2].colours
    assert players[1].score == 2 and not players[1].pab_allowed
    assert players[2].pab_allowed


def test_example_4_step_4_3_3() -> None:
    """A (HRP): W, B, W; B: B, W, W. Equal Whites; the last round is W/W, the one before B/W, so A
    gets the opposite of its Black then: White."""
    tournament = event(6)
    # A = 1, B = 2; opponents 3..6 chosen so that 1 and 2 stay level on score and never meet.
    play(tournament, 1, (1, 3, "=", "="), (4, 2, "=", "="), (5, 6, "=", "="))
    play(tournament, 2, (4, 1, "=", "="), (2, 5, "=", "="), (6, 3, "=", "="))
    play(tournament, 3, (1, 5, "=", "="), (2, 6, "=", "="), (3, 4, "=", "="))
    players = build_round(tournament).players
    w, b = Color.WHITE, Color.BLACK
    assert players[1].colours == (w, b, w) and players[2].colours == (b, w, w)
    coloured = allocate(players[1], players[2], Color.WHITE)
    assert (coloured.white, coloured.step) == (1, "4.3.3")
