"""Narrowing lexicographic weights to the fields a matcher actually needs.

The Dutch weights pack one field per criterion and, for some criteria, one counter per score
of the whole round (hundreds of bits); a bracket uses a few of them. A :class:`Squeeze` keeps
only named fields, packed in order above a signed low "room" that carries the small tie-breaks
and bonuses of the generation steps, so a bracket's matcher computes with a third of the
limbs. Sums of squeezed weights compare exactly as sums of the originals as long as every weight
leaves the other fields 0: the kept fields keep their widths, so nothing carries differently.
A field may also go as *derived* when in every weight its value is one fixed combination of
higher kept fields' (in a bracket, [C18]'s counter of a score often counts exactly [C14]'s
downfloaters): its sums are then that combination of theirs, which a comparison reads first,
so it never decides one. A weight with a bit outside the kept fields, or a derived field off
its combination, raises :class:`SqueezeError`; the caller then matches without squeezing. The
compiled core squeezes natively; :meth:`Squeeze.apply` is the same mapping for the pure-Python
path (and the reference the tests hold the compiled one to).

>>> squeeze = Squeeze(room_bits=4, fields=((0, 2), (6, 3)))
>>> squeeze.apply((0b101 << 10) | (0b11 << 4) | 3)  # fields kept, room offset 3
371
>>> squeeze.apply((0b11 << 4) - 1)  # a borrow from the lowest field: base 0b11, offset -1
47
>>> half = Squeeze(room_bits=4, fields=((6, 3),), derived=((0, 2, 2, ((6, 3, 1),)),))  # 2 * bits 0-1 = bits 6-8
>>> half.apply((0b100 << 10) | (0b10 << 4))
64
>>> half.apply((0b101 << 10) | (0b10 << 4))  # doctest: +IGNORE_EXCEPTION_DETAIL
Traceback (most recent call last):
...
SqueezeError: a weight's field is not its combination of higher ones
"""

from __future__ import annotations

from dataclasses import dataclass

from .protocol import DerivedField, SqueezeError, SqueezeSpec

#: What the compiled core holds exactly (its DERIVED_* in cblossom/core.h): fields and terms of at most
#: 32 bits, |num| and den below 2**24, 64 terms at most.
DERIVED_BITS, DERIVED_COEFFICIENT, DERIVED_TERMS = 32, 1 << 24, 64
#: The widest squeezed weight (room included) the compiled core computes with in its fewest limbs,
#: two of 64 bits less its margins (``limbs_for`` in cblossom/binding.c): below it a narrower squeeze saves nothing.
FEWEST_LIMBS_BITS = 106


@dataclass(frozen=True, slots=True)
class Squeeze:
    """Keep ``fields`` (shift above the room, width; ascending, disjoint) of a weight and its room;
    drop the ``derived`` fields, each (shift, width, den, terms): ``den`` times its value must be
    the sum of ``num`` times the value of each term's field (shift, width, num), a kept higher one."""

    room_bits: int
    fields: tuple[tuple[int, int], ...]
    derived: tuple[DerivedField, ...] = ()

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
        for shift, width, den, terms in self.derived:
            field = (base >> shift) & ((1 << width) - 1)
            if den * field != sum(num * ((base >> at) & ((1 << bits) - 1)) for at, bits, num in terms):
                raise SqueezeError("a weight's field is not its combination of higher ones")
            kept |= field << shift
        if kept != base:
            raise SqueezeError("a weight has bits outside the squeezed fields")
        return (packed << room) + offset

    @property
    def spec(self) -> SqueezeSpec:
        """The form a core takes (``squeeze=``, :class:`~domain.matching.protocol.CoreMaker`)."""
        return self.room_bits, list(self.fields), list(self.derived)

    @classmethod
    def from_spec(cls, spec: SqueezeSpec) -> Squeeze:
        """The squeeze a core was given as :attr:`spec`.

        >>> Squeeze.from_spec(Squeeze(4, ((0, 2),)).spec)
        Squeeze(room_bits=4, fields=((0, 2),), derived=())
        """
        room_bits, fields, derived = spec
        return cls(room_bits, tuple(fields), tuple(derived))


def split_room(value: int, room_bits: int) -> tuple[int, int]:
    """``value`` as its base (rounded to a multiple of ``2**room_bits``) and its room offset
    (``|offset| <= 2**(room_bits - 1)``): a bonus in the room may have borrowed from the base.

    >>> split_room((5 << 4) - 3, 4)
    (80, -3)
    """
    half = 1 << (room_bits - 1)
    base = ((value + half) >> room_bits) << room_bits
    return base, value - base


__all__ = [
    "DERIVED_BITS",
    "DERIVED_COEFFICIENT",
    "DERIVED_TERMS",
    "FEWEST_LIMBS_BITS",
    "DerivedField",
    "Squeeze",
    "SqueezeError",
    "split_room",
]
