"""The Double-Swiss engine's explanation record (C.04.5): one :class:`DoubleSwissStep` for the PAB
and one per bracket of the top-scoregroup procedure."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True, slots=True)
class DoubleSwissStep:
    """One decision of a Double-Swiss round: the PAB (Art. 3.4), or a bracket paired (Arts.
    3.5-3.6) with the Art. 4.3 step that gave each pair its colours as a note."""

    article: str
    #: The bracket's score in game points (the PAB player's, for Art. 3.4).
    score: Fraction
    #: The bracket's resident players (Art. 3.4: the PAB player).
    residents: tuple[int, ...]
    #: The players moved up into the bracket (Art. 3.5).
    upfloaters: tuple[int, ...] = ()
    #: (White in game 1, Black in game 1).
    pairs: tuple[tuple[int, int], ...] = ()
    notes: tuple[str, ...] = ()
