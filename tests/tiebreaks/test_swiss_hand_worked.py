"""Every own-result and opponent tie-break on one small Swiss event, values worked by hand.

Six players, four rounds (ratings 2000, 1900, …, 1500 for 1..6):

    P1: R1 4w1   R2 6b1   R3 2w=   R4 5b0   -> 2.5
    P2: R1 5w=   R2 H     R3 1b=   R4 6w1   -> 2.5   (half-point bye, then plays on)
    P3: R1 6w0   R2 5b-   R3 Z     R4 Z     -> 0     (forfeit loss, then withdraws)
    P4: R1 1b0   R2 U     R3 5w0   R4 H     -> 1.5   (pairing bye; half bye in the last round)
    P5: R1 2b=   R2 3w+   R3 4b1   R4 1w1   -> 3.5   (forfeit win)
    P6: R1 3b1   R2 1w0   R3 Z     R4 2b0   -> 1     (absent once, then plays on)

C.07 16.3 adjusted scores (opponents' view): P3's R3-R4 are requested byes followed by nothing
but voluntary unplayed rounds, so they count as draws: 0 + 0 + ½ + ½ = 1. P4's last-round H is
a draw anyway (1.5). Everybody else keeps his score.

BH (dummy opponent = own final score for every unplayed round, 16.4):
    P1: 1.5 + 1 + 2.5 + 3.5 = 8.5        P2: 3.5 + [2.5 VUR] + 2.5 + 1 = 9.5
    P3: 1 + [0 VUR] + [0 VUR] + [0 VUR] = 1
    P4: 2.5 + [1.5 PAB] + 3.5 + [1.5 VUR] = 9
    P5: 2.5 + [3.5 forfeit win] + 1.5 + 2.5 = 10
    P6: 1 + 2.5 + [1 VUR] + 2.5 = 7
BH/C1 (16.5: a VUR contribution is cut first): P1 8.5-1 = 7.5; P2 9.5-2.5 = 7 (not 8.5);
    P3 1; P4 9-1.5(VUR) = 7.5; P5 10-1.5 = 8.5; P6 7-1(VUR) = 6.
BH/C2: P1 7.5-1.5 = 6; P2 7-1 = 6.  BH/M1: P1 8.5-1-3.5 = 4; P2 9.5-2.5-3.5 = 3.5.
SB: P1 1.5 + 1 + 2.5/2 + 0 = 3.75; P2 3.5/2 + 2.5/2 + 2.5/2 + 1 = 5.25; P3 0;
    P4 0 + 1.5 + 0 + 1.5/2 = 2.25; P5 2.5/2 + 3.5 + 1.5 + 2.5 = 8.75; P6 1.
WIN (with or without playing): 2, 1, 0, 1 (PAB), 3 (forfeit win), 1.  WON: 2, 1, 0, 0, 2, 1.
BPG: 2, 1, 0 (the forfeit is not a game), 1, 2, 2.  BWG: 1, 0, 0, 0, 1, 1.
REP (rounds minus VURs): 4, 3, 1, 3, 4, 3.
PS: P1 1+2+2.5+2.5 = 8, PS/C1 7; P2 .5+1+1.5+2.5 = 5.5; P4 0+1+1+1.5 = 3.5; P5 .5+1.5+2.5+3.5 = 8.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.tiebreaks.builders import column, standings, tournament

EVENT = {
    1: ["4w1", "6b1", "2w=", "5b0"],
    2: ["5w=", "H", "1b=", "6w1"],
    3: ["6w0", "5b-", "Z", "Z"],
    4: ["1b0", "U", "5w0", "H"],
    5: ["2b=", "3w+", "4b1", "1w1"],
    6: ["3b1", "1w0", "Z", "2b0"],
}
RATINGS = {1: 2000, 2: 1900, 3: 1800, 4: 1700, 5: 1600, 6: 1500}
F = Fraction


@pytest.fixture(scope="module")
def fide():
    codes = ["BH", "BH/C1", "BH/C2", "BH/M1", "SB", "WIN", "WON", "BPG", "BWG", "REP", "PS", "PS/C1", "STD"]
    return standings(tournament(EVENT, RATINGS), codes)


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("BH", {1: F(17, 2), 2: F(19, 2), 3: 1, 4: 9, 5: 10, 6: 7}),
        ("BH/C1", {1: F(15, 2), 2: 7, 3: 1, 4: F(15, 2), 5: F(17, 2), 6: 6}),
        ("SB", {1: F(15, 4), 2: F(21, 4), 3: 0, 4: F(9, 4), 5: F(35, 4), 6: 1}),
        ("WIN", {1: 2, 2: 1, 3: 0, 4: 1, 5: 3, 6: 1}),
        ("WON", {1: 2, 2: 1, 3: 0, 4: 0, 5: 2, 6: 1}),
        ("BPG", {1: 2, 2: 1, 3: 0, 4: 1, 5: 2, 6: 2}),
        ("BWG", {1: 1, 2: 0, 3: 0, 4: 0, 5: 1, 6: 1}),
        ("REP", {1: 4, 2: 3, 3: 1, 4: 3, 5: 4, 6: 3}),
        ("STD", {1: F(5, 2), 2: F(5, 2), 3: 0, 4: F(3, 2), 5: F(7, 2), 6: 1}),
    ],
)
def test_values(fide, code, expected) -> None:
    assert column(fide, code) == expected


def test_cuts_and_medians(fide) -> None:
    assert column(fide, "BH/C2")[1] == 6 and column(fide, "BH/C2")[2] == 6
    assert column(fide, "BH/M1")[1] == 4 and column(fide, "BH/M1")[2] == F(7, 2)


def test_progressive_score(fide) -> None:
    ps, ps1 = column(fide, "PS"), column(fide, "PS/C1")
    assert (ps[1], ps[2], ps[4], ps[5]) == (8, F(11, 2), F(7, 2), 8)
    assert ps1[1] == 7


def test_vur_cut_first_decides_the_order() -> None:
    """P1 and P2 tie on 2.5: BH favours P2 (9.5 > 8.5) but BH/C1 cuts P2's half-point bye first."""
    by_cut = standings(tournament(EVENT, RATINGS), ["BH/C1", "BH"])
    by_full = standings(tournament(EVENT, RATINGS), ["BH", "BH/C1"])
    assert [row.id for row in by_cut.rows] == [5, 1, 2, 4, 6, 3]
    assert [row.id for row in by_full.rows] == [5, 2, 1, 4, 6, 3]
    assert [row.rank for row in by_cut.rows] == [1, 2, 3, 4, 5, 6]


