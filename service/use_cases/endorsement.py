"""The endorsement tools' use cases (FIDE C.04.A A.4-A.5): audit every played round, generate a random tournament."""

from __future__ import annotations

import random
from datetime import UTC, datetime

from domain.budget import Deadline
from domain.errors import InvalidInput, Issue
from domain.swiss.audit.standings import audit_standings
from domain.swiss.simulation import resolve, simulate
from domain.swiss.system import audit_tournament, system_facts
from service.adapters.audit import audit_options, audit_response, manual_rounds, published_boards
from service.adapters.team_simulation import (
    config_echo,
    config_pointers,
    first_team_shape,
    simulate_teams,
    simulation_config,
    team_keys,
)
from service.adapters.tournament import load_source
from service.observability.engine import swiss_labels
from service.runtime.engine_run import engine_run
from service.runtime.limits import Limits
from service.schemas.endorsement import AuditRequest, AuditResponse, SimulateRequest, SimulateResponse


def audit_rounds(request: AuditRequest, limits: Limits, deadline: Deadline, edition: str) -> AuditResponse:
    loaded = load_source(request, limits, request.system)
    # the audit reports the system's rounds (a Double-Swiss round is two game rounds)
    played = loaded.tournament.recorded_rounds // system_facts(request.system).games_per_round
    with (
        loaded.places.rendering(),
        engine_run(*swiss_labels(request.system, "audit"), len(loaded.tournament.players), deadline),
    ):
        report = audit_tournament(
            loaded.tournament,
            request.system,
            options=audit_options(request),
            manual_rounds=manual_rounds(request, played),
            published_boards=published_boards(request, loaded.ids, played),
            deadline=deadline,
        )
        deadline.check()
        competitors = system_facts(request.system).competitors
        standings = audit_standings(loaded.tournament, competitors, datetime.now(UTC).date())
    return audit_response(report, standings, loaded.ids, loaded.warnings, edition)


def generate(request: SimulateRequest, limits: Limits, deadline: Deadline, edition: str) -> SimulateResponse:
    """The seed (drawn when not given, and echoed), the size checked on the resolved keys, the tournament."""
    seed = request.seed if request.seed is not None else random.SystemRandom().randrange(2**63)
    if system_facts(request.system).competitors == "teams":
        config, team = team_keys(request)
        shape = first_team_shape(config, team, limits, seed)
        with engine_run(*swiss_labels(request.system, "simulate"), shape.teams * shape.boards, deadline):
            return simulate_teams(request, config, team, limits, seed, edition)
    if request.team_config is not None:
        raise InvalidInput([Issue("/team_config", "team_config applies to team systems only; use config")])
    config = simulation_config(request)
    with config_pointers():
        size = resolve(config, random.Random(seed))  # the same draws simulate() makes first
    limits.check_simulation(size.players, size.rounds, "/config")
    with engine_run(*swiss_labels(request.system, "simulate"), size.players, deadline), config_pointers():
        simulation = simulate(config, request.system, seed, deadline)
    config_used = config_echo(simulation.scenario.as_dict())
    return SimulateResponse(
        rule_edition=edition, system=request.system, seed=seed, config=config_used, trf=simulation.trf()
    )
