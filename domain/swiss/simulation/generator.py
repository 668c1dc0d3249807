"""The random tournament generator (RTG, FIDE C.04.A A.5): whole tournaments paired by the engine.

Round by round: the absences known before pairing are drawn (late entrants not yet there,
retirements, requested half- and zero-point byes), the engine pairs the round, results are drawn
from the ratings (:mod:`.results`). Everything random comes from one ``random.Random(seed)``, so the
same seed and configuration give the same tournament, and :func:`render_trf` the same bytes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from domain.budget import Deadline
from domain.errors import InvalidInput, Issue, NoLegalPairing
from domain.history import score_after
from domain.model import Color, ResultCode, RoundEntry, Tournament
from domain.swiss.result import SwissPairing
from domain.swiss.simulation.config import Scenario, SimulationConfig, resolve
from domain.swiss.simulation.field import new_field
from domain.swiss.simulation.results import game_result
from domain.swiss.system import pair_round, swiss_system
from domain.trf import render_trf

#: The ``092`` (type of tournament) text of each system, as the corpus files write it.
TOURNAMENT_TYPES = {
    "dutch": "FIDE_DUTCH_2025",
    "dutch-2017": "FIDE_DUTCH_2017",
    "swedish": "SWEDISH",
    "double-swiss": "FIDE_DOUBLESWISS",
}


@dataclass(frozen=True, slots=True)
class Simulation:
    tournament: Tournament
    scenario: Scenario
    seed: int

    def trf(self) -> str:
        return render_trf(self.tournament)


def simulate(config: SimulationConfig, system: str, seed: int, deadline: Deadline | None = None) -> Simulation:
    """Generate and play a whole tournament by ``system``.

    Raises :class:`InvalidInput` for a bad configuration and :class:`NoLegalPairing` when a round
    of the generated tournament cannot be paired (too many rounds for the field).
    """
    swiss_system(system)  # an unknown system is invalid input
    deadline = deadline or Deadline.unlimited()
    rng = random.Random(seed)
    scenario = resolve(config, rng)
    if system == "swedish" and scenario.acceleration != "none":
        issue = Issue("acceleration", "the Swedish rules have no acceleration")
        raise InvalidInput([issue], "Invalid generator configuration")
    tournament, late = new_field(rng, scenario, f"Random tournament {seed}")
    tournament.header.append(("092", TOURNAMENT_TYPES.get(system, system.upper())))
    if system == "double-swiss":  # two recorded rounds per match (api.md): its own round loop
        from domain.swiss.double_swiss.simulation import play_double_swiss

        play_double_swiss(rng, tournament, scenario, late, deadline)
    else:
        _play_rounds(rng, tournament, scenario, system, late, deadline)
    _final_points_and_ranks(tournament)
    return Simulation(tournament, scenario, seed)


def _play_rounds(
    rng: random.Random,
    tournament: Tournament,
    scenario: Scenario,
    system: str,
    late: dict[int, int],
    deadline: Deadline,
) -> None:
    """Round by round: the absences known before pairing, the engine's pairing, the results."""
    retired: set[int] = set()
    for round_number in range(1, scenario.rounds + 1):
        deadline.check()
        _absences(rng, tournament, scenario, round_number, late, retired)
        try:
            pairing = pair_round(tournament, system, deadline=deadline)
        except NoLegalPairing as error:
            raise NoLegalPairing(f"round {round_number} of the generated tournament: {error.reason}") from None
        _play(rng, tournament, scenario, round_number, pairing)


def _absences(
    rng: random.Random,
    tournament: Tournament,
    scenario: Scenario,
    round_number: int,
    late: dict[int, int],
    retired: set[int],
) -> None:
    """Record who is known absent before ``round_number`` is paired, always leaving two players:
    late entrants not yet there and retired players (``Z``), then new retirements and requests."""
    active = {n for n in tournament.players if late.get(n, 1) <= round_number and n not in retired}
    present = len(active)
    for number in sorted(tournament.players):
        player = tournament.players[number]
        if number not in active:
            player.entries.append(RoundEntry.bye(ResultCode.ZERO_BYE))
            continue
        may_retire = present > scenario.players // 2 and late.get(number, 1) < round_number
        request = requested_absence(rng, scenario, round_number, may_retire)
        if request is None or present <= 2:
            continue
        code, retires = request
        if retires:
            retired.add(number)
        player.entries.append(RoundEntry.bye(code))
        present -= 1


def requested_absence(
    rng: random.Random, scenario: Scenario, round_number: int, may_retire: bool
) -> tuple[ResultCode, bool] | None:
    """A retirement (after a round played, while more than half the field plays on), a half-point bye
    (never in the last round) or a zero-point bye; ``None`` when the player plays."""
    if may_retire and rng.random() < scenario.retire_rate:
        return ResultCode.ZERO_BYE, True
    if round_number < scenario.rounds and rng.random() < scenario.half_bye_rate:
        return ResultCode.HALF_BYE, False
    if rng.random() < scenario.zero_bye_rate:
        return ResultCode.ZERO_BYE, False
    return None


def _play(
    rng: random.Random, tournament: Tournament, scenario: Scenario, round_number: int, pairing: SwissPairing
) -> None:
    players = tournament.players
    for white, black in pairing.boards:
        codes = game_result(
            rng, players[white].rating or 0, players[black].rating or 0, scenario.draw_rate, scenario.forfeit_rate
        )
        players[white].entries.append(RoundEntry(black, Color.WHITE, codes[0]))
        players[black].entries.append(RoundEntry(white, Color.BLACK, codes[1]))
    if pairing.bye is not None:
        players[pairing.bye].entries.append(RoundEntry.bye(ResultCode.PAIRING_BYE))
    for player in players.values():
        if len(player.entries) != round_number:
            raise AssertionError(f"player {player.number} has no entry for round {round_number}")


def _final_points_and_ranks(tournament: Tournament) -> None:
    """Points (TRF columns 81-84) and rank (86-89) by points, equal points sharing a rank."""
    system, rounds = tournament.point_system, tournament.total_rounds or 0
    for player in tournament.players.values():
        player.points = score_after(player, rounds, system)
    order = sorted(tournament.players.values(), key=lambda p: (-(p.points or 0), p.number))
    for index, player in enumerate(order):
        previous = order[index - 1] if index else None
        player.rank = previous.rank if previous is not None and previous.points == player.points else index + 1
