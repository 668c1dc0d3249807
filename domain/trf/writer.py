"""TRF16 writer: the inverse of :mod:`domain.trf.reader` (same columns, same records).

What TRF16 and its ``XX`` extensions can express is written that way (``XXR``, ``XXC``,
``XXS``, ``XXA``, ``XXP``, ``XXZ``); what only TRF-2026 can express is written as its records
(``192`` type, ``240`` byes of a given round, ``250`` acceleration, ``260`` forbidden pairs with
a round range). Lines end with LF. A team event (TRF-2026 team records 310-362) states its
rounds and initial colour as 142 and 152, as the team engines read them.

Two facts have no TRF record: an unannounced absence (seed F8) is written as this project's
``XXU round id id ...``; the same-federation restriction of C.06 II.3.1 is written as the
``260`` groups it amounts to (one per federation), which every TRF-2026 reader understands.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import islice

from domain.errors import InvalidInput, Issue
from domain.history import score_after
from domain.limits import DEFAULT_LIMITS, TRF_ROUND_CAP
from domain.model import (
    ByeRequest,
    ForbiddenGroup,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    TeamEntry,
    TeamRecords,
    Tournament,
)
from domain.restrictions import federation_groups
from domain.trf.scoring import format_points, xxs_tokens
from domain.trf.text_fields import text_faults


def render_trf(tournament: Tournament) -> str:
    """The TRF text of ``tournament``.

    Refuses (:class:`InvalidInput`) free text that would come out as records the tournament does
    not contain: line breaks or control characters, header or unknown records with a record's code.
    Validation reports the same faults; this is the last line of defence.
    """
    faults = list(islice(text_faults(tournament), DEFAULT_LIMITS.errors_listed))
    if faults:
        raise InvalidInput(faults, title="Text that TRF cannot carry")
    lines = [f"{code} {text}".rstrip() for code, text in tournament.header]
    lines += _extension_lines(tournament)
    lines += [player_line(player, tournament.point_system) for player in tournament.player_list()]
    lines += _trailing_records(tournament)
    if tournament.team_records is not None:
        lines += team_lines(tournament.team_records)
    lines += tournament.extra_records
    return "\n".join(lines) + "\n"


def _extension_lines(tournament: Tournament) -> list[str]:
    if tournament.team_records is not None:
        return _team_header_lines(tournament)
    lines = []
    if tournament.total_rounds is not None:
        lines.append(f"XXR {tournament.total_rounds}")
    xxc = (["rank"] if tournament.rank_ids else []) + (
        [f"{'white' if tournament.initial_color.value == 'w' else 'black'}1"] if tournament.initial_color else []
    )
    if xxc:
        lines.append("XXC " + " ".join(xxc))
    scoring = xxs_tokens(tournament.point_system)
    if scoring:
        lines.append("XXS " + " ".join(scoring))
    if tournament.tournament_type is not None:
        lines.append(f"192 {tournament.tournament_type}")
    return lines


def _team_header_lines(tournament: Tournament) -> list[str]:
    """A team event is TRF-2026 throughout: rounds as 142 and the initial colour as 152 (the team
    engines read these, and Gacrux refuses the last two rounds without 142), then XXC rank, XXS, 192."""
    lines = []
    if tournament.total_rounds is not None:
        lines.append(f"142 {tournament.total_rounds}")
    if tournament.initial_color is not None:
        lines.append(f"152 {tournament.initial_color.value.upper()}")
    if tournament.rank_ids:
        lines.append("XXC rank")
    scoring = xxs_tokens(tournament.point_system)
    if scoring:
        lines.append("XXS " + " ".join(scoring))
    if tournament.tournament_type is not None:
        lines.append(f"192 {tournament.tournament_type}")
    return lines


def _trailing_records(tournament: Tournament) -> list[str]:
    lines = []
    for number, values in sorted(tournament.acceleration.items()):
        lines.append(f"XXA {number:>4}" + "".join(f" {_points_field(value)}" for value in values))
    for accel in tournament.acceleration_ranges:
        lines.append(
            f"250 {_points_field(accel.match_points)} {_points_field(accel.game_points)} "
            f"{accel.first_round:>3} {accel.last_round:>3} {accel.first_player:>4} {accel.last_player:>4}"
        )
    lines += [_forbidden_line(group) for group in tournament.forbidden]
    restriction = tournament.federation_restriction
    if restriction is not None:
        groups = federation_groups(tournament, restriction.first_round, restriction.last_round)
        lines += [_forbidden_line(group) for group in groups]
    for request in tournament.bye_requests:
        if request.round_number is None and request.kind is ResultCode.ZERO_BYE:
            lines.append("XXZ " + " ".join(str(n) for n in request.players))
        else:
            # XXZ carries no points: a half or full-point request for "the round being paired"
            # is written for that round explicitly, so it comes back with its points.
            round_number = request.round_number or tournament.next_round
            ids = " ".join(f"{n:>4}" for n in request.players)
            lines.append(f"240 {request.kind.value} {round_number:>3} {ids}")
    for round_number in sorted({absence.round_number for absence in tournament.unannounced_absences}):
        ids = " ".join(f"{a.player:>4}" for a in tournament.unannounced_absences if a.round_number == round_number)
        lines.append(f"XXU {round_number:>3} {ids}")
    for team in tournament.teams:
        lines.append(f"013 {team.name:<32.32}" + "".join(f"{n:>4} " for n in team.members).rstrip())
    return lines


def team_lines(records: TeamRecords) -> list[str]:
    """The TRF-2026 team records: 352, 362, one 310 per team, 240 by team, 320, 330, 300 (line-ups
    out of roster order: round 5-7, team 9-11, other team 13-15, then a player id per board from
    column 17 in steps of 5, 0 for a board not fielded; the layout Gacrux reads).

    A match recorded only by its total has no TRF form (TRF holds board results): refused."""
    if records.totals:
        first = records.totals[0]
        where = f"team match round {first.round_number}, {first.white}-{first.black}"
        raise InvalidInput([Issue(where, "a match recorded by its total only cannot be written as TRF board results")])
    lines = []
    if records.colour_sequence is not None:
        lines.append(f"352 {records.colour_sequence}")
    if records.match_points is not None:
        won, drawn, lost = (format_points(value) for value in records.match_points)
        lines.append(f"362 TW {won:<5} TD {drawn:<5} TL {lost}")
    lines += [_team_line(team) for _, team in sorted(records.teams.items())]
    lines += [_absence_line(request) for request in records.absences]
    if records.pab_match_points is not None and records.pab_game_points is not None:
        values = f"{_points_field(records.pab_match_points)} {_points_field(records.pab_game_points)}"
        lines.append(
            f"320 {values}" + "".join(f" {team:03d}" if team == 0 else f" {team:>3}" for team in records.pab_teams)
        )
    for forfeit in records.forfeits:
        lines.append(f"330 {forfeit.kind} {forfeit.round_number:>3} {forfeit.white:>3} {forfeit.black:>3}")
    for lineup in records.lineups:
        players = " ".join(f"{player:>4}" for player in lineup.players)
        lines.append(f"300 {lineup.round_number:>3} {lineup.team:>3} {lineup.opponent:>3} {players}")
    return lines


def _team_line(team: TeamEntry) -> str:
    head = (
        f"310 {team.number:>3} {team.name:<32.32} {team.nickname:<5.5} {_optional(team.strength, 6)} "
        f"{_optional_points(team.match_points, 6)} {_optional_points(team.game_points, 6)} {_optional(team.rank, 3)}  "
    )
    return (head + "".join(f"{member:>4} " for member in team.members)).rstrip()


def _absence_line(request: ByeRequest) -> str:
    round_number = request.round_number or 0
    return f"240 {request.kind.value} {round_number:>3} " + " ".join(f"{n:>4}" for n in request.players)


def _optional_points(value: Fraction | None, width: int) -> str:
    return f"{format_points(value):>{width}}" if value is not None else " " * width


def _forbidden_line(group: ForbiddenGroup) -> str:
    if group.first_round is None and group.last_round is None:
        return "XXP " + " ".join(str(n) for n in group.players)
    first = group.first_round if group.first_round is not None else 1
    last = group.last_round if group.last_round is not None else TRF_ROUND_CAP
    return f"260 {first:>3} {last:>3} " + " ".join(f"{n:>4}" for n in group.players)


def player_line(player: Player, point_system: PointSystem | None = None) -> str:
    """The ``001`` record of ``player``. The points columns are always written (the endorsed
    engines need them): the declared points, else the sum of the recorded results."""
    points = player.points
    if points is None:
        points = score_after(player, len(player.entries), point_system or PointSystem())
    head = (
        f"001 {player.number:>4} {player.sex or '':1}{player.title or '':>3} {player.name:<33.33} "
        f"{_optional(player.rating, 4)} {player.federation or '':>3} {player.fide_id or '':>11} "
        f"{player.birth_date or '':>10} {_points_field(points)} "
        f"{_optional(player.rank, 4)}"
    )
    return (head + "".join(_round_block(entry) for entry in player.entries)).rstrip()


def _round_block(entry: RoundEntry | None) -> str:
    if entry is None:
        return " " * 10
    opponent = f"{entry.opponent:>4}" if entry.opponent is not None else "0000"
    color = entry.color.value if entry.color is not None else "-"
    return f"  {opponent} {color} {entry.result.value}"


def _optional(value: int | None, width: int) -> str:
    return f"{value:>{width}}" if value is not None else " " * width


def _points_field(value: Fraction) -> str:
    return f"{format_points(value):>4}"
