"""The standings half of the free checker: a file that states its tie-break list and ranks is
ranked again and compared (FIDE C.02 2026: the checker of an accepted engine checks pairings and
tie-breaks; a program must report standings that break the declared tie-break order).

Readings, each stated where it is applied:

* the list is the one the file states (TRF-2026 212 without its PTS, or 202:
  :mod:`domain.tiebreaks.trf_standings`); a file without one is not checked here. When 202 and
  212 state different lists (212 is "like 202 plus PTS") the file contradicts itself: that is a
  finding, and the ranks are checked against each list;
* the definitions are the C.07 edition of the event's start date (042; an event without one, the
  edition in force on ``today``), and a Swiss event is never a round robin, even one in which
  everybody met (C.07 Art. 15 is for pre-determined pairings);
* a stated rank is right when it is the computed one; inside a group the whole list leaves tied the
  file may share the place ("ties allowed", TRF-2026 001 columns 86-89) or order the group (the
  arbiter's decision or lots come after the list, C.07 Art. 2), its ranks then being the ones that
  order gives (a group of three tied for 4th: 4, 4, 4 or 4, 5, 6 or 4, 4, 6);
* what decides a differing rank is the most significant step between the computed place and the
  stated one: the points, else the first tie-break of the list that separates them;
* every points column is checked against the results (001 columns 81-84; a team's 310 match and
  game points against its matches).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction
from typing import Literal

from domain.model import Tournament
from domain.tiebreaks.editions import edition_for_event
from domain.tiebreaks.rules import Rules
from domain.tiebreaks.standings import POINTS, StandingRow, compute_standings, refuse_codes_for
from domain.tiebreaks.teams import team_totals, with_team_records
from domain.tiebreaks.tie_resolution import LOTS, MANUAL
from domain.tiebreaks.trf_standings import ListRecord, StatedList, stated_lists, stated_ranks

Competitors = Literal["players", "teams"]
#: The points columns a file states: 001's points, a team's 310 match and game points.
ScoreName = Literal["points", "match points", "game points"]


@dataclass(frozen=True, slots=True)
class RankDifference:
    """A competitor (pairing number, or team TPN) whose stated rank is not the computed one.

    ``decided_by`` is the step between the two places (``None``: the list leaves him tied there and
    the file's order of the tied group is not one an order of it gives)."""

    competitor: int
    stated: int | None
    computed: int | None
    decided_by: str | None


@dataclass(frozen=True, slots=True)
class PointsDifference:
    """A points column that disagrees with the results: ``score`` is points, match points or game points."""

    competitor: int
    score: ScoreName
    stated: Fraction
    computed: Fraction


@dataclass(slots=True)
class ListAudit:
    """The stated ranks against one stated list: the record it was read from, its tie-breaks, and
    every competitor whose rank differs."""

    record: ListRecord
    text: str
    tiebreaks: list[str]
    ranks: list[RankDifference] = field(default_factory=list)


@dataclass(slots=True)
class StandingsAudit:
    competitors: Competitors
    rules: str
    edition_basis: str
    #: Competitors whose rank the file states (0: no rank stated, only the points were checked).
    ranks_stated: int
    #: One per list the file states (two when 202 and 212 disagree).
    lists: list[ListAudit] = field(default_factory=list)
    points: list[PointsDifference] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def lists_agree(self) -> bool:
        """202 and 212 (when both are given) state the same list."""
        return len(self.lists) < 2

    @property
    def agrees(self) -> bool:
        return self.lists_agree and not self.points and not any(audit.ranks for audit in self.lists)


def audit_standings(tournament: Tournament, competitors: Competitors, today: date) -> StandingsAudit | None:
    """Rank the file again by the list(s) it states and compare; ``None`` when it states none."""
    stated = stated_lists(tournament)
    if not stated:
        return None
    dated = edition_for_event(tournament, today)
    rules = Rules(edition=dated.edition, round_robin=False)
    teams = competitors == "teams"
    ranked = with_team_records(dataclasses.replace(tournament)) if teams else tournament
    numbers = _competitor_numbers(tournament, teams)
    ranks = stated_ranks(tournament, teams)
    audit = StandingsAudit(competitors, rules.edition, dated.basis, sum(rank is not None for rank in ranks.values()))
    for stated_list in stated:
        refuse_codes_for(stated_list.codes, competitors, f"record {stated_list.record}")
        standings = compute_standings(ranked, stated_list.codes, rules, competitors)
        found = ListAudit(stated_list.record, stated_list.text, stated_list.labels)
        if audit.ranks_stated:
            differences = rank_differences(standings.rows, ranks, _step_order(stated_list))
            found.ranks = [dataclasses.replace(d, competitor=numbers[d.competitor]) for d in differences]
        audit.lists.append(found)
    if not audit.ranks_stated:
        audit.notes.append("the file states no rank: only the points columns are checked")
    audit.points = _player_points(tournament)
    if teams:
        audit.points += _team_points(ranked, rules, numbers)
    return audit


def _competitor_numbers(tournament: Tournament, teams: bool) -> dict[int, int]:
    """Standings id -> the number the file gives: players are their pairing numbers, teams their TPNs."""
    if not teams:
        return {number: number for number in tournament.players}
    records = tournament.team_records
    tpns = sorted(records.teams) if records is not None else []
    return {position: tpn for position, tpn in enumerate(tpns, start=1)}


def _step_order(stated: StatedList) -> dict[str | None, int]:
    """How significant each step of the standings is: points first, then the list in order."""
    steps = [POINTS, *stated.labels, MANUAL, LOTS]
    return {step: index for index, step in enumerate(steps)}


def rank_differences(
    rows: list[StandingRow], stated: Mapping[int, int | None], order: Mapping[str | None, int]
) -> list[RankDifference]:
    """Every competitor whose stated rank is not one the computed standings allow (module docstring)."""
    groups = _tie_groups([row for row in rows if row.rank is not None])
    differences: list[RankDifference] = []
    for index, (start, members, _) in enumerate(groups):
        for cid in members:
            rank = stated.get(cid)
            if rank is None:
                differences.append(RankDifference(cid, None, start, None))
            elif not start <= rank < start + len(members):
                differences.append(RankDifference(cid, rank, start, _deciding_step(groups, index, rank, order)))
            elif rank != start + sum(1 for other in members if start <= (stated.get(other) or rank) < rank):
                differences.append(RankDifference(cid, rank, start, None))
    for row in rows:
        rank = stated.get(row.id)
        if row.rank is None and rank is not None:
            differences.append(RankDifference(row.id, rank, None, row.reason))
    return sorted(differences, key=lambda d: d.competitor)


def _tie_groups(rows: list[StandingRow]) -> list[tuple[int, list[int], str | None]]:
    """(first place, members, the step that separated the group from the next) in rank order."""
    groups: list[tuple[int, list[int], str | None]] = []
    for row in rows:
        if groups and groups[-1][0] == row.rank:
            groups[-1][1].append(row.id)
            groups[-1] = (groups[-1][0], groups[-1][1], row.decided_by)
        else:
            groups.append((row.rank or 0, [row.id], row.decided_by))
    return groups


def _deciding_step(
    groups: list[tuple[int, list[int], str | None]], index: int, rank: int, order: Mapping[str | None, int]
) -> str | None:
    """The most significant boundary between group ``index`` and the group holding place ``rank``."""
    holding = next((i for i, (start, members, _) in enumerate(groups) if rank < start + len(members)), len(groups) - 1)
    first, last = (holding, index) if holding < index else (index, holding)
    crossed = [groups[i][2] for i in range(first, last)]
    return min(crossed, key=lambda step: order.get(step, len(order)), default=None)


def _player_points(tournament: Tournament) -> list[PointsDifference]:
    rounds, table = tournament.recorded_rounds, tournament.point_system.table()
    differences = []
    for player in tournament.player_list():
        computed = table.total(player.entries_upto(rounds))
        if player.points is not None and player.points != computed:
            differences.append(PointsDifference(player.number, "points", player.points, computed))
    return differences


def _team_points(ranked: Tournament, rules: Rules, numbers: dict[int, int]) -> list[PointsDifference]:
    """310 match and game points against the matches (teams by position; ``numbers`` gives the TPN)."""
    records = ranked.team_records
    if records is None:
        return []
    differences = []
    for position, (match_points, game_points) in sorted(team_totals(ranked, rules).items()):
        entry = records.teams[numbers[position]]
        columns: tuple[tuple[ScoreName, Fraction | None, Fraction], ...] = (
            ("match points", entry.match_points, match_points),
            ("game points", entry.game_points, game_points),
        )
        for score, stated, computed in columns:
            if stated is not None and stated != computed:
                differences.append(PointsDifference(entry.number, score, stated, computed))
    return differences


def standings_lines(audit: StandingsAudit) -> list[str]:
    """What the checker prints: for each stated list one line per differing rank and its verdict,
    then one line per points column that disagrees with the results."""
    who = "team" if audit.competitors == "teams" else "player"
    lines = [f"note: {note}" for note in audit.notes]
    if not audit.lists_agree:
        stated = "; ".join(f"{found.record}: {found.text}" for found in audit.lists)
        lines.append(f"Standings: 202 and 212 state different lists ({stated}): the ranks are checked against each")
    for found in audit.lists:
        lines += [f"Standings: {who} {d.competitor}: {_rank_text(d)}" for d in found.ranks]
        lines.append(_verdict(audit, found))
    lines += [
        f"Standings: {who} {d.competitor}: {d.score} {_number(d.stated)} in the file, "
        f"{_number(d.computed)} from the results"
        for d in audit.points
    ]
    if audit.points:
        lines.append(f"standings: {len(audit.points)} points columns disagree with the results")
    return lines


def _rank_text(difference: RankDifference) -> str:
    if difference.stated is None:
        return f"no rank in the file, {difference.computed} computed"
    if difference.computed is None:
        return f"rank {difference.stated} in the file, not ranked ({difference.decided_by})"
    why = f"decided by {difference.decided_by}" if difference.decided_by else "tied after the whole list"
    return f"rank {difference.stated} in the file, {difference.computed} computed ({why})"


def _verdict(audit: StandingsAudit, found: ListAudit) -> str:
    head = f"standings by {found.record} ({found.text or 'points only'}), {audit.rules} ({audit.edition_basis}): "
    if not audit.ranks_stated:
        return head + "no rank stated"
    if found.ranks:
        return head + f"{len(found.ranks)} of {audit.ranks_stated} ranks differ"
    return head + f"all {audit.ranks_stated} ranks agree"


def _number(value: Fraction) -> str:
    return f"{float(value):g}"
