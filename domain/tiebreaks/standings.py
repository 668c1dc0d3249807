"""Standings: rank by points, then by each tie-break in order; players still tied share a rank.

Each tie-break only separates competitors tied on points and on every earlier tie-break
(C.07 Art. 2-3). Direct encounter is a ranking step rather than a value: it is applied to each
tie group as it stands when DE's turn comes (C.07 Art. 6); the value shown for DE is the place
within that group (1 = first), shared by those it leaves tied, and none for a competitor tied with
nobody when its turn comes. The same holds for the team steps
EDE (13.3), TBR (12.2) and BBE (12.3), which compare several numbers in turn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from itertools import pairwise
from typing import TYPE_CHECKING, Literal

from domain.budget import Deadline
from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.tiebreaks import direct_encounter, teams
from domain.tiebreaks.advice import advise
from domain.tiebreaks.build import build_view
from domain.tiebreaks.codes import RATING_CODES, TEAM_ONLY, TiebreakCode
from domain.tiebreaks.context import Column, TiebreakContext, Value
from domain.tiebreaks.registry import VALUE_CODES
from domain.tiebreaks.rules import Rules

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison

Competitors = Literal["players", "teams"]
_NOT_FOR_TEAMS = RATING_CODES | {"BPG", "BWG", "TPN"}
#: Codes that order a tie group instead of giving each competitor a value.
_RANKING_STEPS = frozenset({"DE", "EDE", "TBR", "BBE"})


@dataclass(slots=True)
class StandingRow:
    rank: int
    id: int
    points: Fraction
    values: dict[str, Value]
    name: str = ""


@dataclass(slots=True)
class Standings:
    rows: list[StandingRow]
    rounds: int
    codes: list[TiebreakCode]
    rules: Rules
    competitors: Competitors
    warnings: list[Issue] = field(default_factory=list)


def compute_standings(
    tournament: Tournament,
    codes: list[TiebreakCode],
    rules: Rules,
    competitors: Competitors | None = None,
    last_round: int | None = None,
    deadline: Deadline | None = None,
) -> Standings:
    """The standings of players (or teams, when the tournament has teams) with every value."""
    deadline = deadline or Deadline.unlimited()
    kind: Competitors = competitors or ("teams" if tournament.teams else "players")
    if kind == "teams":
        if not tournament.teams:
            raise InvalidInput([Issue("/competitors", "team standings need team records (TRF 013 / teams)")])
        rules = teams.with_team_primary(rules, tournament)
        team_ctxs = teams.build_team_contexts(tournament, rules, last_round)
        ctx, names = team_ctxs.primary, team_ctxs.names
        _refuse(codes, _NOT_FOR_TEAMS, "team competitions")
    else:
        team_ctxs = None
        ctx = TiebreakContext(build_view(tournament, rules, last_round), rules)
        names = {number: player.name for number, player in tournament.players.items()}
        _refuse(codes, TEAM_ONLY, "individual standings")
    values = {code.label: _values(code, ctx, team_ctxs) for code in codes if code.name not in _RANKING_STEPS}
    deadline.check()
    groups = _rank(ctx, codes, values, deadline, team_ctxs)
    rows = _rows(groups, ctx, codes, values, names)
    warnings = advise(
        codes, ctx.view, rules.unrated_rating, rules.team_primary if kind == "teams" else None, rules.edition
    )
    return Standings(rows, ctx.view.rounds, codes, rules, kind, warnings)


def _refuse(codes: list[TiebreakCode], forbidden: frozenset[str], what: str) -> None:
    bad = [code.label for code in codes if code.name in forbidden]
    if bad:
        raise InvalidInput([Issue("/tiebreaks", f"{', '.join(bad)} cannot be used for {what}")])


def _values(code: TiebreakCode, ctx: TiebreakContext, team_ctxs: teams.TeamContexts | None) -> Column:
    if team_ctxs is not None:
        if code.name in ("MP", "GP"):
            return teams.score_total(team_ctxs, code)
        if code.name.startswith("E") and code.name.endswith("SB"):
            return teams.extended_sonneborn_berger(team_ctxs, code, opponents=code.name[1], own=code.name[2])
        if code.name == "SB":
            primary = "M" if ctx.rules.team_primary == "MP" else "G"
            return teams.extended_sonneborn_berger(team_ctxs, code, opponents=primary, own="G")
        if code.name == "BC":
            return teams.board_count(team_ctxs, code)
        if code.name == "SSSC":
            return teams.schedule_strength_combination(team_ctxs, code)
    return VALUE_CODES[code.name](ctx, code)


def _sort_key(value: int | Fraction | None, higher_first: bool) -> tuple[bool, Fraction | int]:
    """Higher first (or lower first); a missing value (no games, no rating) after every present one."""
    if value is None:
        return (True, 0)
    return (False, -value if higher_first else value)


def _rank(
    ctx: TiebreakContext,
    codes: list[TiebreakCode],
    values: dict[str, Column],
    deadline: Deadline,
    team_ctxs: teams.TeamContexts | None,
) -> list[list[int]]:
    scores = ctx.view.scores
    groups = _split_by(sorted(scores), lambda cid: -scores[cid])
    for code in codes:
        deadline.check()
        if code.name == "DE":
            groups, values[code.label] = _apply_direct_encounter(groups, ctx, code)
        elif code.name == "EDE":
            assert team_ctxs is not None  # TEAM_ONLY codes are refused for players
            split = partial(
                direct_encounter.split_extended, primary=team_ctxs.primary, secondary=team_ctxs.secondary, code=code
            )
            groups, values[code.label] = _place(groups, split)
        elif code.name in ("TBR", "BBE"):
            assert team_ctxs is not None
            by_boards = partial(_board_order, teams.board_keys(team_ctxs, code))
            groups, values[code.label] = _place(groups, partial(_split_by, key=by_boards))
        else:
            by_value = partial(_value_order, values[code.label])
            groups = [part for group in groups for part in _split_by(group, by_value)]
    return groups


def _board_order(keys: dict[int, tuple[int, ...]], cid: int) -> tuple[int, ...]:
    """The board-by-board key of TBR/BBE, negated so that more points come first."""
    return tuple(-value for value in keys[cid])


def _value_order(column: Column, cid: int) -> tuple[bool, Fraction | int]:
    """The ranking key of ``cid`` in a value tie-break, in the column's own order."""
    return _sort_key(column.raw[cid], column.higher_first)


