"""The outcome of pairing one Swiss round, shared by the Dutch and Swedish engines."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class SwissPairing:
    """Boards as ``(white, black)`` player ids in board order, the PAB recipient, the absent."""

    system: str
    round_number: int
    boards: list[tuple[int, int]]
    bye: int | None
    absent: list[int]
    explanation: list[dict[str, Any]] = field(default_factory=list)
    #: Of the absent, those treated as withdrawn after an unannounced absence (seed F8).
    withdrawn: list[int] = field(default_factory=list)
