"""The random tournament generator's configuration (FIDE C.04.A A.5).

Every key may be left out: it is then drawn from the seed's random stream within the range noted
beside it, so one seed and one (partial) configuration always give the same tournament. The
resolved values (:class:`Scenario`) are returned with the tournament, so any run can be replayed
with every key spelled out.

Rates are probabilities: per game (``forfeit_rate``), per player and round (byes, retirement) or
per player (``late_entry_rate``). A configuration file is ``key=value`` lines (``#`` comments);
the JaVaFo/bbpPairings RTG keys are accepted too, with their meaning: ``PlayersNumber``,
``RoundsNumber``, ``HighestRating``, ``LowestRating``, ``DrawPercentage`` (percent), and
``ForfeitRate``, ``RetiredRate``, ``HalfPointByeRate`` given as "one in N".
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from domain.errors import InvalidInput, Issue
from domain.limits import PLAYER_CAP, RATING_CAP, ROUND_CAP

T = TypeVar("T")

#: Accelerations the generator can apply (written as explicit ``XXA`` records).
ACCELERATIONS = ("none", "baku")
COLOURS = ("white", "black")


@dataclass(frozen=True, slots=True)
class SimulationConfig:
    """What the caller asks for; ``None`` = drawn from the seed (range in the comment)."""

    players: int | None = None  # 12..80
    rounds: int | None = None  # 5..11, at most half the players
    highest_rating: int | None = None  # 2400..2800
    lowest_rating: int | None = None  # 1400..2300
    #: Probability of a draw between equal players (fewer when the expected score forbids it).
    draw_rate: float | None = None  # 0.10..0.50
    forfeit_rate: float | None = None  # 0..0.04 per game
    half_bye_rate: float | None = None  # 0..0.04 per player and round (never in the last round)
    zero_bye_rate: float | None = None  # 0..0.03 per player and round
    retire_rate: float | None = None  # 0..0.02 per player and round, from round 2
    late_entry_rate: float | None = None  # 0..0.10 of the players enter in round 2 or 3
    acceleration: str | None = None  # "none" (default; "baku" only when asked)
    forbidden_pairs: int | None = None  # 0 (pairs of players who must not meet, XXP)
    initial_color: str | None = None  # "white" or "black"


@dataclass(frozen=True, slots=True)
class Scenario:
    """Every key resolved: the exact recipe of one generated tournament."""

    players: int
    rounds: int
    highest_rating: int
    lowest_rating: int
    draw_rate: float
    forfeit_rate: float
    half_bye_rate: float
    zero_bye_rate: float
    retire_rate: float
    late_entry_rate: float
    acceleration: str
    forbidden_pairs: int
    initial_color: str

    def as_dict(self) -> dict[str, object]:
        return dataclasses.asdict(self)


def resolve(config: SimulationConfig, rng: random.Random) -> Scenario:
    """Fill every missing key from ``rng`` (always drawing in the same order), then validate."""
    players = config.players if config.players is not None else rng.randint(12, 80)
    default_rounds = max(1, min(rng.randint(5, 11), players // 2))
    scenario = Scenario(
        players=players,
        rounds=_given(config.rounds, default_rounds),
        highest_rating=_given(config.highest_rating, rng.randint(2400, 2800)),
        lowest_rating=_given(config.lowest_rating, rng.randint(1400, 2300)),
        draw_rate=_given(config.draw_rate, round(rng.uniform(0.10, 0.50), 3)),
        forfeit_rate=_given(config.forfeit_rate, round(rng.uniform(0, 0.04), 4)),
        half_bye_rate=_given(config.half_bye_rate, round(rng.uniform(0, 0.04), 4)),
        zero_bye_rate=_given(config.zero_bye_rate, round(rng.uniform(0, 0.03), 4)),
        retire_rate=_given(config.retire_rate, round(rng.uniform(0, 0.02), 4)),
        late_entry_rate=_given(config.late_entry_rate, round(rng.uniform(0, 0.10), 4)),
        acceleration=_given(config.acceleration, "none"),
        forbidden_pairs=_given(config.forbidden_pairs, 0),
        initial_color=_given(config.initial_color, rng.choice(COLOURS)),
    )
    validate_scenario(scenario)
    return scenario


def _given(value: T | None, default: T) -> T:
    """The caller's value, else the default (drawn even when unused, so the stream never shifts)."""
    return default if value is None else value


