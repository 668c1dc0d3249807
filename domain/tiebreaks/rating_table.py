"""FIDE rating-difference table dp(p) (B.02 table 8.1a, referenced by C.07 10.2).

Index: the score fraction p in hundredths (0..100); value: dp. The table is symmetric,
dp(1 - p) = -dp(p), so only the upper half is written out.
"""

from __future__ import annotations

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
