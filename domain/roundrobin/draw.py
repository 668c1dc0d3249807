"""The restricted draw of starting numbers and its round-robin schedule (C.06 II.3.1-II.3.2).

9-24 players whose contingents fit into the Varma groups draw by envelopes (``varma.py``);
every other field, or one with a federation too large for the groups, gets its numbers from the
search (``assignment.py``). Either way the schedule is the Berger table with those numbers, and
the compatriot meetings left in the last three rounds are read off that schedule, never assumed.

Randomness comes from ``random.Random(seed)`` alone: the same seed and the same request give
the same draw, within the same service version (a later version may draw differently).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from domain.budget import Deadline
from domain.roundrobin.assignment import search_numbers
from domain.roundrobin.berger import Game, Schedule, schedule, table_size
from domain.roundrobin.entrants import Entrant, drawing_order
from domain.roundrobin.varma import DrawStep, envelope_draw, varma_groups

LAST_ROUNDS = 3


@dataclass(frozen=True, slots=True)
class CompatriotMeeting:
    """Two players of one federation paired in one of the last three rounds (round as played)."""

    round: int
    white: str
    black: str
    federation: str


#: How the numbers were drawn: Varma's groups (C.05 Annex 2), or the search where the groups do not reach.
DrawMethod = Literal["varma", "search"]


@dataclass(frozen=True, slots=True)
class RestrictedDraw:
    """Everything the draw decided, and why."""

    seed: int
    method: DrawMethod
    groups: dict[str, tuple[int, ...]] | None
    steps: tuple[DrawStep, ...]
    numbers: dict[str, int]
    schedule: Schedule
    compatriot_meetings: tuple[CompatriotMeeting, ...]
    minimal: bool
    warnings: tuple[str, ...]

    def id_of(self) -> dict[int, str]:
        return {number: entrant_id for entrant_id, number in self.numbers.items()}


def restricted_draw(
    entrants: list[Entrant], seed: int, deadline: Deadline, cycles: int = 1, swap_last_two: bool = True
) -> RestrictedDraw:
    """Draw starting numbers keeping compatriots out of the last three rounds where possible."""
    rng = random.Random(seed)
    contingents = drawing_order(entrants)
    players = len(entrants)
    groups = varma_groups(players)
    steps = envelope_draw(contingents, groups, rng) if groups is not None else None
    warnings: list[str] = []
    method: DrawMethod
    if steps is not None:
        numbers = {step.entrant_id: step.number for step in steps}
        method, minimal = "varma", True
    else:
        warnings.append(_why_search(players, groups is not None))
        found = search_numbers(contingents, players, rng, deadline)
        numbers, method, minimal = found.numbers, "search", found.minimal
    numbers = dict(sorted(numbers.items(), key=lambda item: item[1]))
    played = schedule(players, cycles, swap_last_two)
    federation = {entrant.id: entrant.federation for entrant in entrants}
    found_meetings = compatriot_meetings(played, {n: i for i, n in numbers.items()}, federation)
    if found_meetings:
        proof = "no assignment can avoid fewer" if minimal else "the search found none better"
        warnings.append(f"{len(found_meetings)} compatriot pair(s) meet in the last {LAST_ROUNDS} rounds; {proof}")
    return RestrictedDraw(
        seed=seed,
        method=method,
        groups=groups if method == "varma" else None,
        steps=tuple(steps or ()),
        numbers=numbers,
        schedule=played,
        compatriot_meetings=found_meetings,
        minimal=minimal,
        warnings=tuple(warnings),
    )


def compatriot_meetings(
    played: Schedule, id_of: dict[int, str], federation: dict[str, str | None]
) -> tuple[CompatriotMeeting, ...]:
    """Compatriots paired in the last three rounds of the schedule as played."""
    found: list[CompatriotMeeting] = []
    first = max(0, len(played.rounds) - LAST_ROUNDS)
    for index in range(first, len(played.rounds)):
        for board in played.rounds[index]:
            if isinstance(board, Game):
                white, black = id_of[board.white], id_of[board.black]
                code = federation[white]
                if code is not None and code == federation[black]:
                    found.append(CompatriotMeeting(round=index + 1, white=white, black=black, federation=code))
    return tuple(found)


def _why_search(players: int, has_table: bool) -> str:
    if has_table:
        return (
            f"the contingents do not fit into the Varma groups for {table_size(players)} players; "
            "numbers assigned by search"
        )
    return f"no Varma table for {players} players (tables cover 9-24); numbers assigned by search"
