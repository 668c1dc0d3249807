"""The two roundings the regulations prescribe, on exact fractions.

* Half upward: B.01 1.4.7 b ("The fraction 0.5 is rounded upward") and the percentages of the note to
  table 1.4.9; this service reads B.02 8.2.3 ("Ru is rounded to the nearest whole number") the same
  way (a rating is positive, so upward and away from zero agree).
* Half away from zero: B.02 8.3.4 ("The Rating Change for a Rating Period is rounded to the nearest
  whole number. 0.5 is rounded away from zero.").
"""

from __future__ import annotations

from fractions import Fraction
from math import floor


def round_half_up(value: Fraction) -> int:
    """The nearest whole number, 0.5 upward (B.01 1.4.7 b)."""
    return floor(value + Fraction(1, 2))


def round_half_away_from_zero(value: Fraction) -> int:
    """The nearest whole number, 0.5 away from zero (B.02 8.3.4): +2.5 -> 3, -2.5 -> -3."""
    magnitude = floor(abs(value) + Fraction(1, 2))
    return magnitude if value >= 0 else -magnitude
