"""AOB/F (C.07 8.2 with Fore Buchholz), TPN (2026 7.8) and RTNG (2026 10.6) on the hand-worked
Swiss event of :mod:`test_swiss_hand_worked` (P1 and P2 tie on 2.5; ratings 2000, 1900, …, 1500).

Fore Buchholz (8.3): the last-round pairings P5-P1 and P2-P6 become draws, so the fore scores
are P1 3, P2 2, P3 0 (adjusted 1: his last two rounds are a withdrawal), P4 1.5, P5 3, P6 1.5,
and every unplayed round is a dummy opponent with the player's own fore score (16.4):
    FB(P1) = P4 1.5 + P6 1.5 + P2 2 + P5 3 = 8
    FB(P2) = P5 3 + [own 2] + P1 3 + P6 1.5 = 9.5
    FB(P4) = P1 3 + [own 1.5] + P5 3 + [own 1.5] = 9
    FB(P5) = P2 2 + [own 3, forfeit win] + P4 1.5 + P1 3 = 9.5
    FB(P6) = P3 1 + P1 3 + [own 1.5] + P2 2 = 7.5
AOB/F: the mean FB of the opponents met over the board (the actual games):
    P2 met 5, 1, 6: (9.5 + 8 + 7.5) / 3 = 25/3   (AOB: BH 10 + 8.5 + 7 = 25.5 / 3 = 8.5)
    P3 met only 6: 7.5                            (AOB: BH(P6) = 7)
    P6 met 3, 1, 2: (FB(P3) 1.5 + 8 + 9.5) / 3 = 19/3, FB(P3) = P6 1.5 + three dummies of 0.
"""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from domain.errors import InvalidInput
from tests.tiebreaks.builders import column, standings, tournament
from tests.tiebreaks.test_swiss_hand_worked import EVENT, RATINGS
from tests.tiebreaks.test_teams_and_f10 import TEAM_EVENT, TEAMS


def test_average_of_opponents_fore_buchholz() -> None:
    result = standings(tournament(EVENT, RATINGS), ["AOB/F", "AOB", "FB"])
    fore = column(result, "AOB/F")
    assert (fore[2], fore[3], fore[6]) == (F(25, 3), F(15, 2), F(19, 3))
    assert column(result, "AOB")[2] == F(17, 2) and column(result, "AOB")[3] == 7
    assert {k: column(result, "FB")[k] for k in (4, 5, 6)} == {4: 9, 5: F(19, 2), 6: F(15, 2)}


def _order(codes: list[str], ratings: dict[int, int] = RATINGS, **rules: object) -> list[int]:
    return [row.id for row in standings(tournament(EVENT, ratings), codes, **rules).rows]


def test_pairing_number_ranks_ascending_and_r_reverses() -> None:
    """P1 and P2 tie on 2.5: TPN puts the lower number (P1) first, TPN/R the higher (P2)."""
    assert _order(["TPN"])[1:3] == [1, 2]
    assert _order(["TPN/R"])[1:3] == [2, 1]
    result = standings(tournament(EVENT, RATINGS), ["TPN/R"])
    assert column(result, "TPN/R")[2] == 2 and [row.rank for row in result.rows][1:3] == [2, 3]


def test_rating_ranks_highest_first_and_r_reverses() -> None:
    """P1 (2000) and P2 (1900) tie on 2.5: RTNG puts P1 first, RTNG/R P2."""
    assert _order(["RTNG"])[1:3] == [1, 2]
    assert _order(["RTNG/R"])[1:3] == [2, 1]
    assert column(standings(tournament(EVENT, RATINGS), ["RTNG"]), "RTNG")[2] == 1900


def test_unrated_player_has_no_rtng_unless_given_one() -> None:
    """Without P2's rating he has no RTNG (after P1 in both orders, with a warning);
    with unrated_rating 2100 he outranks P1's 2000."""
    ratings = {k: v for k, v in RATINGS.items() if k != 2}
    assert _order(["RTNG"], ratings)[1:3] == [1, 2] and _order(["RTNG/R"], ratings)[1:3] == [1, 2]
    result = standings(tournament(EVENT, ratings), ["RTNG"])
    assert column(result, "RTNG")[2] is None and any("RTNG" in w.message for w in result.warnings)
    assert _order(["RTNG"], ratings, unrated_rating=2100)[1:3] == [2, 1]


@pytest.mark.parametrize("code", ["TPN", "RTNG"])
def test_individual_only_codes_are_refused_for_teams(code: str) -> None:
    with pytest.raises(InvalidInput, match=code):
        standings(tournament(TEAM_EVENT, teams=TEAMS), [code])


@pytest.mark.parametrize("code", ["BH/R", "TPN/F", "AOB/C1", "RTNG/K4"])
def test_modifiers_are_only_accepted_where_defined(code: str) -> None:
    with pytest.raises(InvalidInput, match="modifier"):
        standings(tournament(EVENT, RATINGS), [code])
