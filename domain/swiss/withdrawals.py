"""Unannounced absences (C.04.2 D.2; seed F8): a player absent from a round without notice is
treated as withdrawn, i.e. not paired in any later round (C.04.2 D.3), unless the organiser
turns the rule off.

The absence is stated by the caller (JSON ``unannounced_absences``, TRF ``XXU``, or the pairing
request), never inferred from a forfeit: a forfeit loss may be a notified late arrival, and the
endorsed engines pair forfeit losers again.
"""

from __future__ import annotations

from domain.errors import InvalidInput, Issue
from domain.model import Tournament


def withdrawn_by_absence(tournament: Tournament, round_number: int) -> set[int]:
    """Players absent without notice in a round before ``round_number``.

    An absence stated for ``round_number`` or later cannot be known before that round is
    paired, so it is an input error rather than something silently ignored.
    """
    issues = [
        Issue(
            "unannounced_absences",
            f"player {absence.player}: round {absence.round_number} is not yet played"
            f" (round {round_number} is being paired)",
        )
        for absence in tournament.unannounced_absences
        if absence.round_number >= round_number
    ]
    if issues:
        raise InvalidInput(issues)
    return {absence.player for absence in tournament.unannounced_absences}
