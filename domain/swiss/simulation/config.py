"""The random tournament generator's configuration (FIDE C.04.A A.5).

Every key may be left out: it is then drawn from the seed's random stream within the range noted
beside it, so one seed and one (partial) configuration always give the same tournament. The
resolved values (:class:`Scenario`) are returned with the tournament, so any run can be replayed
with every key spelled out.

Rates are probabilities: per game (``forfeit_rate``, ``unusual_result_rate``), per player and
round (byes, retirement) or per player (``late_entry_rate``). A configuration file is
``key=value`` lines (``#`` comments); the JaVaFo/bbpPairings RTG keys are accepted too, with their
meaning: ``PlayersNumber``, ``RoundsNumber``, ``HighestRating``, ``LowestRating``,
``DrawPercentage`` (percent), and ``ForfeitRate``, ``RetiredRate``, ``HalfPointByeRate`` given as
"one in N"; and the keys FIDE's 2026 checklist asks of a generator (C.02): ``FullPointByeRate``,
``ZeroPointByeRate`` and ``UnusualResultRate`` ("one in N"), ``TieBreaks`` (comma-separated
codes: the file states them as 202/212 with the final ranks), ``RatingsFile`` (one rating per
line in pairing-number order, 0 = unrated) and ``StartDate`` (record 042, which also decides the
tie-break rules' edition).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Collection
from dataclasses import dataclass
from datetime import date, timedelta
from typing import TypeVar

from domain.errors import InvalidInput, Issue
from domain.limits import PLAYER_CAP, RATING_CAP, ROUND_CAP
from domain.tiebreaks.codes import parse_codes
from domain.tiebreaks.editions import parse_day, trf_day

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
    full_bye_rate: float | None = None  # 0..0.02 per player and round
    #: ½-0, 0-½ or 0-0 over the board, per game (one of the three at random).
    unusual_result_rate: float | None = None  # 0..0.02 per game
    #: Comma-separated tie-break codes; the file states them (202, 212) and the final ranks.
    tiebreaks: str | None = None  # none: ranks by points, no list stated
    #: Every player's rating in pairing-number order (0 = unrated): the field is then these players.
    ratings: tuple[int, ...] | None = None  # drawn between lowest_rating and highest_rating
    #: Record 042, YYYY/MM/DD; the C.07 edition of the final standings follows it.
    start_date: str | None = None  # 2025/01/01..2026/12/31


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
    full_bye_rate: float
    unusual_result_rate: float
    tiebreaks: str
    ratings: tuple[int, ...] | None
    start_date: str

    @property
    def tiebreak_codes(self) -> list[str]:
        """The list as codes (empty: ranks by points alone)."""
        return split_codes(self.tiebreaks)

    @property
    def start_day(self) -> date:
        day = parse_day(self.start_date)
        assert day is not None, "validated by resolve()"
        return day

    def as_dict(self) -> dict[str, object]:
        return dataclasses.asdict(self)


def resolve(config: SimulationConfig, rng: random.Random) -> Scenario:
    """Fill every missing key from ``rng`` (always drawing in the same order), then validate."""
    given_players = len(config.ratings) if config.ratings is not None and config.players is None else config.players
    players = given_players if given_players is not None else rng.randint(12, 80)
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
        full_bye_rate=_given(config.full_bye_rate, round(rng.uniform(0, 0.02), 4)),
        unusual_result_rate=_given(config.unusual_result_rate, round(rng.uniform(0, 0.02), 4)),
        tiebreaks=",".join(split_codes(config.tiebreaks or "")),
        ratings=config.ratings,
        start_date=_given(config.start_date, _drawn_day(rng)),
    )
    validate_scenario(scenario)
    return dataclasses.replace(scenario, start_date=trf_day(scenario.start_day))


#: The range a start date is drawn from: both C.07 editions (the 2026 one applies from 1 March 2026).
_FIRST_DAY, _DAYS = date(2025, 1, 1), 730


def _drawn_day(rng: random.Random) -> str:
    return trf_day(_FIRST_DAY + timedelta(days=rng.randrange(_DAYS)))


def split_codes(text: str) -> list[str]:
    """A comma-separated tie-break list (``BH/C1, BH,SB``) as its codes."""
    return [part.strip().upper() for part in text.split(",") if part.strip()]


def _given(value: T | None, default: T) -> T:
    """The caller's value, else the default (drawn even when unused, so the stream never shifts)."""
    return default if value is None else value


