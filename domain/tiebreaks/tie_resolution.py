"""Ties left after the whole tie-break list: the arbiter's order, then the drawing of lots.

C.07 ends every list with the drawing of lots (Art. 2); a play-off or another decision of the
arbiter may come first (Art. 1-4). Both only order competitors still tied:

* the manual order lists competitors; in each tie group the listed ones take the first places in
  the listed order, the others stay tied after them. Listing a competitor tied with nobody is an
  error: the order would pretend to decide something the list already decided.
* the drawing of lots gives each tied competitor the lot SHA-256(``"<seed>:<id>"``) (the caller's
  id: anyone can draw again with the same seed) and ranks the lowest lot first.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence

from domain.errors import InvalidInput, Issue
from domain.tiebreaks.tie_groups import TieGroups

MANUAL, LOTS = "manual", "lots"


def apply_manual_order(ranking: TieGroups, order: Sequence[int], label: Callable[[int], str]) -> None:
    """Order the listed competitors inside their tie groups; 422 naming any competitor not tied."""
    size = {cid: len(group) for group in ranking.groups for cid in group}
    issues = [
        Issue(
            f"/manual_order/{index}",
            f"{label(cid)} is not ranked in these standings"
            if cid not in size
            else f"{label(cid)} is tied with nobody after the tie-break list: only tied players may be ordered",
        )
        for index, cid in enumerate(order)
        if size.get(cid, 0) < 2
    ]
    if issues:
        raise InvalidInput(issues, title="The manual order may only order tied players")
    position = {cid: index for index, cid in enumerate(order)}

    def arbiter_first(group: list[int]) -> list[list[int]]:
        listed = sorted((cid for cid in group if cid in position), key=position.__getitem__)
        rest = [cid for cid in group if cid not in position]
        return [[cid] for cid in listed] + ([rest] if rest else [])

    ranking.refine(arbiter_first, MANUAL)


def draw_lots(ranking: TieGroups, seed: int, label: Callable[[int], str]) -> set[int]:
    """Break every remaining tie by lot; the competitors whose place the lots decided."""
    drawn: set[int] = set()

    def by_lot(group: list[int]) -> list[list[int]]:
        drawn.update(group)
        return [[cid] for cid in sorted(group, key=lambda cid: (lot(seed, label(cid)), cid))]

    ranking.refine(by_lot, LOTS)
    return drawn


def lot(seed: int, competitor: str) -> str:
    """The lot of one competitor: the hex SHA-256 of ``"<seed>:<id>"``; the lowest draws first."""
    return hashlib.sha256(f"{seed}:{competitor}".encode()).hexdigest()