_RATES = ("draw_rate", "forfeit_rate", "half_bye_rate", "zero_bye_rate", "retire_rate", "late_entry_rate")


def validate_scenario(scenario: Scenario) -> None:
    """Every value within its domain; each fault names its key."""
    issues = []
    if not 2 <= scenario.players <= PLAYER_CAP:
        message = f"must be 2..{PLAYER_CAP} (a pairing number has four digits), got {scenario.players}"
        issues.append(Issue("players", message))
    if not 1 <= scenario.rounds <= ROUND_CAP:
        issues.append(Issue("rounds", f"must be 1..{ROUND_CAP}, got {scenario.rounds}"))
    if not 0 <= scenario.lowest_rating <= scenario.highest_rating <= RATING_CAP:
        message = f"ratings must satisfy 0 <= lowest_rating <= highest_rating <= {RATING_CAP}"
        issues.append(Issue("lowest_rating", message))
    for key in _RATES:
        value = getattr(scenario, key)
        if not 0 <= value <= 1:
            issues.append(Issue(key, f"a probability is needed (0..1), got {value}"))
    if scenario.acceleration not in ACCELERATIONS:
        known = ", ".join(ACCELERATIONS)
        issues.append(Issue("acceleration", f"must be one of {known}, got {scenario.acceleration!r}"))
    if not 0 <= scenario.forbidden_pairs <= scenario.players // 2:
        most, given = scenario.players // 2, scenario.forbidden_pairs
        issues.append(Issue("forbidden_pairs", f"must be 0..{most} (disjoint pairs), got {given}"))
    if scenario.initial_color not in COLOURS:
        issues.append(Issue("initial_color", f"must be white or black, got {scenario.initial_color!r}"))
    if issues:
        raise InvalidInput(issues, "Invalid generator configuration")


Converter = Callable[[str], object]

#: Configuration-file keys of JaVaFo/bbpPairings: our key and how their value converts.
_FOREIGN_KEYS: dict[str, tuple[str, Converter]] = {
    "playersnumber": ("players", int),
    "roundsnumber": ("rounds", int),
    "highestrating": ("highest_rating", int),
    "lowestrating": ("lowest_rating", int),
    "drawpercentage": ("draw_rate", lambda text: float(text) / 100),
    "forfeitrate": ("forfeit_rate", lambda text: 1 / float(text)),
    "retiredrate": ("retire_rate", lambda text: 1 / float(text)),
    "halfpointbyerate": ("half_bye_rate", lambda text: 1 / float(text)),
}


def _own_keys() -> dict[str, tuple[str, Converter]]:
    """Our keys, converted by their declared type (``int | None`` -> int, ...)."""
    converters: dict[str, Converter] = {"int": int, "float": float, "str": str}
    return {f.name: (f.name, converters[str(f.type).split(" ")[0]]) for f in dataclasses.fields(SimulationConfig)}


def parse_config(text: str) -> SimulationConfig:
    """A configuration from ``key=value`` lines; an unknown key or a bad value is a fault naming its line."""
    known = {**_own_keys(), **_FOREIGN_KEYS}
    values: dict[str, object] = {}
    issues = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, sep, value = (part.strip() for part in line.partition("="))
        target = known.get(key) or known.get(key.lower())
        if not sep or target is None:
            issues.append(Issue(f"line {number}", f"expected key=value with a known key, got {raw.strip()!r}"))
            continue
        try:
            values[target[0]] = target[1](value)
        except (ValueError, ZeroDivisionError):
            issues.append(Issue(f"line {number}", f"{key}: bad value {value!r}"))
    if issues:
        raise InvalidInput(issues, "Invalid generator configuration")
    return SimulationConfig(**values)  # type: ignore[arg-type]
