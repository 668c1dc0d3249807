"""The two tables of the FIDE Rating Regulations (B.02, applied from 1 March 2024), 8.1.1 and 8.1.2,
entry by entry as the regulation prints them, against :mod:`domain.ratings.tables`."""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise

import pytest

from domain.ratings.rounding import round_half_away_from_zero, round_half_up
from domain.ratings.tables import dp, expected_score, percentage

#: Table 8.1.1 as printed: (p, dp) from p = 1.0 down to .00 (B.01 1.4.9 prints the same table).
TABLE_8_1_1 = """
1.0 800 .99 677 .98 589 .97 538 .96 501 .95 470 .94 444 .93 422 .92 401 .91 383 .90 366 .89 351 .88 336
.87 322 .86 309 .85 296 .84 284 .83 273 .82 262 .81 251 .80 240 .79 230 .78 220 .77 211 .76 202 .75 193
.74 184 .73 175 .72 166 .71 158 .70 149 .69 141 .68 133 .67 125 .66 117 .65 110 .64 102 .63 95 .62 87
.61 80 .60 72 .59 65 .58 57 .57 50 .56 43 .55 36 .54 29 .53 21 .52 14 .51 7 .50 0 .49 -7 .48 -14 .47 -21
.46 -29 .45 -36 .44 -43 .43 -50 .42 -57 .41 -65 .40 -72 .39 -80 .38 -87 .37 -95 .36 -102 .35 -110
.34 -117 .33 -125 .32 -133 .31 -141 .30 -149 .29 -158 .28 -166 .27 -175 .26 -184 .25 -193 .24 -202
.23 -211 .22 -220 .21 -230 .20 -240 .19 -251 .18 -262 .17 -273 .16 -284 .15 -296 .14 -309 .13 -322
.12 -336 .11 -351 .10 -366 .09 -383 .08 -401 .07 -422 .06 -444 .05 -470 .04 -501 .03 -538 .02 -589
.01 -677 .00 -800
"""

#: Table 8.1.2 as printed: the rows "D (Rtg Dif)" low-high with PD for H and L.
TABLE_8_1_2 = """
0-3 .50 .50 4-10 .51 .49 11-17 .52 .48 18-25 .53 .47 26-32 .54 .46 33-39 .55 .45 40-46 .56 .44
47-53 .57 .43 54-61 .58 .42 62-68 .59 .41 69-76 .60 .40 77-83 .61 .39 84-91 .62 .38 92-98 .63 .37
99-106 .64 .36 107-113 .65 .35 114-121 .66 .34 122-129 .67 .33 130-137 .68 .32 138-145 .69 .31
146-153 .70 .30 154-162 .71 .29 163-170 .72 .28 171-179 .73 .27 180-188 .74 .26 189-197 .75 .25
198-206 .76 .24 207-215 .77 .23 216-225 .78 .22 226-235 .79 .21 236-245 .80 .20 246-256 .81 .19
257-267 .82 .18 268-278 .83 .17 279-290 .84 .16 291-302 .85 .15 303-315 .86 .14 316-328 .87 .13
329-344 .88 .12 345-357 .89 .11 358-374 .90 .10 375-391 .91 .09 392-411 .92 .08 412-432 .93 .07
433-456 .94 .06 457-484 .95 .05 485-517 .96 .04 518-559 .97 .03 560-619 .98 .02 620-735 .99 .01
"""


def _hundredths(text: str) -> int:
    return round(float(text) * 100)


def _pairs(text: str) -> list[tuple[str, str]]:
    words = text.split()
    return list(zip(words[::2], words[1::2], strict=True))


def _rows(text: str) -> list[tuple[int, int, int, int]]:
    words = text.split()
    return [
        (int(span.split("-")[0]), int(span.split("-")[1]), _hundredths(high), _hundredths(low))
        for span, high, low in zip(words[::3], words[1::3], words[2::3], strict=True)
    ]


def test_table_8_1_1_entry_by_entry() -> None:
    pairs = _pairs(TABLE_8_1_1)
    assert len(pairs) == 101
    assert {_hundredths(p): int(value) for p, value in pairs} == {p: dp(p) for p in range(101)}


def test_table_8_1_2_every_row_at_both_edges_and_for_both_players() -> None:
    rows = _rows(TABLE_8_1_2)
    assert len(rows) == 50 and rows[0][0] == 0 and rows[-1][1] == 735
    assert all(nxt[0] == row[1] + 1 for row, nxt in pairwise(rows)), "rows leave no gap"
    for low, high, higher, lower in rows:
        for difference in (low, high):
            assert expected_score(difference) == higher, difference
            assert expected_score(-difference) == lower, -difference
            assert higher + lower == 100


@pytest.mark.parametrize("difference", [736, 800, 1200])
def test_above_735_the_higher_rated_expects_everything(difference: int) -> None:
    """8.1.2's last row: "> 735", PD 1.0 for H and .00 for L."""
    assert (expected_score(difference), expected_score(-difference)) == (100, 0)


def test_percentages_round_half_up() -> None:
    """B.01 note to table 1.4.9: "All percentages are rounded to the nearest whole number. 0.5% is
    rounded up." 2.5 of 4 = 62.5 % -> 63; 1 of 3 = 33.3 % -> 33; 13 of 200 = 6.5 % -> 7."""
    assert percentage(Fraction(5, 2), 4) == 63
    assert percentage(Fraction(1), 3) == 33
    assert percentage(Fraction(13), 200) == 7


def test_the_two_roundings() -> None:
    """B.02 8.3.4: 0.5 away from zero (+2.5 -> 3, -2.5 -> -3); B.01 1.4.7 b: 0.5 upward."""
    assert [round_half_away_from_zero(Fraction(x, 10)) for x in (25, -25, 24, -24, 26, -26, 5, -5)] == [
        3,
        -3,
        2,
        -2,
        3,
        -3,
        1,
        -1,
    ]
    assert [round_half_up(Fraction(x, 2)) for x in (4905, 4907, -5)] == [2453, 2454, -2]
