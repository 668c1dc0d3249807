"""The boards of a team round: GHR 3.6 board order of the matches, as C.04.7 Art. 1.5 and the fixture
corpus read it, and the colours of the boards inside one match (record 352)."""

from __future__ import annotations

from fractions import Fraction

from domain.model import TeamEntry

from .rules import TeamRules


def board_colours(rules: TeamRules, white_team: TeamEntry) -> str:
    """The White team's colour on each board of its match, board 1 first (``W``/``B``): record 352's
    sequence, else White on the odd boards of the team's line-up."""
    size = len(rules.board_colours or white_team.members)
    return rules.board_colours or ("WB" * size)[:size]


def board_order(pairs: list[tuple[int, int]], scores: dict[int, Fraction]) -> list[tuple[int, int]]:
    """``pairs`` sorted by the higher pairing score in the pair, then the sum of both, then the
    smaller TPN in the pair (Gacrux's reading of GHR 3.6; the text can also be read as the TPN of the
    higher-ranked team, see ``swiss-team.md`` §3.6)."""

    def key(pair: tuple[int, int]) -> tuple[Fraction, Fraction, int]:
        one, other = scores[pair[0]], scores[pair[1]]
        return -max(one, other), -(one + other), min(pair)

    return sorted(pairs, key=key)
