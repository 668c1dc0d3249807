"""2.6: pairing one group of an even number of players, upper half against lower half.

a-b: the group is split into an upper and a lower half, each in starting order, with players
moved up from a lower group placed last (2.7: 2.6.a-b do not apply to them).
c-e: the first complete pairing of the depth-first search (see :func:`first_assignment`).
f-g: k = 1, 2, ...: the k weakest upper-half players are exchanged with k lower-half players,
tried strongest first; the halves are re-sorted and c-e run again. The first success wins.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from domain.budget import Deadline
from domain.swiss.swedish.field import RoundField
from domain.swiss.swedish.matching import first_assignment, perfectly_pairable


@dataclass(frozen=True, slots=True)
class HalvesPairing:
    """A group paired by 2.6: pairs are (upper-half player, lower-half player) in upper order."""

    upper: tuple[int, ...]
    lower: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]
    moved_up: tuple[int, ...]
    exchange: tuple[tuple[int, ...], tuple[int, ...]] | None
    reordered: tuple[int, ...]
    backtracked: tuple[int, ...]


def counted_as_moved_up(field: RoundField, moved: Sequence[int]) -> tuple[int, ...]:
    """2.8 comment: of the players moved up, only those with the lowest score count as moved up."""
    if not moved:
        return ()
    lowest = min(field.scores[i] for i in moved)
    return tuple(sorted(i for i in moved if field.scores[i] == lowest))


def pair_halves(
    field: RoundField, originals: Sequence[int], moved: Sequence[int], deadline: Deadline
) -> HalvesPairing | None:
    """Pair ``originals`` plus the ``moved`` players by 2.6.a-g, or None if 2.6.h applies."""
    group = list(originals) + list(moved)
    if not perfectly_pairable(group, field.compatible, field.met, deadline.check):
        return None  # no pairing at all, so no exchange can help: skip the search
    trailing = counted_as_moved_up(field, moved)
    ordered = sorted(set(group) - set(trailing)) + list(trailing)
    half = len(ordered) // 2
    upper, lower = ordered[:half], ordered[half:]
    result = _pair(field, upper, lower, trailing, None, deadline)
    if result is not None:
        return result
    return _exchanges(field, upper, lower, trailing, deadline)


def _exchanges(
    field: RoundField, upper: list[int], lower: list[int], trailing: tuple[int, ...], deadline: Deadline
) -> HalvesPairing | None:
    """2.6.f-g: exchange the k weakest of the upper half with k lower-half players.

    k stops one short of the half: exchanging whole halves gives the same pairs as no exchange.
    """
    half = len(upper)
    key = _half_order(trailing)
    for k in range(1, half):
        moved_down = upper[half - k :]
        for chosen in combinations(range(half), k):
            deadline.check()
            moved_up = [lower[j] for j in chosen]
            new_upper = sorted(upper[: half - k] + moved_up, key=key)
            new_lower = sorted(moved_down + [p for j, p in enumerate(lower) if j not in chosen], key=key)
            result = _pair(field, new_upper, new_lower, trailing, (tuple(moved_down), tuple(moved_up)), deadline)
            if result is not None:
                return result
    return None


def _half_order(trailing: tuple[int, ...]):
    """2.6.b re-sorting: starting order, moved-up players last (2.7)."""
    position = {p: n for n, p in enumerate(trailing)}
    return lambda p: (p in position, position.get(p, 0), p)


def _pair(
    field: RoundField,
    upper: list[int],
    lower: list[int],
    trailing: tuple[int, ...],
    exchange: tuple[tuple[int, ...], tuple[int, ...]] | None,
    deadline: Deadline,
) -> HalvesPairing | None:
    assignment = first_assignment(upper, lower, field.compatible, deadline.check)
    if assignment is None:
        return None
    pairs = tuple((upper[i], lower[j]) for i, j in enumerate(assignment.partner))
    reordered = tuple(upper[i] for i, j in enumerate(assignment.partner) if i != j)
    backtracked = tuple(upper[i] for i in assignment.backtracked)
    return HalvesPairing(tuple(upper), tuple(lower), pairs, trailing, exchange, reordered, backtracked)
