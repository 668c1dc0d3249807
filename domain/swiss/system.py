"""One face for every Swiss system: a system name and one options object in, a :class:`SwissPairing` out.

``dutch`` is C.04.3 in force from 2026, ``dutch-2017`` the edition before it, ``swedish`` the
Swedish rules (``swedish.md``). :data:`SYSTEMS` is the only place a system name becomes an engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Protocol

from domain.budget import Deadline
from domain.errors import InvalidInput, Issue
from domain.kinds import PlayerId
from domain.model import Tournament
from domain.swiss.acceleration import AccelerationMode
from domain.swiss.dutch import DUTCH_2017, DUTCH_2025, DutchOptions, Edition, pair_dutch
from domain.swiss.result import SwissPairing
from domain.swiss.swedish import SwedishOptions
from domain.swiss.team.system import SwissTeamSystem

if TYPE_CHECKING:
    from domain.swiss.check_report import CheckReport

Boards = list[tuple[PlayerId, PlayerId]]


@dataclass(frozen=True, slots=True)
class SwissOptions:
    """The organiser's choices for one round; each system reads the fields that apply to it."""

    #: Dutch only: which virtual points apply (C.04.5.1 / C.04.7); AUTO reads XXA, 250 and a ``_BAKU`` type.
    acceleration: AccelerationMode = AccelerationMode.AUTO
    #: Seed F8 / C.04.2 D.2, every system: a player stated absent without notice is withdrawn from then on.
    unannounced_absence_withdraws: bool = True
    #: The Swedish rules' own decisions (``swedish.md``).
    swedish: SwedishOptions = field(default_factory=SwedishOptions)

    def __post_init__(self) -> None:
        object.__setattr__(self, "acceleration", AccelerationMode(self.acceleration))

    def dutch(self) -> DutchOptions:
        return DutchOptions(self.acceleration, self.unannounced_absence_withdraws)

    def swedish_rules(self) -> SwedishOptions:
        """The Swedish options; F8 applies when both the round's and the Swedish flag say so."""
        withdraws = self.swedish.unannounced_absence_withdraws and self.unannounced_absence_withdraws
        return replace(self.swedish, unannounced_absence_withdraws=withdraws)


class SwissSystem(Protocol):
    """A Swiss pairing system: pairs the tournament's next round, and checks a proposed pairing of it."""

    @property
    def name(self) -> str: ...

    def pair(self, tournament: Tournament, options: SwissOptions, deadline: Deadline) -> SwissPairing: ...

    def check(
        self, tournament: Tournament, boards: Boards, bye: PlayerId | None, options: SwissOptions, deadline: Deadline
    ) -> CheckReport: ...


@dataclass(frozen=True, slots=True)
class DutchSystem:
    """The FIDE Dutch system (C.04.3) in one edition."""

    edition: Edition

    @property
    def name(self) -> str:
        return self.edition.name

    def pair(self, tournament: Tournament, options: SwissOptions, deadline: Deadline) -> SwissPairing:
        return pair_dutch(tournament, self.edition, deadline, options.dutch())

    def check(
        self, tournament: Tournament, boards: Boards, bye: PlayerId | None, options: SwissOptions, deadline: Deadline
    ) -> CheckReport:
        from domain.swiss.dutch.checker import check_dutch  # imported here: it pairs through this module

        return check_dutch(tournament, self.edition, boards, bye, deadline, options)


@dataclass(frozen=True, slots=True)
class SwedishSystem:
    """The Swedish rules (seed 001, ``swedish.md``)."""

    @property
    def name(self) -> str:
        return "swedish"

    def pair(self, tournament: Tournament, options: SwissOptions, deadline: Deadline) -> SwissPairing:
        from domain.swiss.swedish.engine import pair_swedish  # on first use: a Dutch run never loads it

        return pair_swedish(tournament, options.swedish_rules(), deadline)

    def check(
        self, tournament: Tournament, boards: Boards, bye: PlayerId | None, options: SwissOptions, deadline: Deadline
    ) -> CheckReport:
        from domain.swiss.swedish.checker import check_swedish

        return check_swedish(tournament, boards, bye, options.swedish_rules(), deadline)


@dataclass(frozen=True, slots=True)
class DoubleSwissSystem:
    """The FIDE Double-Swiss system (C.04.5, ``double-swiss.md``): event round r is game rounds 2r-1, 2r."""

    @property
    def name(self) -> str:
        return "double-swiss"

    def pair(self, tournament: Tournament, options: SwissOptions, deadline: Deadline) -> SwissPairing:
        from domain.swiss.double_swiss import pair_double_swiss

        return pair_double_swiss(tournament, deadline, options.unannounced_absence_withdraws).pairing

    def check(
        self, tournament: Tournament, boards: Boards, bye: PlayerId | None, options: SwissOptions, deadline: Deadline
    ) -> CheckReport:
        from domain.swiss.double_swiss.checker import check_double_swiss

        return check_double_swiss(tournament, boards, bye, deadline, options.unannounced_absence_withdraws)


SYSTEMS: dict[str, SwissSystem] = {
    system.name: system
    for system in (
        DutchSystem(DUTCH_2025),
        DutchSystem(DUTCH_2017),
        SwedishSystem(),
        SwissTeamSystem(),
        DoubleSwissSystem(),
    )
}


def swiss_system(name: str) -> SwissSystem:
    """The system called ``name``; an unknown name is invalid input."""
    try:
        return SYSTEMS[name]
    except KeyError:
        raise InvalidInput([Issue("system", f"unknown Swiss system {name!r}; known: {', '.join(SYSTEMS)}")]) from None


def pair_round(
    tournament: Tournament, system: str, options: SwissOptions | None = None, deadline: Deadline | None = None
) -> SwissPairing:
    """Pair ``tournament``'s next round by ``system`` (``dutch``, ``dutch-2017`` or ``swedish``)."""
    return swiss_system(system).pair(tournament, options or SwissOptions(), deadline or Deadline.unlimited())


def check_round(
    tournament: Tournament,
    system: str,
    boards: Boards,
    bye: PlayerId | None,
    options: SwissOptions | None = None,
    deadline: Deadline | None = None,
) -> CheckReport:
    """Check a proposed pairing (``boards`` as (white, black), ``bye``) of ``tournament``'s next round
    against ``system``: the absolute rules it breaks, else how it compares with the engine's pairing."""
    options, deadline = options or SwissOptions(), deadline or Deadline.unlimited()
    return swiss_system(system).check(tournament, boards, bye, options, deadline)


__all__ = [
    "SYSTEMS",
    "DutchSystem",
    "SwedishSystem",
    "SwissOptions",
    "SwissSystem",
    "check_round",
    "pair_round",
    "swiss_system",
]
