"""Random Swiss Team events, deterministic by seed: a field of teams and rounds paired by the engine.

Used by the benchmark and the property tests. Team t's board-b player is player (t-1)*boards + b;
team strength falls with the TPN; each board is played with a rating model (White a little
stronger, draws likelier between close ratings); a few teams are absent (240 Z) and a few boards
forfeited, as in the fixture corpus.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from domain.budget import Deadline, MemoryBudget
from domain.errors import InvalidInput, Issue, NoLegalPairing
from domain.model import ByeRequest, Color, Player, ResultCode, RoundEntry, TeamEntry, TeamRecords, Tournament

from .engine import TeamRoundPairing, pair_team_round
from .view import rounds_played


@dataclass(frozen=True, slots=True)
class TeamEventShape:
    """What a random event looks like."""

    teams: int
    boards: int = 4
    rounds: int = 9
    code: str = "FIDE_TEAM_TYPEA_MP_GP"
    absence: float = 0.0
    board_forfeit: float = 0.0


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


def team_shape(config: dict[str, str], rng: random.Random) -> TeamEventShape:
    """The event a ``-g`` configuration asks for (``teams``, ``boards``, ``rounds``, ``code``,
    ``absence``, ``board_forfeit``); a missing key is drawn from ``rng``, as the corpus was made."""
    known = {"teams", "boards", "rounds", "code", "absence", "board_forfeit"}
    unknown = sorted(set(config) - known)
    if unknown:
        raise InvalidInput(
            [Issue(f"config key {key!r}", f"unknown; known: {', '.join(sorted(known))}") for key in unknown]
        )
    try:
        teams = int(config.get("teams") or rng.randrange(5, 41))
        boards = int(config.get("boards") or rng.choice([2, 4, 4, 4, 6]))
        rounds = int(config.get("rounds") or rng.randrange(5, min(11, max(5, teams - 2)) + 1))
        absence = float(config.get("absence") or 0.004)
        board_forfeit = float(config.get("board_forfeit") or 0.01)
    except ValueError as error:
        raise InvalidInput([Issue("config", f"a number was expected: {error}")]) from None
    if not 2 <= teams <= 1000 or not 1 <= boards <= 20 or not 1 <= rounds <= 30:
        raise InvalidInput([Issue("config", "teams 2-1000, boards 1-20 and rounds 1-30, please")])
    code = config.get("code") or rng.choice(CODES)
    return TeamEventShape(teams, boards, rounds, code, absence, board_forfeit)


def team_field(shape: TeamEventShape, rng: random.Random) -> Tournament:
    """The teams and players before round 1 (TPN order = strength order)."""
    tournament = Tournament(total_rounds=shape.rounds, initial_color=rng.choice([Color.WHITE, Color.BLACK]))
    tournament.tournament_type = shape.code
    records = TeamRecords(colour_sequence="WB" * (shape.boards // 2) + "W" * (shape.boards % 2))
    records.match_points = (Fraction(2), Fraction(1), Fraction(0))
    records.pab_match_points, records.pab_game_points = Fraction(1), Fraction(shape.boards, 2)
    top = rng.randrange(2250, 2650)
    for team in range(1, shape.teams + 1):
        strength = top - 700 * (team - 1) // max(shape.teams - 1, 1)
        members = tuple((team - 1) * shape.boards + board for board in range(1, shape.boards + 1))
        for board, number in enumerate(members):
            rating = strength + 40 - 20 * board + rng.randrange(-30, 31)
            tournament.players[number] = Player(number, f"T{team:03d}B{board + 1}, Player", rating=rating)
        records.teams[team] = TeamEntry(team, f"Team {team:03d}", members)
    tournament.team_records = records
    return tournament


def play_team_round(
    tournament: Tournament,
    shape: TeamEventShape,
    rng: random.Random,
    deadline: Deadline | None = None,
    memory: MemoryBudget | None = None,
) -> TeamRoundPairing:
    """Pair the next round with the engine and record random results in the players' entries."""
    records = tournament.team_records
    assert records is not None
    round_number = rounds_played(tournament) + 1
    absent = [team for team in records.teams if rng.random() < shape.absence][: max(1, shape.teams // 8)]
    if absent:
        records.absences.append(ByeRequest(ResultCode.ZERO_BYE, round_number, tuple(absent)))
    paired = pair_team_round(tournament, deadline, memory)
    for match in paired.matches:
        _play_match(tournament, records, match.white, match.black, round_number, shape, rng)
    for team in records.teams:
        if team == paired.bye:
            _enter_all(tournament, records.teams[team], round_number, RoundEntry.bye(ResultCode.PAIRING_BYE))
    records.pab_teams.append(paired.bye or 0)
    return paired


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
    for _ in range(shape.rounds if rounds is None else rounds):
        play_team_round(tournament, shape, rng, deadline, memory)
    return tournament


def _play_match(
    tournament: Tournament,
    records: TeamRecords,
    white: int,
    black: int,
    round_number: int,
    shape: TeamEventShape,
    rng: random.Random,
) -> None:
    sequence = records.colour_sequence or "WB"
    for board, (one, other) in enumerate(zip(records.teams[white].members, records.teams[black].members, strict=False)):
        white_first = sequence[board % len(sequence)] == "W"
        w, b = (one, other) if white_first else (other, one)
        result = _game(tournament.players[w].rating or 0, tournament.players[b].rating or 0, rng)
        if board and rng.random() < shape.board_forfeit:
            result = rng.choice([ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS])
        _enter(tournament, w, round_number, RoundEntry(b, Color.WHITE, result))
        _enter(tournament, b, round_number, RoundEntry(w, Color.BLACK, _mirror(result)))


def _game(white: int, black: int, rng: random.Random) -> ResultCode:
    expected = 1 / (1 + 10 ** ((black - white - 30) / 400))
    draw = max(0.05, 0.47 - abs(white - black) / 1000)
    roll = rng.random()
    if roll < draw:
        return ResultCode.DRAW
    return ResultCode.WIN if rng.random() < expected else ResultCode.LOSS


def _mirror(result: ResultCode) -> ResultCode:
    mirrors = {ResultCode.WIN: ResultCode.LOSS, ResultCode.LOSS: ResultCode.WIN}
    mirrors |= {ResultCode.FORFEIT_WIN: ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS: ResultCode.FORFEIT_WIN}
    return mirrors.get(result, result)


def _enter_all(tournament: Tournament, team: TeamEntry, round_number: int, entry: RoundEntry) -> None:
    for member in team.members:
        _enter(tournament, member, round_number, entry)


def _enter(tournament: Tournament, number: int, round_number: int, entry: RoundEntry) -> None:
    entries = tournament.players[number].entries
    entries.extend([None] * (round_number - 1 - len(entries)))
    entries.append(entry)


def generate_team_event(
    config: dict[str, str], seed: int, attempts: int = 20
) -> tuple[int, TeamEventShape, Tournament]:
    """A random event for ``-g``: the seed used, its shape and the event. Results can leave a round
    that no pairing completes (Art. 3.3.3, as the corpus's rejected seed 1057); such an event is
    dropped and the next seed tried, as the corpus generator did."""
    for used in range(seed, seed + attempts):
        shape = team_shape(config, random.Random(used))
        try:
            return used, shape, simulate_team_event(shape, used)
        except NoLegalPairing:
            continue
    raise NoLegalPairing(f"no pairable event from seed {seed} in {attempts} attempts")
