"""The two tables of the FIDE Rating Regulations (B.02) that C.07 Art. 10 works with.

* 8.1.1 (p -> dp): the rating difference dp that a score fraction p stands for, used by TPR
  (C.07 10.2). Index: p in hundredths (0..100). Symmetric, dp(1 - p) = -dp(p), so only the upper
  half is written out.
* 8.1.2 (D -> PD): the expected score PD of a game whose rating difference is D, used by PTP and
  APPO (C.07 10.3, 10.5). The table lists, for PD = .50, .51, ..., .99 of the higher-rated player,
  the largest difference that still gives that PD; any larger difference gives 1.00, and the
  lower-rated player's PD is 1 - PD.
"""

from __future__ import annotations

from bisect import bisect_left

#: dp for p = 0.50, 0.51, ..., 1.00.
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


def dp(hundredths: int) -> int:
    """dp for a score fraction of ``hundredths`` / 100 (0..100)."""
    if not 0 <= hundredths <= 100:
        raise ValueError(f"score fraction out of range: {hundredths}/100")
    if hundredths >= 50:
        return _UPPER_HALF[hundredths - 50]
    return -_UPPER_HALF[50 - hundredths]


#: Table 8.1.2: the largest rating difference for which the higher-rated player's PD is .50, .51, ...,
#: .99 (0-3 -> .50, 4-10 -> .51, ..., 620-735 -> .99); a difference above 735 gives 1.00.
_LARGEST_DIFFERENCE: tuple[int, ...] = (
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68,
    76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
    153, 162, 170, 179, 188, 197, 206, 215, 225, 235,
    245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
    374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
)  # fmt: skip


def expected_hundredths(difference: int) -> int:
    """PD in hundredths of a point for a player rated ``difference`` points above his opponent
    (negative: below), by table 8.1.2 without any cap on the difference (C.07 10.3)."""
    higher = 50 + bisect_left(_LARGEST_DIFFERENCE, abs(difference))
    return higher if difference >= 0 else 100 - higher
