"""A tournament checked against :class:`~domain.limits.InputLimits` before any work on it.

Whatever the source (TRF or JSON), sizes and numbers must lie inside the limits so that every
later loop and allocation is bounded by them (issue 16): players, rounds, declared rounds,
point values, acceleration records, and free text that the TRF writer can copy safely.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from domain.errors import Issue
from domain.limits import PLAYER_CAP, RECORD_BOUNDS, InputLimits, RecordBounds, short_number
from domain.model import AccelerationRange, Tournament
from domain.trf.scoring import point_system_faults
from domain.trf.text_fields import text_faults


def bound_faults(tournament: Tournament, limits: InputLimits, place: Callable[[int], str]) -> Iterator[Issue]:
    """Every value of ``tournament`` outside ``limits``; ``place`` names a player for messages."""
    if len(tournament.players) > limits.players:
        yield Issue("players", f"{len(tournament.players)} players; at most {limits.players} are accepted")
    declared = tournament.total_rounds
    if declared is not None and not 1 <= declared <= limits.declared_rounds:
        yield Issue(
            "total_rounds",
            f"{short_number(declared)} rounds; at most {limits.declared_rounds} are accepted",
            field="total_rounds",
        )
    for name, fault in point_system_faults(tournament.point_system, limits):
        yield Issue(f"point_system.{name}", fault)
    yield from _player_faults(tournament, limits, place)
    yield from _team_total_faults(tournament, limits)
    yield from _acceleration_faults(tournament, limits)
    yield from _record_round_faults(tournament, limits)
    yield from record_faults(tournament, place)
    yield from text_faults(tournament, place)


def _record_round_faults(tournament: Tournament, limits: InputLimits) -> Iterator[Issue]:
    """Rounds named by records within the rounds limit: a bye or an absence past every round the
    event may have means nothing (issue 44). A forbidden group's range may reach past the event."""
    named: list[tuple[str, Iterable[int | None]]] = [
        ("bye_requests", (request.round_number for request in tournament.bye_requests)),
        ("unannounced_absences", (absence.round_number for absence in tournament.unannounced_absences)),
    ]
    records = tournament.team_records
    if records is not None:
        named += [
            ("team_records.forfeits", (forfeit.round_number for forfeit in records.forfeits)),
            ("team_records.absences", (request.round_number for request in records.absences)),
            ("team_records.pab_teams", [len(records.pab_teams)]),
        ]
    for where, rounds in named:
        largest = max((round_number for round_number in rounds if round_number is not None), default=0)
        if largest > limits.rounds:
            yield Issue(where, f"round {largest} is past the limit of {limits.rounds} rounds")


def record_faults(
    tournament: Tournament, place: Callable[[int], str], bounds: RecordBounds = RECORD_BOUNDS
) -> Iterator[Issue]:
    """Records and free text beyond :class:`RecordBounds`: the bounds every answer model holds."""
    records = tournament.team_records
    counts = (
        ("header", len(tournament.header) - (tournament.name is not None), bounds.header_records),
        ("teams", len(tournament.teams), bounds.teams),
        ("forbidden_pairs", len(tournament.forbidden), bounds.records),
        ("bye_requests", len(tournament.bye_requests), bounds.records),
        ("unannounced_absences", len(tournament.unannounced_absences), bounds.records),
        ("extra_records", len(tournament.extra_records), bounds.records),
        ("acceleration_ranges", len(tournament.acceleration_ranges), bounds.acceleration_ranges),
        ("team_records.teams", len(records.teams) if records else 0, bounds.teams),
        ("team_records.forfeits", len(records.forfeits) if records else 0, bounds.records),
        ("team_records.absences", len(records.absences) if records else 0, bounds.records),
    )
    for where, count, most in counts:
        if count > most:
            yield Issue(where, f"{count} records; at most {most} are accepted")
    yield from _text_length_faults(tournament, place, bounds)


