"""The edge cases of ``swiss-team.md`` §5, one test each."""

from __future__ import annotations

from fractions import Fraction

import pytest

from domain.budget import Deadline
from domain.errors import InvalidInput, NoLegalPairing
from domain.model import AccelerationRange, Color, ResultCode, RoundEntry
from domain.swiss.team import pair_team_round
from domain.swiss.team.colours import ColourFacts, allocate_colours, colour_preference
from domain.swiss.team.rules import ColourModel, team_rules
from domain.swiss.team.view import team_view
from domain.swiss.topscore import Criteria, Entrant
from domain.swiss.topscore.field import RoundField
from domain.swiss.topscore.upfloaters import following_group_complies
from tests.team.builder import TeamEvent

W, B = Color.WHITE, Color.BLACK


def _history(event: TeamEvent, team: int, upto: int):  # type: ignore[no-untyped-def]
    tournament = event.build()
    return team_view(tournament, team_rules(tournament), upto)[team]


def test_a_match_forfeited_on_every_board_is_no_meeting_and_bars_the_winner_from_the_pab() -> None:
    event = TeamEvent(2).match(1, 1, 2, "++++")
    winner = _history(event, 1, 1)
    assert winner.played == 0 and winner.colours == [] and winner.met == frozenset()
    assert not winner.pab_allowed and _history(event, 2, 1).pab_allowed
    paired = pair_team_round(event.build())  # the two may meet again
    assert [(m.white, m.black, m.colour_step) for m in paired.matches] == [(1, 2, "4.3.1")]


def test_one_board_played_makes_a_meeting_with_board_one_scheduled_colour() -> None:
    event = TeamEvent(4).match(1, 1, 3, "-1++").match(1, 2, 4, "1100")
    history = _history(event, 1, 1)
    assert history.played == 1 and history.met == frozenset({3})
    assert history.colours == [W]  # board 1 was forfeited: its scheduled colour counts (Gacrux)


def test_a_team_without_played_match_skips_4_3_1() -> None:
    fresh = ColourFacts(1, Fraction(0), Fraction(0), 0, [], None)
    seasoned = ColourFacts(2, Fraction(0), Fraction(0), 1, [W], None)
    white, black, step = allocate_colours(fresh, seasoned, True, False, W)
    assert step == "4.3.5" and (white, black) == (1, 2)


def test_odd_count_with_the_low_teams_barred_climbs_the_pab_order() -> None:
    event = TeamEvent(5).match(1, 1, 4, "1111").match(1, 2, 5, "1111").pab(1, 3)
    event.match(2, 1, 2, "1111").match(2, 3, 4, "----").pab(2, 5)  # 4 wins by forfeit
    paired = pair_team_round(event.build())
    # 3 and 5 (1 MP) had the PAB, 4 (2 MP) won by forfeit: 2, the other 2-MP team, gets it
    assert paired.bye == 2


def test_nobody_may_take_the_pab_is_article_3_3_3() -> None:
    event = TeamEvent(3, rounds=5).pab(1, 3).match(1, 1, 2, "1100").pab(2, 2).match(2, 3, 1, "1100")
    event.pab(3, 1).match(3, 2, 3, "1100")
    with pytest.raises(NoLegalPairing, match=r"3\.3\.3"):
        pair_team_round(event.build())


def test_a_top_group_that_has_all_met_takes_as_many_upfloaters_as_residents() -> None:
    event = TeamEvent(6).match(1, 1, 4, "1111").match(1, 2, 5, "1111").match(1, 3, 6, "1010")
    event.match(2, 1, 2, "1010").match(2, 3, 4, "1010").match(2, 5, 6, "1010")
    paired = pair_team_round(event.build())
    first = paired.procedure.brackets[0]
    assert first.residents == (1, 2) and first.upfloaters == (3, 6)


