"""A standings request as tie-break rules and codes, and the computed standings as its answer."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import date
from fractions import Fraction

from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.ratings.event_ratings import EventRatings
from domain.tiebreaks import Rules, Standings, TiebreakCode, parse_codes
from domain.tiebreaks.editions import edition_for_event
from domain.tiebreaks.external import refuse_code_names
from domain.tiebreaks.options import StandingsOptions
from domain.tiebreaks.profiles import resolve_profile
from domain.tiebreaks.rules import Edition
from service.adapters.event import CallerId, LoadedSource, PlayerIds
from service.adapters.numbers import exact, shown_number
from service.adapters.ratings import rating_summary
from service.http.errors import problem_errors
from service.schemas.standings import StandingEntry, StandingsRequest, StandingsResponse


@dataclass(frozen=True, slots=True)
class StandingsQuery:
    """What to compute: the rules, the tie-break list, and the profile and tournament type that chose
    them (both ``None`` when the caller listed the tie-breaks); ``edition_basis`` says why the
    rules are these."""

    rules: Rules
    codes: list[TiebreakCode]
    profile: str | None
    tournament_kind: str | None
    #: Why the rules are these (the profile, the request's rules, or the event's start date).
    edition_basis: str
    options: StandingsOptions = field(default_factory=StandingsOptions)
    #: Advice about the request itself (an entered tie-break the list does not use).
    warnings: list[Issue] = field(default_factory=list)
    #: ``{competitor number: the caller's id}`` (:class:`Competitors`).
    shown: dict[int, CallerId] = field(default_factory=dict)


def standings_query(body: StandingsRequest, loaded: LoadedSource, today: date) -> StandingsQuery:
    """A profile fixes list and rules; otherwise the caller's list under the caller's rules, or
    without a list the profile of those rules. Without rules, the C.07 edition of the event's start
    date (or of ``today`` for an event without one) applies. The arbiter's input (manual order,
    entered values) in competitor numbers."""
    tournament = loaded.tournament
    if body.profile is not None and (body.tiebreaks is not None or body.rules is not None):
        raise InvalidInput(
            [Issue("/profile", "a profile fixes list and rules: send either profile or tiebreaks/rules")]
        )
    base = Rules(
        round_robin=body.round_robin,
        adjourned_as=body.adjourned_as,
        unrated_rating=body.unrated_rating,
        team_primary=body.team_points,
    )
    teams = (body.competitors or ("teams" if tournament.teams else "players")) == "teams"
    shown = Competitors(teams, loaded.ids, tournament).shown()
    options = _options(body, loaded, shown, teams)
    entered = frozenset(options.external)
    if body.profile is not None:
        rules, names, kind = resolve_profile(body.profile, tournament, base, teams)
        codes = parse_codes(names)
        return StandingsQuery(rules, codes, body.profile, kind, "the profile", options, _unused(entered, codes), shown)
    edition: Edition
    if body.rules is not None:
        edition, basis = body.rules, "the request's rules"
    else:
        dated = edition_for_event(tournament, today)
        edition, basis = dated.edition, dated.basis
    if body.tiebreaks is not None:
        codes = parse_codes(body.tiebreaks, entered=entered)
        rules = replace(base, edition=edition)
        return StandingsQuery(rules, codes, None, None, basis, options, _unused(entered, codes), shown)
    rules, names, kind = resolve_profile(edition, tournament, base, teams)
    codes = parse_codes(names)
    return StandingsQuery(rules, codes, edition, kind, basis, options, _unused(entered, codes), shown)


@dataclass(frozen=True, slots=True)
class Competitors:
    """The competitors of a standing under the caller's ids: players, or teams — the team event
    document's ids, else positions among the team records (TPN order,
    :func:`~domain.tiebreaks.teams.with_team_records`)."""

    teams: bool
    ids: PlayerIds
    tournament: Tournament

    def shown(self) -> dict[int, CallerId]:
        """``{competitor number: id in the answer}``."""
        if not self.teams:
            return {number: self._id(number) for number in self.tournament.players}
        tpns = sorted(self.ids.by_number) if self.ids.teams else []
        return {
            position: self.ids.id_of(tpns[position - 1]) if tpns else position
            for position in range(1, len(self.tournament.teams) + 1)
        }

    def _id(self, number: int) -> CallerId:
        """A player's id: the caller's, except in a team event document, whose ids name teams."""
        return number if self.ids.teams else self.ids.id_of(number)


def _options(body: StandingsRequest, loaded: LoadedSource, shown: dict[int, CallerId], teams: bool) -> StandingsOptions:
    number_of = {str(caller_id): number for number, caller_id in shown.items()}
    return StandingsOptions(
        fide_mode=body.fide_mode,
        withdrawn_results=body.withdrawn_results,
        withdrawn=frozenset() if teams else frozenset(loaded.withdrawals),
        manual_order=_manual_order(body.manual_order, number_of),
        lots_seed=body.lots_seed,
        external=_entered(body.external_tiebreaks, number_of),
        labels={number: str(caller_id) for number, caller_id in shown.items()},
    )


def _manual_order(order: list[CallerId], number_of: dict[str, int]) -> tuple[int, ...]:
    """The listed ids as competitor numbers; an unknown or repeated id is a 422 naming it."""
    issues = []
    seen: set[str] = set()
    for index, caller_id in enumerate(order):
        key = str(caller_id)
        if key not in number_of:
            issues.append(Issue(f"/manual_order/{index}", f"{caller_id!r} is not a competitor of these standings"))
        elif key in seen:
            issues.append(Issue(f"/manual_order/{index}", f"{caller_id!r} is listed twice"))
        seen.add(key)
    if issues:
        raise InvalidInput(issues)
    return tuple(number_of[str(caller_id)] for caller_id in order)


def _entered(entered: dict[str, dict[str, float]], number_of: dict[str, int]) -> dict[str, dict[int, Fraction]]:
    """``{NAME: {number: value}}``; a name of a C.07 code or an unknown id is a 422 naming it."""
    refuse_code_names(entered)
    issues = [
        Issue(f"/external_tiebreaks/{name}/{caller_id}", f"{caller_id!r} is not a competitor of these standings")
        for name, values in entered.items()
        for caller_id in values
        if caller_id not in number_of
    ]
    if issues:
        raise InvalidInput(issues)
    return {
        name: {number_of[caller_id]: exact(value) for caller_id, value in values.items()}
        for name, values in entered.items()
    }


def _unused(entered: frozenset[str], codes: list[TiebreakCode]) -> list[Issue]:
    """An entered tie-break the list does not name changes nothing: say so."""
    listed = {code.name for code in codes}
    return [
        Issue(f"/external_tiebreaks/{name}", f"{name} is not in the tie-break list: its values are not used")
        for name in sorted(entered - listed)
    ]


def standings_response(
    query: StandingsQuery, result: Standings, warnings: Iterable[Issue], ratings: EventRatings | None = None
) -> StandingsResponse:
    """The rows in the caller's ids (:class:`Competitors`); with ``ratings`` each player's row
    carries the rating change."""
    return StandingsResponse(
        profile=query.profile,
        rules=query.rules.edition,
        edition_basis=query.edition_basis,
        tiebreaks=[code.label for code in query.codes],
        competitors=result.competitors,
        rounds=result.rounds,
        tournament_kind=query.tournament_kind,
        standings=[
            StandingEntry(
                rank=row.rank,
                id=query.shown.get(row.id, row.id),
                name=row.name,
                points=shown_number(row.points),
                tiebreaks={label: shown_number(value) for label, value in row.values.items()},
                ranked=row.ranked,
                reason=row.reason,
                decided_by=row.decided_by,
                by_lot=row.by_lot,
                rating_change=rating_summary(ratings, row.id) if ratings is not None else None,
            )
            for row in result.rows
        ],
        readings=result.readings,
        fide_mode=query.options.fide_mode,
        lots_seed=query.options.lots_seed,
        warnings=problem_errors([*warnings, *query.warnings, *result.warnings]),
        rating_regulation=ratings.edition.label if ratings is not None else None,
    )
