"""The rounds of a generated tournament (RTG, FIDE C.04.A A.5) for systems of one game per pairing.

Round by round: the absences known before pairing are drawn (late entrants not yet there,
retirements, requested half-, full- and zero-point byes), the system pairs the round, results are
drawn from the ratings (:mod:`.results`). The system is passed in, not named: this module is what a
system's :meth:`~domain.swiss.face.SwissSystem.play` calls, below the registry.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from domain.budget import Deadline, MemoryBudget
from domain.errors import NoLegalPairing
from domain.model import Color, ResultCode, RoundEntry, Tournament
from domain.swiss.face import SwissOptions, SwissSystem
from domain.swiss.result import SwissPairing
from domain.swiss.simulation.config import Scenario
from domain.swiss.simulation.results import game_result, playing_strengths


def play_rounds(
    rng: random.Random,
    tournament: Tournament,
    scenario: Scenario,
    system: SwissSystem,
    late: dict[int, int],
    deadline: Deadline,
    memory: MemoryBudget,
) -> None:
    """Round by round: the absences known before pairing, the system's pairing, the results (one
    game per pairing; a system that plays otherwise, e.g. two-game matches, has its own loop)."""
    retired: set[int] = set()
    for round_number in range(1, scenario.rounds + 1):
        deadline.check()
        draw_absences(rng, tournament, scenario, round_number, late, retired, _bye_entry(tournament))
        try:
            pairing = system.pair(tournament, SwissOptions(), deadline, memory)
        except NoLegalPairing as error:
            raise NoLegalPairing(f"round {round_number} of the generated tournament: {error.reason}") from None
        _play(rng, tournament, scenario, round_number, pairing)


def draw_absences(
    rng: random.Random,
    tournament: Tournament,
    scenario: Scenario,
    round_number: int,
    late: dict[int, int],
    retired: set[int],
    record: Callable[[int, ResultCode], None],
) -> None:
    """Record (``record(number, code)``) who is known absent before ``round_number`` is paired,
    always leaving two players: late entrants not yet there and retired players (``Z``), then new
    retirements and requests. Shared by every system's generated rounds, so that one seed draws the
    same absences whatever a round holds (one game, or a two-game match)."""
    active = {n for n in tournament.players if late.get(n, 1) <= round_number and n not in retired}
    present = len(active)
    for number in sorted(tournament.players):
        if number not in active:
            record(number, ResultCode.ZERO_BYE)
            continue
        may_retire = present > scenario.players // 2 and late.get(number, 1) < round_number
        request = requested_absence(rng, scenario, round_number, may_retire)
        if request is None or present <= 2:
            continue
        code, retires = request
        if retires:
            retired.add(number)
        record(number, code)
        present -= 1


def _bye_entry(tournament: Tournament) -> Callable[[int, ResultCode], None]:
    """Record a bye of one game as the player's next round entry."""

    def record(number: int, code: ResultCode) -> None:
        tournament.players[number].entries.append(RoundEntry.bye(code))

    return record


def requested_absence(
    rng: random.Random, scenario: Scenario, round_number: int, may_retire: bool
) -> tuple[ResultCode, bool] | None:
    """A retirement (after a round played, while more than half the field plays on), a half-point bye
    (never in the last round), a full-point bye or a zero-point bye; ``None`` when the player plays."""
    if may_retire and rng.random() < scenario.retire_rate:
        return ResultCode.ZERO_BYE, True
    if round_number < scenario.rounds and rng.random() < scenario.half_bye_rate:
        return ResultCode.HALF_BYE, False
    if rng.random() < scenario.full_bye_rate:
        return ResultCode.FULL_BYE, False
    if rng.random() < scenario.zero_bye_rate:
        return ResultCode.ZERO_BYE, False
    return None


def _play(
    rng: random.Random, tournament: Tournament, scenario: Scenario, round_number: int, pairing: SwissPairing
) -> None:
    players = tournament.players
    strength = playing_strengths(tournament)
    for white, black in pairing.boards:
        codes = game_result(
            rng,
            strength[white],
            strength[black],
            scenario.draw_rate,
            scenario.forfeit_rate,
            scenario.unusual_result_rate,
        )
        players[white].entries.append(RoundEntry(black, Color.WHITE, codes[0]))
        players[black].entries.append(RoundEntry(white, Color.BLACK, codes[1]))
    if pairing.bye is not None:
        players[pairing.bye].entries.append(RoundEntry.bye(ResultCode.PAIRING_BYE))
    for player in players.values():
        if len(player.entries) != round_number:
            raise AssertionError(f"player {player.number} has no entry for round {round_number}")
