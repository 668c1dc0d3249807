"""The worked examples of ``swiss-team.md`` §6, one test each: 4 boards, MP 2/1/0, Type A, initial
colour White, a 7-round event."""

from __future__ import annotations

from fractions import Fraction

from domain.model import Color
from domain.swiss.team import pair_team_round
from domain.swiss.team.colours import ColourFacts, allocate_colours, colour_preference
from domain.swiss.team.rules import ColourModel
from domain.trf.reader import parse_trf
from domain.trf.writer import render_trf
from tests.team.builder import TeamEvent

W, B = Color.WHITE, Color.BLACK


def _matches(tournament):  # type: ignore[no-untyped-def]
    paired = pair_team_round(tournament)
    return [(m.white, m.black, m.colour_step) for m in paired.matches], paired.bye


def test_example_1_round_one_six_teams() -> None:
    matches, bye = _matches(TeamEvent(6).build())
    assert bye is None
    assert matches == [(1, 4, "4.3.1"), (5, 2, "4.3.1"), (3, 6, "4.3.1")]


def test_example_2_round_one_five_teams_gives_team_5_the_pab() -> None:
    matches, bye = _matches(TeamEvent(5).build())
    assert bye == 5
    assert [(white, black) for white, black, _ in matches] == [(1, 3), (4, 2)]


def _example_3_event() -> TeamEvent:
    return TeamEvent(6).match(1, 1, 4, "1110").match(1, 5, 2, "1010").match(1, 3, 6, "1=10")


def test_example_3_round_two_upfloaters_and_colours() -> None:
    matches, bye = _matches(_example_3_event().build())
    assert bye is None
    assert matches == [(3, 1, "4.3.8"), (2, 6, "4.3.8"), (4, 5, "4.3.5")]


def test_example_3_read_back_from_trf_pairs_the_same() -> None:
    tournament = parse_trf(render_trf(_example_3_event().build()))
    assert _matches(tournament)[0] == [(3, 1, "4.3.8"), (2, 6, "4.3.8"), (4, 5, "4.3.5")]


def test_example_4_type_b_decides_by_4_3_4_and_type_a_by_4_3_2() -> None:
    a_colours, b_colours = [W, B, W, B], [W, B, B]
    results = {}
    for model in (ColourModel.TYPE_B, ColourModel.TYPE_A):
        team_a = ColourFacts(3, Fraction(4), Fraction(8), 4, a_colours, colour_preference(a_colours, model, False))
        team_b = ColourFacts(8, Fraction(4), Fraction(8), 3, b_colours, colour_preference(b_colours, model, False))
        results[model] = allocate_colours(team_a, team_b, True, model is ColourModel.TYPE_B, W)
    assert colour_preference(a_colours, ColourModel.TYPE_B, False) is not None
    assert results[ColourModel.TYPE_B] == (8, 3, "4.3.4")
    assert results[ColourModel.TYPE_A] == (8, 3, "4.3.2")
