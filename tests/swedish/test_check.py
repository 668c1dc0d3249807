"""Checking a proposed pairing against the Swedish rules: hand-worked cases, one or more per rule.

The tournaments are those of ``test_rules.py`` (ids = starting numbers); each test states the
engine's pairing worked out there and what the check must say of the proposal.
"""

from __future__ import annotations

from domain.model import ForbiddenGroup
from domain.swiss.check_report import CheckReport
from domain.swiss.swedish import SwedishOptions
from domain.swiss.system import SwissOptions, check_round
from tests.swedish.builder import Swiss


def check(tournament, boards, bye=None, **swedish) -> CheckReport:
    return check_round(tournament, "swedish", boards, bye, SwissOptions(system_rules=SwedishOptions(**swedish)))


def reordered_round_two():
    # Round 1 all drawn: 5-1, 6-2, 7-3, 8-4. Round 2, one group of 8 on 0.5: 2.6.d re-orders the
    # lower half around the players met: 1-6, 2-5, 3-8, 4-7; the upper half had black, so white now.
    return Swiss(8).games(1, (5, 1, "="), (6, 2, "="), (7, 3, "="), (8, 4, "=")).build()


ENGINE = [(1, 6), (2, 5), (3, 8), (4, 7)]


def departure(report: CheckReport) -> tuple[str | None, float | None, tuple[int, ...]]:
    assert report.violations == [] and report.comparison is not None and not report.comparison.equivalent
    return report.comparison.criterion, report.comparison.bracket_score, report.comparison.players


# --- valid and equivalent ---------------------------------------------------------------------


def test_the_engines_pairing_is_valid_and_equivalent():
    report = check(reordered_round_two(), ENGINE)
    assert report.round_number == 2 and report.violations == []
    assert report.comparison.equivalent and report.comparison.colour_departures == ()
    assert report.engine.boards == ENGINE


def test_board_order_does_not_matter_but_reversed_colours_are_named_apart():
    # Same pairs, 1-6 with colours reversed: still the engine's pairing (equivalent), but art. 3
    # gives white to 1, who has had white fewer times (0 against 1).
    report = check(reordered_round_two(), [(4, 7), (6, 1), (3, 8), (2, 5)])
    assert report.comparison.equivalent and report.comparison.criterion is None
    (colours,) = report.comparison.colour_departures
    assert (colours.criterion, colours.players) == ("3", (1, 6))
    assert "art. 3" in colours.message and "fewer times (0 against 1" in colours.message


def test_the_bye_is_part_of_the_pairing():
    # 5 players and X: upper 1, 2, 3 against lower 4, 5, X: 1-4, 2-5, 3-X (the bye to 3).
    assert check(Swiss(5).build(), [(4, 1), (5, 2)], bye=3).comparison.equivalent


# --- absolute rules -------------------------------------------------------------------------


def test_a_rematch_breaks_art_2_3():
    report = check(reordered_round_two(), [(1, 5), (2, 6), (3, 8), (4, 7)])
    assert [(v.criterion, v.players) for v in report.violations] == [("2.3", (1, 5)), ("2.3", (2, 6))]
    assert all("art. 2.3" in v.message for v in report.violations)
    assert report.comparison is None and report.engine is None


def test_a_postponed_game_is_a_meeting():
    # §0 decision: 1-3 postponed in round 1 counts as met.
    report = check(Swiss(4).games(1, (1, 3, "*"), (2, 4, "1")).build(), [(1, 3), (2, 4)])
    assert [(v.criterion, v.players) for v in report.violations] == [("2.3", (1, 3)), ("2.3", (2, 4))]


def test_a_forbidden_pair_is_kept_like_art_2_3():
    tournament = Swiss(8).build()
    tournament.forbidden.append(ForbiddenGroup((1, 5)))
    report = check(tournament, [(5, 1), (6, 2), (7, 3), (8, 4)])
    (violation,) = report.violations
    assert violation.criterion == "2.3" and "forbidden pair" in violation.message


def test_nobody_meets_x_twice():
    # 2 had the bye in round 1, 1 in round 2 (see test_rules): only 3 may have it now.
    tournament = Swiss(3).game(1, 3, 1, "1").bye(1, 2).game(2, 2, 3, "=").bye(2, 1).build()
    report = check(tournament, [(3, 1)], bye=2)
    assert ("4d", (2,)) in [(v.criterion, v.players) for v in report.violations]
    assert "art. 4d" in report.violations[-1].message
    assert check(tournament, [(1, 2)], bye=3).comparison.equivalent


def test_who_is_paired_absent_twice_missing_and_a_bye_in_an_even_field():
    tournament = Swiss(6).request_bye(5).build()  # 5 asked for a bye: 1, 2, 3, 4, 6 and X are paired
    report = check(tournament, [(1, 5), (2, 3), (2, 6)])
    assert {(v.criterion, v.players) for v in report.violations} == {
        ("absent", (5,)),
        ("twice", (2,)),
        ("unpaired", (4,)),
    }
    even = check(Swiss(4).build(), [(1, 3)], bye=2)
    assert {(v.criterion, v.players) for v in even.violations} == {("bye", (2,)), ("unpaired", (4,))}


