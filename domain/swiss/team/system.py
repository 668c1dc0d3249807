"""The Swiss Team system behind the face every Swiss system shares (:class:`domain.swiss.face.SwissSystem`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.budget import Deadline, MemoryBudget
from domain.errors import InvalidInput, Issue
from domain.kinds import PlayerId
from domain.model import Tournament
from domain.swiss.face import SwissOptions, SystemFacts
from domain.swiss.result import SwissPairing

from .answer import FACTS, swiss_pairing
from .engine import pair_team_round

if TYPE_CHECKING:
    import random
    from collections.abc import Mapping, Sequence

    from domain.swiss.audit.report import AuditReport
    from domain.swiss.check_report import CheckReport
    from domain.swiss.simulation.config import Scenario


@dataclass(frozen=True, slots=True)
class SwissTeamSystem:
    """FIDE Swiss Team (C.04.6): boards are (White team, Black team) TPNs in board order, the bye a TPN."""

    facts: SystemFacts = FACTS

    def pair(
        self, tournament: Tournament, options: SwissOptions, deadline: Deadline, memory: MemoryBudget
    ) -> SwissPairing:
        return swiss_pairing(pair_team_round(tournament, deadline, memory))

    def check(
        self,
        tournament: Tournament,
        boards: list[tuple[PlayerId, PlayerId]],
        bye: PlayerId | None,
        options: SwissOptions,
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> CheckReport:
        from .checker import check_team_round

        return check_team_round(tournament, boards, bye, deadline, memory)

    def audit(
        self,
        tournament: Tournament,
        options: SwissOptions,
        manual_rounds: Mapping[int, str],
        published_boards: Mapping[int, Sequence[tuple[int, int]]],
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> AuditReport:
        """Teams, not players, are paired: the team view rebuilds each round (:mod:`.audit`)."""
        from .audit import audit_team_tournament

        return audit_team_tournament(tournament, manual_rounds, deadline, memory)

    def play(
        self,
        rng: random.Random,
        tournament: Tournament,
        scenario: Scenario,
        late: dict[int, int],
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> None:
        """The individual generator's fields are players; a team event is drawn by its own shape
        (:mod:`.simulation`, the command line's ``--swiss-team -g``): asked here, a 422."""
        raise InvalidInput([Issue("system", f"{FACTS.name} events are drawn by the team generator, not from players")])


SWISS_TEAM_SYSTEM = SwissTeamSystem()
