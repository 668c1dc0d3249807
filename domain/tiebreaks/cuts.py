"""Cut and median modifiers (C.07 Art. 14) with the unplayed-round exception of 16.5.

Least significant value (14.1): the contribution of the opponent with the lowest score, the
smaller contribution first among equal scores. Under C.07 (16.5), each low cut looks at two
candidates: that least significant value and the lowest contribution of a voluntary unplayed
round (VUR). The VUR's contribution is cut if it is not less than the least significant value;
otherwise the least significant value is, so of the two the larger goes. For Buchholz the
contribution is the score itself and the least significant value the smallest of all, which no
VUR can be below: the VUR is always cut first. For Sonneborn-Berger a VUR's contribution (the
dummy's score times the points of a bye or loss) can be below the lowest-scoring opponent's.
High cuts (medians) have no such exception. The 1998 annex cuts plain values.
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
    kept = sorted(items, key=lambda item: (item.score, value(item)))
    for _ in range(min(low, len(kept))):
        kept.remove(_low_cut(kept, value, vur_first))
    return kept[: max(len(kept) - high, 0)]


def _low_cut(ordered: list[Contribution], value: Callable[[Contribution], int], vur_first: bool) -> Contribution:
    """The contribution one low cut removes from ``ordered`` (least significant first), by 16.5."""
    least = ordered[0]
    voluntary = [item for item in ordered if item.vur] if vur_first else []
    if not voluntary:
        return least
    lowest_vur = min(voluntary, key=lambda item: (value(item), item.score))
    return lowest_vur if value(lowest_vur) >= value(least) else least


def cut_plain(values: Sequence[Item], low: int, high: int, key: Callable[[Item], object] = lambda v: v) -> list[Item]:
    """Drop the ``low`` smallest and ``high`` largest values (ratings, PS terms are cut elsewhere)."""
    ordered = sorted(values, key=key)  # type: ignore[arg-type]
    end = len(ordered) - min(high, max(len(ordered) - low, 0))
    return ordered[low:end] if low < end else []
