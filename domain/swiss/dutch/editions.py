"""The two editions of the FIDE Dutch system and every rule in which they differ.

``dutch`` is C.04.3 as approved 28/10/2025 and applied from 1 February 2026 (the endorsed
engines call it the 2025 rules); ``dutch-2017`` is the edition applied from 1 July 2017 until
31 January 2026. Everything not named here is shared.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Edition:
    name: str
    #: 2026 Art. 1.4.3-1.4.4: an unplayed round floats down only if it scored more than a loss.
    #: 2017 A.4.b: every unplayed round is a downfloat.
    unplayed_float_needs_points: bool
    #: 2026 C.04.1 Art. 4 / [C2]: no PAB after scoring a win's points without playing (PAB,
    #: forfeit win, full-point bye). 2017 C.04.1.d / C2: no PAB after a PAB or a forfeit win.
    bye_barred_by_unplayed_win_points: bool
    #: 2026: one global completion and the PAB-score criterion [C5] (no PPB/CLB).
    #: 2017: per-bracket pairing with the penultimate/collapsed last bracket (A.9).
    global_completion: bool


DUTCH_2025 = Edition(
    "dutch", unplayed_float_needs_points=True, bye_barred_by_unplayed_win_points=True, global_completion=True
)
DUTCH_2017 = Edition(
    "dutch-2017", unplayed_float_needs_points=False, bye_barred_by_unplayed_win_points=False, global_completion=False
)

EDITIONS = {edition.name: edition for edition in (DUTCH_2025, DUTCH_2017)}
