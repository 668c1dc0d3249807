"""Colour preferences (C.04.6 Art. 1.7) and the colour allocation of Art. 4, with the deciding step.

Only played matches count: the colour difference (CD) is Whites minus Blacks over them, and "the
last two" are the last two played matches (Art. 1.6, 1.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from domain.model import Color

from .rules import ColourModel


@dataclass(frozen=True, slots=True)
class Preference:
    """A colour preference: the colour and whether it is strong (Type A's are all "strong")."""

    colour: Color
    strong: bool


def colour_difference(colours: list[Color]) -> int:
    return sum(1 if colour is Color.WHITE else -1 for colour in colours)


def colour_preference(colours: list[Color], model: ColourModel, last_round: bool) -> Preference | None:
    """Art. 1.7: Type A: White when CD < -1, or CD in {0, -1} with the last two Black (mirror for
    Black); Type B adds mild ones: CD -1 White, CD +1 Black, and CD 0 the colour opposite to the
    last played one, except in the last round (Art. 1.7.2; a CD-0 team with two equal colours keeps
    its strong preference in the last round, ruling A1, Gacrux's reading)."""
    if model is ColourModel.NONE:
        return None
    cd = colour_difference(colours)
    last_two = colours[-2:]
    if cd < -1 or (cd in (0, -1) and last_two == [Color.BLACK, Color.BLACK]):
        return Preference(Color.WHITE, True)
    if cd > 1 or (cd in (0, 1) and last_two == [Color.WHITE, Color.WHITE]):
        return Preference(Color.BLACK, True)
    if model is ColourModel.TYPE_A:
        return None
    if cd == -1:
        return Preference(Color.WHITE, False)
    if cd == 1:
        return Preference(Color.BLACK, False)
    if cd == 0 and colours and not last_round:
        return Preference(colours[-1].opposite, False)
    return None


@dataclass(frozen=True, slots=True)
class ColourFacts:
    """What Art. 4 reads about one team of a pair."""

    number: int
    primary: Fraction
    secondary: Fraction
    played: int
    colours: list[Color]
    preference: Preference | None


def first_team(a: ColourFacts, b: ColourFacts, secondary_used: bool) -> bool:
    """Art. 4.2: whether ``a`` is the first-team: higher primary score, then (when Art. 1.2 uses it)
    higher secondary score, then smaller TPN. Standings scores, not pairing scores (Gacrux PR #10)."""
    if a.primary != b.primary:
        return a.primary > b.primary
    if secondary_used and a.secondary != b.secondary:
        return a.secondary > b.secondary
    return a.number < b.number


def allocate_colours(
    a: ColourFacts, b: ColourFacts, secondary_used: bool, type_b: bool, initial: Color
) -> tuple[int, int, str]:
    """(White team, Black team, the Art. 4.3 step that decided) for the pair ``a``-``b``."""
    first, other = (a, b) if first_team(a, b, secondary_used) else (b, a)
    colour, step = _first_team_colour(first, other, type_b, initial)
    if colour is Color.WHITE:
        return first.number, other.number, step
    return other.number, first.number, step


def _first_team_colour(first: ColourFacts, other: ColourFacts, type_b: bool, initial: Color) -> tuple[Color, str]:
    """The first-team's colour by the first rule of Art. 4.3 that decides."""
    if first.played == 0 and other.played == 0:
        return (initial if first.number % 2 else initial.opposite), "4.3.1"
    mine, theirs = first.preference, other.preference
    if mine is not None and theirs is None:
        return mine.colour, "4.3.2"
    if mine is None and theirs is not None:
        return theirs.colour.opposite, "4.3.2"
    if mine is not None and theirs is not None and mine.colour is not theirs.colour:
        return mine.colour, "4.3.3"
    if type_b and mine is not None and theirs is not None and mine.strong != theirs.strong:
        return (mine.colour, "4.3.4") if mine.strong else (theirs.colour.opposite, "4.3.4")
    cd_first, cd_other = colour_difference(first.colours), colour_difference(other.colours)
    if cd_first != cd_other:
        return (Color.WHITE if cd_first < cd_other else Color.BLACK), "4.3.5"
    for mine_then, theirs_then in zip(reversed(first.colours), reversed(other.colours), strict=False):
        if mine_then is not theirs_then:
            return mine_then.opposite, "4.3.6"
    if mine is not None:
        return mine.colour, "4.3.7"
    if first.colours:
        return first.colours[-1].opposite, "4.3.8"
    if other.colours:
        return other.colours[-1], "4.3.9"
    return (initial if first.number % 2 else initial.opposite), "4.3.1"
