"""``POST /v1/swiss/simulate``: the request's keys as the generator's configuration, and the answer.

The generator's keys are the same for every system (``config``); a team event takes its team keys
(``team_config``: teams, boards, code) instead of a number of players, and is drawn by the team
generator (:mod:`domain.swiss.team.simulation`, the command line's ``--swiss-team -g``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from functools import partial

from domain.budget import Deadline, MemoryBudget
from domain.errors import InvalidInput, Issue
from domain.swiss.face import SystemFacts
from domain.swiss.simulation import SimulationConfig
from domain.swiss.team.simulation import TeamEventShape, generate_team_event, team_shape
from domain.trf import render_trf
from service.runtime.limits import Limits
from service.schemas.endorsement import SimulateRequest, SimulateResponse, SimulationConfigModel


def simulation_config(request: SimulateRequest) -> SimulationConfig:
    """The ``config`` keys as the generator reads them (a list as one comma-separated text)."""
    given = request.config.model_dump()
    tiebreaks, ratings = given.pop("tiebreaks"), given.pop("ratings")
    return SimulationConfig(
        **given,
        tiebreaks=",".join(tiebreaks) if tiebreaks is not None else None,
        ratings=tuple(ratings) if ratings is not None else None,
    )


def config_echo(settings: dict[str, object]) -> dict[str, object]:
    """The keys used, as the request spells them (send them back to replay)."""
    tiebreaks, ratings = settings.get("tiebreaks"), settings.get("ratings")
    return {
        **settings,
        "tiebreaks": [code for code in str(tiebreaks).split(",") if code],
        "ratings": list(ratings) if isinstance(ratings, tuple) else None,
    }


@contextmanager
def config_pointers() -> Iterator[None]:
    """The generator names a fault by its key (``draw_rate``): the answer points into the request."""
    try:
        yield
    except InvalidInput as error:
        keys = set(SimulationConfigModel.model_fields)
        issues = [
            replace(issue, where=f"/config/{issue.where}") if issue.where.split("/")[0] in keys else issue
            for issue in error.issues
        ]
        raise InvalidInput(issues, error.title, error.total) from None


def team_keys(request: SimulateRequest) -> tuple[SimulationConfig, dict[str, str]]:
    """The generator's keys and the team keys; ``team_config``'s rounds is config's."""
    config = simulation_config(request)
    given = request.team_config.model_dump(exclude_none=True) if request.team_config else {}
    rounds = given.pop("rounds", None)
    if rounds is not None and config.rounds is not None and rounds != config.rounds:
        raise InvalidInput([Issue("/team_config/rounds", f"config says {config.rounds} rounds")])
    if rounds is not None:
        config = replace(config, rounds=rounds)
    return config, {key: str(value) for key, value in given.items()}


def first_team_shape(config: SimulationConfig, team: dict[str, str], limits: Limits, seed: int) -> TeamEventShape:
    """The shape the seed draws first (its size decides the engine slot), within the limits."""
    with config_pointers():
        shape = team_shape(config, team, random.Random(seed))
    admit_team_shape(shape, limits)
    return shape


def admit_team_shape(shape: TeamEventShape, limits: Limits) -> None:
    limits.check_simulation(shape.teams * shape.boards, shape.rounds, "/team_config")


def simulate_teams(
    facts: SystemFacts,
    config: SimulationConfig,
    team: dict[str, str],
    limits: Limits,
    seed: int,
    edition: str,
    deadline: Deadline,
    memory: MemoryBudget,
) -> SimulateResponse:
    """The team event paired round by round by the engine (every round within ``deadline`` and
    ``memory``), as TRF-2026 team records; a shape drawn after an unpairable one (another seed) is
    checked against the limits too."""
    admit = partial(admit_team_shape, limits=limits)
    with config_pointers():
        used, shape, event = generate_team_event(config, team, seed, admit=admit, deadline=deadline, memory=memory)
    return SimulateResponse(
        rule_edition=edition,
        system=facts.name,
        seed=used,
        config=config_echo(shape.as_dict()),
        trf=render_trf(event),
    )
