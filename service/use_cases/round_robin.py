"""Round-robin use cases: the Berger schedule, the Varma restricted draw and the re-draw check."""

from __future__ import annotations

import secrets

from domain.budget import Deadline
from domain.roundrobin.berger import schedule
from domain.roundrobin.draw import restricted_draw
from domain.roundrobin.redraw import redraw_needed
from service.adapters.round_robin import (
    draw_entrants,
    draw_response,
    redraw_response,
    schedule_ids,
    schedule_response,
)
from service.runtime.engine_run import engine_run
from service.runtime.limits import Limits
from service.schemas.round_robin import (
    MAX_SEED,
    RedrawRequest,
    RedrawResponse,
    ScheduleRequest,
    ScheduleResponse,
    VarmaDrawRequest,
    VarmaDrawResponse,
)


def berger(request: ScheduleRequest, limits: Limits) -> ScheduleResponse:
    ids = schedule_ids(request, limits)
    return schedule_response(schedule(len(ids), request.cycles, request.swap_last_two_rounds), ids, request)


def draw(request: VarmaDrawRequest, limits: Limits, deadline: Deadline) -> VarmaDrawResponse:
    entrants = draw_entrants(request, limits)
    seed = request.seed if request.seed is not None else secrets.randbelow(MAX_SEED + 1)
    with engine_run("varma", "c06-1998", len(entrants), deadline):
        drawn = restricted_draw(entrants, seed, deadline, request.cycles, request.swap_last_two_rounds)
    return draw_response(drawn, request)


def redraw(request: RedrawRequest, limits: Limits) -> RedrawResponse:
    """Whether a withdrawal after the draw needs a new draw (C.06 II.3), for the players sent."""
    limits.check_players(request.players, "/players")
    return redraw_response(redraw_needed(request.players, request.withdrawn, request.substitute))
