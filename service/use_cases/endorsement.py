"""The endorsement tools' use cases (FIDE C.04.A A.4-A.5): audit every played round, generate a
random tournament. The request's system is looked up once (:func:`service.use_cases.systems.resolve_system`)
and the system object does the work, within the deadline and the memory budget given."""

from __future__ import annotations

import random
from dataclasses import asdict

from domain.budget import Deadline, MemoryBudget
from domain.errors import InvalidInput, Issue
from domain.swiss.simulation import SimulationConfig, parse_config, resolve, simulate_system
from service.adapters.audit import audit_options, audit_response, manual_rounds, published_boards
from service.adapters.team_simulation import simulate_teams, team_event_shape
from service.adapters.tournament import load_source
from service.observability.engine import swiss_labels
from service.runtime.engine_run import engine_run
from service.runtime.limits import Limits
from service.schemas.endorsement import AuditRequest, AuditResponse, SimulateRequest, SimulateResponse
from service.use_cases.systems import RulesNamed, edition_of, resolve_system, unheard


def audit_rounds(
    request: AuditRequest,
    limits: Limits,
    deadline: Deadline,
    memory: MemoryBudget,
    rules_named: RulesNamed = unheard,
) -> AuditResponse:
    """Every played round re-paired by the request's system and compared with the round as played."""
    system = resolve_system(request.system, rules_named)
    facts = system.facts
    loaded = load_source(request, limits, facts)
    # the audit reports the system's rounds (a Double-Swiss round is two game rounds)
    played = loaded.tournament.recorded_rounds // facts.games_per_round
    with (
        loaded.places.rendering(),
        engine_run(*swiss_labels(facts, "audit"), len(loaded.tournament.players), deadline),
    ):
        report = system.audit(
            loaded.tournament,
            audit_options(request, facts),
            manual_rounds(request, played),
            published_boards(request, loaded.ids, played),
            deadline,
            memory,
        )
    return audit_response(report, loaded.ids, loaded.warnings, edition_of(facts))


def generate(
    request: SimulateRequest,
    limits: Limits,
    deadline: Deadline,
    memory: MemoryBudget,
    rules_named: RulesNamed = unheard,
) -> SimulateResponse:
    """The seed (drawn when not given, and echoed), the size checked on the resolved keys, the tournament."""
    system = resolve_system(request.system, rules_named)
    facts = system.facts
    edition = edition_of(facts)
    seed = request.seed if request.seed is not None else random.SystemRandom().randrange(2**63)
    if facts.competitors == "teams":
        shape = team_event_shape(request, limits, seed)
        with engine_run(*swiss_labels(facts, "simulate"), shape.teams * shape.boards, deadline):
            return simulate_teams(facts, shape, seed, edition, deadline, memory)
    if request.team_config is not None:
        raise InvalidInput([Issue("/team_config", "team_config applies to team systems only; use config")])
    config = SimulationConfig(**request.config.model_dump())
    size = resolve(config, random.Random(seed))  # the same draws simulate_system() makes first
    limits.check_simulation(size.players, size.rounds, "/config")
    with engine_run(*swiss_labels(facts, "simulate"), size.players, deadline):
        simulation = simulate_system(system, config, seed, deadline, memory)
    config_used = simulation.scenario.as_dict()
    return SimulateResponse(
        rule_edition=edition, system=facts.name, seed=seed, config=config_used, trf=simulation.trf()
    )


def generator_config(text: str) -> dict[str, object]:
    """A generator configuration file (``key=value`` lines, the command line's ``-g CONFIG``) as the
    ``config`` of a request; an unknown key or a bad value is invalid input naming its line."""
    return {key: value for key, value in asdict(parse_config(text)).items() if value is not None}
