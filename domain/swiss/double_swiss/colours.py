"""Colour allocation of a Double-Swiss pair (C.04.5 Art. 4, reconstructed **(R)** in
``double-swiss.md`` §4 from the Dechamps engine; no FIDE text confirmed it here).

Colours never constrain the pairing: they are allocated once the round is paired (3.3.2). "White"
means White in game 1 and Black in game 2 (4.4). The first rule of 4.3 that decides wins, and
the step is recorded so that the explanation and the checker can cite it.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.model import Color
from domain.swiss.double_swiss.players import DoubleSwissPlayer


@dataclass(frozen=True, slots=True)
class ColouredPair:
    """A pair with White in game 1 first, and the article of 4.3 that decided it."""

    white: int
    black: int
    step: str


def higher_ranked(one: DoubleSwissPlayer, other: DoubleSwissPlayer) -> DoubleSwissPlayer:
    """4.2: the HRP is the higher score, then the smaller TPN."""
    return min(one, other, key=lambda p: (-p.score, p.number))


def allocate(one: DoubleSwissPlayer, other: DoubleSwissPlayer, initial: Color) -> ColouredPair:
    """4.3.1-4.3.5 in order. A player "has played a match" when one of its matches has a colour
    (1.6): only then can 4.3.4 or 4.3.5 decide whenever 4.3.1 does not."""
    hrp = higher_ranked(one, other)
    opponent = other if hrp is one else one

    def hrp_gets(colour: Color, step: str) -> ColouredPair:
        if colour is Color.WHITE:
            return ColouredPair(hrp.number, opponent.number, step)
        return ColouredPair(opponent.number, hrp.number, step)

    mine, theirs = hrp.colours, opponent.colours
    if not mine and not theirs:
        return hrp_gets(initial if hrp.number % 2 else initial.opposite, "4.3.1")
    if hrp.whites != opponent.whites:
        return hrp_gets(Color.WHITE if hrp.whites < opponent.whites else Color.BLACK, "4.3.2")
    for back in range(1, min(len(mine), len(theirs)) + 1):
        if mine[-back] != theirs[-back]:
            return hrp_gets(mine[-back].opposite, "4.3.3")
    if mine:
        return hrp_gets(mine[-1].opposite, "4.3.4")
    return hrp_gets(theirs[-1], "4.3.5")
