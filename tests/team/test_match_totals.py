"""Matches recorded by their totals (api.md's team document, ``game_points``), without board results."""

from __future__ import annotations

from fractions import Fraction

import pytest

from domain.errors import InvalidInput
from domain.model import TeamMatchTotal
from domain.swiss.team import pair_team_round
from domain.swiss.team.audit import audit_team_tournament
from domain.swiss.team.rules import team_rules
from domain.swiss.team.view import team_view
from domain.trf import render_trf
from tests.team.builder import TeamEvent

F = Fraction


def _with_totals(*totals: TeamMatchTotal) -> TeamEvent:
    event = TeamEvent(6)
    assert event.records is not None
    event.records.totals.extend(totals)
    return event


def test_totals_pair_round_two_exactly_as_the_same_matches_board_by_board() -> None:
    by_boards = TeamEvent(6).match(1, 1, 4, "1110").match(1, 5, 2, "1010").match(1, 3, 6, "1=10").build()
    by_totals = _with_totals(
        TeamMatchTotal(1, 1, 4, F(3), F(1)),
        TeamMatchTotal(1, 5, 2, F(2), F(2)),
        TeamMatchTotal(1, 3, 6, F(5, 2), F(3, 2)),
    ).build()
    assert pair_team_round(by_totals).matches == pair_team_round(by_boards).matches


def test_a_forfeited_match_by_totals_is_no_meeting_and_bars_the_winner_from_the_pab() -> None:
    tournament = _with_totals(TeamMatchTotal(1, 1, 2, F(4), F(0), played=False)).build()
    histories = team_view(tournament, team_rules(tournament), 1)
    assert histories[1].met == frozenset() and not histories[1].pab_allowed
    assert histories[1].match_points() == 2 and histories[2].match_points() == 0


@pytest.mark.parametrize(
    ("total", "fault"),
    [
        (TeamMatchTotal(1, 1, 1, F(2), F(2)), "cannot meet itself"),
        (TeamMatchTotal(1, 1, 9, F(2), F(2)), "unknown team 9"),
        (TeamMatchTotal(1, 1, 2, F(3), F(3)), "exceed the 4 boards"),
        (TeamMatchTotal(1, 1, 2, F(1, 3), F(3)), "half points"),
    ],
)
def test_totals_that_cannot_be_are_refused_naming_the_match(total: TeamMatchTotal, fault: str) -> None:
    with pytest.raises(InvalidInput) as error:
        pair_team_round(_with_totals(total).build())
    assert "team match 1 (round 1" in str(error.value) and fault in str(error.value)


def test_a_match_recorded_twice_is_refused() -> None:
    event = TeamEvent(6).match(1, 1, 4, "1110")
    event.records.totals.append(TeamMatchTotal(1, 1, 4, F(3), F(1)))
    with pytest.raises(InvalidInput, match="both board by board and by its total"):
        pair_team_round(event.build())


def test_totals_have_no_trf_form_and_are_refused_not_dropped() -> None:
    tournament = _with_totals(TeamMatchTotal(1, 1, 4, F(3), F(1))).build()
    with pytest.raises(InvalidInput, match="cannot be written as TRF"):
        render_trf(tournament)


def test_the_audit_rebuilds_rounds_recorded_by_totals() -> None:
    tournament = _with_totals(
        TeamMatchTotal(1, 1, 4, F(3), F(1)),
        TeamMatchTotal(1, 5, 2, F(2), F(2)),
        TeamMatchTotal(1, 3, 6, F(5, 2), F(3, 2)),
    ).build()
    report = audit_team_tournament(tournament)
    assert report.agrees and len(report.rounds) == 1
