"""The Swedish rules (seed 001, ``swedish.md``) behind the Swiss face.

The engine and checker are imported on first use: a process that only lists the systems (the
registry, a Dutch run) never loads them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from domain.budget import Deadline, MemoryBudget
from domain.kinds import PlayerId
from domain.model import Tournament
from domain.swiss.face import Boards, SwissOptions, SystemFacts
from domain.swiss.one_game import OneGamePerPairing
from domain.swiss.result import SwissPairing
from domain.swiss.swedish.options import SwedishOptions

if TYPE_CHECKING:
    from domain.swiss.check_report import CheckReport

FACTS = SystemFacts(
    name="swedish",
    family="swedish",
    edition="lottningsregler",
    description="Swedish rules (Lottningsregler)",
    rules="Swedish Swiss system (Lottningsregler), made deterministic where the text leaves a choice "
    "(documented per option)",
    trf_type="SWEDISH",
    options=frozenset({"swedish"}),
)


@dataclass(frozen=True, slots=True)
class SwedishSystem(OneGamePerPairing):
    """The Swedish rules (seed 001, ``swedish.md``)."""

    facts: SystemFacts = FACTS

    def pair(
        self, tournament: Tournament, options: SwissOptions, deadline: Deadline, memory: MemoryBudget
    ) -> SwissPairing:
        """The Swedish procedure plans no allocation it could estimate first: ``memory`` is not read."""
        from domain.swiss.swedish.engine import pair_swedish

        return pair_swedish(tournament, swedish_rules(options), deadline)

    def check(
        self,
        tournament: Tournament,
        boards: Boards,
        bye: PlayerId | None,
        options: SwissOptions,
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> CheckReport:
        from domain.swiss.swedish.checker import check_swedish

        return check_swedish(tournament, boards, bye, swedish_rules(options), deadline)


def swedish_rules(options: SwissOptions) -> SwedishOptions:
    """The Swedish options of a round (``options.system_rules``, else the spec's defaults); F8
    applies when both the round's and the Swedish flag say so."""
    rules = SwedishOptions() if options.system_rules is None else options.system_rules
    if not isinstance(rules, SwedishOptions):
        raise TypeError(f"the Swedish rules read SwedishOptions, not {type(rules).__name__}")
    withdraws = rules.unannounced_absence_withdraws and options.unannounced_absence_withdraws
    return replace(rules, unannounced_absence_withdraws=withdraws)
