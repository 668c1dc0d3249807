"""The whole-tournament operations of systems that pair players into one game per pairing.

The Dutch editions and the Swedish rules audit (C.04.A A.4) and play generated rounds (A.5) the
same way: every recorded round is re-paired from the state before it, and a generated round is one
game per board. :class:`OneGamePerPairing` gives them both; the loops are imported on first use,
below the registry (they take the system itself, never its name).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import random
    from collections.abc import Mapping, Sequence

    from domain.budget import Deadline, MemoryBudget
    from domain.model import Tournament
    from domain.swiss.audit.report import AuditReport
    from domain.swiss.face import SwissOptions, SwissSystem
    from domain.swiss.simulation.config import Scenario


class OneGamePerPairing:
    """``audit`` and ``play`` of :class:`~domain.swiss.face.SwissSystem` for one-game pairings."""

    __slots__ = ()

    def audit(
        self: SwissSystem,
        tournament: Tournament,
        options: SwissOptions,
        manual_rounds: Mapping[int, str],
        published_boards: Mapping[int, Sequence[tuple[int, int]]],
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> AuditReport:
        from domain.swiss.audit.auditor import audit_rounds

        return audit_rounds(tournament, self, options, manual_rounds, published_boards, deadline, memory)

    def play(
        self: SwissSystem,
        rng: random.Random,
        tournament: Tournament,
        scenario: Scenario,
        late: dict[int, int],
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> None:
        from domain.swiss.simulation.rounds import play_rounds

        play_rounds(rng, tournament, scenario, self, late, deadline, memory)
