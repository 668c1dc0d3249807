"""The two conversion tables of the FIDE Rating Regulations (B.02, effective 1 March 2024, 8.1).

* 8.1.1 converts a fractional score p into a rating difference dp. The Title Regulations' table
  (B.01 1.4.9) is the same table entry by entry, and C.07 10.2 (TPR) uses it too.
* 8.1.2 converts a rating difference D into the scoring probability PD of the higher (H) and the
  lower (L) rated player. "The two tables are effectively mirror-images" (8.1): PD(L) = 1 - PD(H).

Both are kept in hundredths so that every figure built on them is exact.
"""

from __future__ import annotations

from bisect import bisect_left
from fractions import Fraction

from domain.ratings.rounding import round_half_up

#: 8.1.1: dp for p = 0.50, 0.51, ..., 1.00 (the lower half is the mirror image, dp(1 - p) = -dp(p)).
_UPPER_HALF: tuple[int, ...] = (
    0,
    7,
    14,
    21,
    29,
    36,
    43,
    50,
    57,
    65,
    72,
    80,
    87,
    95,
    102,
    110,
    117,
    125,
    133,
    141,
    149,
    158,
    166,
    175,
    184,
    193,
    202,
    211,
    220,
    230,
    240,
    251,
    262,
    273,
    284,
    296,
    309,
    322,
    336,
    351,
    366,
    383,
    401,
    422,
    444,
    470,
    501,
    538,
    589,
    677,
    800,
)

#: 8.1.2: the largest D of each row, the rows giving PD(H) = .50, .51, ..., .99; above 735, PD(H) = 1.0.
_PD_ROW_ENDS: tuple[int, ...] = (
    3,
    10,
    17,
    25,
    32,
    39,
    46,
    53,
    61,
    68,
    76,
    83,
    91,
    98,
    106,
    113,
    121,
    129,
    137,
    145,
    153,
    162,
    170,
    179,
    188,
    197,
    206,
    215,
    225,
    235,
    245,
    256,
    267,
    278,
    290,
    302,
    315,
    328,
    344,
    357,
    374,
    391,
    411,
    432,
    456,
    484,
    517,
    559,
    619,
    735,
)


def dp(hundredths: int) -> int:
    """B.02 8.1.1 (= B.01 1.4.9): dp for a score fraction of ``hundredths`` / 100 (0..100).
    "For a zero or 1.0 score dp is necessarily indeterminate but is shown notionally as 800" (8.1)."""
    if not 0 <= hundredths <= 100:
        raise ValueError(f"score fraction out of range: {hundredths}/100")
    if hundredths >= 50:
        return _UPPER_HALF[hundredths - 50]
    return -_UPPER_HALF[50 - hundredths]


def expected_score(difference: int) -> int:
    """B.02 8.1.2: PD in hundredths for a player rated ``difference`` points above the opponent
    (negative: below). The H column for D >= 0, the L column (its mirror image) for D < 0."""
    higher = 50 + bisect_left(_PD_ROW_ENDS, abs(difference))  # 100 past the last row (D > 735)
    return higher if difference >= 0 else 100 - higher


def percentage(score: Fraction, games: int) -> int:
    """A fractional score in whole per cent: "All percentages are rounded to the nearest whole
    number. 0.5% is rounded up." (B.01, note to table 1.4.9; also how C.07 10.2 enters the table,
    and this service's reading for B.02 8.2.3, which says nothing of it)."""
    if games <= 0:
        raise ValueError("a percentage of no games")
    return round_half_up(100 * score / games)
