"""Checking a proposed pairing of a Swiss Team round (C.04.6; GHR Art. 4.4).

1. The absolute rules: every present team paired exactly once or given the PAB, nobody absent or
   unknown paired, a PAB only with an odd count, no rematch of a played match ([C1], Art. 2.1.1),
   no PAB to a team [C2] bars (Art. 2.1.2).
2. Then the comparison with the engine's pairing. C.04.6 prescribes one pairing (the first
   candidate that is best, Arts. 3.5.5 and 3.6.4), so the report names the first article where the
   proposal departs: 3.4 (another PAB), 3.5 (another upfloater set for a bracket, counted top
   down) or 3.6 (the same teams paired otherwise). Colours are compared apart: each board whose
   colours differ from Art. 4's is listed with the step that decides it. Board order (GHR 3.6) is
   not a C.04.6 rule and is not checked.
"""

from __future__ import annotations

from collections import Counter

from domain.budget import Deadline, MemoryBudget
from domain.model import Tournament
from domain.swiss.check_report import CheckReport, Comparison, Violation

from .answer import swiss_pairing
from .engine import TeamRoundPairing, absent_teams, pair_team_round
from .history import TeamHistory
from .rules import team_rules
from .view import rounds_played, team_view

Boards = list[tuple[int, int]]


def check_team_round(
    tournament: Tournament,
    boards: Boards,
    bye: int | None,
    deadline: Deadline | None = None,
    memory: MemoryBudget | None = None,
) -> CheckReport:
    """The absolute rules ``boards`` and ``bye`` break, else how they compare with the engine's pairing."""
    round_number = rounds_played(tournament) + 1
    histories = team_view(tournament, team_rules(tournament), round_number - 1)
    absent = absent_teams(tournament, round_number)
    present = {number for number in histories if number not in absent}
    violations = _who_is_paired(present, set(histories), boards, bye) or _absolute(histories, boards, bye)
    report = CheckReport(round_number, violations)
    if violations:
        return report
    engine = pair_team_round(tournament, deadline, memory)
    report.engine = swiss_pairing(engine)
    report.comparison = compare(engine, boards, bye)
    return report


def _who_is_paired(present: set[int], known: set[int], boards: Boards, bye: int | None) -> list[Violation]:
    seen = Counter(team for board in boards for team in board)
    if bye is not None:
        seen[bye] += 1
    found = []
    for team, count in sorted(seen.items()):
        if team not in known:
            found.append(Violation("teams", f"team {team} is not in the event", (team,)))
        elif team not in present:
            found.append(Violation("absent", f"team {team} is absent in this round but is paired", (team,)))
        elif count > 1:
            found.append(Violation("teams", f"team {team} is paired {count} times", (team,)))
    found += [Violation("teams", f"team {team} is not paired", (team,)) for team in sorted(present - set(seen))]
    if bye is not None and len(present) % 2 == 0:
        found.append(Violation("3.4", "an even number of teams gets no pairing-allocated bye", (bye,)))
    return found


def _absolute(histories: dict[int, TeamHistory], boards: Boards, bye: int | None) -> list[Violation]:
    found = [
        Violation("C1", f"teams {white} and {black} have already played each other (Art. 2.1.1)", (white, black))
        for white, black in boards
        if black in histories[white].met
    ]
    if bye is not None and not histories[bye].pab_allowed:
        message = f"team {bye} already had a PAB, a forfeit win or a full-point bye (Art. 2.1.2)"
        found.append(Violation("C2", message, (bye,)))
    return found


def compare(engine: TeamRoundPairing, boards: Boards, bye: int | None) -> Comparison:
    """The first article where the proposal departs from the engine, and the boards coloured otherwise."""
    proposed = {frozenset(board) for board in boards}
    if bye != engine.bye:
        return Comparison(False, "3.4", None, None, bye, engine.bye, "another team gets the PAB (Art. 3.4)")
    colour_departures = tuple(
        Violation(match.colour_step, f"{match.white} should have White on board 1 against {match.black}", pair)
        for match in engine.matches
        if frozenset(pair := (match.white, match.black)) in proposed and pair not in boards
    )
    for bracket in engine.procedure.brackets:
        if all(frozenset(pair) in proposed for pair in bracket.pairs):
            continue
        members = set(bracket.residents) | set(bracket.upfloaters)
        partners = {team for board in boards if set(board) & set(bracket.residents) for team in board}
        article = "3.6" if partners == members else "3.5"
        what = "pairs the bracket otherwise" if article == "3.6" else "takes other upfloaters"
        return Comparison(
            False,
            article,
            float(bracket.score),
            None,
            sorted(partners - set(bracket.residents)),
            list(bracket.upfloaters),
            f"the proposal {what} in the bracket of score {bracket.score} (Art. {article})",
            tuple(sorted(members | partners)),
            colour_departures,
        )
    return Comparison(True, colour_departures=colour_departures)
