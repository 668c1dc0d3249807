"""Entrants of a restricted draw and the order in which they draw (C.06 II.3.2, instruction 2).

Decision: a player without a federation is unrestricted: he forms a contingent of his own,
can never be a compatriot of anybody, and draws among the one-player contingents, after those
with a federation code.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.errors import InvalidInput, Issue


@dataclass(frozen=True, slots=True)
class Entrant:
    """A player of the draw: ``id`` as the caller names him, ``federation`` a FIDE code or None."""

    id: str
    name: str = ""
    federation: str | None = None


@dataclass(frozen=True, slots=True)
class Contingent:
    """The players of one federation, in the order they draw (by name, then id)."""

    federation: str | None
    members: tuple[Entrant, ...]

    @property
    def size(self) -> int:
        return len(self.members)


def drawing_order(entrants: list[Entrant]) -> list[Contingent]:
    """Contingents in drawing order (C.06 II.3.2, instruction 2).

    Largest federation first; equal sizes by the alphabetical order of the FIDE code; within a
    federation by the alphabetical order of the names (case-insensitive, then exact, then id so
    that the order is total). Players without a federation come last among one-player contingents.
    """
    by_federation: dict[str, list[Entrant]] = {}
    loners: list[Entrant] = []
    for entrant in entrants:
        if entrant.federation:
            by_federation.setdefault(entrant.federation, []).append(entrant)
        else:
            loners.append(entrant)
    contingents = [Contingent(code, tuple(sorted(members, key=_name_key))) for code, members in by_federation.items()]
    contingents += [Contingent(None, (entrant,)) for entrant in loners]
    return sorted(contingents, key=_contingent_key)


def validate_entrants(entrants: list[Entrant], pointer: str = "/players") -> None:
    """Raise :class:`InvalidInput` for fewer than two players and for duplicate ids."""
    issues: list[Issue] = []
    if len(entrants) < 2:
        issues.append(Issue(pointer, f"a round robin needs at least 2 players, got {len(entrants)}"))
    first_index: dict[str, int] = {}
    for index, entrant in enumerate(entrants):
        if entrant.id in first_index:
            issues.append(
                Issue(
                    f"{pointer}/{index}/id", f"id {entrant.id!r} is already used by {pointer}/{first_index[entrant.id]}"
                )
            )
        else:
            first_index[entrant.id] = index
    if issues:
        raise InvalidInput(issues)


def _name_key(entrant: Entrant) -> tuple[str, str, str]:
    return (entrant.name.casefold(), entrant.name, entrant.id)


def _contingent_key(contingent: Contingent) -> tuple[int, bool, str, tuple[str, str, str]]:
    return (
        -contingent.size,
        contingent.federation is None,
        contingent.federation or "",
        _name_key(contingent.members[0]),
    )
