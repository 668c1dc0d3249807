"""Narrowing lexicographic weights to the fields a matcher actually needs.

The Dutch weights pack one field per criterion and, for some criteria, one counter per score
of the whole round (hundreds of bits); a bracket uses a few of them. A :class:`Squeeze` keeps
only named fields, packed in order above a signed low "room" that carries the small tie-breaks
and bonuses of the generation steps, so a bracket's matcher computes with a third of the
limbs. Sums of squeezed weights compare exactly as sums of the originals as long as every weight
leaves the other fields 0: the kept fields keep their widths, so nothing carries differently.
A weight with a bit outside the kept fields raises :class:`SqueezeError`; the caller then
matches without squeezing. The compiled core squeezes natively; :meth:`Squeeze.apply` is the
same mapping for the pure-Python path (and the reference the tests hold the compiled one to).

>>> squeeze = Squeeze(room_bits=4, fields=((0, 2), (6, 3)))
>>> squeeze.apply((0b101 << 10) | (0b11 << 4) | 3)  # fields kept, room offset 3
371
>>> squeeze.apply((0b11 << 4) - 1)  # a borrow from the lowest field: base 0b11, offset -1
47
"""

from __future__ import annotations

from dataclasses import dataclass

from .cores import SqueezeError


@dataclass(frozen=True, slots=True)
class Squeeze:
    """Keep ``fields`` (shift above the room, width; ascending, disjoint) of a weight and its room."""

    room_bits: int
    fields: tuple[tuple[int, int], ...]

    def apply(self, value: int) -> int:
        """The squeezed ``value`` (>= 0): its :func:`split_room` base narrowed, its offset kept."""
        room = self.room_bits
        base, offset = split_room(value, room)
        base >>= room
        packed, position, kept = 0, 0, 0
        for shift, width in self.fields:
            field = (base >> shift) & ((1 << width) - 1)
            kept |= field << shift
            packed |= field << position
            position += width
        if kept != base:
            raise SqueezeError("a weight has bits outside the squeezed fields")
        return (packed << room) + offset

    @property
    def spec(self) -> tuple[int, list[tuple[int, int]]]:
        """The form the compiled core takes (``squeeze=``)."""
        return self.room_bits, list(self.fields)


def split_room(value: int, room_bits: int) -> tuple[int, int]:
    """``value`` as its base (rounded to a multiple of ``2**room_bits``) and its room offset
    (``|offset| <= 2**(room_bits - 1)``): a bonus in the room may have borrowed from the base.

    >>> split_room((5 << 4) - 3, 4)
    (80, -3)
    """
    half = 1 << (room_bits - 1)
    base = ((value + half) >> room_bits) << room_bits
    return base, value - base


__all__ = ["Squeeze", "SqueezeError", "split_room"]
