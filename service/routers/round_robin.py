"""Round robins: ``/v1/round-robin/schedule``, ``/varma-draw`` and ``/redraw-check``.

Handlers are plain functions so FastAPI runs them in its thread pool: the search beyond the
Varma tables is CPU work and must not block the event loop.
"""

from __future__ import annotations

import secrets

from fastapi import APIRouter, Request

from domain.budget import Deadline
from domain.errors import InvalidInput, Issue
from domain.roundrobin.berger import Bye, Schedule, schedule, table_size
from domain.roundrobin.draw import restricted_draw
from domain.roundrobin.entrants import Entrant, validate_entrants
from domain.roundrobin.redraw import redraw_needed
from service.schemas.round_robin import (
    MAX_SEED,
    ByeOut,
    CompatriotMeetingOut,
    DrawStepOut,
    GameOut,
    PlayerId,
    RedrawRequest,
    RedrawResponse,
    Round,
    ScheduleRequest,
    ScheduleResponse,
    VarmaDrawRequest,
    VarmaDrawResponse,
)
from service.settings import Settings

router = APIRouter(prefix="/v1/round-robin", tags=["round robin"])


@router.post("/schedule", response_model=ScheduleResponse, summary="Berger schedule (FIDE C.05 Annex 1)")
def berger_schedule(body: ScheduleRequest, request: Request) -> ScheduleResponse:
    ids = _schedule_ids(body, request.app.state.settings)
    played = schedule(len(ids), body.cycles, body.swap_last_two_rounds)
    return ScheduleResponse(
        players=played.players,
        table_size=played.table_size,
        cycles=played.cycles,
        numbers={str(player_id): number for number, player_id in enumerate(ids, start=1)},
        table_rounds=list(played.table_rounds),
        rounds=_rounds_out(played, dict(enumerate(ids, start=1))),
    )


@router.post("/varma-draw", response_model=VarmaDrawResponse, summary="Varma restricted draw and its Berger schedule (C.06 II.3.2)")
def varma_draw(body: VarmaDrawRequest, request: Request) -> VarmaDrawResponse:
    settings: Settings = request.app.state.settings
    entrants = [Entrant(id=p.id, name=p.name, federation=p.federation.upper() if p.federation else None) for p in body.players]
    validate_entrants(entrants)
    _check_size(len(entrants), body.cycles, settings, "/players")
    seed = body.seed if body.seed is not None else secrets.randbelow(MAX_SEED + 1)
    drawn = restricted_draw(entrants, seed, Deadline(settings.request_timeout_seconds), body.cycles, body.swap_last_two_rounds)
    return VarmaDrawResponse(
        seed=drawn.seed,
        method=drawn.method,  # type: ignore[arg-type]
        groups={group: list(numbers) for group, numbers in drawn.groups.items()} if drawn.groups else None,
        draw=[DrawStepOut(id=step.entrant_id, group=step.group, number=step.number) for step in drawn.steps],
        numbers=drawn.numbers,
        rounds=_rounds_out(drawn.schedule, drawn.id_of()),
        compatriot_meetings=[
            CompatriotMeetingOut(round=m.round, white=m.white, black=m.black, federation=m.federation) for m in drawn.compatriot_meetings
        ],
        minimal=drawn.minimal,
        warnings=list(drawn.warnings),
    )


@router.post("/redraw-check", response_model=RedrawResponse, summary="Does a withdrawal after the draw need a new draw? (C.06 II.3)")
def redraw_check(body: RedrawRequest) -> RedrawResponse:
    answer = redraw_needed(body.players, body.withdrawn, body.substitute)
    return RedrawResponse(
        new_draw_required=answer.new_draw_required,
        article=answer.article,
        reason=answer.reason,
        players_left=answer.players_left,
        bye_number=answer.bye_number,
    )


def _schedule_ids(body: ScheduleRequest, settings: Settings) -> list[PlayerId]:
    """The player ids in starting-number order, after checking the field (size checked first)."""
    if (body.players is None) == (body.count is None):
        raise InvalidInput([Issue("/", "send exactly one of 'players' and 'count'")])
    if body.players is None:
        count = body.count or 0
        if count < 2:
            raise InvalidInput([Issue("/count", f"a round robin needs at least 2 players, got {count}")])
        _check_size(count, body.cycles, settings, "/count")
        return list(range(1, count + 1))
    validate_entrants([Entrant(id=player_id) for player_id in body.players])
    _check_size(len(body.players), body.cycles, settings, "/players")
    return list(body.players)


def _check_size(players: int, cycles: int, settings: Settings, pointer: str) -> None:
    """The field must stay within the configured player and round limits."""
    if players > settings.max_players:
        raise InvalidInput([Issue(pointer, f"at most {settings.max_players} players are accepted, got {players}")])
    rounds = (table_size(players) - 1) * cycles
    if rounds > settings.max_rounds:
        raise InvalidInput(
            [Issue(pointer, f"{players} players need {rounds} rounds; at most {settings.max_rounds} rounds are accepted (PAIRING_MAX_ROUNDS)")]
        )


def _rounds_out(played: Schedule, id_of: dict[int, PlayerId]) -> list[Round]:
    return [
        [ByeOut(player=id_of[b.player]) if isinstance(b, Bye) else GameOut(white=id_of[b.white], black=id_of[b.black]) for b in boards]
        for boards in played.rounds
    ]
