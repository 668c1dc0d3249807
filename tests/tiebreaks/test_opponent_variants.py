"""Fore Buchholz, Average of Opponents' Buchholz and Sum of Buchholz on the hand-worked Swiss
event of :mod:`test_swiss_hand_worked` (BH there: 8.5, 9.5, 1, 9, 10, 7)."""

from __future__ import annotations

from fractions import Fraction as F

from tests.tiebreaks.builders import column, standings, tournament
from tests.tiebreaks.test_swiss_hand_worked import EVENT, RATINGS


def test_fore_buchholz_makes_the_last_round_games_draws() -> None:
    """Last-round pairings P5-P1 and P2-P6 become draws: FB scores P1 3, P2 2, P5 3, P6 1.5
    (P6's absence in R3 is now followed by a game), P4 1.5, P3 0 (adjusted 1).
    FB(P1) = P4 1.5 + P6 1.5 + P2 2 + P5 3 = 8;
    FB(P2) = P5 3 + [dummy: own FB score 2] + P1 3 + P6 1.5 = 9.5."""
    result = standings(tournament(EVENT, RATINGS), ["FB"])
    assert column(result, "FB")[1] == 8
    assert column(result, "FB")[2] == F(19, 2)


def test_average_of_opponents_buchholz_uses_games_only() -> None:
    """AOB(P1) = (BH P4 9 + P6 7 + P2 9.5 + P5 10) / 4 = 35.5 / 4; AOB(P3) = BH(P6) = 7."""
    result = standings(tournament(EVENT, RATINGS), ["AOB"])
    assert column(result, "AOB")[1] == F(71, 8)
    assert column(result, "AOB")[3] == 7


def test_sum_of_buchholz_counts_own_bh_for_unplayed_rounds() -> None:
    """SBH(P1) = 9 + 7 + 9.5 + 10 = 35.5; SBH(P4) = BH P1 8.5 + own 9 (PAB) + P5 10 + own 9 (H) = 36.5."""
    result = standings(tournament(EVENT, RATINGS), ["SBH"])
    assert column(result, "SBH")[1] == F(71, 2)
    assert column(result, "SBH")[4] == F(73, 2)


def test_forfeits_count_as_games_with_p_modifier() -> None:
    """BH/P: P5's forfeit win counts P3's adjusted score 1 instead of the dummy's 3.5: 10 - 3.5 + 1."""
    result = standings(tournament(EVENT, RATINGS), ["BH/P"])
    assert column(result, "BH/P")[5] == F(15, 2)
