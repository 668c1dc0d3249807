"""The round to pair (api.md) and the rule that a pairing of nobody is never an answer.

The rule itself (the round after the last played round) is :attr:`Tournament.next_round`, the
one place both Swiss engines read it from; this module checks it against the round a caller
asks for and refuses an empty answer while players are registered.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.errors import NobodyToPair, RoundNotPairable
from domain.model import Tournament


def round_to_pair(tournament: Tournament, requested_round: int | None = None, games_per_round: int = 1) -> int:
    """The round the state makes next; ``requested_round`` (``None``: infer) must be that round.

    Raises :class:`RoundNotPairable` naming both rounds when the caller asks for a round that
    is already played or whose earlier rounds are not all played yet. With two-game matches
    (``games_per_round`` 2, Double-Swiss) rounds are event rounds: game rounds 2r-1 and 2r are round r.
    """
    inferred = tournament.recorded_rounds // games_per_round + 1
    if requested_round is None or requested_round == inferred:
        return inferred
    if requested_round < inferred:
        reason = f"round {requested_round} was requested but is already played; the round to pair is {inferred}"
    else:
        reason = (
            f"round {requested_round} was requested but round {inferred} is not played yet;"
            f" the round to pair is {inferred}"
        )
    raise RoundNotPairable(requested_round, inferred, reason)


def refuse_empty_pairing(tournament: Tournament, round_number: int, pairs: Sequence[object], bye: int | None) -> None:
    """Raise :class:`NobodyToPair` when an answer pairs nobody (and gives no bye) while players exist."""
    if pairs or bye is not None or not tournament.players:
        return
    raise NobodyToPair(
        f"nobody can be paired in round {round_number}: all {len(tournament.players)} players are absent or withdrawn"
    )
