"""The rating use cases: the FIDE rating change of every player (B.02) and the title norms (B.01 1.4)."""

from __future__ import annotations

from domain.budget import Deadline
from domain.ratings.event_ratings import rate_event
from domain.ratings.norms.event_norms import event_norms
from service.adapters.norms import norm_applicants, norm_options, norms_response
from service.adapters.ratings import individual_players, ratings_response
from service.adapters.tournament import load_source
from service.runtime.engine_run import engine_run
from service.runtime.limits import Limits
from service.schemas.norms import NormsRequest, NormsResponse
from service.schemas.ratings import RatingsRequest, RatingsResponse


def rate(request: RatingsRequest, limits: Limits, deadline: Deadline) -> RatingsResponse:
    """Every player's rating change (rated players) or initial rating figures (unrated ones)."""
    loaded = individual_players(load_source(request, limits))
    with loaded.places.rendering(), engine_run("ratings", "B.02", len(loaded.tournament.players), deadline):
        ratings = rate_event(loaded.tournament, request.after_round, deadline)
    return ratings_response(loaded.tournament, ratings, loaded.ids, loaded.warnings)


def find_norms(request: NormsRequest, limits: Limits, deadline: Deadline) -> NormsResponse:
    """Every player's title norms, with the last-round forecast when the last round is pending."""
    loaded = individual_players(load_source(request, limits))
    with loaded.places.rendering(), engine_run("norms", "B.01", len(loaded.tournament.players), deadline):
        applicants = norm_applicants(request, loaded)
        norms = event_norms(loaded.tournament, norm_options(request), deadline, applicants)
    return norms_response(loaded.tournament, norms, loaded.ids, loaded.warnings)
