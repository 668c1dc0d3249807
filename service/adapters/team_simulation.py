"""``POST /v1/swiss/simulate`` for a team system: the team generator (C.04.A A.5) behind the same answer.

A team event is drawn by its own shape (teams, boards, rounds, record 192 code, absence and
board-forfeit rates: :mod:`domain.swiss.team.simulation`, the command line's ``--swiss-team -g``),
not from a field of players; the answer is the same seed, keys used and TRF (with team records).
"""

from __future__ import annotations

import random

from domain.budget import Deadline, MemoryBudget
from domain.errors import InvalidInput, Issue
from domain.swiss.face import SystemFacts
from domain.swiss.team.simulation import TeamEventShape, simulate_team_event, team_shape
from domain.trf import render_trf
from service.runtime.limits import Limits
from service.schemas.endorsement import SimulateRequest, SimulateResponse, SimulationConfigModel


def team_event_shape(request: SimulateRequest, limits: Limits, seed: int) -> TeamEventShape:
    """The seeded shape, within the limits; the individual generator's keys are refused, not ignored."""
    if request.config != SimulationConfigModel():
        raise InvalidInput([Issue("/config", "a team event is drawn by team_config (teams, boards, rounds, ...)")])
    given = request.team_config.model_dump(exclude_none=True) if request.team_config else {}
    shape = team_shape({key: str(value) for key, value in given.items()}, random.Random(seed))
    limits.check_simulation(shape.teams * shape.boards, shape.rounds, "/team_config")
    return shape


def simulate_teams(
    facts: SystemFacts, shape: TeamEventShape, seed: int, edition: str, deadline: Deadline, memory: MemoryBudget
) -> SimulateResponse:
    """The team event of ``shape`` paired round by round by the engine (every round within
    ``deadline`` and ``memory``), as TRF-2026 team records."""
    config = {
        "teams": shape.teams,
        "boards": shape.boards,
        "rounds": shape.rounds,
        "code": shape.code,
        "absence": shape.absence,
        "board_forfeit": shape.board_forfeit,
    }
    trf = render_trf(simulate_team_event(shape, seed, deadline=deadline, memory=memory))
    return SimulateResponse(rule_edition=edition, system=facts.name, seed=seed, config=config, trf=trf)
