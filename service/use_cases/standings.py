"""The standings use case: the ranking after a round by the requested tie-breaks."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

from domain.budget import Deadline
from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.ratings.event_ratings import EventRatings, rate_event
from domain.tiebreaks import Standings, compute_standings
from domain.tiebreaks.teams import with_team_records
from domain.tiebreaks.trf_standings import with_final_standings
from domain.trf import render_trf
from service.adapters.standings import standings_query, standings_response
from service.adapters.tournament import load_source
from service.runtime.engine_run import engine_run
from service.runtime.limits import Limits
from service.schemas.standings import StandingsRequest, StandingsResponse


def rank(request: StandingsRequest, limits: Limits, deadline: Deadline) -> StandingsResponse:
    """The standings after the requested round, by the requested (or profile's) tie-breaks; with
    ``final_trf`` the tournament as a final TRF stating the list and these ranks."""
    loaded = load_source(request, limits)
    last = loaded.tournament.recorded_rounds
    if request.final_trf and request.after_round is not None and request.after_round < last:
        message = "a final TRF states the standings after the last round played: leave after_round out"
        raise InvalidInput([Issue("/final_trf", message)])
    ranked = with_team_records(replace(loaded.tournament))  # the file's own records stay as they are
    query = standings_query(request, replace(loaded, tournament=ranked), datetime.now(UTC).date())
    with (
        loaded.places.rendering(),
        engine_run("standings", query.rules.edition, len(loaded.tournament.players), deadline),
    ):
        result = compute_standings(
            ranked,
            query.codes,
            query.rules,
            request.competitors,
            request.after_round,
            deadline,
            query.options,
        )
        ratings = rating_changes(loaded.tournament, result, deadline) if request.with_rating_change else None
    answer = standings_response(query, result, loaded.warnings, ratings)
    if request.final_trf:
        answer.trf = render_trf(with_final_standings(loaded.tournament, result, query.rules))
    return answer


def rating_changes(tournament: Tournament, result: Standings, deadline: Deadline) -> EventRatings:
    """The FIDE rating change over the rounds ranked; players only (a team has no rating change)."""
    if result.competitors != "players":
        raise InvalidInput([Issue("/with_rating_change", "the rating change is a player's: rank players to add it")])
    return rate_event(tournament, result.rounds, deadline)