def test_a_withdrawn_player_is_not_paired_art_4e():
    tournament = Swiss(5).games(1, (4, 1, "0"), (5, 2, "0")).bye(1, 3).build()
    report = check(tournament, [(1, 5), (2, 3)], bye=4, withdrawn={5})
    assert [(v.criterion, v.players) for v in report.violations if v.criterion == "absent"] == [("absent", (5,))]
    assert "art. 4e" in report.violations[0].message


# --- the first departure from the procedure -------------------------------------------------


def test_a_different_default_partner_departs_from_2_6_c():
    # Round 1, one group of 8: 2.6.c pairs 1-5, 2-6, 3-7, 4-8 (upper half black in an odd round).
    report = check(Swiss(8).build(), [(6, 1), (5, 2), (7, 3), (8, 4)])
    assert departure(report) == ("2.6.c", 0.0, (1, 5, 6))
    assert "lower half's player 1 (player 5)" in report.comparison.message


def test_a_later_lower_half_player_departs_from_2_6_d():
    # 1 has met 5, so 2.6.d gives him the next lower-half player he has not met, 6; the proposal 7.
    report = check(reordered_round_two(), [(1, 7), (2, 5), (3, 8), (4, 6)])
    assert departure(report) == ("2.6.d", 0.5, (1, 6, 7))
    assert report.comparison.proposal_better is None


def test_pairing_within_a_half_when_the_halves_can_be_paired_departs_from_2_6_f():
    report = check(reordered_round_two(), [(1, 2), (5, 6), (3, 8), (4, 7)])
    assert departure(report) == ("2.6.f", 0.5, (1, 2))
    assert "both of the upper half" in report.comparison.message


def test_the_bye_to_another_player_is_a_departure_too():
    # 5 players and X: the procedure pairs 3-X (upper half against lower half); a bye to 5 means
    # 2-3 play, both of the upper half.
    report = check(Swiss(5).build(), [(4, 1), (3, 2)], bye=5)
    assert departure(report) == ("2.6.f", 0.0, (2, 3))


def test_a_single_player_meets_the_strongest_of_the_next_group_2_5():
    # 1 alone on 1.5 has met 4 and 2: 2.5 gives him 5; the proposal gives him 6 (legal).
    tournament = (
        Swiss(6).games(1, (4, 1, "0"), (2, 5, "="), (3, 6, "=")).games(2, (1, 2, "="), (4, 3, "1"), (5, 6, "=")).build()
    )
    assert check(tournament, [(5, 1), (3, 2), (6, 4)]).comparison.equivalent
    report = check(tournament, [(6, 1), (2, 3), (4, 5)])
    assert departure(report) == ("2.5", 1.5, (1, 5, 6))


def test_the_player_moved_up_is_the_strongest_of_the_next_group_2_7():
    # {2, 3, 5} on 1 point: 2.7 moves 1 up (2-5, 3-1, then 4-6); the proposal moves 4 up instead.
    tournament = Swiss(6).games(1, (4, 2, "0"), (6, 3, "0"), (1, 5, "0")).build()
    report = check(tournament, [(2, 3), (5, 4), (1, 6)])
    assert departure(report) == ("2.7", 1.0, (1, 4))
    assert "moves up: 1; the proposal moves up 4" in report.comparison.message


def test_players_moved_up_by_2_8():
    # {1, 2} on 0.5 have met: 2.8 moves up 5 and 6; the proposal takes 7 and 8.
    tournament = Swiss(8).games(1, (1, 2, "="), (5, 3, "0"), (6, 4, "0")).bye(1, 7, "Z").bye(1, 8, "Z").build()
    report = check(tournament, [(3, 4), (7, 1), (8, 2), (5, 6)])
    assert departure(report) == ("2.8", 0.5, (5, 6, 7, 8))


def test_a_group_that_can_be_paired_alone_moves_nobody_up_2_6():
    tournament = Swiss(8).games(1, (1, 2, "="), (5, 3, "0"), (6, 4, "0")).bye(1, 7, "Z").bye(1, 8, "Z").build()
    report = check(tournament, [(1, 3), (2, 4), (7, 5), (8, 6)])
    assert departure(report) == ("2.6", 1.0, (1, 2, 3, 4))


def test_a_departure_in_the_merged_bottom_group_2_8():
    # Literal procedure (no look-ahead): {5, 6} (met) is merged with {3, 4}: upper 3, 4 against 5, 6.
    tournament = Swiss(6).games(1, (1, 3, "0"), (2, 4, "0"), (5, 6, "=")).bye(2, 1, "Z").bye(2, 2, "Z").build()
    report = check(tournament, [(3, 6), (4, 5)], look_ahead=False)
    assert departure(report) == ("2.6.c", 0.5, (3, 5, 6))
    assert "merged" in report.comparison.message
