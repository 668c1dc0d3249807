"""The facts the shared procedure reads about each participant, and the pairing it returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal

#: A colour preference (Art. 1.7): the colour wanted, or None for none.
Preference = Literal["W", "B"] | None


@dataclass(frozen=True, slots=True)
class Entrant:
    """One team (or player) to pair this round, as plain facts.

    ``number`` is the TPN (Art. 1.1), which orders everything the procedure enumerates;
    ``score`` the pairing score that defines the scoregroups (Art. 1.3, virtual points included).
    """

    number: int
    score: Fraction
    #: Matches actually played so far (Art. 3.4.3 counts these only).
    played: int = 0
    #: False when [C2] (Art. 2.1.2) bars the entrant from the pairing-allocated bye.
    pab_allowed: bool = True
    #: Art. 1.5: the previous round's match was played against an opponent on another score.
    floated: bool = False
    preference: Preference = None
    #: Type B (Art. 1.7.2): the preference is strong rather than mild.
    strong: bool = False
    #: The numbers of the entrants already met in a played match ([C1], Art. 2.1.1).
    met: frozenset[int] = field(default_factory=frozenset)


@dataclass(frozen=True, slots=True)
class Bracket:
    """One bracket (Art. 1.3): the top scoregroup's residents, the upfloaters 3.5 chose, the pairs 3.6 made.

    Pairs are (top member, bottom member) by TPN (Art. 3.6.1); ``score`` is the residents' score.
    """

    score: Fraction
    residents: tuple[int, ...]
    upfloaters: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class TopScorePairing:
    """A round paired by Arts. 3.3-3.6: the PAB recipient (Art. 3.4) and the brackets top down."""

    bye: int | None
    brackets: tuple[Bracket, ...]

    def pairs(self) -> list[tuple[int, int]]:
        """Every pair of the round, bracket by bracket."""
        return [pair for bracket in self.brackets for pair in bracket.pairs]
