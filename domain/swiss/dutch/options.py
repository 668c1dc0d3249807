"""Organiser choices the Dutch engine takes from a pairing request."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.swiss.acceleration import AccelerationMode

if TYPE_CHECKING:
    from domain.swiss.face import SwissOptions


@dataclass(frozen=True, slots=True)
class DutchOptions:
    """The defaults pair the tournament exactly as its records say."""

    #: Which virtual points apply (C.04.5.1 / C.04.7); AUTO reads XXA, 250 and a ``_BAKU`` type.
    acceleration: AccelerationMode = AccelerationMode.AUTO
    #: Seed F8 / C.04.2 D.2: a player stated absent without notice is withdrawn from then on.
    unannounced_absence_withdraws: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "acceleration", AccelerationMode(self.acceleration))

    @classmethod
    def of(cls, options: SwissOptions) -> DutchOptions:
        """The Dutch choices among a round's options (the face's :class:`SwissOptions`)."""
        return cls(options.acceleration, options.unannounced_absence_withdraws)
