"""Art. 4.3 of ``double-swiss.md`` §4 written as checks of a logged step, independently of the
engine's allocation: the step's condition holds, every earlier step's does not, and the White it
gives is the White on the board."""

from __future__ import annotations

from domain.model import Color
from domain.swiss.double_swiss.players import DoubleSwissPlayer


def _latest_difference(one: tuple[Color, ...], other: tuple[Color, ...]) -> Color | None:
    """``one``'s colour in the most recent aligned match where the two differ (played matches only)."""
    for mine, theirs in zip(reversed(one), reversed(other), strict=False):
        if mine != theirs:
            return mine
    return None


def explains(a: DoubleSwissPlayer, b: DoubleSwissPlayer, white: int, step: str, initial: Color) -> bool:
    """Whether Art. ``step`` is the first rule of 4.3 that decides the pair, and gives ``white`` White."""
    hrp, other = (a, b) if (-a.score, a.number) < (-b.score, b.number) else (b, a)
    hrp_white = white == hrp.number
    fresh = not hrp.colours and not other.colours
    decided = {
        "4.3.1": fresh,
        "4.3.2": hrp.whites != other.whites,
        "4.3.3": _latest_difference(hrp.colours, other.colours) is not None,
        "4.3.4": bool(hrp.colours),
        "4.3.5": bool(other.colours),
    }
    order = list(decided)
    if step not in decided or not decided[step] or any(decided[earlier] for earlier in order[: order.index(step)]):
        return False
    if step == "4.3.1":
        return hrp_white == ((initial is Color.WHITE) == (hrp.number % 2 == 1))
    if step == "4.3.2":
        return hrp_white == (hrp.whites < other.whites)
    if step == "4.3.3":
        return hrp_white == (_latest_difference(hrp.colours, other.colours) is Color.BLACK)
    if step == "4.3.4":
        return hrp_white == (hrp.colours[-1] is Color.BLACK)
    return hrp_white == (other.colours[-1] is Color.WHITE)
