"""Standings: rank by points, then by each tie-break in order; players still tied share a rank.

Each tie-break only separates competitors tied on points and on every earlier tie-break
(C.07 Art. 2-3). Direct encounter is a ranking step rather than a value: it is applied to each
tie group as it stands when DE's turn comes (C.07 Art. 6); the value shown for DE is the place
within that group (1 = first), shared by those it leaves tied, and none for a competitor tied with
nobody when its turn comes. The same holds for the team steps
EDE (13.3), TBR (12.2) and BBE (12.3), which compare several numbers in turn.

After the list come the arbiter's order and the drawing of lots (:mod:`tie_resolution`); every
entry says which step separated it from the next (``decided_by``). In final round-robin standings
a player who left having played fewer than half his games is listed unranked and his games are
not counted (C.06 V.4.1, :mod:`withdrawals`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from typing import Literal

from domain.budget import Deadline
from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.swiss.system import games_per_round_of
from domain.tiebreaks import direct_encounter, teams
from domain.tiebreaks.advice import advise
from domain.tiebreaks.build import build_view
from domain.tiebreaks.codes import RATING_CODES, TEAM_ONLY, TiebreakCode
from domain.tiebreaks.context import Column, TiebreakContext, Value
from domain.tiebreaks.external import entered_column, require_tied_values
from domain.tiebreaks.fide_mode import buchholz_in_round_robin, not_fide_warning
from domain.tiebreaks.matches import match_view
from domain.tiebreaks.options import StandingsOptions
from domain.tiebreaks.readings import Applied, readings
from domain.tiebreaks.registry import VALUE_CODES
from domain.tiebreaks.rules import Rules
from domain.tiebreaks.tie_groups import TieGroups, place, split_by
from domain.tiebreaks.tie_resolution import apply_manual_order, draw_lots
from domain.tiebreaks.view import CompetitionView
from domain.tiebreaks.withdrawals import EarlyLeaver, early_leavers, without

Competitors = Literal["players", "teams"]
_NOT_FOR_TEAMS = RATING_CODES | {"BPG", "BWG", "TPN"}
#: Codes that order a tie group instead of giving each competitor a value.
_RANKING_STEPS = frozenset({"DE", "EDE", "TBR", "BBE"})
#: ``decided_by`` of entries separated by their points (the primary score).
POINTS = "points"


@dataclass(slots=True)
class StandingRow:
    """One entry: ``rank`` is ``None`` for a player listed but not ranked (``reason`` says why);
    ``decided_by`` is the step that put him ahead of the next entry (``None``: tied with it, or last)."""

    rank: int | None
    id: int
    points: Fraction
    values: dict[str, Value]
    name: str = ""
    decided_by: str | None = None
    by_lot: bool = False
    reason: str | None = None

    @property
    def ranked(self) -> bool:
        return self.rank is not None


@dataclass(slots=True)
class Standings:
    rows: list[StandingRow]
    rounds: int
    codes: list[TiebreakCode]
    rules: Rules
    competitors: Competitors
    warnings: list[Issue] = field(default_factory=list)
    #: The readings taken where the rules leave a choice (:mod:`readings`).
    readings: list[str] = field(default_factory=list)


@dataclass(slots=True)
class _Field:
    """Who is ranked and on what: the context, the team contexts (team events), the names, and
    the players C.06 V.4.1 concerns (annulled, or kept at the request's wish), with any note."""

    ctx: TiebreakContext
    team_ctxs: teams.TeamContexts | None
    names: dict[int, str]
    annulled: list[EarlyLeaver] = field(default_factory=list)
    kept: list[EarlyLeaver] = field(default_factory=list)
    notes: list[Issue] = field(default_factory=list)


def compute_standings(
    tournament: Tournament,
    codes: list[TiebreakCode],
    rules: Rules,
    competitors: Competitors | None = None,
    last_round: int | None = None,
    deadline: Deadline | None = None,
    options: StandingsOptions | None = None,
) -> Standings:
    """The standings of players (or teams, when the tournament has teams) with every value."""
    deadline = deadline or Deadline.unlimited()
    options = options or StandingsOptions()
    kind: Competitors = competitors or ("teams" if tournament.teams else "players")
    if kind == "teams":
        rules = teams.with_team_primary(rules, tournament)
        ranked = _teams(tournament, codes, rules, last_round)
    else:
        ranked = _players(tournament, codes, rules, last_round, options)
    ctx = ranked.ctx
    departures = buchholz_in_round_robin(codes, ctx.view, rules, options.fide_mode)
    values = {
        code.label: _column(code, ctx, ranked.team_ctxs, options) for code in codes if code.name not in _RANKING_STEPS
    }
    deadline.check()
    ranking = _rank(ctx, codes, values, deadline, ranked.team_ctxs, options)
    drawn = _resolve_ties(ranking, options)
    rows = _rows(ranking, ctx, codes, values, ranked.names, drawn)
    rows += [_unranked(leaver, ctx, codes, ranked.names) for leaver in ranked.annulled]
    warnings = advise(
        codes, ctx.view, rules.unrated_rating, rules.team_primary if kind == "teams" else None, rules.edition
    )
    if ranked.kept:
        departures.append(_kept(ranked.kept, options))
    if not options.fide_mode:
        warnings.append(not_fide_warning(departures))
    elif ranked.kept:
        warnings.append(Issue("/withdrawn_results", departures[-1]))
    applied = Applied(
        tuple(code.label for code in codes if code.name in options.external),
        bool(options.manual_order),
        options.lots_seed,
        bool(ranked.annulled),
    )
    return Standings(
        rows,
        ctx.view.rounds,
        codes,
        rules,
        kind,
        [*ranked.notes, *warnings],
        readings(codes, ctx.view, _rounds_total(tournament), applied),
    )


def _teams(tournament: Tournament, codes: list[TiebreakCode], rules: Rules, last_round: int | None) -> _Field:
    if not tournament.teams:
        raise InvalidInput([Issue("/competitors", "team standings need team records (TRF 013 / teams)")])
    team_ctxs = teams.build_team_contexts(tournament, rules, last_round)
    refuse_codes_for(codes, "teams")
    return _Field(team_ctxs.primary, team_ctxs, team_ctxs.names)


def _players(
    tournament: Tournament, codes: list[TiebreakCode], rules: Rules, last_round: int | None, options: StandingsOptions
) -> _Field:
    refuse_codes_for(codes, "players")
    names = {number: player.name for number, player in tournament.players.items()}
    view = _player_view(tournament, rules, last_round)
    found = early_leavers(view, _rounds_total(tournament), options.withdrawn)
    if not found.players:
        return _Field(TiebreakContext(view, rules), None, names)
    if not found.final:
        shown = ", ".join(options.label(leaver.cid) for leaver in found.players)
        note = f"{shown} left having played fewer than half the games: not counted in the final standings (C.06 V.4.1)"
        return _Field(TiebreakContext(view, rules), None, names, notes=[Issue("/withdrawn_results", note)])
    if options.withdrawn_results == "keep":
        return _Field(TiebreakContext(view, rules), None, names, kept=found.players)
    return _Field(TiebreakContext(without(view, found.players), rules), None, names, annulled=found.players)


def _player_view(tournament: Tournament, rules: Rules, last_round: int | None) -> CompetitionView:
    """The players' rounds; a two-game-match event (Double-Swiss) counts its matches, event round
    ``last_round`` being its game rounds up to 2 × ``last_round`` (:mod:`matches`)."""
    games = games_per_round_of(tournament)
    if games == 1:
        return build_view(tournament, rules, last_round)
    return match_view(build_view(tournament, rules, None if last_round is None else games * last_round))


def _rounds_total(tournament: Tournament) -> int | None:
    """The event's rounds in the rounds the standings count (a two-game match is one round)."""
    total = tournament.total_rounds
    return None if total is None else total // games_per_round_of(tournament)


def _kept(leavers: list[EarlyLeaver], options: StandingsOptions) -> str:
    shown = ", ".join(options.label(leaver.cid) for leaver in leavers)
    return f"the games of {shown} are counted, though they left having played fewer than half (C.06 V.4.1)"


def _unranked(
    leaver: EarlyLeaver, ctx: TiebreakContext, codes: list[TiebreakCode], names: dict[int, str]
) -> StandingRow:
    """A player whose games C.06 V.4.1 annulled: listed with his own score, unranked, no values."""
    return StandingRow(
        None,
        leaver.cid,
        ctx.points(leaver.score),
        dict.fromkeys((code.label for code in codes), None),
        names.get(leaver.cid, ""),
        reason=leaver.reason,
    )


def _column(
    code: TiebreakCode, ctx: TiebreakContext, team_ctxs: teams.TeamContexts | None, options: StandingsOptions
) -> Column:
    """The values of one code: entered by the arbiter, or computed."""
    if code.name in options.external:
        return entered_column(options.external[code.name], ctx.view.results)
    return _values(code, ctx, team_ctxs)


def _resolve_ties(ranking: TieGroups, options: StandingsOptions) -> set[int]:
    """The arbiter's order, then the lots; the competitors whose place the lots decided."""
    if options.manual_order:
        apply_manual_order(ranking, options.manual_order, options.label)
    if options.lots_seed is None:
        return set()
    return draw_lots(ranking, options.lots_seed, options.label)


def refuse_codes_for(codes: list[TiebreakCode], competitors: Competitors, where: str = "/tiebreaks") -> None:
    """:class:`InvalidInput` naming the codes that cannot rank ``competitors`` (team codes for
    players; ratings and colours for teams), before any work is done on them."""
    forbidden, what = (
        (_NOT_FOR_TEAMS, "team competitions") if competitors == "teams" else (TEAM_ONLY, "individual standings")
    )
    bad = [code.label for code in codes if code.name in forbidden]
    if bad:
        raise InvalidInput([Issue(where, f"{', '.join(bad)} cannot be used for {what}")])


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
    options: StandingsOptions,
) -> TieGroups:
    scores = ctx.view.scores
    ranking = TieGroups.of(scores)
    ranking.refine(partial(split_by, key=lambda cid: -scores[cid]), POINTS)
    for code in codes:
        deadline.check()
        label = code.label
        if code.name == "DE":
            limit = 1 if ctx.rules.direct_encounter_first_place_only else None  # seed F10: first place only
            values[label] = place(ranking, partial(direct_encounter.split, ctx=ctx, code=code), label, limit)
        elif code.name == "EDE":
            assert team_ctxs is not None  # TEAM_ONLY codes are refused for players
            split = partial(
                direct_encounter.split_extended, primary=team_ctxs.primary, secondary=team_ctxs.secondary, code=code
            )
            values[label] = place(ranking, split, label)
        elif code.name in ("TBR", "BBE"):
            assert team_ctxs is not None
            by_boards = partial(_board_order, teams.board_keys(team_ctxs, code))
            values[label] = place(ranking, partial(split_by, key=by_boards), label)
        else:
            if code.name in options.external:
                require_tied_values(ranking, values[label], code.name, options.label)
            ranking.refine(partial(split_by, key=partial(_value_order, values[label])), label)
    return ranking


