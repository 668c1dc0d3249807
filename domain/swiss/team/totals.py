"""Matches recorded by their totals only (api.md's team document: ``game_points`` per match).

Each becomes the two teams' :class:`TeamMatch`: played unless marked forfeited, White on board 1
for the white team, match points by comparing the totals (record 362 values). Totals that cannot
be (negative, not in half points, more than the boards hold, a team against itself or twice in a
round, an unknown team) are refused naming the match.
"""

from __future__ import annotations

from domain.errors import InvalidInput, Issue
from domain.model import Color, TeamEntry, TeamMatchTotal, Tournament

from .history import TeamMatch, match_points_for
from .rules import TeamRules


def matches_by_total(tournament: Tournament, rules: TeamRules) -> dict[tuple[int, int], TeamMatch]:
    """(round, team) -> the team's match, for every match recorded by its total."""
    records = tournament.team_records
    if records is None:
        return {}
    found: dict[tuple[int, int], TeamMatch] = {}
    issues: list[Issue] = []
    for index, total in enumerate(records.totals):
        where = f"team match {index + 1} (round {total.round_number}, {total.white}-{total.black})"
        fault = _fault(total, records.teams, rules, found)
        if fault:
            issues.append(Issue(where, fault))
            continue
        found[total.round_number, total.white] = _side(total, rules, Color.WHITE)
        found[total.round_number, total.black] = _side(total, rules, Color.BLACK)
    if issues:
        raise InvalidInput(issues, title="Inconsistent team event")
    return found


def _fault(
    total: TeamMatchTotal, teams: dict[int, TeamEntry], rules: TeamRules, found: dict[tuple[int, int], TeamMatch]
) -> str | None:
    if total.white == total.black:
        return "a team cannot meet itself"
    unknown = [team for team in (total.white, total.black) if team not in teams]
    if unknown:
        return f"unknown team {unknown[0]}"
    if any((total.round_number, team) in found for team in (total.white, total.black)):
        return "a team has two matches in this round"
    points = (total.white_points, total.black_points)
    if any(value < 0 or (value * 2).denominator != 1 for value in points):
        return "game points must be whole or half points, not negative"
    boards = len(rules.board_colours or teams[total.white].members)
    if sum(points) > boards:
        return f"the totals {float(points[0]):g}-{float(points[1]):g} exceed the {boards} boards"
    return None


def _side(total: TeamMatchTotal, rules: TeamRules, colour: Color) -> TeamMatch:
    ours, theirs = (total.white_points, total.black_points)
    opponent = total.black
    if colour is Color.BLACK:
        ours, theirs, opponent = theirs, ours, total.white
    return TeamMatch(
        opponent,
        total.played,
        colour if total.played else None,
        match_points_for(ours, theirs, total.played, rules),
        ours,
        bars_pab=not total.played and ours > theirs,
        white_team=total.white,
    )
