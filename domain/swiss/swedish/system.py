"""The Swedish rules (seed 001, ``swedish.md``) behind the Swiss face.

The engine and checker are imported on first use: a process that only lists the systems (the
registry, a Dutch run) never loads them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.budget import Deadline
from domain.kinds import PlayerId
from domain.model import Tournament
from domain.swiss.face import Boards, SwissOptions, SystemFacts
from domain.swiss.result import SwissPairing

if TYPE_CHECKING:
    import random
    from collections.abc import Mapping, Sequence

    from domain.swiss.audit.report import AuditReport
    from domain.swiss.check_report import CheckReport
    from domain.swiss.simulation.config import Scenario

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
class SwedishSystem:
    """The Swedish rules (seed 001, ``swedish.md``)."""

    facts: SystemFacts = FACTS

    def pair(self, tournament: Tournament, options: SwissOptions, deadline: Deadline) -> SwissPairing:
        from domain.swiss.swedish.engine import pair_swedish

        return pair_swedish(tournament, options.swedish_rules(), deadline)

    def check(
        self, tournament: Tournament, boards: Boards, bye: PlayerId | None, options: SwissOptions, deadline: Deadline
    ) -> CheckReport:
        from domain.swiss.swedish.checker import check_swedish

        return check_swedish(tournament, boards, bye, options.swedish_rules(), deadline)

    def audit(
        self,
        tournament: Tournament,
        options: SwissOptions,
        manual_rounds: Mapping[int, str],
        published_boards: Mapping[int, Sequence[tuple[int, int]]],
        deadline: Deadline,
    ) -> AuditReport:
        from domain.swiss.audit.auditor import audit_rounds  # on first use, like the checker

        return audit_rounds(tournament, self, options, manual_rounds, published_boards, deadline)

    def play(
        self, rng: random.Random, tournament: Tournament, scenario: Scenario, late: dict[int, int], deadline: Deadline
    ) -> None:
        from domain.swiss.simulation.rounds import play_rounds

        play_rounds(rng, tournament, scenario, self, late, deadline)
