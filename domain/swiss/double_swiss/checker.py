"""Checking a proposed Double-Swiss pairing (C.04.5; GHR Art. 4.4: an arbiter checks a published
pairing against the rules).

1. The absolute rules it breaks: every present player paired once or given the PAB (3.3), nobody
   absent paired, [C1] no rematch of a meeting, a PAB exactly when the count is odd (3.4), never to
   a player [C2] bars.
2. For a legal proposal: whether it is the engine's pairing (same pairs and PAB), else the first
   bracket (top down) whose pairs differ, and, apart, each board whose colours depart from Art. 4.
"""

from __future__ import annotations

from collections import Counter

from domain.budget import Deadline, MemoryBudget
from domain.kinds import PlayerId
from domain.model import Tournament
from domain.restrictions import ForbiddenIndex, forbidden_index
from domain.swiss.check_report import CheckReport, Comparison, Violation
from domain.swiss.double_swiss.colours import allocate
from domain.swiss.double_swiss.engine import initial_colour, pair_double_swiss
from domain.swiss.double_swiss.explanation import DoubleSwissStep
from domain.swiss.double_swiss.players import DoubleSwissRound, build_round
from domain.swiss.explanation import ExplanationStep

Boards = list[tuple[PlayerId, PlayerId]]


def check_double_swiss(
    tournament: Tournament,
    boards: Boards,
    bye: PlayerId | None,
    deadline: Deadline | None = None,
    unannounced_absence_withdraws: bool = True,
    memory: MemoryBudget | None = None,
) -> CheckReport:
    """Violations of the absolute rules, then the comparison with the engine's pairing."""
    setup = build_round(tournament, unannounced_absence_withdraws)
    forbidden = forbidden_index(tournament, 2 * setup.round_number - 1)
    violations = _who_is_paired(setup, boards, bye) or _absolute(setup, forbidden, boards, bye)
    report = CheckReport(setup.round_number, violations)
    if violations:
        return report
    engine = pair_double_swiss(tournament, deadline, unannounced_absence_withdraws, memory).pairing
    report.engine = engine
    report.comparison = _compare(tournament, setup, engine.explanation, engine.bye, boards, bye)
    return report


def _who_is_paired(setup: DoubleSwissRound, boards: Boards, bye: PlayerId | None) -> list[Violation]:
    seen = Counter(player for board in boards for player in board)
    if bye is not None:
        seen[bye] += 1
    found: list[Violation] = []
    for player, count in sorted(seen.items()):
        if player not in setup.players:
            found.append(Violation("unknown", f"player {player} is not on the starting list", (player,)))
        elif player in setup.absent:
            found.append(Violation("absent", f"player {player} is absent or withdrawn this round", (player,)))
        elif count > 1:
            found.append(Violation("twice", f"player {player} appears {count} times; each is paired once", (player,)))
    for player in sorted(set(setup.present) - set(seen)):
        found.append(Violation("unpaired", f"player {player} is neither paired nor given the PAB (3.3)", (player,)))
    return found


def _absolute(
    setup: DoubleSwissRound, forbidden: ForbiddenIndex, boards: Boards, bye: PlayerId | None
) -> list[Violation]:
    found = [
        Violation("C1", f"players {white} and {black} have already met (2.1.1 [C1])", (white, black))
        for white, black in boards
        if white == black or black in setup.players[white].met
    ]
    found += [
        Violation("C1", f"players {white} and {black} may not meet (a forbidden pair, kept like [C1])", (white, black))
        for white, black in boards
        if not forbidden.may_meet(white, black) and white != black and black not in setup.players[white].met
    ]
    odd = len(setup.present) % 2 == 1
    if bye is not None and not odd:
        found.append(Violation("3.4", f"an even number of players: no PAB, but {bye} has it", (bye,)))
    if bye is None and odd:
        found.append(Violation("3.4", "an odd number of players needs a PAB (3.4)", ()))
    if bye is not None and not setup.players[bye].pab_allowed:
        text = f"player {bye} already had a PAB, a match won by forfeit or a full-point bye ([C2])"
        found.append(Violation("C2", text, (bye,)))
    return found


def _compare(
    tournament: Tournament,
    setup: DoubleSwissRound,
    steps: tuple[ExplanationStep, ...],
    engine_bye: PlayerId | None,
    boards: Boards,
    bye: PlayerId | None,
) -> Comparison:
    initial = initial_colour(tournament, setup)
    colours = tuple(
        Violation(coloured.step, f"Art. {coloured.step} gives White in game 1 to {coloured.white}", (white, black))
        for white, black in boards
        if (coloured := allocate(setup.players[white], setup.players[black], initial)).white != white
    )
    proposed = {frozenset(board) for board in boards}
    if bye != engine_bye:
        return Comparison(False, "3.4", None, None, bye, engine_bye, f"3.4 gives the PAB to {engine_bye}", (), colours)
    for step in steps:
        if isinstance(step, DoubleSwissStep) and any(frozenset(pair) not in proposed for pair in step.pairs):
            score, pairs = float(step.score), [list(pair) for pair in step.pairs]
            residents = step.residents
            members = set(step.residents) | set(step.upfloaters)
            proposal = tuple(board for board in boards if members & set(board))
            text = f"3.5-3.6 pair the bracket of score {score} (residents {list(residents)}) as {pairs}"
            return Comparison(False, "3.5-3.6", score, None, proposal, step.pairs, text, residents, colours)
    return Comparison(True, colour_departures=colours)
