"""Auditing a whole tournament (FIDE C.04.A A.4, the free pairings checker).

Every played round is rebuilt as it stood before pairing (:mod:`.rebuild`), paired again by the
engine and compared with the round as played: pairs, colours and the pairing-allocated bye decide
the verdict; the board order, when the caller knows the published one, is a softer finding. For a
differing Dutch round the one-round checker (seed F6) names the absolute criteria the played
pairing breaks, or else the first quality criterion on which it differs from the engine's.

This is the audit of the systems of one game per pairing, called by their ``audit`` with the
system object itself (below the registry); the entry point by name is
:func:`domain.swiss.system.audit_tournament`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from domain.budget import Deadline, MemoryBudget
from domain.errors import NoLegalPairing
from domain.model import Color, Tournament
from domain.swiss.audit.rebuild import played_round, state_before
from domain.swiss.audit.report import AuditReport, RoundAudit, RoundPairing, Verdict
from domain.swiss.face import SwissOptions, SwissSystem
from domain.swiss.initial_colour import inferred_initial_colour

#: How a system reads back, from a whole tournament, the initial colour its round 1 was paired with.
InitialColourReader = Callable[[Tournament], Color | None]


def audit_rounds(
    tournament: Tournament,
    system: SwissSystem,
    options: SwissOptions,
    manual_rounds: Mapping[int, str],
    published_boards: Mapping[int, Sequence[tuple[int, int]]],
    deadline: Deadline,
    memory: MemoryBudget,
    rounds: Sequence[tuple[int, int]] | None = None,
    read_initial_colour: InitialColourReader = inferred_initial_colour,
) -> AuditReport:
    """Re-pair every played round of ``tournament`` by ``system`` and compare.

    ``rounds`` lists (round reported, recorded round re-paired), every recorded round by default
    (Double-Swiss reports each match at its game-1 round). ``manual_rounds`` maps a round to the
    documented reason it was paired by hand; ``published_boards`` gives, per round, the boards in
    published order (for the board-order finding). A tournament that does not state its initial
    colour is re-paired with the one ``read_initial_colour`` (the Dutch reading by default) finds
    round 1 was paired with: the state before round 1 has no history to read it from.
    """
    initial = tournament.initial_color or read_initial_colour(tournament)
    notes = [] if tournament.total_rounds else ["no number of rounds (XXR): the recorded rounds are taken as the total"]
    if rounds is None:
        rounds = [(round_number, round_number) for round_number in range(1, tournament.recorded_rounds + 1)]
    audits = []
    for round_number, recorded_round in rounds:
        deadline.check()
        audit = audit_round(tournament, recorded_round, system, options, deadline, memory, initial)
        audit.round_number = round_number
        if round_number in published_boards:
            audit.board_order_agrees = _same_order(published_boards[round_number], audit.engine)
        if round_number in manual_rounds and audit.verdict is Verdict.DIFFERS:
            audit.verdict, audit.note = Verdict.MANUAL, manual_rounds[round_number]
        audits.append(audit)
    return AuditReport(system.facts.name, audits, notes)


def audit_round(
    tournament: Tournament,
    round_number: int,
    system: SwissSystem,
    options: SwissOptions,
    deadline: Deadline,
    memory: MemoryBudget,
    initial_color: Color | None = None,
) -> RoundAudit:
    """One round: rebuild, re-pair, compare; explain a difference with the one-round checker."""
    state = state_before(tournament, round_number, initial_color)
    played = played_round(tournament, round_number)
    if not played.boards and not played.byes and state.next_round > round_number:
        # Everybody missed the round (api.md: such a round is over): nothing to pair, nothing paired.
        return RoundAudit(
            round_number, Verdict.AGREES, played, RoundPairing(()), True, True, True, note="nobody was there to pair"
        )
    if state.next_round != round_number:
        return _not_repaired(
            round_number,
            played,
            f"not re-paired: with no game in round {state.next_round}, the engine reads the state "
            f"as before round {state.next_round}",
        )
    try:
        engine = engine_pairing(state, system, options, deadline, memory)
    except NoLegalPairing as error:
        return _not_repaired(round_number, played, f"the engine finds no legal pairing: {error.reason}")
    pairs = played.pair_set() == engine.pair_set()
    colours = pairs and set(played.boards) - played.uncoloured <= set(engine.boards)
    bye = set(played.byes) == set(engine.byes)
    audit = RoundAudit(
        round_number,
        Verdict.AGREES if pairs and colours and bye else Verdict.DIFFERS,
        played,
        engine,
        pairs,
        colours,
        bye,
    )
    if audit.verdict is Verdict.DIFFERS:
        report = system.check(state, list(played.boards), played.bye, options, deadline, memory)
        audit.violations, audit.comparison = report.violations, report.comparison
    return audit


def _not_repaired(round_number: int, played: RoundPairing, why: str) -> RoundAudit:
    """A round the engine gives no pairing for: it differs, and ``why`` says so."""
    return RoundAudit(round_number, Verdict.DIFFERS, played, None, False, False, False, note=why)


def engine_pairing(
    state: Tournament, system: SwissSystem, options: SwissOptions, deadline: Deadline, memory: MemoryBudget
) -> RoundPairing:
    """The engine's pairing of the state's next round."""
    pairing = system.pair(state, options, deadline, memory)
    return RoundPairing(tuple(pairing.boards), (pairing.bye,) if pairing.bye is not None else ())


def _same_order(published: Sequence[tuple[int, int]], engine: RoundPairing | None) -> bool | None:
    """The softer finding: the published boards list the same pairs in the engine's order."""
    if engine is None:
        return None
    return [frozenset(board) for board in published] == [frozenset(board) for board in engine.boards]
