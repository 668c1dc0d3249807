"""Virtual (acceleration) points per player and round: TRF ``XXA``, TRF-2026 ``250``, Baku.

Acceleration changes pairing scores only, never standings. The whole history is kept because
floats of earlier rounds are judged on the pairing scores of those rounds.
Baku method: C.04.5.1 (2017 numbering), C.04.7 in the 2026 package.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator
from enum import StrEnum
from fractions import Fraction
from itertools import accumulate, pairwise

from domain.budget import Deadline
from domain.errors import InvalidInput, Issue
from domain.limits import DEFAULT_LIMITS, InputLimits
from domain.model import AccelerationRange, Tournament

BAKU_SUFFIX = "_BAKU"


class AccelerationMode(StrEnum):
    """Which acceleration a pairing request applies."""

    #: What the tournament says: XXA/250 records, else Baku when the type ends in ``_BAKU``.
    AUTO = "auto"
    #: Baku acceleration (C.04.5.1 / C.04.7) whatever the tournament records say.
    BAKU = "baku"
    #: No acceleration: XXA, 250 and a ``_BAKU`` type are ignored.
    NONE = "none"


def acceleration_table(
    tournament: Tournament,
    mode: AccelerationMode = AccelerationMode.AUTO,
    limits: InputLimits | None = None,
    deadline: Deadline | None = None,
) -> dict[int, list[Fraction]]:
    """Virtual points of every accelerated player, index r-1 for round r (missing = 0).

    In ``AUTO`` mode explicit ``XXA``/``250`` records win over an automatic Baku type
    (``192 ..._BAKU``). Work is bounded by the tournament's players times its rounds (clipped
    to ``limits``), whatever the records claim; rows may be shared between players: read only.
    """
    if mode is AccelerationMode.NONE:
        return {}
    limits = limits or DEFAULT_LIMITS
    deadline = deadline or Deadline.unlimited()
    if mode is AccelerationMode.BAKU:
        return baku(tournament, limits)
    if tournament.acceleration or tournament.acceleration_ranges:
        return _explicit(tournament, limits, deadline)
    if (tournament.tournament_type or "").upper().endswith(BAKU_SUFFIX):
        return baku(tournament, limits)
    return {}


def _explicit(tournament: Tournament, limits: InputLimits, deadline: Deadline) -> dict[int, list[Fraction]]:
    """XXA rows plus the ``250`` ranges, swept over the players in pairing-number order."""
    table = {number: list(values) for number, values in tournament.acceleration.items()}
    horizon = _horizon(tournament, limits)
    for numbers, row in _range_rows(tournament, horizon, deadline):
        if not row:
            continue
        for number in numbers:
            own = table.get(number)
            table[number] = row if own is None else _added(own, row)
    return table


def _horizon(tournament: Tournament, limits: InputLimits) -> int:
    """The last round a virtual point can matter in: the tournament's, within the limits."""
    declared = tournament.total_rounds
    return limits.rounds if declared is None else min(declared, limits.rounds)


def _range_rows(tournament: Tournament, horizon: int, deadline: Deadline) -> Iterator[tuple[list[int], list[Fraction]]]:
    """``(players, row)`` for each run of pairing numbers covered by the same ``250`` ranges.

    The ranges are swept in pairing-number order with a per-round difference array, so there
    are at most twice as many rows as ranges, each at most ``horizon`` long and built only for
    runs that hold players: the work never depends on how far a range claims to reach.
    """
    numbers = sorted(tournament.players)
    changes: dict[int, list[tuple[AccelerationRange, int]]] = {}
    for accel in tournament.acceleration_ranges:
        if accel.first_round <= min(accel.last_round, horizon) and accel.first_player <= accel.last_player:
            changes.setdefault(accel.first_player, []).append((accel, 1))
            changes.setdefault(accel.last_player + 1, []).append((accel, -1))
    difference = [Fraction(0)] * (horizon + 1)
    bounds = sorted(changes)
    for start, stop in pairwise(bounds):
        deadline.check()
        for accel, sign in changes[start]:
            difference[accel.first_round - 1] += sign * accel.game_points
            difference[min(accel.last_round, horizon)] -= sign * accel.game_points
        covered = numbers[bisect_left(numbers, start) : bisect_left(numbers, stop)]
        if covered:
            yield covered, _prefix_sums(difference[:horizon])


def _prefix_sums(difference: list[Fraction]) -> list[Fraction]:
    """Running totals, without the trailing zeros (a missing round is worth 0)."""
    row = list(accumulate(difference))
    while row and row[-1] == 0:
        row.pop()
    return row


def _added(own: list[Fraction], row: list[Fraction]) -> list[Fraction]:
    longer, shorter = (own, row) if len(own) >= len(row) else (row, own)
    return [value + (shorter[index] if index < len(shorter) else 0) for index, value in enumerate(longer)]


def baku(tournament: Tournament, limits: InputLimits | None = None) -> dict[int, list[Fraction]]:
    """Baku acceleration (C.04.5.1 / C.04.7).

    GA = the first half of the field rounded up to an even number, 2*ceil(N/4) pairing numbers
    (N = all registered players). The first ceil(R/2) rounds are accelerated; GA players get
    a win's points before each of the first ceil(A/2) of them and half of that before the rest.
    """
    limits = limits or DEFAULT_LIMITS
    system = tournament.point_system
    if not system.is_standard_ratio:
        raise InvalidInput([Issue("tournament_type", "Baku acceleration needs win = 2 draws and loss = 0")])
    rounds = tournament.total_rounds
    if rounds is None:
        raise InvalidInput([Issue.of_field("total_rounds", "Baku acceleration needs the number of rounds (XXR)")])
    if rounds > limits.declared_rounds:
        raise InvalidInput([Issue.of_field("total_rounds", f"at most {limits.declared_rounds} rounds are accepted")])
    accelerated = _half_up(rounds)
    full = _half_up(accelerated)
    values = [system.win] * full + [system.win / 2] * (accelerated - full)
    group_size = 2 * _half_up(_half_up(len(tournament.players)))
    return {number: values for number in sorted(tournament.players)[:group_size]}


def _half_up(count: int) -> int:
    """ceil(count / 2) in integers (a float division overflows for huge counts)."""
    return -(-count // 2)


def virtual_points(table: dict[int, list[Fraction]], player: int, round_number: int) -> Fraction:
    """Virtual points of ``player`` in ``round_number`` (1-based)."""
    values = table.get(player)
    if values is None or round_number > len(values) or round_number < 1:
        return Fraction(0)
    return values[round_number - 1]
