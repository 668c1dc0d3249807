"""FIDE's rules as written, and what a request that leaves them (``fide_mode: false``) is told.

Under C.07 (the ``fide-*`` editions), Buchholz-type tie-breaks are not applicable to round robins
(C.07 8.1): with ``fide_mode`` (the default) such a list is refused, naming the article; without
it the list is computed and a warning names every choice of the request that is not FIDE's.
The 1998 annex (``legacy-1998``, ``seed-f10``) only advises against them (:mod:`advice`).
"""

from __future__ import annotations

from domain.errors import InvalidInput, Issue
from domain.tiebreaks.codes import TiebreakCode
from domain.tiebreaks.rules import Rules
from domain.tiebreaks.view import CompetitionView

#: Codes built on Buchholz (C.07 8.1-8.3, the annex's sum of Buchholz, SSSC 13.4).
BUCHHOLZ_TYPE = frozenset({"BH", "FB", "AOB", "SBH", "SSSC"})


def under_c07(rules: Rules) -> bool:
    """Whether the request's definitions are C.07's (``fide-2024`` and later editions)."""
    return rules.edition.startswith("fide-")


def buchholz_in_round_robin(
    codes: list[TiebreakCode], view: CompetitionView, rules: Rules, fide_mode: bool
) -> list[str]:
    """What is not FIDE in using Buchholz-type codes here (nothing, or one item); in ``fide_mode`` a 422."""
    if not view.round_robin or not under_c07(rules):
        return []
    misplaced = [(index, code.label) for index, code in enumerate(codes) if code.name in BUCHHOLZ_TYPE]
    if not misplaced:
        return []
    if fide_mode:
        raise InvalidInput(
            [
                Issue(
                    f"/tiebreaks/{index}",
                    f"{label}: Buchholz-type tie-breaks are not applicable to a round robin (C.07 8.1); send "
                    "round_robin: false if the pairings were not pre-determined, or fide_mode: false to use it anyway",
                )
                for index, label in misplaced
            ],
            title="Not a FIDE tie-break for a round robin",
        )
    return [f"{', '.join(label for _, label in misplaced)} in a round robin (C.07 8.1)"]


def not_fide_warning(departures: list[str]) -> Issue:
    """The warning every ``fide_mode: false`` answer carries: what in it is not FIDE's rules."""
    listed = "; ".join(departures) if departures else "nothing in this request departs from them"
    return Issue("/fide_mode", f"fide_mode is false: these standings leave FIDE's rules as written: {listed}")
