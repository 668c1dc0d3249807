"""The individual part of the Commission's tie-break exercises, every published value.

IA Mario Held, "Exercises in Tie-Breaking" (FIDE Arbiters' Commission / TEC, rev. 2403220900,
C.07-2023): the 16-player Swiss of §2.1 (5 rounds: half-point byes, pairing-allocated byes,
forfeits, a zero-point bye and a withdrawal after round 3), the same event over 9 rounds, and the
6-player round robin of §2.2. Exercise numbers as in the paper; values as printed there (AOB to
hundredths, which the service keeps exact). Ratings: player n is rated 2250 − 50·n in the Swiss.
The published solutions apply the 2023/24 text (``fide-2024``); the 2026 amendments (16.4's
capped dummy opponent) change only the values listed at the end, worked from the rule.
"""

from __future__ import annotations

from fractions import Fraction
from math import floor
from typing import Any

import pytest

from domain.tiebreaks import Standings
from tests.tiebreaks.builders import column, standings, tournament

F = Fraction

SWISS_5 = {
    1: ["9w1", "13b=", "2w=", "15b1", "4w="],
    2: ["10b1", "7w1", "1b=", "16w1", "3b="],
    3: ["11w=", "6b1", "8w1", "4b=", "2w="],
    4: ["12b1", "H", "13w1", "3w=", "1b="],
    5: ["13w0", "15b0", "11w1", "7b=", "10w1"],
    6: ["14b0", "3w0", "U", "10w1", "8b1"],
    7: ["15w1", "2b0", "16b0", "5w=", "11b0"],
    8: ["16b=", "14w1", "3b0", "13w1", "6w0"],
    9: ["1b0", "10w0", "H", "11b-", "U"],
    10: ["2w0", "9b1", "15w0", "6b0", "5b0"],
    11: ["3b=", "16w0", "5b0", "9w+", "7w1"],
    12: ["4w0", "U", "14w+", "Z", "Z"],
    13: ["5b1", "1w=", "4b0", "8b0", "14w0"],
    14: ["6w1", "8b0", "12b-", "Z", "13b1"],
    15: ["7b0", "5w1", "10b1", "1w0", "16b0"],
    16: ["8w=", "11b1", "7w1", "2b0", "15w1"],
}
SWISS_RATINGS = {n: 2250 - 50 * n for n in SWISS_5}
SWISS_9 = {
    1: ["9w1", "13b=", "2w=", "15b1", "4w=", "6b=", "3b=", "16w=", "8b1"],
    2: ["10b1", "7w1", "1b=", "16w1", "3b1", "4w=", "6w0", "15b=", "5w="],
    3: ["11w=", "6b1", "8w1", "4b=", "2w0", "16b1", "1w=", "14w1", "10b1"],
    4: ["12b1", "H", "13w1", "3w=", "1b=", "2b=", "16w=", "6b=", "15w1"],
    5: ["13w0", "15b0", "11w1", "7b=", "10w1", "14b0", "9b1", "8w0", "2b="],
    6: ["14b0", "3w0", "U", "10w1", "8b1", "1w=", "2b1", "4w=", "16b1"],
    7: ["15w1", "2b0", "16b0", "5w=", "11b0", "10b0", "13w1", "9w1", "14b1"],
    8: ["16b=", "14w1", "3b0", "13w1", "6w0", "11b=", "15w=", "5b1", "1w0"],
    9: ["1b0", "10w0", "H", "11b-", "U", "13b1", "5w0", "7b0", "12w="],
    10: ["2w0", "9b1", "15w0", "6b0", "5b0", "7w1", "12b1", "11w1", "3w0"],
    11: ["3b=", "16w0", "5b0", "9w+", "7w1", "8w=", "14b0", "10b0", "13w="],
    12: ["4w0", "U", "14w+", "Z", "Z", "15b0", "10w0", "13b=", "9b="],
    13: ["5b1", "1w=", "4b0", "8b0", "14w0", "9w0", "7b0", "12w=", "11b="],
    14: ["6w1", "8b0", "12b-", "Z", "13b1", "5w1", "11w1", "3b0", "7w0"],
    15: ["7b0", "5w1", "10b1", "1w0", "16b0", "12w1", "8b=", "2w=", "4b0"],
    16: ["8w=", "11b1", "7w1", "2b0", "15w1", "3w0", "4b=", "1b=", "6w0"],
}
ROUND_ROBIN = {
    1: ["5w=", "2w1", "3b1", "4w0", "6b1"],
    2: ["6w1", "1b0", "5w1", "3w=", "4b1"],
    3: ["4w1", "6b1", "1w0", "2b=", "5w1"],
    4: ["3b0", "5b0", "6w=", "1b1", "2w0"],
    5: ["1b=", "4w1", "2b0", "6w-", "3b0"],
    6: ["2b0", "3w0", "4b=", "5b+", "1w0"],
}


