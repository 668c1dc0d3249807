"""What a check of a proposed pairing reports, whatever the Swiss system (GHR Art. 4.4: an arbiter
checks a published pairing against the rules).

Two answers, as an arbiter gives them: the absolute rules the proposal breaks (:class:`Violation`),
and, when it breaks none, how it compares with the engine's own pairing (:class:`Comparison`).
Each system fills them with its own rule names: the Dutch checker with its criteria (C1, C12, ...),
the Swedish checker with the paragraphs of its procedure (2.3, 2.6.d, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from domain.kinds import PlayerId
from domain.swiss.result import SwissPairing


@dataclass(frozen=True, slots=True)
class Violation:
    """One rule the proposal breaks (or, in :attr:`Comparison.colour_departures`, departs from)."""

    criterion: str
    message: str
    players: tuple[PlayerId, ...]


@dataclass(frozen=True, slots=True)
class Comparison:
    """How the proposal compares with the engine's pairing at the first rule where they differ."""

    equivalent: bool
    criterion: str | None = None
    #: The score of the bracket (Dutch) or group (Swedish) where they differ; ``None``: the whole round.
    bracket_score: float | None = None
    #: Dutch: whether the proposal is better on that criterion; ``None`` where the rules prescribe one
    #: pairing rather than rank pairings by quality (Swedish).
    proposal_better: bool | None = None
    proposal_value: object = None
    engine_value: object = None
    #: The departure in words, citing the rule (systems whose comparison is a procedure step: Swedish).
    message: str | None = None
    #: The players the departure concerns.
    players: tuple[PlayerId, ...] = ()
    #: Boards whose colours depart from the system's colour rule, compared apart from the pairs
    #: (``None``: the system weighs colours among its criteria instead, as the Dutch one does).
    colour_departures: tuple[Violation, ...] | None = None


@dataclass(slots=True)
class CheckReport:
    round_number: int
    violations: list[Violation]
    engine: SwissPairing | None = None
    comparison: Comparison | None = None
    notes: list[str] = field(default_factory=list)
