"""The standings use case: the ranking after a round by the requested tie-breaks."""

from __future__ import annotations

from datetime import UTC, datetime

from domain.budget import Deadline
from domain.tiebreaks import compute_standings
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
    return standings_response(query, result, loaded.warnings)
