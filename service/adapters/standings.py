"""A standings request as tie-break rules and codes, and the computed standings as its answer."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from domain.errors import InvalidInput, Issue
from domain.model import Team, Tournament
from domain.ratings.event_ratings import EventRatings
from domain.tiebreaks import Rules, Standings, TiebreakCode, parse_codes
from domain.tiebreaks.profiles import resolve_profile
from service.adapters.event import PlayerIds
from service.adapters.numbers import shown_number
from service.adapters.ratings import rating_summary
from service.http.errors import problem_errors
from service.schemas.standings import StandingEntry, StandingsRequest, StandingsResponse

DEFAULT_PROFILE: Final = "fide-2024"


@dataclass(frozen=True, slots=True)
class StandingsQuery:
    """What to compute: the rules, the tie-break list, and the profile and tournament type that chose
    them (both ``None`` when the caller listed the tie-breaks)."""

    rules: Rules
    codes: list[TiebreakCode]
    profile: str | None
    tournament_kind: str | None


def with_team_records(tournament: Tournament) -> Tournament:
    """A TRF-2026 team file (310 records, no 013) ranks its teams as the 013 teams would, in TPN
    order, so that team ``n`` of the standings is TPN ``n``."""
    records = tournament.team_records
    if records is not None and records.teams and not tournament.teams:
        tournament.teams = [Team(entry.name or str(tpn), entry.members) for tpn, entry in sorted(records.teams.items())]
    return tournament


def standings_query(body: StandingsRequest, tournament: Tournament) -> StandingsQuery:
    """A profile fixes list and rules; otherwise the caller's list under the caller's rules."""
    if body.profile is not None and (body.tiebreaks is not None or body.rules is not None):
        raise InvalidInput(
            [Issue("/profile", "a profile fixes list and rules: send either profile or tiebreaks/rules")]
        )
    rules = Rules(
        body.rules or DEFAULT_PROFILE, body.round_robin, body.adjourned_as, body.unrated_rating, body.team_points
    )
    if body.tiebreaks is not None:
        return StandingsQuery(rules, parse_codes(body.tiebreaks), None, None)
    teams = (body.competitors or ("teams" if tournament.teams else "players")) == "teams"
    profile = body.profile or DEFAULT_PROFILE
    rules, names, kind = resolve_profile(profile, tournament, rules, teams)
    return StandingsQuery(rules, parse_codes(names), profile, kind)


def standings_response(
    query: StandingsQuery,
    result: Standings,
    warnings: Iterable[Issue],
    ids: PlayerIds,
    ratings: EventRatings | None = None,
) -> StandingsResponse:
    """The rows in the caller's ids: players, or teams when the ids name teams (the team event
    document numbers its 013 teams by pairing number); else team positions. With ``ratings`` each
    player's row carries the rating change."""
    players = result.competitors == "players"
    in_ids = players != ids.teams
    # team rows are positions in TPN order (:func:`with_team_records`); TPNs need not be 1..n
    tpns = sorted(ids.by_number) if ids.teams and not players else []
    return StandingsResponse(
        profile=query.profile,
        rules=query.rules.edition,
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
                rating_change=rating_summary(ratings, row.id) if ratings is not None else None,
            )
            for row in result.rows
        ],
        warnings=problem_errors([*warnings, *result.warnings]),
        rating_regulation=ratings.edition.label if ratings is not None else None,
    )
