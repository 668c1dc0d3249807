"""Swiss pairing use cases: pair the next round, check a proposed pairing (the work behind
``/v1/swiss/pairings`` and ``/check``, and the batch command)."""

from __future__ import annotations

from domain.budget import Deadline
from domain.swiss.system import check_round, pair_round
from service.adapters.check import check_response
from service.adapters.pairing import pairing_response
from service.adapters.round_options import (
    add_request_events,
    departures,
    ensure_requested_round,
    refuse_unfinished,
    refuse_unread_options,
    round_warnings,
    swiss_options,
)
from service.adapters.tournament import load_source
from service.observability.engine import swiss_labels
from service.runtime.engine_run import engine_run
from service.runtime.limits import Limits
from service.schemas.swiss import (
    CheckRequest,
    CheckResponse,
    PairingRequest,
    PairingResponse,
)


def pair(request: PairingRequest, limits: Limits, deadline: Deadline, edition: str) -> PairingResponse:
    """Run the system the request names; the answer in the caller's ids, ready to publish."""
    loaded = load_source(request, limits, request.system)
    tournament = loaded.tournament
    withdrawn = add_request_events(tournament, request, loaded.ids)
    ensure_requested_round(tournament, request.round, request.system)
    if request.unfinished == "refuse":
        refuse_unfinished(tournament, loaded, limits.max_errors_listed)
    left = departures(tournament, loaded, withdrawn)
    notes = loaded.places.render_all(round_warnings(tournament, request.system, loaded.ids, left))
    refuse_unread_options(request)
    options = swiss_options(request, tournament)
    with loaded.places.rendering(), engine_run(*swiss_labels(request.system), len(tournament.players), deadline):
        result = pair_round(tournament, request.system, options, deadline)
    return pairing_response(result, request.explain, loaded, withdrawn, [*loaded.warnings, *notes], edition)


def check(request: CheckRequest, limits: Limits, deadline: Deadline, edition: str) -> CheckResponse:
    """Check the proposal (in the caller's ids) against the system and edition the request names."""
    loaded = load_source(request, limits, request.system)
    proposal = loaded.ids.numbers_of_proposal(request.pairing)
    add_request_events(loaded.tournament, request, loaded.ids)
    ensure_requested_round(loaded.tournament, request.round, request.system)
    refuse_unread_options(request)
    options = swiss_options(request, loaded.tournament)
    with (
        loaded.places.rendering(),
        engine_run(*swiss_labels(request.system, "check"), len(loaded.tournament.players), deadline),
    ):
        report = check_round(loaded.tournament, request.system, proposal.boards, proposal.bye, options, deadline)
    return check_response(request.system, report, loaded.ids, loaded.warnings, edition)
