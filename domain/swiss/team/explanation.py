"""The Swiss Team engine's explanation record (C.04.6): one :class:`TeamStep` for the PAB and one
per bracket of the top-scoregroup procedure."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True, slots=True)
class TeamStep:
    """One decision of a Swiss Team round: the PAB (Art. 3.4), or a bracket paired (Arts. 3.5-3.6)
    with the Art. 4.3 step that gave each match its colours as a note."""

    article: str
    #: The bracket's pairing score (the PAB team's, for Art. 3.4).
    score: Fraction
    #: The bracket's resident teams (Art. 3.4: the PAB team).
    residents: tuple[int, ...]
    #: The teams moved up into the bracket (Art. 3.5).
    upfloaters: tuple[int, ...] = ()
    #: (the team with White on board 1, the other team).
    pairs: tuple[tuple[int, int], ...] = ()
    notes: tuple[str, ...] = ()
