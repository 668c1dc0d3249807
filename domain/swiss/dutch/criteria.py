"""The absolute criteria and the topscorer exception (2026 Art. 1.8, 2.1; 2017 A.7, C.1-C.3).

[C1] no rematch (played games only; forbidden pairs join here), [C3] two non-topscorers with
the same absolute colour preference do not meet. [C2] (PAB eligibility) is a player fact.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.kinds import ScoreUnits
from domain.model import Color
from domain.swiss.dutch.players import DutchPlayer


class Compatibility:
    """Answers whether two players may be paired in this round."""

    def __init__(self, last_round: bool, topscorer_threshold: ScoreUnits) -> None:
        self.last_round = last_round
        self.threshold = topscorer_threshold

    def is_topscorer(self, player: DutchPlayer) -> bool:
        """2026 Art. 1.8: only when pairing the last round, a score above half the maximum so far.

        ``threshold`` is twice the half-maximum in score units, so the test stays in integers.
        """
        return self.last_round and 2 * player.score > self.threshold

    def __call__(self, a: DutchPlayer, b: DutchPlayer) -> bool:
        if a.barred_from(b):
            return False
        return self.colours_allow(a, b)

    def by_index(self, players: Sequence[DutchPlayer]) -> Callable[[int, int], bool]:
        """This test over indices into ``players``, each player's facts read once: the completion
        graph asks it about 270,000 times at 10,000 players.

        [C3] bars a pair when both carry the same colour in :func:`barred_colour`.
        """
        ids = [player.id for player in players]
        met = [player.opponents for player in players]
        groups = [player.forbidden for player in players]
        barred = [self.barred_colour(player) for player in players]

        def compatible(i: int, j: int) -> bool:
            if ids[j] in met[i] or ids[i] in met[j] or not groups[i].isdisjoint(groups[j]):
                return False
            colour = barred[i]
            return colour is None or colour != barred[j]

        return compatible

    def barred_colour(self, player: DutchPlayer) -> Color | None:
        """The colour [C3] bars ``player`` from sharing with an opponent: his absolute preference,
        unless he is a topscorer (whose pairs [C3] lets pass); None when it bars nothing."""
        return player.preference if player.absolute and not self.is_topscorer(player) else None

    def colours_allow(self, a: DutchPlayer, b: DutchPlayer) -> bool:
        """[C3] alone: it reads only colour facts and scores, so players of one kind agree on it."""
        colour = self.barred_colour(a)
        return colour is None or colour != self.barred_colour(b)
