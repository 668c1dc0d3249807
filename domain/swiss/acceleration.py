"""Virtual (acceleration) points per player and round: TRF ``XXA``, TRF-2026 ``250``, Baku.

Acceleration changes pairing scores only, never standings. The whole history is kept because
floats of earlier rounds are judged on the pairing scores of those rounds.
Baku method: C.04.5.1 (2017 numbering), C.04.7 in the 2026 package.
"""

from __future__ import annotations

from enum import Enum
from fractions import Fraction
from math import ceil

from domain.errors import InvalidInput, Issue
from domain.model import Tournament

BAKU_SUFFIX = "_BAKU"


class AccelerationMode(str, Enum):
    """Which acceleration a pairing request applies."""

    #: What the tournament says: XXA/250 records, else Baku when the type ends in ``_BAKU``.
    AUTO = "auto"
    #: Baku acceleration (C.04.5.1 / C.04.7) whatever the tournament records say.
    BAKU = "baku"
    #: No acceleration: XXA, 250 and a ``_BAKU`` type are ignored.
    NONE = "none"


def acceleration_table(
    tournament: Tournament, mode: AccelerationMode = AccelerationMode.AUTO
) -> dict[int, list[Fraction]]:
    """Virtual points of every accelerated player, index r-1 for round r (missing = 0).

    In ``AUTO`` mode explicit ``XXA``/``250`` records win over an automatic Baku type
    (``192 ..._BAKU``).
    """
    if mode is AccelerationMode.NONE:
        return {}
    if mode is AccelerationMode.BAKU:
        return baku(tournament)
    if tournament.acceleration or tournament.acceleration_ranges:
        return _explicit(tournament)
    if (tournament.tournament_type or "").upper().endswith(BAKU_SUFFIX):
        return baku(tournament)
    return {}


def _explicit(tournament: Tournament) -> dict[int, list[Fraction]]:
    table = {number: list(values) for number, values in tournament.acceleration.items()}
    for accel in tournament.acceleration_ranges:
        for number in range(accel.first_player, accel.last_player + 1):
            values = table.setdefault(number, [])
            while len(values) < accel.last_round:
                values.append(Fraction(0))
            for round_number in range(accel.first_round, accel.last_round + 1):
                values[round_number - 1] += accel.game_points
    return table


def baku(tournament: Tournament) -> dict[int, list[Fraction]]:
    """Baku acceleration (C.04.5.1 / C.04.7).

    GA = the first half of the field rounded up to an even number, 2*ceil(N/4) pairing numbers
    (N = all registered players). The first ceil(R/2) rounds are accelerated; GA players get
    a win's points before each of the first ceil(A/2) of them and half of that before the rest.
    """
    system = tournament.point_system
    if not system.is_standard_ratio:
        raise InvalidInput([Issue("tournament_type", "Baku acceleration needs win = 2 draws and loss = 0")])
    if tournament.total_rounds is None:
        raise InvalidInput([Issue("total_rounds", "Baku acceleration needs the number of rounds (XXR)")])
    accelerated = ceil(tournament.total_rounds / 2)
    full = ceil(accelerated / 2)
    values = [system.win] * full + [system.win / 2] * (accelerated - full)
    group_size = 2 * ceil(len(tournament.players) / 4)
    numbers = sorted(tournament.players)[:group_size]
    return {number: list(values) for number in numbers}


def virtual_points(table: dict[int, list[Fraction]], player: int, round_number: int) -> Fraction:
    """Virtual points of ``player`` in ``round_number`` (1-based)."""
    values = table.get(player)
    if values is None or round_number > len(values) or round_number < 1:
        return Fraction(0)
    return values[round_number - 1]
