"""The Dutch engine's explanation record: one :class:`BracketStep` per bracket (2026 edition)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True, slots=True)
class BracketStep:
    """One Dutch bracket (C.04.3 Art. 1.9): its MDPs and residents, the pairs made, who floated down."""

    #: The bracket's score in game points (of its lowest resident).
    score: Fraction
    mdps: tuple[int, ...]
    residents: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]
    downfloaters: tuple[int, ...]
