"""Rating-based tie-breaks (C.07 Art. 10; annex 2.3) and the dp table (B.02 8.1a).

On the hand-worked Swiss event (ratings 1: 2000, 2: 1900, 3: 1800, 4: 1700, 5: 1600, 6: 1500):
    P1 met 4, 6, 2, 5 over the board: ARO = 6700/4 = 1675; ARO/C1 drops 1500: 5200/3 -> 1733.
       2.5 of 4 = .625 -> p .63 (half up) -> dp 95 -> TPR 1770.
    P2 met 5, 1, 6: ARO 5100/3 = 1700; 2 of 3 -> .67 -> 125 -> TPR 1825.
    P4 met 1, 5 and lost both: ARO 1800, dp(0) = -800 -> TPR 1000; PTP = lowest rating - 800 = 800.
    P5 met 2, 4, 1: ARO 5600/3 -> 1867; 2.5/3 -> .83 -> 273 -> TPR 2140.
    P6 met 3, 1, 2: ARO 1900; 1/3 -> .33 -> -125 -> TPR 1775.
    APRO(P1) = (TPR P4 1000 + P6 1775 + P2 1825 + P5 2140) / 4 = 1685.
Legacy (annex): ARO is the ratings' sum over the number of rounds, an unplayed round being a draw
against oneself: P2 (1600 + 2000 + 1500 + own 1900) / 4 = 1750. TPR with the 350-point rule:
P1 (2000) sees 1500 and 1600 as 1650: (1700 + 1650 + 1900 + 1650) / 4 = 1725, + 95 = 1820.
"""

from __future__ import annotations

import pytest

from domain.ratings.tables import dp
from tests.tiebreaks.builders import column, standings, tournament
from tests.tiebreaks.test_swiss_hand_worked import EVENT, RATINGS


@pytest.mark.parametrize(
    ("hundredths", "value"),
    [(50, 0), (51, 7), (63, 95), (67, 125), (83, 273), (99, 677), (100, 800), (33, -125), (1, -677), (0, -800)],
)
def test_dp_table(hundredths: int, value: int) -> None:
    assert dp(hundredths) == value


def test_dp_is_antisymmetric() -> None:
    assert all(dp(p) == -dp(100 - p) for p in range(101))


def test_c07_values() -> None:
    result = standings(tournament(EVENT, RATINGS), ["ARO", "ARO/C1", "TPR", "PTP", "APRO"])
    assert column(result, "ARO")[1] == 1675 and column(result, "ARO/C1")[1] == 1733
    assert column(result, "ARO")[2] == 1700
    assert {k: column(result, "TPR")[k] for k in (1, 2, 4, 5, 6)} == {1: 1770, 2: 1825, 4: 1000, 5: 2140, 6: 1775}
    assert column(result, "APRO")[1] == 1685
    assert column(result, "PTP")[4] == 800
    assert column(result, "ARO")[3] == 1500  # P3 played one game, against P6


def test_legacy_aro_and_350_point_rule() -> None:
    result = standings(tournament(EVENT, RATINGS), ["ARO", "TPR"], edition="legacy-1998")
    assert column(result, "ARO")[2] == 1750
    assert column(result, "TPR")[1] == 1820


def test_perfect_performance_solves_the_expected_score() -> None:
    """Same games, two rating lists.
    (a) 1: 2000, 2: 1800, 3: 1800, 4: 1500. P1 scored 1/2 against 1800 and 1800: E(R-1800) = ½
        first at R = 1800. P2 scored 1/2 against 2000 and 1500: symmetric around 1750.
    (b) everybody but P1 at 1800. P4 scored ½/2 against 1800 twice: E(d) >= ¼ <=> d >= -400·log10(3)
        = -190.8 -> 1610. P1 still 1800. APPO(P3) = (PTP P4 1610 + PTP P1 1800) / 2 = 1705."""
    event = {1: ["2w1", "3b0"], 2: ["1b0", "4w1"], 3: ["4w=", "1w1"], 4: ["3b=", "2b0"]}
    first = standings(tournament(event, {1: 2000, 2: 1800, 3: 1800, 4: 1500}), ["PTP"])
    assert {k: column(first, "PTP")[k] for k in (1, 2)} == {1: 1800, 2: 1750}
    second = standings(tournament(event, {1: 2000, 2: 1800, 3: 1800, 4: 1800}), ["PTP", "APPO"])
    assert column(second, "PTP")[4] == 1610 and column(second, "PTP")[1] == 1800
    assert column(second, "APPO")[3] == 1705


def test_unrated_opponents_are_left_out_with_a_warning() -> None:
    ratings = {**RATINGS}
    del ratings[6]
    result = standings(tournament(EVENT, ratings), ["ARO"])
    assert column(result, "ARO")[1] == (1700 + 1900 + 1600 + 1) // 3  # 5200/3 = 1733.3 -> 1733
    assert any("rating" in w.message and "6" in w.message for w in result.warnings)
    counted = standings(tournament(EVENT, ratings), ["ARO"], unrated_rating=1000)
    assert column(counted, "ARO")[1] == (1700 + 1000 + 1900 + 1600) // 4
    assert not any("rating" in w.message for w in counted.warnings)
