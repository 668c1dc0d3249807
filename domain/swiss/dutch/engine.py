"""Entry point of the Dutch engine: from a tournament state to the next round's pairing."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from domain.budget import Deadline, MemoryBudget
from domain.collector import collector_paused
from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.restrictions import ForbiddenIndex, forbidden_index
from domain.swiss.acceleration import acceleration_table
from domain.swiss.dutch.board_order import board_key
from domain.swiss.dutch.colours import allocate_colours
from domain.swiss.dutch.criteria import Compatibility
from domain.swiss.dutch.editions import Edition
from domain.swiss.dutch.global_pairing import GlobalPairing
from domain.swiss.dutch.options import DutchOptions
from domain.swiss.dutch.players import DutchPlayer, PlayerFacts
from domain.swiss.initial_colour import initial_colour
from domain.swiss.participants import RoundSetup, ensure_rounds_left, round_setup
from domain.swiss.result import SwissPairing
from domain.swiss.round_to_pair import refuse_empty_pairing

if TYPE_CHECKING:
    from domain.swiss.dutch.bracket_pairing import BracketPairing


def pair_dutch(
    tournament: Tournament,
    edition: Edition,
    deadline: Deadline | None = None,
    options: DutchOptions | None = None,
    memory: MemoryBudget | None = None,
) -> SwissPairing:
    """Pair the next round of ``tournament`` by the Dutch rules of ``edition``, within ``deadline``
    and the ``memory`` a bracket may plan to use (both unlimited when not given).

    Raises :class:`InvalidInput` when the state cannot be paired as given (no number of rounds,
    tournament finished) and :class:`NoLegalPairing` when no pairing meets the absolute criteria.
    """
    deadline = deadline or Deadline.unlimited()
    memory = memory or MemoryBudget.unlimited()
    prepared = prepare_round(tournament, edition, options, deadline)
    # [C1] with the forbidden groups: said at once, not after searching the compatibility graph
    prepared.forbidden.refuse_crowded([player.id for player in prepared.players], "C1")
    setup, players, compatible, unit = prepared.setup, prepared.players, prepared.compatible, prepared.unit
    if not players:
        refuse_empty_pairing(tournament, setup.round_number, [], None)
        return SwissPairing(edition.name, setup.round_number, [], None, list(setup.absent), (), list(setup.withdrawn))
    engine: GlobalPairing | BracketPairing
    if edition.global_completion:
        engine = GlobalPairing(players, compatible, setup.played_rounds, deadline, memory)
    else:
        from domain.swiss.dutch.bracket_pairing import BracketPairing  # the 2017 edition only

        engine = BracketPairing(players, compatible, setup.played_rounds, deadline, memory, one_point=unit)
    with collector_paused():  # its matrices hold no cycles, and full collections walk them all
        vertex_pairs, bye_vertex = engine.run()
    initial = initial_colour(tournament)
    boards = [allocate_colours(players[i], players[j], initial) for i, j in vertex_pairs]
    boards.sort(key=lambda pair: board_key(*pair))
    bye = players[bye_vertex].id if bye_vertex is not None else None
    explanation = tuple(replace(step, score=step.score / unit) for step in engine.explanation)
    boards_ids = [(w.id, b.id) for w, b in boards]
    scores = {p.id: Fraction(p.score, unit) for p in players}
    return SwissPairing(
        edition.name,
        setup.round_number,
        boards_ids,
        bye,
        list(setup.absent),
        explanation,
        list(setup.withdrawn),
        scores,
    )


@dataclass(frozen=True, slots=True)
class PreparedRound:
    """Everything the criteria read for the round to pair."""

    setup: RoundSetup
    players: list[DutchPlayer]
    compatible: Compatibility
    unit: int
    last_round: bool
    #: The round's forbidden groups, by the players in them.
    forbidden: ForbiddenIndex


def prepare_round(
    tournament: Tournament, edition: Edition, options: DutchOptions | None = None, deadline: Deadline | None = None
) -> PreparedRound:
    """The players to pair, sorted by score then rank, with their facts and the [C1]/[C3] test."""
    options = options or DutchOptions()
    setup = round_setup(tournament, options.unannounced_absence_withdraws)
    _check_pairable(tournament, setup)
    acceleration = acceleration_table(tournament, options.acceleration, deadline=deadline)
    facts = PlayerFacts(tournament, edition, setup.played_rounds, acceleration)
    # Forbidden pairs (XXP, 260, C.06 II.3.1 federation restriction) join the rematch ban [C1],
    # held as the groups each player is in (never expanded into pairs).
    forbidden = forbidden_index(tournament, setup.round_number)
    players = [facts.build(number, setup.rank_index[number], forbidden.of(number)) for number in setup.present]
    players.sort(key=lambda p: (-p.score, p.rank))
    assert tournament.total_rounds is not None
    last_round = setup.played_rounds >= tournament.total_rounds - 1
    system = tournament.point_system
    threshold = setup.played_rounds * facts.units(max(system.win, system.draw))
    return PreparedRound(setup, players, Compatibility(last_round, threshold), facts.unit, last_round, forbidden)


def _check_pairable(tournament: Tournament, setup: RoundSetup) -> None:
    if tournament.total_rounds is None:
        raise InvalidInput(
            [
                Issue(
                    "total_rounds",
                    "the number of rounds (XXR) is needed to pair by the Dutch system",
                    field="total_rounds",
                )
            ]
        )
    ensure_rounds_left(tournament)


__all__ = ["PreparedRound", "pair_dutch", "prepare_round"]
