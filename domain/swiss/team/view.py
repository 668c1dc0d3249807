"""The team view of a tournament: each team's matches, derived from its players' round entries.

A match is *played* (a meeting [C1], with a colour) when at least one board was played over the
board (ruling A3); the team's colour is its board-1 player's colour in played matches (Art. 1.6.1;
a board-1 forfeit inside a played match keeps the scheduled colour, Gacrux's reading). A team's
boards are its members with an entry that round in roster order (record 310), unless a ``300``
record gives the line-up (players out of roster order, 0 for a board not fielded); when board 1
has no game with an opponent on the team's side, the first board that has one and the board
colour sequence (record 352) tell which team was scheduled White. Board points count a win or forfeit
win 1 and a draw 1/2; the match result compares the two teams' board points and gives the
record 362 match points; a PAB is worth record 320's value, by default a drawn match and a draw
on every board (Art. 1.4); an absence scores nothing.
"""

from __future__ import annotations

from fractions import Fraction

from domain.errors import InvalidInput, Issue
from domain.model import Color, ResultCode, RoundEntry, TeamEntry, TeamRecords, Tournament

from .history import TeamHistory, TeamMatch, match_points_for
from .rules import TeamRules
from .totals import matches_by_total

_BOARD_POINTS = {
    ResultCode.WIN: Fraction(1),
    ResultCode.FORFEIT_WIN: Fraction(1),
    ResultCode.WIN_UNRATED: Fraction(1),
    ResultCode.DRAW: Fraction(1, 2),
    ResultCode.DRAW_UNRATED: Fraction(1, 2),
}


def team_view(tournament: Tournament, rules: TeamRules, upto: int) -> dict[int, TeamHistory]:
    """Every team's history over rounds 1..``upto`` (``InvalidInput`` naming the record if inconsistent)."""
    teams = _checked_teams(tournament, rules)
    owner = {member: team.number for team in teams.values() for member in team.members}
    histories = {number: TeamHistory(number) for number in teams}
    by_total = matches_by_total(tournament, rules)
    records = tournament.team_records or TeamRecords()
    lineups = {(item.round_number, item.team): item.players for item in records.lineups}
    for round_number in range(1, upto + 1):
        points = {number: _board_points(tournament, team, round_number) for number, team in teams.items()}
        for number, team in teams.items():
            board_order = lineups.get((round_number, number))
            match = _team_match(tournament, team, round_number, owner, points, rules, board_order)
            total = by_total.get((round_number, number))
            if total is not None and match is not None:
                where = f"310 team {number}, round {round_number}"
                raise InvalidInput([Issue(where, "the match is recorded both board by board and by its total")])
            histories[number].matches.append(total or match)
    return histories


def _checked_teams(tournament: Tournament, rules: TeamRules) -> dict[int, TeamEntry]:
    """The teams, refused (naming the team) when a player is unknown or in two teams, or a team
    has fewer players than the event has boards (record 352)."""
    records = tournament.team_records
    if records is None or not records.teams:
        raise InvalidInput([Issue("310", "a Swiss Team event needs its teams (310 records or the team document)")])
    issues: list[Issue] = []
    seen: dict[int, int] = {}
    for number, team in sorted(records.teams.items()):
        for member in team.members:
            if member not in tournament.players:
                issues.append(Issue(f"310 team {number}", f"player {member} has no player record (001)"))
            elif member in seen:
                issues.append(Issue(f"310 team {number}", f"player {member} is already in team {seen[member]}"))
            seen[member] = number
        if rules.board_colours and len(team.members) < len(rules.board_colours):
            boards = len(rules.board_colours)
            issues.append(Issue(f"310 team {number}", f"{len(team.members)} players for {boards} boards (352)"))
    issues += _unknown_team_references(records)
    if issues:
        raise InvalidInput(issues, title="Inconsistent team event")
    return records.teams


def _unknown_team_references(records: TeamRecords) -> list[Issue]:
    """240, 320, 330 and 300 records that name a team no 310 record defines (300: or a player of
    another team)."""
    known = records.teams
    issues = [
        Issue(f"240 round {request.round_number}", f"team {team} is not in the event (no 310 record)")
        for request in records.absences
        for team in request.players
        if team not in known
    ]
    issues += [
        Issue(f"320 round {index}", f"team {team} is not in the event (no 310 record)")
        for index, team in enumerate(records.pab_teams, start=1)
        if team and team not in known
    ]
    issues += [
        Issue(f"330 round {forfeit.round_number}", f"team {team} is not in the event (no 310 record)")
        for forfeit in records.forfeits
        for team in (forfeit.white, forfeit.black)
        if team not in known
    ]
    for lineup in records.lineups:
        where = f"300 round {lineup.round_number}, team {lineup.team}"
        unknown = [team for team in (lineup.team, lineup.opponent) if team not in known]
        if unknown:
            issues.append(Issue(where, f"team {unknown[0]} is not in the event (no 310 record)"))
            continue
        strangers = [player for player in lineup.players if player and player not in known[lineup.team].members]
        if strangers:
            issues.append(Issue(where, f"player {strangers[0]} is not a player of team {lineup.team} (310)"))
    return issues


