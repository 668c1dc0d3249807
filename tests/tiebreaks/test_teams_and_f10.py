"""Team standings (match/game points, team SB variants, BH on match points) and the seed's F10.

Teams of two boards: A = (1, 2), B = (3, 4), C = (5, 6), D = (7, 8).
    R1: A-B 1-3 1-0, 4-2 ½ -> A 1.5 : B 0.5 (MP 2:0);  C-D 5-7 0-1, 8-6 0-1 -> 1 : 1 (MP 1:1)
    R2: A-C 1-5 ½, 6-2 ½ -> 1 : 1 (1:1);                B-D 3-7 1-0, 8-4 1-0 -> 1 : 1 (1:1)
    MP: A 3, B 1, C 2, D 2.   GP: A 2.5, B 1.5, C 2, D 2.
C and D tie on MP and on GP and drew each other (DE). BH on MP: C = D 2 + A 3 = 5, D = C 2 + B 1 = 3.
EMMSB: C 1·2 + 1·3 = 5, D 1·2 + 1·1 = 3.  EGGSB: C 1·2 + 1·2.5 = 4.5, D 1·2 + 1·1.5 = 3.5.
SB (annex 2.2.2.2: game points scored × the opponent's match points) = EMGSB: C 1·2 + 1·3 = 5.
EXYSB is the opponents' X score × the own Y result (C.07 13.2, as exercises 38-41 compute it):
EMGSB(A) = B's 1 MP × 1.5 + C's 2 MP × 1 = 3.5; EGMSB(A) = B's 1.5 GP × 2 + C's 2 GP × 1 = 5.
"""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from domain.errors import InvalidInput
from domain.model import TeamRecords
from domain.tiebreaks import Rules
from domain.tiebreaks.profiles import resolve_profile
from tests.tiebreaks.builders import column, standings, tournament

TEAM_EVENT = {
    1: ["3w1", "5w="],
    2: ["4b=", "6b="],
    3: ["1b0", "7w1"],
    4: ["2w=", "8b0"],
    5: ["7w0", "1b="],
    6: ["8b1", "2w="],
    7: ["5b1", "3b0"],
    8: ["6w0", "4w1"],
}
TEAMS = {"A": (1, 2), "B": (3, 4), "C": (5, 6), "D": (7, 8)}


def test_team_standings_on_match_points() -> None:
    codes = ["GP", "DE", "BH", "EMMSB", "EGGSB", "SB", "EMGSB", "EGMSB"]
    result = standings(tournament(TEAM_EVENT, teams=TEAMS), codes)
    assert result.competitors == "teams"
    assert [(row.rank, row.name, row.points) for row in result.rows] == [
        (1, "A", 3),
        (2, "C", 2),
        (3, "D", 2),
        (4, "B", 1),
    ]
    values = {row.name: row.values for row in result.rows}
    assert values["C"]["GP"] == values["D"]["GP"] == 2
    assert (values["C"]["BH"], values["D"]["BH"]) == (5, 3)
    assert (values["C"]["EMMSB"], values["D"]["EMMSB"]) == (5, 3)
    assert (values["C"]["EGGSB"], values["D"]["EGGSB"]) == (F(9, 2), F(7, 2))
    assert values["C"]["SB"] == values["C"]["EMGSB"] == 5
    assert values["A"]["EMGSB"] == F(7, 2) and values["A"]["EGMSB"] == 5


def test_team_standings_on_game_points() -> None:
    result = standings(tournament(TEAM_EVENT, teams=TEAMS), ["MP"], team_primary="GP")
    leader = result.rows[0]
    assert (leader.name, leader.points) == ("A", F(5, 2))
    assert {row.name: row.rank for row in result.rows}["C"] == 2 == {row.name: row.rank for row in result.rows}["D"]


def test_team_tie_breaks_on_the_events_match_point_scale() -> None:
    """Record 362 at 3/1/0 (C.04.6 1.2, C.07 11): A won a match and drew one, 4; C and D drew
    twice, 2; B 1. BH on match points: C = D 2 + A 4 = 6, D = C 2 + B 1 = 3; EMMSB: C 1·2 + 1·4 = 6."""
    event = tournament(TEAM_EVENT, teams=TEAMS)
    event.team_records = TeamRecords(match_points=(F(3), F(1), F(0)))
    result = standings(event, ["BH", "EMMSB", "GP"])
    assert [(row.name, row.points) for row in result.rows] == [("A", 4), ("C", 2), ("D", 2), ("B", 1)]
    values = {row.name: row.values for row in result.rows}
    assert (values["C"]["BH"], values["D"]["BH"]) == (6, 3)
    assert (values["C"]["EMMSB"], values["D"]["EMMSB"]) == (6, 3)
    halves = tournament(TEAM_EVENT, teams=TEAMS)
    halves.team_records = TeamRecords(match_points=(F(1), F(1, 2), F(0)))
    assert [row.points for row in standings(halves, ["BH"]).rows] == [F(3, 2), F(1), F(1), F(1, 2)]


