"""Random Swiss Team events, deterministic by seed (the random tournament generator, C.04.A A.5, for
C.04.6): a field of teams and rounds paired by the engine.

A team event takes the generator's keys (:mod:`domain.swiss.simulation.config`) and its own:
``teams`` and ``boards`` instead of a number of players, and ``code`` (record 192: colour model and
scores). Team t's board-b player is player (t-1)*boards + b; team strength falls with the TPN from
the highest to the lowest rating (or the ratings are given, in pairing-number order). Per team and
round the requested byes and absences are drawn as for players (a retired team is absent, 240
``Z``, from then on; half- and full-point byes are 240 ``H``/``F`` records and the same bye on
every board); per board the result is drawn from the two players' ratings
(:func:`~domain.swiss.simulation.results.game_result`: B.02 table 8.1.2, the draw rate, forfeits
and unusual results; board 1 is never forfeited, so that every match is played). The final file
states the team ranks, match and game points (310) and the tie-break list (202/212).

Two older spellings stay accepted: ``absence`` for ``zero_bye_rate`` and ``board_forfeit`` for
``forfeit_rate`` (the corpus's generator).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import TypeVar

from domain.budget import Deadline, MemoryBudget
from domain.errors import InvalidInput, Issue, NoLegalPairing
from domain.limits import PLAYER_CAP, RATING_CAP
from domain.model import ByeRequest, Color, Player, ResultCode, RoundEntry, TeamEntry, TeamRecords, Tournament
from domain.swiss.simulation.config import Scenario, SimulationConfig, resolve
from domain.swiss.simulation.final import scenario_codes, with_final_ranks
from domain.swiss.simulation.results import game_result, playing_strengths
from domain.swiss.simulation.rounds import requested_absence

from .engine import TeamRoundPairing, pair_team_round
from .view import rounds_played

T = TypeVar("T", int, float)

#: A team event's own configuration keys (the others are the generator's).
TEAM_KEYS = ("teams", "boards", "code", "absence", "board_forfeit")
#: The generator's keys a team event has no use for (it is drawn by teams and boards, without
#: late entries, forbidden pairs or acceleration).
_NOT_FOR_TEAMS = {
    "players": None,
    "late_entry_rate": 0.0,
    "forbidden_pairs": 0,
    "acceleration": "none",
}
#: Record 362: a match won, drawn, lost (C.04.6 1.2's default).
MATCH_POINTS = (Fraction(2), Fraction(1), Fraction(0))
#: The record 192 codes the generator draws from (colour model, primary score, secondary use).
CODES = (
    "FIDE_TEAM",
    "FIDE_TEAM_TYPEA_MP_GP",
    "FIDE_TEAM_TYPEA_GP_MP",
    "FIDE_TEAM_TYPEA_MP",
    "FIDE_TEAM_TYPEB_MP_GP",
    "FIDE_TEAM_TYPEB_GP",
    "FIDE_TEAM_MP_GP",
    "FIDE_TEAM_GP_MP",
)


@dataclass(frozen=True, slots=True)
class TeamEventShape:
    """What a random event looks like: the teams, the boards, the record 192 code and every key of
    the generator (``scenario``, its players being the teams' boards)."""

    teams: int
    boards: int
    code: str
    scenario: Scenario

    @property
    def rounds(self) -> int:
        return self.scenario.rounds

    def as_dict(self) -> dict[str, object]:
        """Every key as used: the team keys, then the generator's (the players are teams × boards)."""
        common = {key: value for key, value in self.scenario.as_dict().items() if key not in _NOT_FOR_TEAMS}
        return {"teams": self.teams, "boards": self.boards, "code": self.code, **common}


def team_shape(config: SimulationConfig, team: Mapping[str, str], rng: random.Random) -> TeamEventShape:
    """The event a configuration asks for; a missing key is drawn from ``rng``. ``team`` holds the
    team keys as text (:data:`TEAM_KEYS`)."""
    unknown = sorted(set(team) - set(TEAM_KEYS))
    if unknown:
        raise InvalidInput([Issue(key, f"unknown; known: {', '.join(TEAM_KEYS)}") for key in unknown])
    _refuse_individual_keys(config)
    teams = _number(team, "teams", int) or rng.randrange(5, 41)
    boards = _number(team, "boards", int) or rng.choice([2, 4, 4, 4, 6])
    rounds = config.rounds or rng.randrange(5, min(11, max(5, teams - 2)) + 1)
    zero_bye_rate = _alias(config.zero_bye_rate, team, "absence", "zero_bye_rate", 0.004)
    forfeit_rate = _alias(config.forfeit_rate, team, "board_forfeit", "forfeit_rate", 0.01)
    if not 2 <= teams <= 1000 or not 1 <= boards <= 20 or not 1 <= rounds <= 30 or teams * boards > PLAYER_CAP:
        message = f"teams 2-1000, boards 1-20, rounds 1-30 and at most {PLAYER_CAP} players, please"
        raise InvalidInput([Issue("config", message)])
    code = team.get("code") or rng.choice(CODES)
    common = dataclasses.replace(
        config,
        players=teams * boards,
        rounds=rounds,
        zero_bye_rate=zero_bye_rate,
        forfeit_rate=forfeit_rate,
        late_entry_rate=0.0,
        forbidden_pairs=0,
        acceleration="none",
    )
    return TeamEventShape(teams, boards, code, resolve(common, rng))


def _refuse_individual_keys(config: SimulationConfig) -> None:
    issues = [
        Issue(key, "a team event is drawn by teams and boards" if key == "players" else "not for team events")
        for key, default in _NOT_FOR_TEAMS.items()
        if getattr(config, key) not in (None, default)
    ]
    if issues:
        raise InvalidInput(issues, "Invalid generator configuration")


def _number(team: Mapping[str, str], key: str, kind: Callable[[str], T]) -> T | None:
    """A team key's value (``None`` when not given); a value that is no number is a fault naming it."""
    text = team.get(key)
    if not text:
        return None
    try:
        return kind(text)
    except ValueError:
        raise InvalidInput([Issue(key, f"a number was expected, got {text[:20]!r}")]) from None


def _alias(value: float | None, team: Mapping[str, str], old: str, new: str, default: float) -> float:
    """A rate given by its key or by the team generator's older name for it (not both)."""
    older = _number(team, old, float)
    if value is not None and older is not None:
        raise InvalidInput([Issue(old, f"the same rate as {new}: give one of them")])
    return value if value is not None else older if older is not None else default


def team_field(shape: TeamEventShape, rng: random.Random) -> Tournament:
    """The teams and players before round 1 (TPN order = strength order)."""
    scenario = shape.scenario
    colour = Color.WHITE if scenario.initial_color == "white" else Color.BLACK
    tournament = Tournament(total_rounds=shape.rounds, initial_color=colour)
    tournament.header = [("012", "Random team event"), ("042", scenario.start_date)]
    tournament.tournament_type = shape.code
    records = TeamRecords(colour_sequence="WB" * (shape.boards // 2) + "W" * (shape.boards % 2))
    records.match_points = MATCH_POINTS
    # C.04.6 Art. 1.4: by default the PAB is a drawn match and a draw on every board
    records.pab_match_points, records.pab_game_points = MATCH_POINTS[1], Fraction(shape.boards, 2)
    ratings = _ratings(shape, rng)
    for team in range(1, shape.teams + 1):
        members = tuple((team - 1) * shape.boards + board for board in range(1, shape.boards + 1))
        for board, number in enumerate(members):
            name = f"T{team:03d}B{board + 1}, Player"
            tournament.players[number] = Player(number, name, rating=ratings[number - 1] or None)
        records.teams[team] = TeamEntry(team, f"Team {team:03d}", members)
    tournament.team_records = records
    return tournament


def _ratings(shape: TeamEventShape, rng: random.Random) -> list[int]:
    """The players' ratings in pairing-number order: given, or drawn by team strength and board."""
    scenario = shape.scenario
    if scenario.ratings is not None:
        return list(scenario.ratings)
    top, spread = scenario.highest_rating, scenario.highest_rating - scenario.lowest_rating
    ratings = []
    for team in range(1, shape.teams + 1):
        strength = top - spread * (team - 1) // max(shape.teams - 1, 1)
        for board in range(shape.boards):
            rating = strength + 40 - 20 * board + rng.randrange(-30, 31)
            ratings.append(min(max(rating, 1), RATING_CAP))
    return ratings


def play_team_round(
    tournament: Tournament,
    shape: TeamEventShape,
    rng: random.Random,
    retired: set[int] | None = None,
    deadline: Deadline | None = None,
    memory: MemoryBudget | None = None,
) -> TeamRoundPairing:
    """Draw the round's byes and absences, pair it with the engine (within ``deadline`` and
    ``memory``) and record random results in the players' entries. ``retired`` holds the teams that
    left (updated)."""
    records = tournament.team_records
    assert records is not None
    round_number = rounds_played(tournament) + 1
    _team_absences(tournament, shape, rng, round_number, set() if retired is None else retired)
    paired = pair_team_round(tournament, deadline, memory)
    strength = playing_strengths(tournament)
    for match in paired.matches:
        _play_match(tournament, records, match.white, match.black, round_number, shape.scenario, rng, strength)
    for team in records.teams:
        if team == paired.bye:
            _enter_all(tournament, records.teams[team], round_number, RoundEntry.bye(ResultCode.PAIRING_BYE))
    records.pab_teams.append(paired.bye or 0)
    return paired


def _team_absences(
    tournament: Tournament, shape: TeamEventShape, rng: random.Random, round_number: int, retired: set[int]
) -> None:
    """Per team, as for players (:func:`requested_absence`): retired teams stay away; at most one
    team in eight is away in a round besides them, and two teams always play."""
    records = tournament.team_records
    assert records is not None
    away: dict[ResultCode, list[int]] = {ResultCode.ZERO_BYE: sorted(retired)}
    present, room = shape.teams - len(retired), max(1, shape.teams // 8)
    for team in sorted(set(records.teams) - retired):
        may_retire = round_number > 1 and present > shape.teams // 2
        request = requested_absence(rng, shape.scenario, round_number, may_retire)
        if request is None or present <= 2 or room == 0:
            continue
        code, retires = request
        if retires:
            retired.add(team)
        away.setdefault(code, []).append(team)
        present, room = present - 1, room - 1
    for code, teams in away.items():
        if not teams:
            continue
        records.absences.append(ByeRequest(code, round_number, tuple(sorted(teams))))
        if code is not ResultCode.ZERO_BYE:  # a requested half- or full-point bye: the same on every board
            for team in teams:
                _enter_all(tournament, records.teams[team], round_number, RoundEntry.bye(code))


def simulate_team_event(
    shape: TeamEventShape,
    seed: int,
    rounds: int | None = None,
    deadline: Deadline | None = None,
    memory: MemoryBudget | None = None,
) -> Tournament:
    """A field of ``shape`` after ``rounds`` (default all) rounds paired by the engine, each round
    within ``deadline`` and ``memory`` (unlimited when not given)."""
    rng = random.Random(seed)
    tournament = team_field(shape, rng)
    retired: set[int] = set()
    for _ in range(shape.rounds if rounds is None else rounds):
        play_team_round(tournament, shape, rng, retired, deadline, memory)
    return tournament


def _play_match(
    tournament: Tournament,
    records: TeamRecords,
    white: int,
    black: int,
    round_number: int,
    scenario: Scenario,
    rng: random.Random,
    strength: dict[int, int],
) -> None:
    sequence = records.colour_sequence or "WB"
    for board, (one, other) in enumerate(zip(records.teams[white].members, records.teams[black].members, strict=False)):
        white_first = sequence[board % len(sequence)] == "W"
        w, b = (one, other) if white_first else (other, one)
        forfeits = scenario.forfeit_rate if board else 0.0
        codes = game_result(rng, strength[w], strength[b], scenario.draw_rate, forfeits, scenario.unusual_result_rate)
        _enter(tournament, w, round_number, RoundEntry(b, Color.WHITE, codes[0]))
        _enter(tournament, b, round_number, RoundEntry(w, Color.BLACK, codes[1]))


def _enter_all(tournament: Tournament, team: TeamEntry, round_number: int, entry: RoundEntry) -> None:
    for member in team.members:
        _enter(tournament, member, round_number, entry)


def _enter(tournament: Tournament, number: int, round_number: int, entry: RoundEntry) -> None:
    entries = tournament.players[number].entries
    entries.extend([None] * (round_number - 1 - len(entries)))
    entries.append(entry)


def generate_team_event(
    config: SimulationConfig,
    team: Mapping[str, str],
    seed: int,
    attempts: int = 20,
    admit: Callable[[TeamEventShape], None] | None = None,
    deadline: Deadline | None = None,
    memory: MemoryBudget | None = None,
) -> tuple[int, TeamEventShape, Tournament]:
    """A random event for ``-g`` and ``simulate``: the seed used, its shape and the final event (its
    standings stated). Results can leave a round that no pairing completes (Art. 3.3.3, as the
    corpus's rejected seed 1057); such an event is dropped and the next seed tried, as the corpus
    generator did. ``admit`` may refuse a shape (its size) before it is played; every round is paired
    within ``deadline`` and ``memory`` (unlimited when not given)."""
    for used in range(seed, seed + attempts):
        shape = team_shape(config, team, random.Random(used))
        scenario_codes(shape.scenario, "teams")  # a list that cannot rank teams is refused before any round
        if admit is not None:
            admit(shape)
        try:
            event = simulate_team_event(shape, used, deadline=deadline, memory=memory)
        except NoLegalPairing:
            continue
        return used, shape, with_final_ranks(event, shape.scenario, "teams")
    raise NoLegalPairing(f"no pairable event from seed {seed} in {attempts} attempts")
