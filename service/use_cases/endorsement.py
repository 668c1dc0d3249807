"""The endorsement tools' use cases (FIDE C.04.A A.4-A.5): audit every played round, generate a
random tournament. The request's system is looked up once (:func:`service.use_cases.systems.resolve_system`)
and the system object does the work, within the deadline and the memory budget given."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import asdict
from datetime import UTC, datetime

from domain.budget import Deadline, MemoryBudget
from domain.errors import InvalidInput, Issue
from domain.swiss.audit.standings import audit_standings
from domain.swiss.simulation import resolve, simulate_system
from domain.swiss.simulation.config import parse_config_lines, split_codes
from domain.swiss.team.simulation import TEAM_KEYS
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
        deadline.check()
        standings = audit_standings(loaded.tournament, facts.competitors, datetime.now(UTC).date())
    return audit_response(report, standings, loaded.ids, loaded.warnings, edition_of(facts))


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
        config, team = team_keys(request)
        shape = first_team_shape(config, team, limits, seed)
        with engine_run(*swiss_labels(facts, "simulate"), shape.teams * shape.boards, deadline):
            return simulate_teams(facts, config, team, limits, seed, edition, deadline, memory)
    if request.team_config is not None:
        raise InvalidInput([Issue("/team_config", "team_config applies to team systems only; use config")])
    config = simulation_config(request)
    with config_pointers():
        size = resolve(config, random.Random(seed))  # the same draws simulate_system() makes first
    limits.check_simulation(size.players, size.rounds, "/config")
    with engine_run(*swiss_labels(facts, "simulate"), size.players, deadline), config_pointers():
        simulation = simulate_system(system, config, seed, deadline, memory)
    config_used = config_echo(simulation.scenario.as_dict())
    return SimulateResponse(
        rule_edition=edition, system=facts.name, seed=seed, config=config_used, trf=simulation.trf()
    )


def generator_config(
    text: str, read_file: Callable[[str], str] | None = None, teams: bool = False
) -> tuple[dict[str, object], dict[str, str]]:
    """A generator configuration file (``key=value`` lines, the command line's ``-g CONFIG``) as the
    ``config`` of a request, and for a team event (``teams``) its team keys apart (``team_config``);
    ``read_file`` reads the file a ``RatingsFile`` key names. An unknown key or a bad value is
    invalid input naming its line."""
    config, team = parse_config_lines(text, read_file, TEAM_KEYS if teams else ())
    fields = {key: value for key, value in asdict(config).items() if value is not None}
    if "tiebreaks" in fields:
        fields["tiebreaks"] = split_codes(str(fields["tiebreaks"]))
    if "ratings" in fields:
        fields["ratings"] = list(config.ratings or ())
    return fields, team