def by_player(printed: str) -> dict[int, Any]:
    """Values of players 1-16 as the paper prints them, ``-`` where there is none."""
    return {n: None if text == "-" else F(text) for n, text in enumerate(printed.split(), start=1)}


BH = by_player("12.5 13 15.5 15 8.5 12 14.5 13.5 9 13 13.5 11.5 14 11 12 12.5")
BH_C1 = by_player("11 12 13 11.5 7.5 11 12.5 12 7.5 11.5 12 9.5 12 9 11 11")
AOB = by_player("12.60 13.60 13.40 13.38 13.40 13.25 11.90 13.00 12.75 10.90 12.75 15.00 12.10 13.17 12.20 13.30")
FB = by_player("13.5 13.5 15 15.5 10 12 13.5 12.5 9.5 12.5 12.5 11.5 13.5 10.5 12 13.5")
SB = by_player("8 9.5 10.5 9.75 4.25 6.5 3.25 5.25 2.25 1.5 5.75 4 4.25 4.5 3.5 7.25")
SB_C1 = by_player("7.25 8.5 9.25 8 3.25 5.5 1.25 3.75 2.25 0 4.25 4 4.25 3 2.5 5.75")
ARO = by_player("1820 1880 1940 1888 1690 1813 1760 1730 1975 1880 1863 2050 1930 1800 1860 1820")
ARO_C1 = by_player("1900 1988 2000 1983 1738 1900 1838 1800 2200 1975 2000 - 2025 1900 1963 1900")
TPR = by_player("1969 2120 2089 2081 1690 1813 1611 1730 1175 1640 1776 1250 1781 1925 1788 1969")
WIN = by_player("2 3 2 2 2 3 1 2 1 1 2 2 1 2 2 3")
WON = by_player("2 3 2 2 2 2 1 2 0 1 1 0 1 2 2 3")
BPG = by_player("2 3 2 2 2 2 3 2 1 3 2 0 3 2 3 2")
BWG = by_player("1 1 1 1 0 1 0 0 0 1 0 0 1 1 1 1")
GE = by_player("5 5 5 4 5 5 5 5 3 5 5 3 5 3 5 5")
PS = by_player("11 13 11 11.5 5 6 6 8.5 2.5 4 5.5 7 7 6 7 10.5")
PS_C1 = by_player("10 12 10.5 10.5 5 6 5 8 2.5 4 5 7 6 5 7 10")


def swiss(codes: list[str], edition: str = "fide-2024") -> Standings:
    return standings(tournament(SWISS_5, SWISS_RATINGS), codes, edition=edition)


def as_numbers(values: dict[int, Any], places: int | None = None) -> dict[int, Any]:
    """Exact values as the paper prints them (``places`` decimals, half up, where it rounds)."""
    if places is None:
        return {k: (None if v is None else F(v)) for k, v in values.items()}
    return {k: F(floor(F(v) * 10**places + F(1, 2)), 10**places) for k, v in values.items()}


def expected(values: dict[int, Any]) -> dict[int, Any]:
    return {k: (None if v is None else F(str(v))) for k, v in values.items()}


@pytest.mark.parametrize(
    ("exercises", "code", "published"),
    [
        ("1-4", "BH", BH),
        ("5-8", "BH/C1", BH_C1),
        ("10", "FB", FB),
        ("11-12", "SB", SB),
        ("13", "SB/C1", SB_C1),
        ("17", "ARO", ARO),
        ("18", "ARO/C1", ARO_C1),
        ("19-20", "TPR", TPR),
        ("27", "WIN", WIN),
        ("28", "WON", WON),
        ("29", "BPG", BPG),
        ("30", "BWG", BWG),
        ("31", "GE", GE),
        ("32", "PS", PS),
        ("33", "PS/C1", PS_C1),
    ],
)
def test_swiss_exercise(exercises: str, code: str, published: dict[int, Any]) -> None:
    assert as_numbers(column(swiss([code]), code)) == expected(published), f"exercises {exercises}"


def test_exercise_13_a_vur_worth_less_than_the_weakest_opponent_is_kept() -> None:
    """Player 14 (2 points): beat 6 (3) and 13 (1.5), lost to 8, a forfeit loss and a zero-point
    bye (VURs worth 0). 16.5: the least significant value is the opponent on 1.5 (worth 1.5); a VUR
    worth 0 is less, so 1.5 is cut: SB/C1 = 3.00."""
    assert column(swiss(["SB/C1"]), "SB/C1")[14] == 3


