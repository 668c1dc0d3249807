"""The random tournament generator (RTG, C.04.A A.5) for Double-Swiss events: the rounds of a
generated field paired by the engine, each match two games with colours reversed, each game drawn
on its own from the ratings (:func:`~domain.swiss.simulation.results.game_result`, forfeits
included), so matches forfeited on one game, on both games, or by both players all occur.

The field, the scenario and its random defaults are the generic generator's
(:func:`domain.swiss.simulation.simulate`, which calls :func:`play_double_swiss`); ``rounds``
counts event rounds and ``XXR`` is twice it (api.md). Acceleration is refused: C.04.5
acceleration (its "win" worth 2 or 1 is an open point, ``double-swiss.md`` §5) is not implemented.
"""

from __future__ import annotations

import random
from functools import partial

from domain.budget import Deadline, MemoryBudget
from domain.errors import InvalidInput, Issue, NoLegalPairing
from domain.model import ResultCode, Tournament
from domain.swiss.double_swiss.engine import DoubleSwissRoundPairing, pair_double_swiss
from domain.swiss.double_swiss.record import record_bye, record_games, record_pab
from domain.swiss.simulation.config import Scenario
from domain.swiss.simulation.results import game_result, playing_strengths
from domain.swiss.simulation.rounds import draw_absences


def play_double_swiss(
    rng: random.Random,
    tournament: Tournament,
    scenario: Scenario,
    late: dict[int, int],
    deadline: Deadline,
    memory: MemoryBudget,
) -> None:
    """Pair and play every event round of the generated field ``tournament``, drawing from ``rng``.

    Raises :class:`InvalidInput` for acceleration and :class:`NoLegalPairing` when a round cannot
    be paired (too many rounds for the field).
    """
    if scenario.acceleration != "none":
        issue = Issue("acceleration", "Double-Swiss acceleration (C.04.7) is not implemented")
        raise InvalidInput([issue], "Invalid generator configuration")
    tournament.total_rounds = 2 * scenario.rounds
    retired: set[int] = set()
    for round_number in range(1, scenario.rounds + 1):
        deadline.check()
        draw_absences(
            rng,
            tournament,
            scenario,
            round_number,
            late,
            retired,
            partial(_match_bye, tournament, round_number),
        )
        try:
            paired = pair_double_swiss(tournament, deadline, memory=memory)
        except NoLegalPairing as error:
            raise NoLegalPairing(f"round {round_number} of the generated event: {error.reason}") from None
        _play(rng, tournament, scenario, round_number, paired)


def _match_bye(tournament: Tournament, round_number: int, number: int, code: ResultCode) -> None:
    """An absence covers the whole match: the same bye in both of its games."""
    record_bye(tournament, round_number, number, code, code)


def _play(
    rng: random.Random, tournament: Tournament, scenario: Scenario, round_number: int, paired: DoubleSwissRoundPairing
) -> None:
    """Both games of every match, game 2 drawn with the colours reversed; the PAB (1.4)."""
    strength = playing_strengths(tournament)
    rates = scenario.draw_rate, scenario.forfeit_rate, scenario.unusual_result_rate
    for white, black in paired.pairing.boards:
        game1 = game_result(rng, strength[white], strength[black], *rates)
        game2 = game_result(rng, strength[black], strength[white], *rates)
        record_games(tournament, round_number, white, black, game1, (game2[1], game2[0]))
    if paired.pairing.bye is not None:
        record_pab(tournament, round_number, paired.pairing.bye)
