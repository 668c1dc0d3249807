"""The Swiss Team system behind the face every Swiss system shares (:class:`domain.swiss.system.SwissSystem`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.budget import Deadline
from domain.kinds import PlayerId
from domain.model import Tournament
from domain.swiss.explanation import SwedishStep
from domain.swiss.result import SwissPairing

from .engine import TeamRoundPairing, pair_team_round

if TYPE_CHECKING:
    from domain.swiss.check_report import CheckReport
    from domain.swiss.system import SwissOptions

#: The system's name in :data:`domain.swiss.system.SYSTEMS`, the API and the command line.
SWISS_TEAM = "swiss-team"


@dataclass(frozen=True, slots=True)
class SwissTeamSystem:
    """FIDE Swiss Team (C.04.6): boards are (White team, Black team) TPNs in board order, the bye a TPN."""

    @property
    def name(self) -> str:
        return SWISS_TEAM

    def pair(self, tournament: Tournament, options: SwissOptions, deadline: Deadline) -> SwissPairing:
        return swiss_pairing(pair_team_round(tournament, deadline))

    def check(
        self,
        tournament: Tournament,
        boards: list[tuple[PlayerId, PlayerId]],
        bye: PlayerId | None,
        options: SwissOptions,
        deadline: Deadline,
    ) -> CheckReport:
        from .checker import check_team_round

        return check_team_round(tournament, boards, bye, deadline)


def swiss_pairing(paired: TeamRoundPairing) -> SwissPairing:
    """The shared answer type: boards, bye, absent teams, and one step per decision (the PAB, each
    bracket with its upfloaters, and each match's Art. 4.3 colour step as a note)."""
    return SwissPairing(
        system=SWISS_TEAM,
        round_number=paired.round_number,
        boards=[(match.white, match.black) for match in paired.matches],
        bye=paired.bye,
        absent=list(paired.absent),
        explanation=explanation(paired),
        scores=dict(paired.scores),
    )


def explanation(paired: TeamRoundPairing) -> tuple[SwedishStep, ...]:
    """The decisions in procedure order: 3.4 (the PAB), then 3.5/3.6 per bracket; colours per bracket.

    The existing :class:`SwedishStep` carries them unchanged: an article, a group (the residents),
    the teams moved up into it (the upfloaters), its pairs and notes (each board's Art. 4.3 step)."""
    steps: list[SwedishStep] = []
    if paired.bye is not None:
        score = paired.scores[paired.bye]
        steps.append(SwedishStep("C.04.6 3.4", score, (paired.bye,), notes=("pairing-allocated bye",)))
    colour_step = {frozenset((m.white, m.black)): (m.white, m.black, m.colour_step) for m in paired.matches}
    for bracket in paired.procedure.brackets:
        coloured = [colour_step[frozenset(pair)] for pair in bracket.pairs]
        notes = tuple(f"{white}-{black}: colours by Art. {step}" for white, black, step in coloured)
        steps.append(
            SwedishStep(
                "C.04.6 3.5-3.6",
                bracket.score,
                bracket.residents,
                moved_up=bracket.upfloaters,
                pairs=tuple((white, black) for white, black, _ in coloured),
                notes=notes,
            )
        )
    return tuple(steps)
