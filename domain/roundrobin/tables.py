"""Physical table numbers for a round-robin schedule.

C.05 Annex 1 publishes each round's games in board order, but no table numbers; a hall needs them.
Reading taken here: the games of a round sit at consecutive tables in the Berger board order,
starting at ``first`` (several groups in one hall number on from one another: group B from the
table after group A's last); the bye of an odd field takes no table, so an odd field of N players
uses tables ``first`` to ``first + (N - 1) / 2 - 1`` every round.
"""

from __future__ import annotations

from domain.roundrobin.berger import Bye, Schedule


def table_numbers(schedule: Schedule, first: int = 1) -> tuple[tuple[int | None, ...], ...]:
    """Per round, per board of ``schedule.rounds``: the table of each game, ``None`` for the bye."""
    numbered = []
    for boards in schedule.rounds:
        tables: list[int | None] = []
        table = first
        for board in boards:
            if isinstance(board, Bye):
                tables.append(None)
            else:
                tables.append(table)
                table += 1
        numbered.append(tuple(tables))
    return tuple(numbered)
