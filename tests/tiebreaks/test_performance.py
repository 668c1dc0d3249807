"""Rating-based tie-breaks (C.07 Art. 10; annex 2.3) and the B.02 tables 8.1.1 (dp) and 8.1.2 (PD).

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

from domain.ratings.tables import dp, expected_score
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


@pytest.mark.parametrize(
    ("difference", "hundredths"),
    [(0, 50), (3, 50), (4, 51), (10, 51), (11, 52), (197, 75), (198, 76), (735, 99), (736, 100), (2000, 100)],
)
def test_expected_score_table_8_1_2(difference: int, hundredths: int) -> None:
    """B.02 8.1.2 by its range boundaries; the lower-rated player's PD is 1 − PD."""
    assert expected_score(difference) == hundredths
    assert expected_score(-difference) == 100 - hundredths


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


def test_perfect_performance_reads_the_expected_score_from_table_8_1_2() -> None:
    """C.07 10.3: PTP is the lowest rating R whose expected score Σ PD(R − Rᵢ), PD from B.02 table
    8.1.2 (0-3 points apart: .50; 4-10: .51/.49; ...; 198-206: .76/.24; 246-256: .81/.19; more
    than 735: 1.00/.00), reaches the points scored. Same games, two rating lists.
    (a) 1: 2000, 2: 1800, 3: 1800, 4: 1500. P1 scored 1/2 against 1800 and 1800: PD(R − 1800) must
        reach .50, which the table gives from 3 points below on: 1797. P2 scored 1/2 against 2000
        and 1500: at 1746, .19 (254 below) + .81 (246 above) = 1.00; at 1745 the win is only .80.
    (b) everybody but P1 at 1800. P4 scored ½/2 against 1800 twice: PD .25 needs at most 197
        points below (198-206 gives .24): 1603. APPO(P3) = (PTP P4 1603 + PTP P1 1797) / 2 = 1700
        (C.07 10.5)."""
    event = {1: ["2w1", "3b0"], 2: ["1b0", "4w1"], 3: ["4w=", "1w1"], 4: ["3b=", "2b0"]}
    first = standings(tournament(event, {1: 2000, 2: 1800, 3: 1800, 4: 1500}), ["PTP"])
    assert {k: column(first, "PTP")[k] for k in (1, 2)} == {1: 1797, 2: 1746}
    second = standings(tournament(event, {1: 2000, 2: 1800, 3: 1800, 4: 1800}), ["PTP", "APPO"])
    assert column(second, "PTP")[4] == 1603 and column(second, "PTP")[1] == 1797
    assert column(second, "APPO")[3] == 1700


def test_perfect_performance_of_a_zero_and_of_a_full_score() -> None:
    """C.07 10.3: a zero score is the lowest opponent's rating − 800. A full score takes the
    definition as written: PD 1.00 against every opponent, which table 8.1.2 gives from a
    difference of 736 on, so the highest opponent's rating + 736."""
    event = {1: ["2w1", "3b1"], 2: ["1b0", "3w="], 3: ["2b=", "1w0"]}
    result = standings(tournament(event, {1: 1500, 2: 1800, 3: 1700}), ["PTP"])
    assert column(result, "PTP")[1] == 1800 + 736
    lost = standings(
        tournament({1: ["2w0", "3b0"], 2: ["1b1", "3w="], 3: ["2b=", "1w1"]}, {1: 1500, 2: 1800, 3: 1700}), ["PTP"]
    )
    assert column(lost, "PTP")[1] == 1700 - 800


def test_unrated_opponents_are_left_out_with_a_warning() -> None:
    ratings = {**RATINGS}
    del ratings[6]
    result = standings(tournament(EVENT, ratings), ["ARO"])
    assert column(result, "ARO")[1] == (1700 + 1900 + 1600 + 1) // 3  # 5200/3 = 1733.3 -> 1733
    assert any("rating" in w.message and "6" in w.message for w in result.warnings)
    counted = standings(tournament(EVENT, ratings), ["ARO"], unrated_rating=1000)
    assert column(counted, "ARO")[1] == (1700 + 1000 + 1900 + 1600) // 4
    assert not any("rating" in w.message for w in counted.warnings)
