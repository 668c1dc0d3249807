"""Checking a proposed or published pairing against the Swedish rules (``swedish.md``; GHR Art. 4.4).

The two questions of the Dutch checker, answered by the Swedish text:

1. Does the pairing break an absolute rule? Every player to pair is paired once or gets the bye
   (2.2; 4.b), nobody withdrawn or absent is paired (4.e), nobody meets an opponent again (2.3; a
   postponed game counts as met, §0) or a forbidden opponent (kept like 2.3), X exists only with an
   odd number of players (4) and nobody meets X twice (4.d).
2. If it is legal: is it the engine's pairing (same pairs and bye), and if not, the first paragraph
   of the procedure where it departs (:mod:`.departure`). Colours are compared apart (§3), since
   the procedure fixes them once the pairs are made.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from domain.budget import Deadline
from domain.history import played_opponents
from domain.kinds import PlayerId
from domain.model import Tournament
from domain.restrictions import forbidden_index
from domain.swiss.check_report import CheckReport, Violation
from domain.swiss.participants import ensure_rounds_left
from domain.swiss.swedish.colours import colour_pair
from domain.swiss.swedish.departure import first_departure, partners_of
from domain.swiss.swedish.engine import swedish_answer
from domain.swiss.swedish.field import RoundField, build_field
from domain.swiss.swedish.options import SwedishOptions
from domain.swiss.swedish.procedure import Step, SwedishProcedure

Boards = list[tuple[PlayerId, PlayerId]]


def check_swedish(
    tournament: Tournament,
    boards: Boards,
    bye: PlayerId | None,
    options: SwedishOptions | None = None,
    deadline: Deadline | None = None,
) -> CheckReport:
    """Violations of the absolute rules, then the comparison with the engine's pairing."""
    ensure_rounds_left(tournament)
    options = options or SwedishOptions()
    field = build_field(tournament, options)
    violations = _structure(tournament, field, boards, bye) or _absolute(tournament, field, boards, bye)
    report = CheckReport(field.round_number, violations)
    if violations:
        return report
    steps = SwedishProcedure(field, options, deadline or Deadline.unlimited()).run()
    report.engine = swedish_answer(tournament, field, steps, options)
    index = {player: i for i, player in enumerate(field.ids) if player is not None}
    proposal = [(index[white], index[black]) for white, black in boards]
    if bye is not None:
        proposal.append((index[bye], field.x_index))  # type: ignore[arg-type]  # 4.b: the bye is the game against X
    comparison = first_departure(field, steps, partners_of(proposal))
    report.comparison = replace(comparison, colour_departures=_colours(field, steps, proposal))
    return report


# -- absolute rules ------------------------------------------------------------------------------


def _structure(tournament: Tournament, field: RoundField, boards: Boards, bye: PlayerId | None) -> list[Violation]:
    """Who is paired: every player to pair exactly once, nobody else (2.2, 4.b, 4.e)."""
    to_pair = {player for player in field.ids if player is not None}
    seen = Counter(player for board in boards for player in board)
    if bye is not None:
        seen[bye] += 1
    found: list[Violation] = []
    for player, count in sorted(seen.items()):
        if player in field.withdrawn:
            found.append(
                Violation(
                    "absent",
                    f"player {player} has withdrawn and is no longer paired (art. 4e), but is paired",
                    (player,),
                )
            )
        elif player in field.absent:
            found.append(
                Violation(
                    "absent",
                    f"player {player} is absent this round (a requested bye or an absence: "
                    "not paired, as a withdrawn player is not, art. 4e), but is paired",
                    (player,),
                )
            )
        elif player not in tournament.players:
            found.append(Violation("unknown", f"player {player} is not on the starting list (art. 1)", (player,)))
        elif count > 1:
            found.append(
                Violation(
                    "twice",
                    f"player {player} appears {count} times; every group is paired as a unit, "
                    "each player once (art. 2.2)",
                    (player,),
                )
            )
    for player in sorted(to_pair - set(seen)):
        found.append(
            Violation(
                "unpaired",
                f"player {player} is neither paired nor given the bye (art. 2.2; with an "
                "odd number of players one player meets X, art. 4b)",
                (player,),
            )
        )
    for white, black in boards:
        if white == black:
            found.append(Violation("2.3", f"player {white} is paired with himself (art. 2.3)", (white,)))
    if bye is not None and field.x_index is None:
        found.append(
            Violation(
                "bye",
                f"an even number of players ({len(to_pair)}) is paired: no extra player X is "
                "added, so nobody gets the bye (art. 4, 4e)",
                (bye,),
            )
        )
    return found


def _absolute(tournament: Tournament, field: RoundField, boards: Boards, bye: PlayerId | None) -> list[Violation]:
    """2.3 (and forbidden pairs kept like it) and 4.d, for a proposal that pairs the right players."""
    index = {player: i for i, player in enumerate(field.ids) if player is not None}
    forbidden = forbidden_index(tournament, field.round_number)  # held as groups, never as pairs
    found: list[Violation] = []
    for white, black in boards:
        if field.compatible(index[white], index[black]):
            continue
        met = black in played_opponents(tournament.players[white], field.round_number - 1)
        if not forbidden.may_meet(white, black) and not met:
            text = f"players {white} and {black} may not meet (a forbidden pair, kept like art. 2.3)"
        else:
            text = (
                f"players {white} and {black} have already met; no player may meet the same opponent twice "
                "(art. 2.3; a postponed game counts as met, art. 0)"
            )
        found.append(Violation("2.3", text, (white, black)))
    x = field.x_index
    if bye is not None and x is not None and not field.compatible(index[bye], x):
        found.append(
            Violation(
                "4d", f"player {bye} has already had the bye (met X); no player may meet X twice (art. 4d)", (bye,)
            )
        )
    return found


# -- colours ---------------------------------------------------------------------------------


def _colours(field: RoundField, steps: list[Step], proposal: list[tuple[int, int]]) -> tuple[Violation, ...]:
    """Boards whose colours §3 gives the other way round: for the engine's pairs as the engine
    coloured them; for other pairs only where the white counts differ (equal counts depend on
    which half the procedure would have put each player in)."""
    halves = {frozenset(pair): pair for step in steps for pair in step.pairs}
    found = []
    for white, black in proposal:
        if field.x_index in (white, black):
            continue
        pair = halves.get(frozenset((white, black)))
        if pair is not None:
            should = colour_pair(field, *pair)
        elif field.whites[white] != field.whites[black]:
            should = (white, black) if field.whites[white] < field.whites[black] else (black, white)
        else:
            continue
        if should != (white, black):
            found.append(_colour_departure(field, should, pair))
    return tuple(found)


def _colour_departure(field: RoundField, should: tuple[int, int], pair: tuple[int, int] | None) -> Violation:
    white, black = (field.ids[p] for p in should)
    counts = field.whites[should[0]], field.whites[should[1]]
    if counts[0] != counts[1]:
        why = f"player {white} has had white fewer times ({counts[0]} against {counts[1]}; a bye counts as one)"
    else:
        upper = field.ids[pair[0]] if pair is not None else white
        parity = "even" if field.round_number % 2 == 0 else "odd"
        colour = "white" if parity == "even" else "black"
        why = (
            f"both have had white {counts[0]} times and round {field.round_number} is {parity}, so the upper-half "
            f"player {upper} gets {colour}"
        )
    message = f"art. 3: {white} has white against {black}: {why}; the proposal gives the colours the other way"
    return Violation("3", message, (white, black))  # type: ignore[arg-type]
