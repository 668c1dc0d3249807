"""The random tournament generator (RTG, FIDE C.04.A A.5): whole tournaments paired by the engine.

The field is drawn (:mod:`.field`), then the system plays its rounds (its ``play``: for one game
per pairing, :mod:`.rounds`; results from the ratings, :mod:`.results`), and the file states its
final standings (:mod:`.final`). Everything random comes from one ``random.Random(seed)``, so the
same seed and configuration give the same tournament, and :func:`render_trf` the same bytes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from domain.budget import Deadline, MemoryBudget
from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.swiss.face import SwissSystem
from domain.swiss.simulation.config import Scenario, SimulationConfig, resolve
from domain.swiss.simulation.field import new_field
from domain.swiss.simulation.final import scenario_codes, with_final_ranks
from domain.swiss.system import swiss_system
from domain.trf import render_trf


@dataclass(frozen=True, slots=True)
class Simulation:
    tournament: Tournament
    scenario: Scenario
    seed: int

    def trf(self) -> str:
        return render_trf(self.tournament)


def simulate(config: SimulationConfig, system: str, seed: int, deadline: Deadline | None = None) -> Simulation:
    """Generate and play a whole tournament by the system called ``system`` (an unknown name is
    invalid input), without a memory budget: :func:`simulate_system` for a caller that holds the system."""
    return simulate_system(
        swiss_system(system), config, seed, deadline or Deadline.unlimited(), MemoryBudget.unlimited()
    )


def simulate_system(
    system: SwissSystem, config: SimulationConfig, seed: int, deadline: Deadline, memory: MemoryBudget
) -> Simulation:
    """Generate and play a whole tournament by ``system``, every round within ``deadline`` and ``memory``.

    Raises :class:`InvalidInput` for a bad configuration and :class:`NoLegalPairing` when a round
    of the generated tournament cannot be paired (too many rounds for the field).
    """
    chosen = system
    facts = chosen.facts
    rng = random.Random(seed)
    scenario = resolve(config, rng)
    if "acceleration" not in facts.options and scenario.acceleration != "none":
        issue = Issue("acceleration", f"the {facts.description} has no acceleration")
        raise InvalidInput([issue], "Invalid generator configuration")
    scenario_codes(scenario, "players")  # a list that cannot rank players is refused before any round
    tournament, late = new_field(rng, scenario, f"Random tournament {seed}")
    tournament.header.append(("092", facts.trf_type))
    chosen.play(rng, tournament, scenario, late, deadline, memory)
    return Simulation(with_final_ranks(tournament, scenario, "players"), scenario, seed)
