"""The Swedish engine's explanation record: one :class:`SwedishStep` per group paired by one article."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from domain.swiss.explanation import PlayerLabel

#: How the Swedish extra player X (§4) is named in explanations; it is never an id in the pairs.
X_LABEL = "X"


@dataclass(frozen=True, slots=True)
class Exchange:
    """Swedish 2.6.f/g: upper-half players moved down and lower-half players moved up."""

    moved_down: tuple[PlayerLabel, ...]
    moved_up: tuple[PlayerLabel, ...]


@dataclass(frozen=True, slots=True)
class SwedishStep:
    """One unit of the Swedish procedure: a group (with any moved-up players) paired by one article."""

    article: str
    score: Fraction
    group: tuple[PlayerLabel, ...]
    moved_up: tuple[PlayerLabel, ...] = ()
    upper_half: tuple[PlayerLabel, ...] = ()
    lower_half: tuple[PlayerLabel, ...] = ()
    exchange: Exchange | None = None
    #: 2.6.d: upper-half players who did not meet their default (2.6.c) partner.
    reordered: tuple[PlayerLabel, ...] = ()
    #: 2.6.e: upper-half players whose first free, not-met partner had to be given up.
    backtracked: tuple[PlayerLabel, ...] = ()
    pairs: tuple[tuple[PlayerLabel, PlayerLabel], ...] = ()
    notes: tuple[str, ...] = ()
