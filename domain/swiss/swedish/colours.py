"""§3 colours: fewer whites gets white; on equal whites the upper-half player has white in
even rounds and black in odd rounds.

Decision (swedish.md §3): in a 2.5 pair the player of the higher group is "upper half"; a
moved-up player is lower half. Every pair reaching this module is already (upper, lower).
"""

from __future__ import annotations

from domain.swiss.swedish.field import RoundField


def colour_pair(field: RoundField, upper: int, lower: int) -> tuple[int, int]:
    """(white, black) for a pair given as (upper-half player, lower-half player)."""
    if field.whites[upper] != field.whites[lower]:
        return (upper, lower) if field.whites[upper] < field.whites[lower] else (lower, upper)
    upper_white = field.round_number % 2 == 0
    return (upper, lower) if upper_white else (lower, upper)
