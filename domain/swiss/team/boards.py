"""GHR 3.6 board order for team matches, as C.04.7 Art. 1.5 and the fixture corpus read it."""

from __future__ import annotations

from fractions import Fraction


def board_order(pairs: list[tuple[int, int]], scores: dict[int, Fraction]) -> list[tuple[int, int]]:
    """``pairs`` sorted by the higher pairing score in the pair, then the sum of both, then the
    smaller TPN in the pair (Gacrux's reading of GHR 3.6; the text can also be read as the TPN of the
    higher-ranked team, see ``swiss-team.md`` §3.6)."""

    def key(pair: tuple[int, int]) -> tuple[Fraction, Fraction, int]:
        one, other = scores[pair[0]], scores[pair[1]]
        return -max(one, other), -(one + other), min(pair)

    return sorted(pairs, key=key)