def test_the_last_two_rounds_drop_the_float_criteria_and_the_last_round_drops_mild_cd0() -> None:
    team = Criteria.team(colour_preferences=True, type_b=True)
    assert team.floats_apply(5, 7) and not team.floats_apply(6, 7) and not team.floats_apply(7, 7)
    assert colour_preference([W, B], ColourModel.TYPE_B, last_round=False) is not None
    assert colour_preference([W, B], ColourModel.TYPE_B, last_round=True) is None
    strong = colour_preference([B, W, W], ColourModel.TYPE_B, last_round=True)
    assert strong is not None and strong.strong and strong.colour is B  # ruling A1: kept


def test_a_following_group_already_consumed_complies_with_c6() -> None:
    entrants = [Entrant(1, Fraction(2)), Entrant(2, Fraction(1)), Entrant(3, Fraction(0)), Entrant(4, Fraction(0))]
    field = RoundField(entrants, Criteria.team(True, False), True)
    rest = {2, 3}  # vertices of TPN 3 and 4: the 1-point group (vertex 1) went up with the bracket
    matching = field.perfect_matching(rest)
    assert matching is not None
    assert following_group_complies(field, field.level[0], rest, matching, Deadline.unlimited())


def test_an_absent_team_is_not_paired_and_a_requested_bye_does_not_bar_a_later_pab() -> None:
    event = TeamEvent(5).match(1, 1, 3, "1100").match(1, 2, 4, "1100").absent(1, 5).absent(2, 2)
    paired = pair_team_round(event.build())
    assert {team for m in paired.matches for team in (m.white, m.black)} == {1, 3, 4, 5} and paired.bye is None
    assert _history(event, 5, 1).pab_allowed  # absent in round 1 (a zero-point bye): still allowed the PAB


def test_a_full_point_bye_bars_the_pab() -> None:
    event = TeamEvent(5).match(1, 1, 3, "1100").match(1, 2, 4, "1100").full_bye(1, 5)
    assert not _history(event, 5, 1).pab_allowed


def test_a_match_forfeited_by_both_teams_is_a_loss_for_each_and_no_meeting() -> None:
    event = TeamEvent(4).match(1, 1, 2, "xxxx").match(1, 3, 4, "1100")
    for team in (1, 2):
        history = _history(event, team, 1)
        assert history.match_points() == 0 and history.met == frozenset() and history.pab_allowed


def test_a_half_point_bye_is_a_drawn_match_and_does_not_bar_the_pab() -> None:
    event = TeamEvent(5).match(1, 1, 3, "1100").match(1, 2, 4, "1100")
    for member in event.records.teams[5].members:
        event.tournament.players[member].entries = [RoundEntry.bye(ResultCode.HALF_BYE)]
    history = _history(event, 5, 1)
    assert (history.match_points(), history.game_points()) == (1, 2) and history.pab_allowed


def test_acceleration_moves_teams_by_pairing_score_and_colours_by_standings() -> None:
    """§5: scoregroups (and board order) use the pairing score, colour allocation the standings."""
    event = TeamEvent(4).match(1, 1, 3, "1010").match(1, 2, 4, "1010")  # two drawn matches: all on 1 MP
    tournament = event.build()
    tournament.acceleration_ranges.append(AccelerationRange(Fraction(2), Fraction(2), 2, 2, 4, 4))
    paired = pair_team_round(tournament)
    assert paired.scores == {1: 1, 2: 1, 3: 1, 4: 3}
    top = paired.procedure.brackets[0]
    assert top.residents == (4,) and top.upfloaters == (1,)  # team 4 alone on 3 pairing points
    first = paired.matches[0]
    assert {first.white, first.black} == {1, 4}  # board 1: the accelerated pair
    assert first.colour_step != "4.3.1"


def test_acceleration_is_refused_when_game_points_are_primary() -> None:
    tournament = TeamEvent(4, code="FIDE_TEAM_TYPEA_GP_MP").build()
    tournament.acceleration_ranges.append(AccelerationRange(Fraction(2), Fraction(2), 1, 2, 1, 2))
    with pytest.raises(InvalidInput, match=r"1\.4\.4"):
        pair_team_round(tournament)
