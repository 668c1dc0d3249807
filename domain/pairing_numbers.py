"""Pairing numbers a stateless caller need not keep: derived from the history as C.04.2 fixes them.

C.04.2 B.3 (basic-rules.md §2 B): pairing number 1 is the top of the initial ranking, and numbers
may be reassigned to correct data, but **no pairing number changes after round 4 has been
paired**. C.04.2 C.2-C.3: a late entrant gets a pairing number; numbers given before the list of
participants closes are provisional. So the history alone tells each player's number:

- until round 4 has been paired, every player is numbered by the initial ranking (B.2);
- from then on, the players who took part in rounds 1-4 keep those numbers (the initial ranking
  among them), and each later entrant follows them in order of entry (the first round he took
  part in; entrants of one round by the initial ranking).

A caller who pins some numbers keeps them; the other players follow the highest pinned number in
the order above (a late entrant next to pinned numbers gets the next free one).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

#: Whatever the caller identifies a player by (the service: the player's index in the document).
Key = TypeVar("Key", bound=Hashable)

#: C.04.2 B.3: once this round has been paired, no pairing number may change.
NUMBERS_FIXED_BY_ROUND = 4


@dataclass(frozen=True, slots=True)
class Entrant(Generic[Key]):
    """What the numbering reads of one player."""

    key: Key
    #: :func:`domain.initial_ranking.initial_ranking_key` of the player, with a final tie-break.
    ranking: tuple[object, ...]
    #: The first round the player took part in (a game, a bye or a requested bye), ``None``: none yet.
    first_round: int | None


def numbering_order(entrants: Sequence[Entrant[Key]], rounds_paired: int) -> list[Key]:
    """The players' keys in pairing-number order, once ``rounds_paired`` rounds have been paired."""
    if rounds_paired < NUMBERS_FIXED_BY_ROUND:
        return [entrant.key for entrant in sorted(entrants, key=lambda e: e.ranking)]

    def entry_order(entrant: Entrant[Key]) -> tuple[int, tuple[object, ...]]:
        first = entrant.first_round if entrant.first_round is not None else rounds_paired + 1
        return (max(first, NUMBERS_FIXED_BY_ROUND), entrant.ranking)

    return [entrant.key for entrant in sorted(entrants, key=entry_order)]


def complete_numbers(order: Sequence[Key], pinned: Mapping[Key, int]) -> dict[Key, int]:
    """Every key's number: the ``pinned`` ones as given, the others after the highest, in ``order``."""
    numbers = {key: pinned[key] for key in order if key in pinned}
    following = max(numbers.values(), default=0)
    for key in order:
        if key not in numbers:
            following += 1
            numbers[key] = following
    return numbers
