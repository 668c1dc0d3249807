"""Cut and median modifiers (C.07 Art. 14) with the unplayed-round exception of 16.5.

Least significant value (14.1): the contribution of the opponent with the lowest score, the
smaller contribution first among equal scores (for BH the two orders coincide). Under C.07,
each low cut first takes a voluntary unplayed round's contribution if any is left (16.5: the
lowest such); high cuts (medians) have no such exception. The 1998 annex cuts plain values.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from domain.tiebreaks.unplayed import Contribution

Item = TypeVar("Item")


def cut(
    items: Sequence[Contribution], low: int, high: int, value: Callable[[Contribution], int], vur_first: bool
) -> list[Contribution]:
    """The contributions that remain after ``low`` low cuts and ``high`` high cuts."""
    if low == 0 and high == 0:
        return list(items)
    kept = list(items)
    voluntary_cuts = min(low, sum(1 for item in kept if item.vur)) if vur_first else 0
    for _ in range(voluntary_cuts):
        kept.remove(min((item for item in kept if item.vur), key=lambda item: (value(item), item.score)))
    ordered = sorted(kept, key=lambda item: (item.score, value(item)))
    start = min(low - voluntary_cuts, len(ordered))
    end = max(start, len(ordered) - high)
    return ordered[start:end]


def cut_plain(values: Sequence[Item], low: int, high: int, key: Callable[[Item], object] = lambda v: v) -> list[Item]:
    """Drop the ``low`` smallest and ``high`` largest values (ratings, PS terms are cut elsewhere)."""
    ordered = sorted(values, key=key)  # type: ignore[arg-type]
    end = len(ordered) - min(high, max(len(ordered) - low, 0))
    return ordered[low:end] if low < end else []
