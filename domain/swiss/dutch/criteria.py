"""The absolute criteria and the topscorer exception (2026 Art. 1.8, 2.1; 2017 A.7, C.1-C.3).

[C1] no rematch (played games only; forbidden pairs join here), [C3] two non-topscorers with
the same absolute colour preference do not meet. [C2] (PAB eligibility) is a player fact.
"""

from __future__ import annotations

from domain.kinds import ScoreUnits
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
        if b.id in a.opponents or a.id in b.opponents:
            return False
        return self.colours_allow(a, b)

    def colours_allow(self, a: DutchPlayer, b: DutchPlayer) -> bool:
        """[C3] alone: it reads only colour facts and scores, so players of one kind agree on it."""
        if a.absolute and b.absolute and a.preference == b.preference:
            return self.is_topscorer(a) or self.is_topscorer(b)
        return True
