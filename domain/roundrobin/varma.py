"""Varma tables and the envelope draw (C.05 Annex 2; C.06 II.3.2, instructions 1-5).

Numbers of one group (A, B, C, D) never meet in the last three rounds of the Berger table of the
row's size, so compatriots who draw from one group are kept apart there. ``tests/roundrobin``
checks this property of every row against the Berger schedule itself.

Correction: the 11/12 row of the current Handbook (and of seed ``000``) reads C = 6, 8, 12 and
D = 3, 11; but 6 and 12 meet in round 11, the last one. The 1998 text of C.06 (seed ``004``)
reads C = 6, 8, 11 and D = 3, 12, which keeps the property; that is the row shipped here.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from domain.roundrobin.berger import table_size
from domain.roundrobin.entrants import Contingent

GROUPS = ("A", "B", "C", "D")

#: Rows by the even table size; an odd field N uses the row of N + 1 (C.05 Annex 2).
VARMA_TABLES: dict[int, dict[str, tuple[int, ...]]] = {
    10: {"A": (3, 4, 8), "B": (5, 7, 9), "C": (1, 6), "D": (2, 10)},
    12: {"A": (4, 5, 9, 10), "B": (1, 2, 7), "C": (6, 8, 11), "D": (3, 12)},
    14: {"A": (4, 5, 6, 11, 12), "B": (1, 2, 8, 9), "C": (7, 10, 13), "D": (3, 14)},
    16: {"A": (5, 6, 7, 12, 13, 14), "B": (1, 2, 3, 9, 10), "C": (8, 11, 15), "D": (4, 16)},
    18: {"A": (5, 6, 7, 8, 14, 15, 16), "B": (1, 2, 3, 10, 11, 12), "C": (9, 13, 17), "D": (4, 18)},
    20: {"A": (6, 7, 8, 9, 15, 16, 17, 18), "B": (1, 2, 3, 11, 12, 13, 14), "C": (5, 10, 19), "D": (4, 20)},
    22: {"A": (6, 7, 8, 9, 10, 17, 18, 19, 20), "B": (1, 2, 3, 4, 12, 13, 14, 15), "C": (11, 16, 21), "D": (5, 22)},
    24: {
        "A": (6, 7, 8, 9, 10, 11, 19, 20, 21, 22),
        "B": (1, 2, 3, 4, 13, 14, 15, 16, 17),
        "C": (12, 18, 23),
        "D": (5, 24),
    },
}

#: The 11/12 row as the current Handbook prints it (kept to document the correction above).
HANDBOOK_MISPRINTED_12: dict[str, tuple[int, ...]] = {"A": (4, 5, 9, 10), "B": (1, 2, 7), "C": (6, 8, 12), "D": (3, 11)}


@dataclass(frozen=True, slots=True)
class DrawStep:
    """One player drawing: from which group (large envelope) he took which number."""

    entrant_id: str
    group: str
    number: int


def varma_groups(players: int) -> dict[str, tuple[int, ...]] | None:
    """The groups for a field of ``players``, or None outside 9..24 players.

    An odd field uses the row of the next even size without its top number, which is the bye
    of the Berger table.
    """
    if not 9 <= players <= 24:
        return None
    row = VARMA_TABLES[table_size(players)]
    return {group: tuple(number for number in numbers if number <= players) for group, numbers in row.items()}


def envelope_draw(
    contingents: list[Contingent], groups: dict[str, tuple[int, ...]], rng: random.Random
) -> list[DrawStep] | None:
    """The draw of C.06 II.3.2, instructions 3-4, with ``rng`` standing in for the players' hands.

    Contingents draw in the given order. The first player of each chooses a group (large
    envelope) with at least as many numbers left as his contingent has players; all of the
    contingent draw from it. Decision: the choice is random among the groups that still leave
    room for every later contingent, so the draw cannot run into a dead end; None when no
    packing of the contingents into the groups exists at all (the caller then searches).
    """
    remaining = {group: sorted(numbers) for group, numbers in groups.items()}
    sizes = [contingent.size for contingent in contingents]
    if not _packable(tuple(sizes), _capacities(remaining)):
        return None
    steps: list[DrawStep] = []
    for index, contingent in enumerate(contingents):
        later = tuple(sizes[index + 1 :])
        choices = [
            group
            for group in GROUPS
            if len(remaining[group]) >= contingent.size
            and _packable(later, _capacities(remaining, taken=(group, contingent.size)))
        ]
        group = rng.choice(choices)
        for member in contingent.members:
            number = rng.choice(remaining[group])
            remaining[group].remove(number)
            steps.append(DrawStep(entrant_id=member.id, group=group, number=number))
    return steps


def _capacities(remaining: dict[str, list[int]], taken: tuple[str, int] | None = None) -> tuple[int, ...]:
    counts = {group: len(numbers) for group, numbers in remaining.items()}
    if taken is not None:
        counts[taken[0]] -= taken[1]
    return tuple(sorted(counts.values(), reverse=True))


@lru_cache(maxsize=4096)
def _packable(sizes: tuple[int, ...], capacities: tuple[int, ...]) -> bool:
    """Whether the contingents (sizes, largest first) fit into the groups, each within one."""
    if not sizes or sizes[0] <= 1:
        return sum(sizes) <= sum(capacities)
    head, rest = sizes[0], sizes[1:]
    for index, capacity in enumerate(capacities):
        if capacity >= head and capacity not in capacities[:index]:
            left = (*capacities[:index], capacity - head, *capacities[index + 1 :])
            if _packable(rest, tuple(sorted(left, reverse=True))):
                return True
    return False
