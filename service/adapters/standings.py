"""A standings request as tie-break rules and codes, and the computed standings as its answer."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import date

from domain.errors import InvalidInput, Issue
from domain.model import Team, Tournament
from domain.tiebreaks import Rules, Standings, TiebreakCode, parse_codes
from domain.tiebreaks.editions import edition_for_event
from domain.tiebreaks.profiles import resolve_profile
from domain.tiebreaks.rules import Edition
from service.adapters.event import PlayerIds
from service.adapters.numbers import shown_number
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
    edition_basis: str


def with_team_records(tournament: Tournament) -> Tournament:
    """A TRF-2026 team file (310 records, no 013) ranks its teams as the 013 teams would, in TPN
    order, so that team ``n`` of the standings is TPN ``n``."""
    records = tournament.team_records
    if records is not None and records.teams and not tournament.teams:
        tournament.teams = [Team(entry.name or str(tpn), entry.members) for tpn, entry in sorted(records.teams.items())]
    return tournament


def standings_query(body: StandingsRequest, tournament: Tournament, today: date) -> StandingsQuery:
    """A profile fixes list and rules; otherwise the caller's list under the caller's rules, or
    without a list the profile of those rules. Without rules, the C.07 edition of the event's start
    date (or of ``today`` for an event without one) applies."""
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
    if body.profile is not None:
        rules, names, kind = resolve_profile(body.profile, tournament, base, teams)
        return StandingsQuery(rules, parse_codes(names), body.profile, kind, "the profile")
    edition: Edition
    if body.rules is not None:
        edition, basis = body.rules, "the request's rules"
    else:
        dated = edition_for_event(tournament, today)
        edition, basis = dated.edition, dated.basis
    if body.tiebreaks is not None:
        return StandingsQuery(replace(base, edition=edition), parse_codes(body.tiebreaks), None, None, basis)
    rules, names, kind = resolve_profile(edition, tournament, base, teams)
    return StandingsQuery(rules, parse_codes(names), edition, kind, basis)


def standings_response(
    query: StandingsQuery, result: Standings, warnings: Iterable[Issue], ids: PlayerIds
) -> StandingsResponse:
    """The rows in the caller's ids: players, or teams when the ids name teams (the team event
    document numbers its 013 teams by pairing number); else team positions."""
    players = result.competitors == "players"
    in_ids = players != ids.teams
    # team rows are positions in TPN order (:func:`with_team_records`); TPNs need not be 1..n
    tpns = sorted(ids.by_number) if ids.teams and not players else []
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
                id=(ids.id_of(tpns[row.id - 1] if tpns else row.id)) if in_ids else row.id,
                name=row.name,
                points=shown_number(row.points),
                tiebreaks={label: shown_number(value) for label, value in row.values.items()},
            )
            for row in result.rows
        ],
        warnings=problem_errors([*warnings, *result.warnings]),
    )