def _text_length_faults(tournament: Tournament, place: Callable[[int], str], bounds: RecordBounds) -> Iterator[Issue]:
    """Free text longer than its bound (the first ``header_records`` headers, teams, … are read)."""
    texts: list[tuple[str, str, int]] = [
        (f"header[{index}] ({code})", text, bounds.header_text)
        for index, (code, text) in enumerate(tournament.header[: bounds.header_records + 1])
    ]
    if tournament.tournament_type is not None:
        texts.append(("tournament_type", tournament.tournament_type, bounds.tournament_type))
    texts += [(f"{place(p.number)}, name", p.name, bounds.player_name) for p in tournament.player_list()]
    for index, team in enumerate(tournament.teams[: bounds.teams]):
        texts.append((f"teams[{index}].name", team.name, bounds.team_name))
        if len(team.members) > bounds.team_members:
            yield Issue(f"teams[{index}].members", f"{len(team.members)} players; at most {bounds.team_members}")
    texts += [
        (f"extra_records[{index}]", record, bounds.record_chars)
        for index, record in enumerate(tournament.extra_records[: bounds.records])
    ]
    for where, text, most in texts:
        if len(text) > most:
            yield Issue(where, f"{len(text)} characters; at most {most} are accepted")


def _player_faults(tournament: Tournament, limits: InputLimits, place: Callable[[int], str]) -> Iterator[Issue]:
    total_points = limits.total_points
    for player in tournament.player_list():
        if not 1 <= player.number <= PLAYER_CAP:
            yield Issue(f"player {short_number(player.number)}", f"pairing numbers run from 1 to {PLAYER_CAP}")
        if len(player.entries) > limits.rounds:
            yield Issue(
                place(player.number), f"{len(player.entries)} rounds recorded; at most {limits.rounds} are accepted"
            )
        if player.points is not None:
            fault = limits.point_value_fault(player.points, total_points)
            if fault is not None:
                yield Issue(f"{place(player.number)}, points", fault)


def _team_total_faults(tournament: Tournament, limits: InputLimits) -> Iterator[Issue]:
    """The totals a 310 record declares (informative) within the points a team can score: six
    columns hold 999999, which no answer model holds (issue 44)."""
    records = tournament.team_records
    for number, team in sorted(records.teams.items()) if records is not None else ():
        line = records.lines.get(("310", number)) if records is not None else None
        where = f"line {line}" if line is not None else f"310 team {number}"
        for what, value in (("match points", team.match_points), ("game points", team.game_points)):
            fault = None if value is None else limits.point_value_fault(value, limits.total_points)
            if fault is not None:
                yield Issue(f"{where}, {what}", fault)


def _acceleration_faults(tournament: Tournament, limits: InputLimits) -> Iterator[Issue]:
    for number, values in sorted(tournament.acceleration.items()):
        where = f"acceleration (player {short_number(number)})"
        if len(values) > limits.rounds:
            yield Issue(where, f"{len(values)} rounds of values; at most {limits.rounds} are accepted")
        for fault in filter(None, (limits.point_value_fault(value) for value in values[: limits.rounds])):
            yield Issue(where, fault)
            break
    for index, accel in enumerate(tournament.acceleration_ranges):
        yield from _range_faults(f"acceleration_ranges[{index}]", accel, limits)


def _range_faults(where: str, accel: AccelerationRange, limits: InputLimits) -> Iterator[Issue]:
    """TRF-2026 ``250``: points within the limit, rounds 1..rounds limit, players 1..PLAYER_CAP, ordered."""
    for name in ("match_points", "game_points"):
        fault = limits.point_value_fault(getattr(accel, name))
        if fault is not None:
            yield Issue(f"{where}.{name}", fault)
    spans = (
        ("round", accel.first_round, accel.last_round, limits.rounds),
        ("player", accel.first_player, accel.last_player, PLAYER_CAP),
    )
    for what, first, last, bound in spans:
        for end, value in (("first", first), ("last", last)):
            if not 1 <= value <= bound:
                yield Issue(f"{where}.{end}_{what}", f"{short_number(value)} is outside 1..{bound}")
        if first > last:
            yield Issue(
                f"{where}.last_{what}",
                f"the last {what} ({short_number(last)}) comes before the first ({short_number(first)})",
            )