def _split_by(group: list[int], key: Callable[[int], SupportsRichComparison]) -> list[list[int]]:
    """The group cut into runs of equal key, best (smallest key) first, ids ascending inside."""
    if len(group) == 1:
        return [group]
    keys = {cid: key(cid) for cid in group}
    ordered = sorted(group, key=lambda cid: (keys[cid], cid))
    parts: list[list[int]] = [[ordered[0]]]
    for previous, cid in pairwise(ordered):
        if keys[cid] == keys[previous]:
            parts[-1].append(cid)
        else:
            parts.append([cid])
    return parts


def _apply_direct_encounter(
    groups: list[list[int]], ctx: TiebreakContext, code: TiebreakCode
) -> tuple[list[list[int]], Column]:
    """DE on every tie group (seed F10: on the first group only, the others get no value)."""
    limit = 1 if ctx.rules.direct_encounter_first_place_only else None
    return _place(groups, lambda group: direct_encounter.split(group, ctx, code), limit)


def _place(
    groups: list[list[int]], split: Callable[[list[int]], list[list[int]]], limit: int | None = None
) -> tuple[list[list[int]], Column]:
    """Split each of the first ``limit`` tie groups (all by default) into ordered blocks; the value
    is the place within the group, shared inside a block, ``None`` where the step did not apply:
    past the ``limit``, and for a competitor tied with nobody when the step's turn comes (C.07
    Art. 6 ranks tied participants only; issue 33: DE showed 1 for every untied player)."""
    result: list[list[int]] = []
    places: dict[int, int | None] = {}
    for index, group in enumerate(groups):
        if len(group) == 1 or (limit is not None and index >= limit):
            result.append(group)
            places.update({cid: None for cid in group})
            continue
        blocks = split(group)
        ahead = 0
        for block in blocks:
            places.update({cid: ahead + 1 for cid in block})
            ahead += len(block)
        result.extend(blocks)
    return result, Column(places, higher_first=False)


def _rows(
    groups: list[list[int]],
    ctx: TiebreakContext,
    codes: list[TiebreakCode],
    values: dict[str, Column],
    names: dict[int, str],
) -> list[StandingRow]:
    exact = {code.label: values[code.label].exact() for code in codes}
    scores = ctx.view.scores
    rows: list[StandingRow] = []
    for group in groups:
        rank = len(rows) + 1
        for cid in sorted(group):
            rows.append(
                StandingRow(
                    rank,
                    cid,
                    ctx.points(scores[cid]),
                    {label: column[cid] for label, column in exact.items()},
                    names.get(cid, ""),
                )
            )
    return rows