def _board_order(keys: dict[int, tuple[int, ...]], cid: int) -> tuple[int, ...]:
    """The board-by-board key of TBR/BBE, negated so that more points come first."""
    return tuple(-value for value in keys[cid])


def _value_order(column: Column, cid: int) -> tuple[bool, Fraction | int]:
    """The ranking key of ``cid`` in a value tie-break, in the column's own order."""
    return _sort_key(column.raw[cid], column.higher_first)


def _rows(
    ranking: TieGroups,
    ctx: TiebreakContext,
    codes: list[TiebreakCode],
    values: dict[str, Column],
    names: dict[int, str],
    drawn: set[int],
) -> list[StandingRow]:
    """The ranked entries; the last of each group carries what separated the group from the next."""
    exact = {code.label: values[code.label].exact() for code in codes}
    scores = ctx.view.scores
    rows: list[StandingRow] = []
    for group, separated_by in zip(ranking.groups, ranking.separated_by, strict=True):
        rank = len(rows) + 1
        for cid in sorted(group):
            rows.append(
                StandingRow(
                    rank,
                    cid,
                    ctx.points(scores[cid]),
                    {label: column[cid] for label, column in exact.items()},
                    names.get(cid, ""),
                    by_lot=cid in drawn,
                )
            )
        rows[-1].decided_by = separated_by
    return rows
