"""A Swiss Team round in the answer type every Swiss system shares, and the system's facts.

Kept apart from :mod:`.system` so that the checker and the audit, which the system calls, can
build the same answer without importing the system back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from domain.swiss.face import SystemFacts
from domain.swiss.result import SwissPairing

from .engine import TeamRoundPairing, TeamStanding
from .explanation import TeamStep

#: The system's name in :data:`domain.swiss.system.SYSTEMS`, the API and the command line.
SWISS_TEAM = "swiss-team"

FACTS = SystemFacts(
    name=SWISS_TEAM,
    family="swiss-team",
    edition="2026",
    description="FIDE Swiss Team system (C.04.6), TRF-2026 team records; team numbers out",
    rules="FIDE Swiss Team Pairing System C.04.6, applied from 1 February 2026 (articles marked (R) in "
    "swiss-team.md reconstructed from public engines)",
    trf_type="FIDE_TEAM",
    options=frozenset({"initial_color"}),
    competitors="teams",
)


@dataclass(frozen=True, slots=True)
class TeamSwissPairing(SwissPairing):
    """The shared answer of a Swiss Team round, with what a published match list shows of the team
    view the round was paired on (derived once, by the engine): every team's standing before the
    round, and per board of :attr:`boards` the White team's colour on each board of the match."""

    standings: Mapping[int, TeamStanding] = field(default_factory=dict)
    board_colours: tuple[str, ...] = ()


def swiss_pairing(paired: TeamRoundPairing) -> TeamSwissPairing:
    """The shared answer type: boards, bye, absent teams, and one step per decision (the PAB, each
    bracket with its upfloaters, and each match's Art. 4.3 colour step as a note)."""
    return TeamSwissPairing(
        system=SWISS_TEAM,
        round_number=paired.round_number,
        boards=[(match.white, match.black) for match in paired.matches],
        bye=paired.bye,
        absent=list(paired.absent),
        explanation=explanation(paired),
        scores=dict(paired.scores),
        standings=paired.standings,
        board_colours=tuple(match.board_colours for match in paired.matches),
    )


def explanation(paired: TeamRoundPairing) -> tuple[TeamStep, ...]:
    """The decisions in procedure order: 3.4 (the PAB), then 3.5/3.6 per bracket: its residents,
    the teams moved up into it, its pairs and notes (each board's Art. 4.3 step)."""
    steps: list[TeamStep] = []
    if paired.bye is not None:
        score = paired.scores[paired.bye]
        steps.append(TeamStep("C.04.6 3.4", score, (paired.bye,), notes=("pairing-allocated bye",)))
    colour_step = {frozenset((m.white, m.black)): (m.white, m.black, m.colour_step) for m in paired.matches}
    for bracket in paired.procedure.brackets:
        coloured = [colour_step[frozenset(pair)] for pair in bracket.pairs]
        notes = tuple(f"{white}-{black}: colours by Art. {step}" for white, black, step in coloured)
        steps.append(
            TeamStep(
                "C.04.6 3.5-3.6",
                bracket.score,
                bracket.residents,
                upfloaters=bracket.upfloaters,
                pairs=tuple((white, black) for white, black, _ in coloured),
                notes=notes,
            )
        )
    return tuple(steps)
