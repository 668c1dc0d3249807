"""The face every Swiss system shows: its facts, one options object in, a :class:`SwissPairing` out.

A system is a module that implements :class:`SwissSystem` (pairing, checking, and the
:class:`SystemFacts` the service, the command line and the version endpoint show of it) plus one
line in the registry, :data:`domain.swiss.system.SYSTEMS`. Nothing outside those two places
spells or compares a system's name: callers read its facts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol

from domain.budget import Deadline, MemoryBudget
from domain.kinds import PlayerId
from domain.model import Tournament
from domain.swiss.acceleration import AccelerationMode
from domain.swiss.result import SwissPairing

if TYPE_CHECKING:
    import random
    from collections.abc import Mapping, Sequence

    from domain.swiss.audit.report import AuditReport
    from domain.swiss.check_report import CheckReport
    from domain.swiss.simulation.config import Scenario

Boards = list[tuple[PlayerId, PlayerId]]

#: Request options a system may read beyond the common ones: ``acceleration`` (virtual points,
#: C.04.7), ``initial_color`` (the lot of the first round's colours), ``swedish`` (the Swedish
#: rules' own decisions). A request that sets an option its system does not read is refused.
SystemOption = Literal["acceleration", "initial_color", "swedish"]


@dataclass(frozen=True, slots=True)
class SystemFacts:
    """What a system says of itself, so that no caller needs to know its name."""

    #: The name the API, the command line (``--NAME``) and the batch command use.
    name: str
    #: The system without its edition: the ``system`` metric label and the prefix of engine runs.
    family: str
    #: The edition: the ``edition`` metric label.
    edition: str
    #: One line for help texts.
    description: str
    #: The rule text and edition applied: the version endpoint and the ``X-Rule-Edition`` header.
    rules: str
    #: The type of tournament (TRF ``092``) a generated tournament states.
    trf_type: str
    #: The request options it reads (see :data:`SystemOption`).
    options: frozenset[SystemOption] = frozenset()
    #: Who is paired: players, or teams (whose field the generator draws by its own shape).
    competitors: Literal["players", "teams"] = "players"
    #: Whether the HTTP API pairs by it; a system whose request documents the service cannot read
    #: yet (teams, two-game matches) is on the command line only, and the API refuses its name.
    served_over_http: bool = True
    #: Games of one pairing between two competitors: 2 for two-game matches (Double-Swiss, whose event
    #: round r is recorded as game rounds 2r-1 and 2r, api.md **Decision**), else 1.
    games_per_round: int = 1


@dataclass(frozen=True, slots=True)
class SwissOptions:
    """The organiser's choices for one round; each system reads the fields that apply to it and
    turns them into its own options (the face knows no system's option types)."""

    #: Dutch only: which virtual points apply (C.04.5.1 / C.04.7); AUTO reads XXA, 250 and a ``_BAKU`` type.
    acceleration: AccelerationMode = AccelerationMode.AUTO
    #: Seed F8 / C.04.2 D.2, every system: a player stated absent without notice is withdrawn from then on.
    unannounced_absence_withdraws: bool = True
    #: A system's own decisions, of the type its module defines (the Swedish rules' ``SwedishOptions``,
    #: the ``swedish`` option of :data:`SystemOption`); None: the system's defaults. Only that system reads it.
    system_rules: object = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "acceleration", AccelerationMode(self.acceleration))


class SwissSystem(Protocol):
    """A Swiss pairing system: pairs the tournament's next round, checks a proposed pairing of it,
    audits a whole tournament (C.04.A A.4) and plays the rounds of a generated one (A.5)."""

    @property
    def facts(self) -> SystemFacts: ...

    def pair(
        self, tournament: Tournament, options: SwissOptions, deadline: Deadline, memory: MemoryBudget
    ) -> SwissPairing:
        """Pair the next round; stop at ``deadline`` and before planning more than ``memory``."""
        ...

    def check(
        self,
        tournament: Tournament,
        boards: Boards,
        bye: PlayerId | None,
        options: SwissOptions,
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> CheckReport: ...

    def audit(
        self,
        tournament: Tournament,
        options: SwissOptions,
        manual_rounds: Mapping[int, str],
        published_boards: Mapping[int, Sequence[tuple[int, int]]],
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> AuditReport:
        """Re-pair every played round and compare it with the round as played."""
        ...

    def play(
        self,
        rng: random.Random,
        tournament: Tournament,
        scenario: Scenario,
        late: dict[int, int],
        deadline: Deadline,
        memory: MemoryBudget,
    ) -> None:
        """Pair and play every round of a generated tournament (its field and header are made)."""
        ...


__all__ = ["Boards", "SwissOptions", "SwissSystem", "SystemFacts", "SystemOption"]
