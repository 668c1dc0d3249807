"""What the pairings checker answers: per round, the verdict and both pairings side by side."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from domain.swiss.check_report import Comparison, Violation


class Verdict(StrEnum):
    #: Same pairs, same colours, same bye as the engine (board order is a separate finding).
    AGREES = "agrees"
    #: The engine pairs the round otherwise (or cannot pair it at all).
    DIFFERS = "differs"
    #: Paired by hand for a reason the caller documented (forfeit after pairing, F7 correction):
    #: compared like any round, but not an engine error.
    MANUAL = "manual"


@dataclass(frozen=True, slots=True)
class RoundPairing:
    """Boards as ``(white, black)``; ``byes`` the pairing-allocated bye(s) (more than one is itself an error)."""

    boards: tuple[tuple[int, int], ...]
    byes: tuple[int, ...] = ()
    #: Boards recorded without colours (a forfeit written ``-``): only the pair is compared.
    uncoloured: frozenset[tuple[int, int]] = frozenset()

    @property
    def bye(self) -> int | None:
        return self.byes[0] if len(self.byes) == 1 else None

    def pair_set(self) -> frozenset[frozenset[int]]:
        return frozenset(frozenset(board) for board in self.boards)


@dataclass(slots=True)
class RoundAudit:
    """One round: the verdict, what was played, what the engine pairs, and how they differ."""

    round_number: int
    verdict: Verdict
    played: RoundPairing
    engine: RoundPairing | None
    pairs_agree: bool
    colours_agree: bool
    bye_agrees: bool
    #: The softer finding: ``None`` when the played board order is not known (TRF records none).
    board_order_agrees: bool | None = None
    #: Absolute rules the played pairing breaks (the one-round check of its system).
    violations: list[Violation] = field(default_factory=list)
    #: The first criterion (Dutch) or article (Swedish) on which the played pairing departs from the engine's.
    comparison: Comparison | None = None
    #: Why the engine has no pairing, or the documented reason of a hand-paired round.
    note: str | None = None


@dataclass(slots=True)
class AuditReport:
    system: str
    rounds: list[RoundAudit]
    #: Facts the checker assumed (e.g. no ``XXR``: the recorded rounds are taken as the total).
    notes: list[str] = field(default_factory=list)

    @property
    def differing_rounds(self) -> list[int]:
        return [audit.round_number for audit in self.rounds if audit.verdict is Verdict.DIFFERS]

    @property
    def agrees(self) -> bool:
        """Every round agrees or was documented as paired by hand."""
        return not self.differing_rounds
