"""The FIDE Double-Swiss system (C.04.5, ``double-swiss.md``) behind the Swiss face.

Event round r is recorded as game rounds 2r-1 and 2r (api.md **Decision**); the engine and the
checker are imported on first use, so a process that only lists the systems never loads them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.budget import Deadline, MemoryBudget
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

#: The system's name in :data:`domain.swiss.system.SYSTEMS`, the API and the command line.
DOUBLE_SWISS = "double-swiss"

FACTS = SystemFacts(
    name=DOUBLE_SWISS,
    family="double-swiss",
    edition="2026",
    description="FIDE Double-Swiss system (two-game matches, two TRF rounds per round)",
    rules="FIDE Double-Swiss System C.04.5, first edition, applied from 1 February 2026 (articles marked (R) "
    "in double-swiss.md reconstructed from a public engine)",
    trf_type="FIDE_DOUBLESWISS",
    options=frozenset({"initial_color"}),
    games_per_round=2,
)


@dataclass(frozen=True, slots=True)
class DoubleSwissSystem:
    """The FIDE Double-Swiss system: boards are (White in game 1, Black in game 1)."""

    facts: SystemFacts = FACTS

    def pair(
        self, tournament: Tournament, options: SwissOptions, deadline: Deadline, memory: MemoryBudget
    ) -> SwissPairing:
        from domain.swiss.double_swiss.engine import pair_double_swiss

        return pair_double_swiss(tournament, deadline, options.unannounced_absence_withdraws, memory).pairing

    def check(
        self,
        tournament: Tournament,
        boards: Boards,
        bye: PlayerId | None,
        options: SwissOptions,
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> CheckReport:
        from domain.swiss.double_swiss.checker import check_double_swiss

        withdraws = options.unannounced_absence_withdraws
        return check_double_swiss(tournament, boards, bye, deadline, withdraws, memory)

    def audit(
        self,
        tournament: Tournament,
        options: SwissOptions,
        manual_rounds: Mapping[int, str],
        published_boards: Mapping[int, Sequence[tuple[int, int]]],
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> AuditReport:
        from domain.swiss.audit.auditor import audit_rounds  # on first use, like the checker
        from domain.swiss.double_swiss.audit import audited_rounds
        from domain.swiss.double_swiss.engine import recorded_initial_colour

        rounds = audited_rounds(tournament)
        return audit_rounds(
            tournament,
            self,
            options,
            manual_rounds,
            published_boards,
            deadline,
            memory,
            rounds,
            recorded_initial_colour,
        )

    def play(
        self,
        rng: random.Random,
        tournament: Tournament,
        scenario: Scenario,
        late: dict[int, int],
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> None:
        from domain.swiss.double_swiss.simulation import play_double_swiss

        play_double_swiss(rng, tournament, scenario, late, deadline, memory)


DOUBLE_SWISS_SYSTEM = DoubleSwissSystem()
