"""Named bit fields packed into one integer: the layout of a lexicographic edge weight.

The Dutch weights (2026 Art. 2; 2017 A.8, C.5-C.19) compare criteria in priority order by
comparing one integer: each criterion is a field, the first criterion the most significant. A
layout lists the fields from the top with their widths; a field starts at the sum of the widths
below it. Packing adds ``value << shift`` per field, so a value may be negative (a penalty
borrows from the field above, which is harmless where only sums are compared); reading a field
back is exact when every field holds a non-negative value that fits its width.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping


class BitFields:
    """The shifts of named fields laid out most significant first from their widths."""

    __slots__ = ("names", "shifts", "total_bits", "widths")

    def __init__(self, fields: Iterable[tuple[str, int]]) -> None:
        layout = list(fields)
        self.names = tuple(name for name, _ in layout)
        self.widths = dict(layout)
        if len(self.widths) != len(layout):
            raise ValueError(f"field names repeat: {self.names}")
        self.shifts: dict[str, int] = {}
        shift = 0
        for name, width in reversed(layout):
            if width < 0:
                raise ValueError(f"field {name} has a negative width")
            self.shifts[name] = shift
            shift += width
        self.total_bits = shift

    def pack(self, values: Mapping[str, int]) -> int:
        """The packed integer of ``values`` (fields not named are 0)."""
        return sum(value << self.shifts[name] for name, value in values.items())

    def read(self, packed: int, name: str) -> int:
        """The value of field ``name`` in ``packed`` (or in a sum of packed integers without carries)."""
        return (packed >> self.shifts[name]) & ((1 << self.widths[name]) - 1)

    def unpack(self, packed: int) -> dict[str, int]:
        """Every field of ``packed``, most significant first."""
        return {name: self.read(packed, name) for name in self.names}
