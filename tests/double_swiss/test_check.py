"""The one-round check of a proposed Double-Swiss pairing (GHR 4.4): absolute rules, then the
comparison with the engine (first differing bracket, colour departures with their 4.3 step)."""

from __future__ import annotations

from domain.swiss.system import check_round
from tests.double_swiss.builder import event, play


def _example_2():
    tournament = event(5)
    play(tournament, 1, (1, 3, "1-0", "1-0"), (4, 2, "1-0", "="), pab=5)
    return tournament


def test_the_engine_pairing_is_equivalent() -> None:
    report = check_round(_example_2(), "double-swiss", [(4, 1), (2, 5)], 3)
    assert not report.violations
    assert report.comparison is not None and report.comparison.equivalent
    assert report.comparison.colour_departures == ()


def test_a_rematch_and_a_barred_pab_are_violations() -> None:
    report = check_round(_example_2(), "double-swiss", [(1, 3), (4, 2)], 5)
    assert {v.criterion for v in report.violations} == {"C1", "C2"}


def test_a_missing_player_is_reported() -> None:
    report = check_round(_example_2(), "double-swiss", [(4, 1)], 3)
    assert [v.criterion for v in report.violations] == ["unpaired", "unpaired"]


def test_a_legal_but_different_pairing_names_the_first_differing_bracket() -> None:
    """1-2 and 4-5 with the PAB to 3 is legal, but 3.5 takes 4 (the first best set) as 1's upfloater."""
    report = check_round(_example_2(), "double-swiss", [(1, 2), (4, 5)], 3)
    assert not report.violations
    comparison = report.comparison
    assert comparison is not None and not comparison.equivalent
    assert comparison.criterion == "3.5-3.6" and comparison.players == (1,) and comparison.bracket_score == 2


def test_a_different_pab_is_reported_under_3_4() -> None:
    report = check_round(_example_2(), "double-swiss", [(1, 4), (5, 3)], 2)
    assert report.comparison is not None and report.comparison.criterion == "3.4"


def test_reversed_colours_are_a_departure_naming_the_step() -> None:
    report = check_round(_example_2(), "double-swiss", [(1, 4), (2, 5)], 3)
    assert report.comparison is not None and report.comparison.equivalent
    assert [v.criterion for v in report.comparison.colour_departures or ()] == ["4.3.4"]
