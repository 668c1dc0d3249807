"""The registry of Swiss systems: the one place a system's name becomes an engine.

``dutch`` is C.04.3 in force from 2026, ``dutch-2017`` the edition before it, ``swedish`` the
Swedish rules (``swedish.md``). Each system carries its facts (:class:`SystemFacts`): the service,
the command line, the batch command and the version endpoint derive everything from
:data:`SYSTEMS`. Adding a system is one module implementing :class:`SwissSystem` and one line here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from domain.budget import Deadline, MemoryBudget
from domain.errors import InvalidInput, Issue
from domain.kinds import PlayerId
from domain.model import Tournament
from domain.swiss.double_swiss.system import DOUBLE_SWISS_SYSTEM
from domain.swiss.dutch.system import DUTCH, DUTCH_2017_SYSTEM
from domain.swiss.face import Boards, SwissOptions, SwissSystem, SystemFacts
from domain.swiss.result import SwissPairing
from domain.swiss.swedish.system import SwedishSystem
from domain.swiss.team.system import SWISS_TEAM_SYSTEM

if TYPE_CHECKING:
    from domain.swiss.audit.report import AuditReport
    from domain.swiss.check_report import CheckReport

SYSTEMS: dict[str, SwissSystem] = {
    system.facts.name: system
    for system in (DUTCH, DUTCH_2017_SYSTEM, SwedishSystem(), SWISS_TEAM_SYSTEM, DOUBLE_SWISS_SYSTEM)
}


def swiss_system(name: str) -> SwissSystem:
    """The system called ``name``; an unknown name is invalid input."""
    try:
        return SYSTEMS[name]
    except KeyError:
        raise InvalidInput([Issue("system", f"unknown Swiss system {name!r}; known: {', '.join(SYSTEMS)}")]) from None


def system_facts(name: str) -> SystemFacts:
    """The facts of the system called ``name``; an unknown name is invalid input."""
    return swiss_system(name).facts


def pair_round(
    tournament: Tournament,
    system: str,
    options: SwissOptions | None = None,
    deadline: Deadline | None = None,
    memory: MemoryBudget | None = None,
) -> SwissPairing:
    """Pair ``tournament``'s next round by the system called ``system`` (a key of :data:`SYSTEMS`);
    the budgets are unlimited when not given. The by-name entry of tests and tools: the service
    resolves a name once (:func:`swiss_system`) and calls the system itself."""
    deadline, memory = deadline or Deadline.unlimited(), memory or MemoryBudget.unlimited()
    return swiss_system(system).pair(tournament, options or SwissOptions(), deadline, memory)


def check_round(
    tournament: Tournament,
    system: str,
    boards: Boards,
    bye: PlayerId | None,
    options: SwissOptions | None = None,
    deadline: Deadline | None = None,
    memory: MemoryBudget | None = None,
) -> CheckReport:
    """Check a proposed pairing (``boards`` as (white, black), ``bye``) of ``tournament``'s next round
    against ``system``: the absolute rules it breaks, else how it compares with the engine's pairing."""
    options, deadline = options or SwissOptions(), deadline or Deadline.unlimited()
    return swiss_system(system).check(tournament, boards, bye, options, deadline, memory or MemoryBudget.unlimited())


def audit_tournament(
    tournament: Tournament,
    system: str,
    *,
    options: SwissOptions | None = None,
    manual_rounds: Mapping[int, str] | None = None,
    published_boards: Mapping[int, Sequence[tuple[int, int]]] | None = None,
    deadline: Deadline | None = None,
    memory: MemoryBudget | None = None,
) -> AuditReport:
    """Re-pair every played round of ``tournament`` by ``system`` and compare (the free pairings
    checker, C.04.A A.4). ``manual_rounds`` maps a round to the documented reason it was paired by
    hand; ``published_boards`` gives, per round, the boards in published order."""
    chosen = swiss_system(system)  # an unknown system is invalid input before any work
    return chosen.audit(
        tournament,
        options or SwissOptions(),
        manual_rounds or {},
        published_boards or {},
        deadline or Deadline.unlimited(),
        memory or MemoryBudget.unlimited(),
    )


__all__ = [
    "SYSTEMS",
    "SwissOptions",
    "SwissSystem",
    "SystemFacts",
    "audit_tournament",
    "check_round",
    "pair_round",
    "swiss_system",
    "system_facts",
]