def test_exercise_9_average_of_opponents_buchholz_to_hundredths() -> None:
    """C.07 8.2 averages the opponents' BH; the paper prints hundredths (13.375 as 13.38)."""
    assert as_numbers(column(swiss(["AOB"]), "AOB"), places=2) == AOB


def test_exercises_21_and_22_average_performance_and_perfect_performance() -> None:
    """21: APRO of the four players on 3.5. 22: PTP of player 3, 2112, by B.02 table 8.1.2 (C.07
    10.3); player 2's, 2216, is worked the same way in the paper's example."""
    result = swiss(["APRO", "PTP"])
    assert {k: column(result, "APRO")[k] for k in (1, 3, 4, 16)} == {1: 1789, 3: 1904, 4: 1772, 16: 1805}
    assert column(result, "PTP")[3] == 2112 and column(result, "PTP")[2] == 2216


@pytest.mark.parametrize(
    ("exercise", "event", "ranks"),
    [
        (23, SWISS_5, {1: 2, 3: 2, 4: 2, 16: 2}),
        (24, SWISS_5, {5: 7, 8: 7, 11: 7}),
        (
            25,
            SWISS_9,
            {1: 3, 2: 5, 3: 1, 4: 3, 5: 9, 6: 2, 7: 6, 8: 6, 9: 14, 10: 9, 11: 13, 12: 14, 13: 16, 14: 9, 15: 9, 16: 6},
        ),
    ],
)
def test_direct_encounter_in_a_swiss(exercise: int, event: dict, ranks: dict[int, int]) -> None:
    """C.07 6.2: a participant is ranked ahead only if no missing game could change it."""
    result = standings(tournament(event, SWISS_RATINGS), ["DE"])
    assert {row.id: row.rank for row in result.rows if row.id in ranks} == ranks, f"exercise {exercise}"


def test_round_robin_exercises_14_to_16_and_26() -> None:
    """§2.2, a round robin (C.07 15: the forfeit 6-5 of round 4 counts as a game)."""
    result = standings(tournament(ROUND_ROBIN), ["SB", "SB/C1", "KS"], round_robin=True)
    assert as_numbers(column(result, "SB")) == expected({1: 9.25, 2: 6.25, 3: 6.25, 4: 4.25, 5: 3.25, 6: 2.25})
    assert as_numbers(column(result, "SB/C1")) == expected({1: 9.25, 2: 4.75, 3: 4.75, 4: 4.25, 5: 3.25, 6: 1.5})
    assert as_numbers(column(result, "KS")) == expected({1: 2, 2: 0.5, 3: 0.5, 4: 1, 5: 0.5, 6: 0})
    ranked = standings(tournament(ROUND_ROBIN), ["DE"], round_robin=True)
    assert {row.id: row.rank for row in ranked.rows} == {1: 1, 2: 2, 3: 2, 4: 6, 5: 5, 6: 4}


@pytest.mark.parametrize(
    ("code", "changed"),
    [
        ("BH", {4: 14, 6: 11.5, 11: 12.5}),
        ("BH/C1", {6: 10.5, 11: 11}),
        ("FB", {4: 14.5, 11: 12, 12: 11}),
        ("SB", {4: 9.25, 6: 6, 11: 4.75}),
        ("SB/C1", {4: 7.75, 6: 5, 11: 3.25}),
        ("AOB", {1: 12.4, 3: 12.9, 5: 13.2, 7: 11.7, 8: 12.9, 10: 10.8, 12: 14, 13: 11.9, 14: 13, 16: 13.1}),
    ],
)
def test_the_2026_amendments_cap_the_dummy_opponent(code: str, changed: dict[int, float]) -> None:
    """C.07 (2026) 16.4: the dummy's score is at most the scheduled opponent's adjusted score after a
    forfeit (player 11's win over 9, who finished on 1.5: 13.5 -> 12.5), and at most a draw in every
    round (2.5) after any other unplayed round (player 4's half-point bye on 3.5 -> 2.5: BH 14; player
    6's pairing bye on 3 -> 2.5: BH 11.5). Every other value keeps the published one; the changed
    values agree with TieBreakServer's 2026 rules."""
    old, new = column(swiss([code]), code), column(swiss([code], "fide-2026"), code)
    differs = {k: float(v) for k, v in new.items() if v != old[k]}
    assert {k: round(v, 2) for k, v in differs.items()} == changed