def test_the_event_says_which_score_ranks() -> None:
    """Record 192 ``FIDE_TEAM_GP``: game points rank, match points break ties (C.07 11); the request
    may still choose."""
    event = tournament(TEAM_EVENT, teams=TEAMS)
    event.tournament_type = "FIDE_TEAM_TYPEA_GP_MP"
    on_game_points = standings(event, ["MP"])
    assert on_game_points.rules.team_primary == "GP"
    assert (on_game_points.rows[0].name, on_game_points.rows[0].points) == ("A", F(5, 2))
    assert standings(event, ["GP"], team_primary="MP").rows[0].points == 3


def test_rating_tie_breaks_are_refused_for_teams() -> None:
    with pytest.raises(InvalidInput, match="ARO"):
        standings(tournament(TEAM_EVENT, teams=TEAMS), ["ARO"])


# F10: ratings chosen so that ARO alone would order both ties the other way round from DE.
F10_EVENT = {
    1: ["2w1", "5b0", "6w1"],
    2: ["1b0", "3w1", "4w1"],
    3: ["4w0", "2b0", "5w1"],
    4: ["3b1", "6w0", "2b0"],
    5: ["6w=", "1w1", "3b0"],
    6: ["5b=", "4b1", "1b0"],
}
F10_RATINGS = {1: 1500, 2: 1600, 3: 1000, 4: 2700, 5: 1700, 6: 1800}


def test_seed_f10_uses_the_mutual_game_for_first_place_only() -> None:
    """Scores: P1 2, P2 2, P5 1.5, P6 1.5, P3 1, P4 1.
    First place: P1 beat P2 -> P1 first, although ARO favours P2 (5200/3 > 5100/3).
    P5/P6 drew: ARO P6 (1700 + 2700 + 1500)/3 > P5 (1800 + 1500 + 1000)/3 -> P6 third.
    P3/P4: P4 beat P3, but F10 uses no mutual game below first place: ARO P3 6000/3 = 2000 >
    P4 4400/3 -> P3 fifth."""
    from domain.tiebreaks import Rules, compute_standings, parse_codes

    event = tournament(F10_EVENT, F10_RATINGS)
    rules, codes, _ = resolve_profile("seed-f10", event, Rules(), teams=False)
    result = compute_standings(event, parse_codes(codes), rules)
    assert [row.id for row in result.rows] == [1, 2, 6, 5, 3, 4]
    assert column(result, "DE") == {1: 1, 2: 2, 3: None, 4: None, 5: None, 6: None}
    assert column(result, "ARO")[3] == 2000 and column(result, "ARO")[2] == F(5200, 3)
    plain = standings(event, ["ARO"])
    assert [row.id for row in plain.rows][:2] == [2, 1]


#: Three teams of two, each pair of teams meeting once; the third team rests (team PAB).
TEAM_ROBIN = {
    1: ["3w1", "5w=", "U"],
    2: ["4b=", "6b1", "U"],
    3: ["1b0", "U", "5w1"],
    4: ["2w=", "U", "6b0"],
    5: ["U", "1b=", "3b0"],
    6: ["U", "2w0", "4w1"],
}


def test_a_team_round_robin_gets_no_buchholz_from_the_fide_profile() -> None:
    """C.07 8.1: the fide-2024 team list leaves BH out when every team met every other."""
    teams = {"A": (1, 2), "B": (3, 4), "C": (5, 6)}
    _, codes, kind = resolve_profile("fide-2024", tournament(TEAM_ROBIN, teams=teams), Rules(), teams=True)
    assert (codes, kind) == (["GP", "DE", "SB"], "team round robin")
    _, swiss, _ = resolve_profile("fide-2024", tournament(TEAM_EVENT, teams=TEAMS), Rules(), teams=True)
    assert swiss == ["GP", "DE", "BH", "SB"]
    with pytest.raises(InvalidInput):
        standings(tournament(TEAM_ROBIN, teams=teams), ["BH"])
