"""The outcome of pairing one Swiss round: one type for every Swiss system."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from domain.swiss.explanation import ExplanationStep


@dataclass(frozen=True, slots=True)
class SwissPairing:
    """Boards as ``(white, black)`` player ids in board order, the PAB recipient, the absent."""

    system: str
    round_number: int
    boards: list[tuple[int, int]]
    bye: int | None
    absent: list[int]
    #: The engine's steps (empty for an engine that records none, e.g. the 2017 Dutch edition).
    explanation: tuple[ExplanationStep, ...] = ()
    #: Of the absent, those treated as withdrawn after an unannounced absence (seed F8).
    withdrawn: list[int] = field(default_factory=list)
    #: Pairing score (game points, any virtual points included) of every player paired or given the bye.
    scores: dict[int, Fraction] = field(default_factory=dict)
