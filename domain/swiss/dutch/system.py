"""The FIDE Dutch system (C.04.3) behind the Swiss face, one :class:`DutchSystem` per edition."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.budget import Deadline, MemoryBudget
from domain.kinds import PlayerId
from domain.model import Tournament
from domain.swiss.dutch.editions import DUTCH_2017, DUTCH_2025, Edition
from domain.swiss.dutch.engine import pair_dutch
from domain.swiss.dutch.options import DutchOptions
from domain.swiss.face import Boards, SwissOptions, SystemFacts, SystemOption
from domain.swiss.one_game import OneGamePerPairing
from domain.swiss.result import SwissPairing

if TYPE_CHECKING:
    from domain.swiss.check_report import CheckReport

_DUTCH_OPTIONS: frozenset[SystemOption] = frozenset({"acceleration", "initial_color"})


@dataclass(frozen=True, slots=True)
class DutchSystem(OneGamePerPairing):
    """The FIDE Dutch system (C.04.3) in one edition."""

    edition: Edition
    facts: SystemFacts

    def pair(
        self, tournament: Tournament, options: SwissOptions, deadline: Deadline, memory: MemoryBudget
    ) -> SwissPairing:
        return pair_dutch(tournament, self.edition, deadline, DutchOptions.of(options), memory)

    def check(
        self,
        tournament: Tournament,
        boards: Boards,
        bye: PlayerId | None,
        options: SwissOptions,
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> CheckReport:
        from domain.swiss.dutch.checker import check_dutch  # on first use: a pairing run never loads it

        return check_dutch(tournament, self.edition, boards, bye, deadline, DutchOptions.of(options), memory)


DUTCH = DutchSystem(
    DUTCH_2025,
    SystemFacts(
        name=DUTCH_2025.name,
        family="dutch",
        edition="2026",
        description="FIDE Dutch system, edition in force since 1 Feb 2026",
        rules="FIDE Dutch system C.04.3, approved 28/10/2025, applied from 1 February 2026",
        trf_type="FIDE_DUTCH_2025",
        options=_DUTCH_OPTIONS,
    ),
)
DUTCH_2017_SYSTEM = DutchSystem(
    DUTCH_2017,
    SystemFacts(
        name=DUTCH_2017.name,
        family="dutch",
        edition="2017",
        description="FIDE Dutch system, 2017 edition",
        rules="FIDE Dutch system C.04.3 as applied from 1 July 2017 until 31 January 2026",
        trf_type="FIDE_DUTCH_2017",
        options=_DUTCH_OPTIONS,
    ),
)
