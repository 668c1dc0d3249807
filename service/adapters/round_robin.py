"""Round robin requests as domain entrants, and Berger schedules, Varma draws and re-draw answers
as responses."""

from __future__ import annotations

from collections.abc import Mapping

from domain.errors import InvalidInput, Issue
from domain.roundrobin.berger import Bye, Schedule, table_size
from domain.roundrobin.draw import RestrictedDraw
from domain.roundrobin.entrants import Entrant, validate_entrants
from domain.roundrobin.redraw import RedrawAnswer
from domain.roundrobin.tables import table_numbers
from service.runtime.limits import Limits
from service.schemas.round_robin import (
    ByeOut,
    CallerId,
    CompatriotMeetingOut,
    DrawStepOut,
    GameOut,
    RedrawResponse,
    Round,
    ScheduleRequest,
    ScheduleResponse,
    TableOptions,
    VarmaDrawRequest,
    VarmaDrawResponse,
)


def check_field_size(players: int, cycles: int, limits: Limits, where: str) -> None:
    """The field and the rounds it needs within the configured limits."""
    limits.check_players(players, where)
    limits.check_rounds((table_size(players) - 1) * cycles, where, f"{players} players need")


def schedule_ids(body: ScheduleRequest, limits: Limits) -> list[CallerId]:
    """The player ids in starting-number order, after checking the field (size checked first)."""
    if (body.players is None) == (body.count is None):
        raise InvalidInput([Issue("/", "send exactly one of 'players' and 'count'")])
    if body.players is None:
        count = body.count or 0
        if count < 2:
            raise InvalidInput([Issue("/count", f"a round robin needs at least 2 players, got {count}")])
        check_field_size(count, body.cycles, limits, "/count")
        return list(range(1, count + 1))
    validate_entrants([Entrant(id=player_id) for player_id in body.players])
    check_field_size(len(body.players), body.cycles, limits, "/players")
    return list(body.players)


def draw_entrants(body: VarmaDrawRequest, limits: Limits) -> list[Entrant]:
    """The entrants of a Varma draw (federations upper-cased), validated and within the limits."""
    entrants = [
        Entrant(id=p.id, name=p.name, federation=p.federation.upper() if p.federation else None) for p in body.players
    ]
    validate_entrants(entrants)
    check_field_size(len(entrants), body.cycles, limits, "/players")
    return entrants


def schedule_response(played: Schedule, ids: list[CallerId], options: TableOptions) -> ScheduleResponse:
    return ScheduleResponse(
        players=played.players,
        table_size=played.table_size,
        cycles=played.cycles,
        numbers={str(player_id): number for number, player_id in enumerate(ids, start=1)},
        table_rounds=list(played.table_rounds),
        rounds=rounds_out(played, dict(enumerate(ids, start=1)), options),
    )


def draw_response(drawn: RestrictedDraw, options: TableOptions) -> VarmaDrawResponse:
    return VarmaDrawResponse(
        seed=drawn.seed,
        method=drawn.method,
        groups={group: list(numbers) for group, numbers in drawn.groups.items()} if drawn.groups else None,
        draw=[DrawStepOut(id=step.entrant_id, group=step.group, number=step.number) for step in drawn.steps],
        numbers=drawn.numbers,
        rounds=rounds_out(drawn.schedule, drawn.id_of(), options),
        compatriot_meetings=[
            CompatriotMeetingOut(round=m.round, white=m.white, black=m.black, federation=m.federation)
            for m in drawn.compatriot_meetings
        ],
        minimal=drawn.minimal,
        warnings=list(drawn.warnings),
    )


def redraw_response(answer: RedrawAnswer) -> RedrawResponse:
    return RedrawResponse(
        new_draw_required=answer.new_draw_required,
        article=answer.article,
        reason=answer.reason,
        players_left=answer.players_left,
        bye_number=answer.bye_number,
    )


def rounds_out(played: Schedule, id_of: Mapping[int, CallerId], options: TableOptions) -> list[Round]:
    """The rounds in the caller's ids, each game with its table when the request asks for tables."""
    tables = table_numbers(played, options.first_table) if options.tables else None
    return [
        [
            ByeOut(player=id_of[b.player])
            if isinstance(b, Bye)
            else GameOut(white=id_of[b.white], black=id_of[b.black], table=tables[r][k] if tables else None)
            for k, b in enumerate(boards)
        ]
        for r, boards in enumerate(played.rounds)
    ]
