"""The random tournament generator (RTG, FIDE C.04.A A.5)."""

from domain.swiss.simulation.config import (
    Scenario,
    SimulationConfig,
    parse_config,
    resolve,
)
from domain.swiss.simulation.generator import Simulation, simulate, simulate_system

__all__ = ["Scenario", "Simulation", "SimulationConfig", "parse_config", "resolve", "simulate", "simulate_system"]
