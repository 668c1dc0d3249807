"""Which quality criteria a system applies, and in which rounds (C.04.6 Art. 2.3, C.04.5 Art. 2.3)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Criteria:
    """The criteria profile of a system.

    ``colours``: [C8] (C.04.6 Art. 2.3.5), fewest pairs whose teams prefer the same colour.
    ``strong_colours``: [C9] (Art. 2.3.6, Type B), fewest pairs where both preferences are strong.
    ``float_lapse``: [C7] (fewest upfloaters who floated last round) and the float criterion of
    the bracket (Team [C10] Art. 2.3.7, Double-Swiss [C8]) apply except in the last
    ``float_lapse`` rounds: two for Team, one for Double-Swiss.
    """

    colours: bool
    strong_colours: bool
    float_lapse: int

    @classmethod
    def team(cls, colour_preferences: bool, type_b: bool) -> Criteria:
        """C.04.6: [C8] and [C9] as the colour model has them, floats off in the last two rounds."""
        return cls(colour_preferences, colour_preferences and type_b, 2)

    @classmethod
    def double_swiss(cls) -> Criteria:
        """C.04.5: no colour criterion; the float criterion lapses in the last round only."""
        return cls(False, False, 1)

    def floats_apply(self, round_number: int, rounds: int | None) -> bool:
        """Whether [C7] and the bracket float criterion apply when pairing ``round_number`` of ``rounds``."""
        return rounds is None or round_number <= rounds - self.float_lapse
