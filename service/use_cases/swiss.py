"""Swiss pairing use cases: pair the next round, check a proposed pairing (the work behind
``/v1/swiss/pairings`` and ``/check``, the batch command and the command line's ``-p``).

The request names its system; :func:`~service.use_cases.systems.resolve_system` looks the name up
once, and the system object (and its facts) is what every step below is given, the answer
included. The deadline and the memory budget are explicit arguments, handed to the engine as they
came.
"""

from __future__ import annotations

from domain.budget import Deadline, MemoryBudget
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
from service.use_cases.systems import RulesNamed, edition_of, resolve_system, unheard


def pair(
    request: PairingRequest,
    limits: Limits,
    deadline: Deadline,
    memory: MemoryBudget,
    rules_named: RulesNamed = unheard,
) -> PairingResponse:
    """Run the system the request names; the answer in the caller's ids, ready to publish."""
    system = resolve_system(request.system, rules_named)
    facts = system.facts
    loaded = load_source(request, limits, facts)
    tournament = loaded.tournament
    withdrawn = add_request_events(tournament, request, loaded.ids)
    ensure_requested_round(tournament, request.round, facts)
    if request.unfinished == "refuse":
        refuse_unfinished(tournament, loaded, limits.max_errors_listed)
    left = departures(tournament, loaded, withdrawn)
    notes = loaded.places.render_all(round_warnings(tournament, facts, loaded.ids, left))
    refuse_unread_options(request, facts)
    options = swiss_options(request, facts, tournament)
    with loaded.places.rendering(), engine_run(*swiss_labels(facts), len(tournament.players), deadline):
        result = system.pair(tournament, options, deadline, memory)
    warnings = [*loaded.warnings, *notes]
    return pairing_response(result, facts, request.explain, loaded, withdrawn, warnings, edition_of(facts))


def check(
    request: CheckRequest,
    limits: Limits,
    deadline: Deadline,
    memory: MemoryBudget,
    rules_named: RulesNamed = unheard,
) -> CheckResponse:
    """Check the proposal (in the caller's ids) against the system and edition the request names."""
    system = resolve_system(request.system, rules_named)
    facts = system.facts
    loaded = load_source(request, limits, facts)
    proposal = loaded.ids.numbers_of_proposal(request.pairing)
    add_request_events(loaded.tournament, request, loaded.ids)
    ensure_requested_round(loaded.tournament, request.round, facts)
    refuse_unread_options(request, facts)
    options = swiss_options(request, facts, loaded.tournament)
    with (
        loaded.places.rendering(),
        engine_run(*swiss_labels(facts, "check"), len(loaded.tournament.players), deadline),
    ):
        report = system.check(loaded.tournament, proposal.boards, proposal.bye, options, deadline, memory)
    return check_response(facts.name, report, loaded.ids, loaded.warnings, edition_of(facts))