def test_legacy_1998_counts_every_unplayed_game_as_a_draw_against_oneself() -> None:
    """Annex X.1. Tie-break scores (unplayed = ½): P1 2.5, P2 2.5, P3 0+½+½+½ = 1.5,
    P4 0+½+0+½ = 1, P5 ½+½+1+1 = 3, P6 1+0+½+0 = 1.5.
    BH: P1 1 + 1.5 + 2.5 + 3 = 8; P2 3 + [self 2.5] + 2.5 + 1.5 = 9.5; P4 2.5 + [1] + 3 + [1] = 7.5;
        P5 2.5 + [self 3] + 1 + 2.5 = 9; P6 1.5 + 2.5 + [1.5] + 2.5 = 8; P3 1.5 + 3 × [1.5] = 6.
    BH/C1 (plain cut, no VUR rule): P2 9.5 - 1.5 = 8.
    SB: P1 1 + 1.5 + 1.25 + 0 = 3.75; P2 1.5 + 1.25 + 1.25 + 1.5 = 5.5; P5 1.25 + 1.5 + 1 + 2.5 = 6.25.
    WIN (only games: an unplayed win is a draw here): P5 2, P4 0.
    PS keeps the actual results (X.1 last sentence): P5 still 8."""
    result = standings(tournament(EVENT, RATINGS), ["BH", "BH/C1", "SB", "WIN", "PS"], edition="legacy-1998")
    assert column(result, "BH") == {1: 8, 2: F(19, 2), 3: 6, 4: F(15, 2), 5: 9, 6: 8}
    assert column(result, "BH/C1")[2] == 8
    assert {k: column(result, "SB")[k] for k in (1, 2, 5)} == {1: F(15, 4), 2: F(11, 2), 5: F(25, 4)}
    assert column(result, "WIN")[5] == 2 and column(result, "WIN")[4] == 0
    assert column(result, "PS")[5] == 8
