"""The whole-tournament check (free pairings checker, C.04.A A.4) for a Swiss Team event.

Round r is rebuilt as the file stood before it was paired, the way the fixture corpus describes
it: the teams' entries of rounds 1..r-1, the 240 absences of rounds up to r, the 320 PAB list and
330 forfeits of earlier rounds. It is re-paired and compared with the round as played (pairs,
White team on board 1, PAB); a differing round is explained by the one-round checker.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping

from domain.budget import Deadline, MemoryBudget
from domain.errors import NoLegalPairing
from domain.model import Color, TeamRecords, Tournament
from domain.swiss.audit.report import AuditReport, RoundAudit, RoundPairing, Verdict

from .answer import SWISS_TEAM
from .checker import check_team_round
from .engine import pair_team_round, witnessed_initial_colour
from .rules import team_rules
from .view import rounds_played, team_view


def team_state_before(tournament: Tournament, round_number: int, initial_color: Color | None = None) -> Tournament:
    """The tournament as it stood when ``round_number`` was paired (declared points dropped).

    ``initial_color`` is the colour round 1 was paired with, for a file that does not state it
    (``152``): before round 1 there is no history to read it from (:func:`recorded_initial_colour`).
    """
    state = copy.deepcopy(tournament)
    state.initial_color = tournament.initial_color or initial_color
    for player in state.players.values():
        player.entries = player.entries[: round_number - 1]
        player.points = None
    records = state.team_records or TeamRecords()
    records.absences = [a for a in records.absences if a.round_number is not None and a.round_number <= round_number]
    records.forfeits = [forfeit for forfeit in records.forfeits if forfeit.round_number < round_number]
    records.pab_teams = records.pab_teams[: round_number - 1]
    records.totals = [total for total in records.totals if total.round_number < round_number]
    return state


def played_team_round(tournament: Tournament, round_number: int) -> RoundPairing:
    """Round ``round_number`` as recorded: (White team, Black team) by board-1 colour, the PAB team(s)."""
    histories = team_view(tournament, team_rules(tournament), round_number)
    boards, byes = [], []
    for number, history in sorted(histories.items()):
        match = history.matches[round_number - 1]
        if match is None:
            continue
        if match.pab:
            byes.append(number)
        elif match.opponent is not None and match.white_team is not None and number == match.white_team:
            boards.append((number, match.opponent))
    return RoundPairing(tuple(boards), tuple(byes))


def recorded_initial_colour(tournament: Tournament) -> Color:
    """The colour the recorded round 1 was paired with (4.3.1 read backwards, as the engine reads it)."""
    return witnessed_initial_colour(team_view(tournament, team_rules(tournament), min(1, tournament.recorded_rounds)))


def audit_team_tournament(
    tournament: Tournament,
    manual_rounds: Mapping[int, str] | None = None,
    deadline: Deadline | None = None,
    memory: MemoryBudget | None = None,
) -> AuditReport:
    """Re-pair every played round and compare it with the round as played."""
    deadline = deadline or Deadline.unlimited()
    memory = memory or MemoryBudget.unlimited()
    manual_rounds = manual_rounds or {}
    initial = tournament.initial_color or recorded_initial_colour(tournament)
    notes = [] if tournament.total_rounds else ["no number of rounds (142): the recorded rounds are taken as the total"]
    rounds = []
    for round_number in range(1, rounds_played(tournament) + 1):
        deadline.check()
        audit = audit_team_round(tournament, round_number, deadline, memory, initial)
        if round_number in manual_rounds and audit.verdict is Verdict.DIFFERS:
            audit.verdict, audit.note = Verdict.MANUAL, manual_rounds[round_number]
        rounds.append(audit)
    return AuditReport(SWISS_TEAM, rounds, notes)


def audit_team_round(
    tournament: Tournament,
    round_number: int,
    deadline: Deadline,
    memory: MemoryBudget,
    initial_color: Color | None = None,
) -> RoundAudit:
    """One round: rebuild, re-pair, compare; a difference explained by :func:`check_team_round`."""
    state = team_state_before(tournament, round_number, initial_color)
    if state.total_rounds is None:
        state.total_rounds = rounds_played(tournament)
    played = played_team_round(tournament, round_number)
    try:
        paired = pair_team_round(state, deadline, memory)
    except NoLegalPairing as error:
        note = f"the engine finds no legal pairing: {error.reason}"
        return RoundAudit(round_number, Verdict.DIFFERS, played, None, False, False, False, note=note)
    engine = RoundPairing(tuple((m.white, m.black) for m in paired.matches), (paired.bye,) if paired.bye else ())
    pairs = played.pair_set() == engine.pair_set()
    colours = pairs and set(played.boards) <= set(engine.boards)
    bye = set(played.byes) == set(engine.byes)
    verdict = Verdict.AGREES if pairs and colours and bye else Verdict.DIFFERS
    audit = RoundAudit(round_number, verdict, played, engine, pairs, colours, bye)
    if verdict is Verdict.DIFFERS:
        report = check_team_round(state, list(played.boards), played.bye, deadline, memory)
        audit.violations, audit.comparison = report.violations, report.comparison
    return audit
