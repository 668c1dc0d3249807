"""Exact values (fractions) and the JSON numbers that show them."""

from __future__ import annotations

from fractions import Fraction
from typing import overload

#: Decimals shown for a value whose decimal expansion does not end (an average).
SHOWN_DECIMALS = 4


def exact(value: float) -> Fraction:
    """A JSON number as an exact fraction (0.1 stays one tenth, not its binary neighbour)."""
    return Fraction(repr(value)) if isinstance(value, float) else Fraction(value)


def json_number(value: Fraction) -> float:
    """A fraction as a JSON number (points of a document: halves and quarters, exact in binary)."""
    return value.numerator / value.denominator


@overload
def shown_number(value: Fraction | int) -> float | int: ...
@overload
def shown_number(value: None) -> None: ...
@overload
def shown_number(value: Fraction | int | None) -> float | int | None: ...
def shown_number(value: Fraction | int | None) -> float | int | None:
    """A computed value as JSON shows it: integers as integers, halves and quarters exactly, other
    fractions (averages) rounded to four decimals. Ranking uses the exact value."""
    if value is None or isinstance(value, int):
        return value
    if value.denominator == 1:
        return value.numerator
    return float(value) if _terminates(value) else round(value.numerator / value.denominator, SHOWN_DECIMALS)


def _terminates(value: Fraction) -> bool:
    denominator = value.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    return denominator == 1
