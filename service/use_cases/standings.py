"""The standings use case: the ranking after a round by the requested tie-breaks."""

from __future__ import annotations

from datetime import UTC, datetime

from domain.budget import Deadline
from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.ratings.event_ratings import EventRatings, rate_event
from domain.tiebreaks import Standings, compute_standings
from service.adapters.standings import standings_query, standings_response, with_team_records
from service.adapters.tournament import load_source
from service.runtime.engine_run import engine_run
from service.runtime.limits import Limits
from service.schemas.standings import StandingsRequest, StandingsResponse


def rank(request: StandingsRequest, limits: Limits, deadline: Deadline) -> StandingsResponse:
    """The standings after the requested round, by the requested (or profile's) tie-breaks."""
    loaded = load_source(request, limits)
    with_team_records(loaded.tournament)
    query = standings_query(request, loaded, datetime.now(UTC).date())
    with (
        loaded.places.rendering(),
        engine_run("standings", query.rules.edition, len(loaded.tournament.players), deadline),
    ):
        result = compute_standings(
            loaded.tournament,
            query.codes,
            query.rules,
            request.competitors,
            request.after_round,
            deadline,
            query.options,
        )
        ratings = rating_changes(loaded.tournament, result, deadline) if request.with_rating_change else None
    return standings_response(query, result, loaded.warnings, ratings)


def rating_changes(tournament: Tournament, result: Standings, deadline: Deadline) -> EventRatings:
    """The FIDE rating change over the rounds ranked; players only (a team has no rating change)."""
    if result.competitors != "players":
        raise InvalidInput([Issue("/with_rating_change", "the rating change is a player's: rank players to add it")])
    return rate_event(tournament, result.rounds, deadline)
