"""What the Swedish engine answers: the pairs, the bye, who is absent, and how it got there."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

#: How the extra player X (§4) is named in explanations; it is never an id in the pairs.
X_LABEL = "X"

PlayerLabel = int | str


@dataclass(frozen=True, slots=True)
class Exchange:
    """2.6.f/g: upper-half players moved down and lower-half players moved up."""

    moved_down: tuple[PlayerLabel, ...]
    moved_up: tuple[PlayerLabel, ...]


@dataclass(frozen=True, slots=True)
class ExplainedStep:
    """One unit of the procedure: a group (with any moved-up players) paired by one article."""

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


@dataclass(frozen=True, slots=True)
class SwedishPairing:
    """A paired round. ``pairs`` are (white, black) player ids in board order."""

    round_number: int
    pairs: tuple[tuple[int, int], ...]
    bye: int | None
    absent: tuple[int, ...]
    withdrawn: tuple[int, ...] = ()
    scores: dict[int, Fraction] = field(default_factory=dict)
    explanation: tuple[ExplainedStep, ...] = ()
