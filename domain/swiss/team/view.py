"""The team view of a tournament: each team's matches, derived from its players' round entries.

A match is *played* (a meeting [C1], with a colour) when at least one board was played over the
board (ruling A3); the team's colour is its board-1 player's colour in played matches (Art. 1.6.1,
board 1 being the first listed member with an entry that round; a board-1 forfeit inside a
played match keeps the scheduled colour, Gacrux's reading). Board points count a win or forfeit
win 1 and a draw 1/2; the match result compares the two teams' board points and gives the
record 362 match points; a PAB is worth record 320's value, by default a drawn match and a draw
on every board (Art. 1.4); an absence scores nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from domain.errors import InvalidInput, Issue
from domain.model import Color, ResultCode, RoundEntry, TeamEntry, Tournament

from .rules import TeamRules

_BOARD_POINTS = {
    ResultCode.WIN: Fraction(1),
    ResultCode.FORFEIT_WIN: Fraction(1),
    ResultCode.WIN_UNRATED: Fraction(1),
    ResultCode.DRAW: Fraction(1, 2),
    ResultCode.DRAW_UNRATED: Fraction(1, 2),
}


@dataclass(frozen=True, slots=True)
class TeamMatch:
    """One team's round: its opponent (None for a bye or absence) and what the match gave it."""

    opponent: int | None
    played: bool
    colour: Color | None
    match_points: Fraction
    game_points: Fraction
    pab: bool = False
    #: [C2]: a match won by forfeit on every board, or a full-point bye.
    bars_pab: bool = False
    #: The team scheduled with White on board 1 (also in a match forfeited on every board).
    white_team: int | None = None


@dataclass(slots=True)
class TeamHistory:
    """A team's rounds before the one to pair, and the facts C.04.6 reads from them."""

    number: int
    matches: list[TeamMatch | None] = field(default_factory=list)

    def match_points(self, upto: int | None = None) -> Fraction:
        return sum((m.match_points for m in self.matches[:upto] if m), Fraction(0))

    def game_points(self, upto: int | None = None) -> Fraction:
        return sum((m.game_points for m in self.matches[:upto] if m), Fraction(0))

    @property
    def colours(self) -> list[Color]:
        """The colours of the played matches, in order (Art. 1.6.1)."""
        return [m.colour for m in self.matches if m and m.played and m.colour is not None]

    @property
    def played(self) -> int:
        """Matches actually played (Art. 3.4.3, ruling A9)."""
        return sum(1 for m in self.matches if m and m.played)

    @property
    def met(self) -> frozenset[int]:
        return frozenset(m.opponent for m in self.matches if m and m.played and m.opponent is not None)

    @property
    def pab_allowed(self) -> bool:
        """[C2] (Art. 2.1.2): no PAB, match won by forfeit or full-point bye so far."""
        return not any(m and (m.pab or m.bars_pab) for m in self.matches)


def team_view(tournament: Tournament, rules: TeamRules, upto: int) -> dict[int, TeamHistory]:
    """Every team's history over rounds 1..``upto`` (``InvalidInput`` naming the record if inconsistent)."""
    teams = _checked_teams(tournament, rules)
    owner = {member: team.number for team in teams.values() for member in team.members}
    histories = {number: TeamHistory(number) for number in teams}
    for round_number in range(1, upto + 1):
        points = {number: _board_points(tournament, team, round_number) for number, team in teams.items()}
        for number, team in teams.items():
            match = _team_match(tournament, team, round_number, owner, points, rules)
            histories[number].matches.append(match)
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
    if issues:
        raise InvalidInput(issues, title="Inconsistent team event")
    return records.teams


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
    won, drawn, lost = rules.match_points
    match_points = won if ours > theirs else drawn if ours == theirs else lost
    if not played and ours == theirs == 0:
        match_points = lost  # forfeited by both teams (330 "--"): a loss for each
    scheduled = paired[0].color
    white_team = None if scheduled is None else team.number if scheduled is Color.WHITE else opponent
    colour = scheduled if played else None
    forfeit_win = not played and ours > theirs
    return TeamMatch(opponent, played, colour, match_points, ours, bars_pab=forfeit_win, white_team=white_team)


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