_RATES = (
    "draw_rate",
    "forfeit_rate",
    "half_bye_rate",
    "zero_bye_rate",
    "retire_rate",
    "late_entry_rate",
    "full_bye_rate",
    "unusual_result_rate",
)


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
    issues += _list_and_field_faults(scenario)
    if issues:
        raise InvalidInput(issues, "Invalid generator configuration")


def _list_and_field_faults(scenario: Scenario) -> list[Issue]:
    """The tie-break list, the given ratings and the start date."""
    issues = []
    try:
        parse_codes(scenario.tiebreak_codes, "tiebreaks")
    except InvalidInput as error:
        issues += error.issues
    ratings = scenario.ratings
    if ratings is not None and len(ratings) != scenario.players:
        issues.append(Issue("ratings", f"{len(ratings)} ratings for {scenario.players} players"))
    if ratings is not None and not all(0 <= rating <= RATING_CAP for rating in ratings):
        issues.append(Issue("ratings", f"a rating is 0 (unrated) to {RATING_CAP}"))
    if parse_day(scenario.start_date) is None:
        issues.append(Issue("start_date", f"a date YYYY/MM/DD is needed, got {scenario.start_date!r}"))
    return issues


def parse_ratings(text: str, where: str = "RatingsFile") -> tuple[int, ...]:
    """A ratings file: one rating per line in pairing-number order, 0 for an unrated player
    (``#`` comments and blank lines skipped); a bad line is named."""
    ratings, issues = [], []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if not (line.isascii() and line.isdigit()) or int(line) > RATING_CAP:
            issues.append(Issue(f"{where} line {number}", f"a rating 0..{RATING_CAP} is needed, got {line[:20]!r}"))
        else:
            ratings.append(int(line))
    if issues:
        raise InvalidInput(issues, "Invalid generator configuration")
    if not ratings:
        raise InvalidInput([Issue(where, "no rating in the file")], "Invalid generator configuration")
    return tuple(ratings)


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
    "fullpointbyerate": ("full_bye_rate", lambda text: 1 / float(text)),
    "zeropointbyerate": ("zero_bye_rate", lambda text: 1 / float(text)),
    "unusualresultrate": ("unusual_result_rate", lambda text: 1 / float(text)),
    "tiebreaks": ("tiebreaks", str),
    "startdate": ("start_date", str),
}
#: The key naming a ratings file (its path, read by the caller's reader).
RATINGS_FILE_KEYS = ("ratingsfile", "ratings_file")


def _own_keys() -> dict[str, tuple[str, Converter]]:
    """Our keys, converted by their declared type (``int | None`` -> int, ...); the ratings come from a file."""
    converters: dict[str, Converter] = {"int": int, "float": float, "str": str}
    return {
        f.name: (f.name, converters[str(f.type).split(" ")[0]])
        for f in dataclasses.fields(SimulationConfig)
        if f.name != "ratings"
    }


def parse_config(text: str, read_file: Callable[[str], str] | None = None) -> SimulationConfig:
    """A configuration from ``key=value`` lines; an unknown key or a bad value is a fault naming its line.
    ``read_file`` reads the file a ``RatingsFile`` key names (none: such a key is a fault)."""
    config, _ = parse_config_lines(text, read_file)
    return config


def parse_config_lines(
    text: str, read_file: Callable[[str], str] | None = None, extra: Collection[str] = ()
) -> tuple[SimulationConfig, dict[str, str]]:
    """:func:`parse_config`, with the ``extra`` keys (a system's own, e.g. a team event's ``teams``)
    returned apart as text."""
    known = {**_own_keys(), **_FOREIGN_KEYS}
    values: dict[str, object] = {}
    others: dict[str, str] = {}
    issues = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, sep, value = (part.strip() for part in line.partition("="))
        if sep and key in extra:
            others[key] = value
            continue
        if sep and key.lower() in RATINGS_FILE_KEYS:
            issues += _read_ratings(values, value, number, read_file)
            continue
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
    return SimulationConfig(**values), others  # type: ignore[arg-type]


def _read_ratings(
    values: dict[str, object], path: str, number: int, read_file: Callable[[str], str] | None
) -> list[Issue]:
    if read_file is None:
        return [Issue(f"line {number}", "RatingsFile: no file can be read here; give the ratings themselves")]
    try:
        values["ratings"] = parse_ratings(read_file(path), f"RatingsFile {path}")
    except OSError as error:
        return [Issue(f"line {number}", f"RatingsFile: cannot read {path!r}: {error.strerror or error}")]
    except InvalidInput as error:
        return error.issues
    return []
