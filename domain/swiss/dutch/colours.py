"""Colour allocation for a pair (2026 Art. 5.2; 2017 E.1-E.5), the same in both editions."""

from __future__ import annotations

from domain.model import Color
from domain.swiss.dutch.players import DutchPlayer


def allocate_colours(a: DutchPlayer, b: DutchPlayer, initial: Color) -> tuple[DutchPlayer, DutchPlayer]:
    """``(white, black)`` for two players; ``a`` is the higher ranked (score, then rank)."""
    color = _colour_of_a(a, b, initial)
    return (a, b) if color is Color.WHITE else (b, a)


def _colour_of_a(a: DutchPlayer, b: DutchPlayer, initial: Color) -> Color:
    pa, pb = a.preference, b.preference
    if pa is None and pb is None:
        return _initial_colour_rule(a, initial)
    if pa is None or pb is None or pa != pb:  # 5.2.1 both preferences can be granted
        return pa if pa is not None else pb.opposite  # type: ignore[union-attr]
    if a.absolute and (not b.absolute or a.imbalance > b.imbalance):  # 5.2.2 the stronger one
        return pa
    if b.absolute and (not a.absolute or b.imbalance > a.imbalance):
        return pb.opposite
    if a.strong and not b.strong:
        return pa
    if b.strong and not a.strong:
        return pb.opposite
    by_history = _history_rule(a, b)  # 5.2.3
    if by_history is not None:
        return by_history
    return pa  # 5.2.4 the higher-ranked player's preference


def _history_rule(a: DutchPlayer, b: DutchPlayer) -> Color | None:
    """5.2.3: at the latest round where the played histories differ, each takes the other's colour.

    Histories are aligned at their latest game (GHR 3.4: unplayed rounds count as before round 1).
    """
    for own, other in zip(reversed(a.colors), reversed(b.colors), strict=False):
        if own != other:
            return other
    return None


def _initial_colour_rule(a: DutchPlayer, initial: Color) -> Color:
    """5.2.5: an odd (1-based) rank gets the initial colour, an even one the other."""
    return initial if a.rank % 2 == 0 else initial.opposite
