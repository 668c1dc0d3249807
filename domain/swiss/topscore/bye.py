"""Art. 3.4: which entrant gets the pairing-allocated bye when the count is odd."""

from __future__ import annotations

from domain.budget import Deadline
from domain.errors import NoLegalPairing

from .field import RoundField


def bye_order(field: RoundField) -> list[int]:
    """The PAB candidates in the order of Art. 3.4: those [C2] allows, by lowest score (3.4.2),
    then most matches played (3.4.3), then largest TPN (3.4.4)."""
    allowed = [v for v, entrant in enumerate(field.entrants) if entrant.pab_allowed]
    return sorted(allowed, key=lambda v: (field.score(v), -field.entrants[v].played, -field.entrants[v].number))


def choose_bye(field: RoundField, deadline: Deadline) -> tuple[int, list[int]]:
    """The PAB recipient: the first candidate of :func:`bye_order` whose removal leaves the others a
    legal pairing (Art. 3.4.1), with that pairing. None qualifies: Art. 3.3.3, the round cannot be paired."""
    everyone = range(len(field.entrants))
    for candidate in bye_order(field):
        deadline.check()
        mate = field.perfect_matching([v for v in everyone if v != candidate])
        if mate is not None:
            return candidate, mate
    raise NoLegalPairing(
        "no team can get the pairing-allocated bye and leave a legal pairing of the others"
        " (C.04.6 Art. 3.4.1; the round cannot be paired, Art. 3.3.3)"
    )
