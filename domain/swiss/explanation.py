"""How a Swiss engine reached its pairing: one frozen record per step, each system its own record.

The Dutch engine (2026 edition) records one :class:`~domain.swiss.dutch.explanation.BracketStep`
per bracket; the Swedish engine one :class:`~domain.swiss.swedish.explanation.SwedishStep` per
group paired by one article; Swiss Team and Double-Swiss one step for the PAB and one per bracket
of the top-scoregroup procedure (:mod:`domain.swiss.team.explanation`,
:mod:`domain.swiss.double_swiss.explanation`). The 2017 Dutch edition records none.

What every record shows, and all the shared face knows of them, is :class:`ExplanationStep`.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Protocol

#: A player (or team) in a step: its number, or a label such as the Swedish extra player "X".
PlayerLabel = int | str


class ExplanationStep(Protocol):
    """One step of an engine: the score of the group it paired, and the pairs it made."""

    @property
    def score(self) -> Fraction: ...

    @property
    def pairs(self) -> Sequence[tuple[PlayerLabel, PlayerLabel]]: ...
