"""Team tie-breaks of C.07 Art. 12-13: BC, TBR, BBE, EDE and SSSC, worked by hand.

Board event, three boards, one round; teams X = (1, 2, 3), Y = (4, 5, 6), Z = (7, 8, 9),
W = (10, 11, 12) lined up in roster order:
    X-Z: 1-7 1-0, 2-8 0-1, 3-9 1-0 -> X 2 : 1 on boards (1, 0, 1)
    Y-W: 4-10 ½, 5-11 1-0, 6-12 ½ -> Y 2 : 1 on boards (½, 1, ½)
X and Y tie on match points (2) and game points (2).
    BC (12.1, lower first): X 1·1 + 2·0 + 3·1 = 4, Y 1·½ + 2·1 + 3·½ = 4 -> still tied.
    TBR (12.2): board 1: X 1 > Y ½ -> X first.
    BBE (12.3): without the bottom board: X 1 + 0 = 1 < Y ½ + 1 = 1.5 -> Y first.
"""

from __future__ import annotations

from fractions import Fraction as F

from tests.tiebreaks.builders import standings, tournament
from tests.tiebreaks.test_teams_and_f10 import TEAM_EVENT, TEAMS

BOARD_EVENT = {
    1: ["7w1"],
    2: ["8b0"],
    3: ["9w1"],
    7: ["1b0"],
    8: ["2w1"],
    9: ["3b0"],
    4: ["10w="],
    5: ["11b1"],
    6: ["12w="],
    10: ["4b="],
    11: ["5w0"],
    12: ["6b="],
}
BOARD_TEAMS = {"X": (1, 2, 3), "Y": (4, 5, 6), "Z": (7, 8, 9), "W": (10, 11, 12)}


def _top_two(codes: list[str]) -> tuple[list[str], dict[str, dict[str, object]]]:
    result = standings(tournament(BOARD_EVENT, teams=BOARD_TEAMS), codes)
    return [row.name for row in result.rows[:2]], {row.name: row.values for row in result.rows}


def test_board_count_is_lower_first_and_can_stay_tied() -> None:
    _, values = _top_two(["GP", "BC"])
    assert (values["X"]["BC"], values["Y"]["BC"]) == (4, 4)
    assert values["Z"]["BC"] == 2  # Z scored only on board 2
    result = standings(tournament(BOARD_EVENT, teams=BOARD_TEAMS), ["GP", "BC"])
    assert [row.rank for row in result.rows][:2] == [1, 1]


def test_top_board_results_and_bottom_board_elimination_disagree_here() -> None:
    assert _top_two(["TBR"])[0] == ["X", "Y"]
    assert _top_two(["BBE"])[0] == ["Y", "X"]
    assert _top_two(["TBR"])[1]["Y"]["TBR"] == 2


def test_board_count_after_a_lower_count_wins() -> None:
    """TEAM_EVENT (two boards): C and D tie on 2 MP and 2 GP. Boards: C (0 + ½, 1 + ½) -> BC
    ½ + 2·1.5 = 3.5; D (1 + 0, 0 + 1) -> BC 1 + 2 = 3: D first. TBR: D's board 1 (1) beats C's (½)."""
    result = standings(tournament(TEAM_EVENT, teams=TEAMS), ["GP", "BC"])
    assert [row.name for row in result.rows] == ["A", "D", "C", "B"]
    assert {row.name: row.values["BC"] for row in result.rows}["C"] == F(7, 2)
    assert not result.warnings
    assert [row.name for row in standings(tournament(TEAM_EVENT, teams=TEAMS), ["TBR"]).rows][1:3] == ["D", "C"]


def test_board_count_without_game_points_first_is_warned_about() -> None:
    result = standings(tournament(TEAM_EVENT, teams=TEAMS), ["BC"])
    assert any("12.1" in w.message for w in result.warnings)


def test_pairing_allocated_bye_counts_a_win_on_every_board() -> None:
    """Teams A = (1, 2), B = (3, 4), C = (5, 6); round 1 A-B (A wins 1-0 on board 1, draws board 2),
    C gets the bye: C's boards are (1, 1), BC 1 + 2 = 3; A's (1, ½), BC 1 + 2·½ = 2;
    B's (0, ½), BC 2·½ = 1."""
    event = {1: ["3w1"], 2: ["4b="], 3: ["1b0"], 4: ["2w="], 5: ["U"], 6: ["U"]}
    result = standings(tournament(event, teams={"A": (1, 2), "B": (3, 4), "C": (5, 6)}), ["BC"])
    assert {row.name: row.values["BC"] for row in result.rows} == {"A": 2, "B": 1, "C": 3}


# Three teams of two boards, a single round robin with one team resting each round (a bye):
#   R1 A-B 1.5 : 0.5 (1-3 1-0, 2-4 ½), C rests;  R2 B-C 2 : 0, A rests;  R3 C-A 1.5 : 0.5, B rests.
CYCLE = {
    1: ["3w1", "U", "5b0"],
    2: ["4b=", "U", "6w="],
    3: ["1b0", "5w1", "U"],
    4: ["2w=", "6b1", "U"],
    5: ["U", "3b0", "1w1"],
    6: ["U", "4w0", "2b="],
}
CYCLE_TEAMS = {"A": (1, 2), "B": (3, 4), "C": (5, 6)}


def test_extended_direct_encounter_falls_back_to_game_points() -> None:
    """Each team won one match and had a bye: 4 MP each. DE on match points: 2 each, tied.
    EDE then compares the game points of the mutual matches: A 1.5 + 0.5 = 2, B 0.5 + 2 = 2.5,
    C 0 + 1.5 = 1.5 -> B, A, C (13.3.1)."""
    result = standings(tournament(CYCLE, teams=CYCLE_TEAMS), ["DE", "EDE"])
    assert [row.name for row in result.rows] == ["B", "A", "C"]
    assert {row.name: row.values["DE"] for row in result.rows} == {"A": 1, "B": 1, "C": 1}
    assert {row.name: row.values["EDE"] for row in result.rows} == {"A": 2, "B": 1, "C": 3}


def test_scores_and_schedule_strength_combination() -> None:
    """TEAM_EVENT ranked on MP, 2 rounds, 2 boards. Factor: highest MP (2 rounds × 2 = 4) over the
    highest GP of one match (2) = 2. BH on MP: A B 1 + C 2 = 3, B A 3 + D 2 = 5, C D 2 + A 3 = 5,
    D C 2 + B 1 = 3. SSSC = GP + BH / 2: A 2.5 + 1.5 = 4, B 1.5 + 2.5 = 4, C 2 + 2.5 = 4.5,
    D 2 + 1.5 = 3.5. With /K4: C 2 + 5/4 = 3.25."""
    result = standings(tournament(TEAM_EVENT, teams=TEAMS), ["SSSC", "SSSC/K4"])
    values = {row.name: row.values for row in result.rows}
    assert {name: v["SSSC"] for name, v in values.items()} == {"A": 4, "B": 4, "C": F(9, 2), "D": F(7, 2)}
    assert values["C"]["SSSC/K4"] == F(13, 4)
    assert [row.name for row in result.rows][1:3] == ["C", "D"]