def _entries(tournament: Tournament, team: TeamEntry, round_number: int) -> list[RoundEntry]:
    found = (tournament.players[member].entry(round_number) for member in team.members)
    return [entry for entry in found if entry is not None]


def _board_points(tournament: Tournament, team: TeamEntry, round_number: int) -> Fraction:
    return sum(
        (_BOARD_POINTS.get(e.result, Fraction(0)) for e in _entries(tournament, team, round_number)), Fraction(0)
    )


def _team_match(
    tournament: Tournament,
    team: TeamEntry,
    round_number: int,
    owner: dict[int, int],
    points: dict[int, Fraction],
    rules: TeamRules,
    board_order: tuple[int, ...] | None = None,
) -> TeamMatch | None:
    entries = _entries(tournament, team, round_number)
    paired = [entry for entry in entries if entry.opponent is not None]
    if not paired:
        return _unpaired_match(entries, team, rules)
    opponents = {owner.get(entry.opponent or 0) for entry in paired}
    opponent = opponents.pop()
    if opponent is None or opponent == team.number or opponents:
        where = f"310 team {team.number}, round {round_number}"
        message = "its players' opponents must all be players of one other team"
        raise InvalidInput([Issue(where, message)], title="Inconsistent team event")
    played = any(entry.played for entry in paired)
    ours, theirs = points[team.number], points[opponent]
    match_points = match_points_for(ours, theirs, played, rules)
    scheduled = _board_one_colour(tournament, team, round_number, rules, board_order)
    white_team = None if scheduled is None else team.number if scheduled is Color.WHITE else opponent
    colour = scheduled if played else None
    forfeit_win = not played and ours > theirs
    return TeamMatch(opponent, played, colour, match_points, ours, bars_pab=forfeit_win, white_team=white_team)


def _board_one_colour(
    tournament: Tournament, team: TeamEntry, round_number: int, rules: TeamRules, board_order: tuple[int, ...] | None
) -> Color | None:
    """The colour the team was scheduled on board 1 (Art. 1.6.1): its board-1 player's, or, when
    it has no game with an opponent there (a board not fielded), the colour of the first board that
    has one, turned by the board colour sequence."""
    seated = (
        board_order
        if board_order is not None
        else tuple(member for member in team.members if tournament.players[member].entry(round_number) is not None)
    )
    sequence = rules.board_colours or "WB" * len(seated)
    for board, member in enumerate(seated):
        entry = tournament.players[member].entry(round_number) if member in tournament.players else None
        if entry is None or entry.opponent is None or entry.color is None:
            continue
        same_as_board_one = board >= len(sequence) or sequence[board] == sequence[0]
        return entry.color if same_as_board_one else entry.color.opposite
    return None


def _unpaired_match(entries: list[RoundEntry], team: TeamEntry, rules: TeamRules) -> TeamMatch | None:
    """A PAB (``U`` on the boards), a full- or half-point bye (``F``/``H``), or an absence (None: scores nothing)."""
    results = {entry.result for entry in entries}
    boards = len(rules.board_colours or team.members)
    if ResultCode.PAIRING_BYE in results:
        mp = rules.pab_match_points if rules.pab_match_points is not None else rules.match_points[1]
        gp = rules.pab_game_points if rules.pab_game_points is not None else Fraction(boards, 2)
        return TeamMatch(None, False, None, mp, gp, pab=True)
    if ResultCode.FULL_BYE in results:
        return TeamMatch(None, False, None, rules.match_points[0], Fraction(boards), bars_pab=True)
    if ResultCode.HALF_BYE in results:  # a requested half-point bye: a drawn match, a draw on every board
        return TeamMatch(None, False, None, rules.match_points[1], Fraction(boards, 2))
    return None


def rounds_played(tournament: Tournament) -> int:
    """The last round with a match, by board entries or by total (0 before round 1)."""
    records = tournament.team_records
    by_total = max((total.round_number for total in records.totals), default=0) if records else 0
    return max(tournament.recorded_rounds, by_total)
