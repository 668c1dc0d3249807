"""Tie-break codes as C.07 (2023/24) writes them: ``BH``, ``BH/C1``, ``SB/M1``, ``DE/P``, ``KS/L2``.

A code is a name and at most a few modifiers (C.07 Art. 14): ``/Cn`` cuts the n least significant
values, ``/Mn`` cuts the n least and the n most significant (median), ``/P`` counts forfeits as
games against the scheduled opponent, ``/Lx`` moves the Koya limit by x half-points. The TRF-2026
code list adds ``/F`` (use Fore Buchholz: AOB 8.2, SSSC 13.4), ``/R`` (reverse order: TPN 7.8,
RTNG 10.6) and ``/Kx`` (SSSC normalising factor, 13.4). Which modifiers a code accepts follows the
table of Art. 14; anything else is refused with the code named.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from domain.errors import InvalidInput, Issue

#: Every code this module knows, with the modifiers it accepts (C = cut, M = median, P, L).
KNOWN_CODES: dict[str, str] = {
    # own results (C.07 Art. 7) and points
    "PTS": "",
    "WIN": "",
    "WON": "",
    "BPG": "",
    "BWG": "",
    "REP": "",
    "PS": "C",
    "STD": "",
    "TPN": "R",
    # opponents' results (Art. 8-9)
    "BH": "CMP",
    "FB": "CMP",
    "AOB": "F",
    "SBH": "CMP",
    "SB": "CMP",
    "KS": "L",
    # direct encounter (Art. 6)
    "DE": "P",
    # ratings (Art. 10)
    "ARO": "CM",
    "TPR": "",
    "PTP": "",
    "APRO": "",
    "APPO": "",
    "RTNG": "R",
    # teams (Art. 12-13): the other score as a tie-break, extended Sonneborn-Berger, extended
    # direct encounter, board count / top board results / bottom board elimination, SSSC
    "MP": "",
    "GP": "",
    "EMMSB": "CP",
    "EMGSB": "CP",
    "EGMSB": "CP",
    "EGGSB": "CP",
    "EDE": "P",
    "BC": "",
    "TBR": "",
    "BBE": "",
    "SSSC": "PFK",
}
#: Accepted spellings of renamed codes (C.07 2026 renamed GE to REP).
ALIASES = {"GE": "REP", "POINTS": "PTS", "SOB": "SBH"}
#: Codes that only make sense for team competitions.
TEAM_ONLY = frozenset({"MP", "GP", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "EDE", "BC", "TBR", "BBE", "SSSC"})
#: Codes that need ratings (Art. 10).
RATING_CODES = frozenset({"ARO", "TPR", "PTP", "APRO", "APPO", "RTNG"})

_MODIFIER = re.compile(
    r"^(?:(?P<kind>[CM])(?P<count>[0-9])|(?P<switch>[PFR])|L(?P<limit>-?[0-9]{1,2})"
    r"|K(?P<factor>[1-9][0-9]{0,2}))$"
)
_MAX_CUT = 9


@dataclass(frozen=True, slots=True)
class TiebreakCode:
    """One parsed code: the name, the cuts at each end, and the switches."""

    name: str
    cut_low: int = 0
    cut_high: int = 0
    forfeits_played: bool = False
    koya_shift: int = 0
    text: str = ""
    #: ``/F``: Fore Buchholz instead of Buchholz (AOB, SSSC).
    fore: bool = False
    #: ``/R``: the reverse of the code's natural order (TPN, RTNG).
    reverse: bool = False
    #: ``/Kx``: the SSSC normalising factor set by the competition rules.
    factor: int | None = None

    @property
    def label(self) -> str:
        """The code as the response keys it (the request's spelling, upper-cased)."""
        return self.text or self.name


def _modifier_hint(head: str) -> str:
    """A code written with another separator (``BH:C1``, ``BH-C1``): say how modifiers are written."""
    for separator in (":", "-", " ", ".", ","):
        name, _, modifier = head.partition(separator)
        if modifier and ALIASES.get(name, name) in KNOWN_CODES:
            return f" (modifiers follow a '/': {name}/{modifier.strip()})"
    return ""


def parse_code(text: str, where: str = "/tiebreaks", entered: frozenset[str] = frozenset()) -> TiebreakCode:
    """Parse one code; raise :class:`InvalidInput` naming the code when it is unknown or malformed.
    ``entered``: the names of the tie-breaks the arbiter entered (upper-case), which take no modifier."""
    parts = text.strip().upper().split("/")
    if parts[0] in entered:
        if len(parts) > 1:
            raise InvalidInput([Issue(where, f"{text!r}: a tie-break the arbiter entered takes no modifier")])
        return TiebreakCode(parts[0], text=parts[0])
    name = ALIASES.get(parts[0], parts[0])
    if name not in KNOWN_CODES:
        hint = _modifier_hint(parts[0])
        known = ", ".join(sorted(KNOWN_CODES))
        raise InvalidInput([Issue(where, f"unknown tie-break code {text!r}{hint}; known: {known}")])
    allowed = KNOWN_CODES[name]
    cut_low = cut_high = shift = 0
    switches: set[str] = set()
    factor = None
    for modifier in parts[1:]:
        match = _MODIFIER.match(modifier)
        if match is None:
            raise InvalidInput([Issue(where, f"{text!r}: malformed modifier /{modifier}")])
        kind = match["kind"] or match["switch"] or ("L" if match["limit"] is not None else "K")
        if kind not in allowed:
            raise InvalidInput(
                [Issue(where, f"{text!r}: {name} does not take the /{modifier} modifier (C.07 Art. 14)")]
            )
        if kind == "C":
            cut_low += int(match["count"])
        elif kind == "M":
            cut_low += int(match["count"])
            cut_high += int(match["count"])
        elif kind == "L":
            shift = int(match["limit"])
        elif kind == "K":
            factor = int(match["factor"])
        else:
            switches.add(kind)
    if cut_low > _MAX_CUT:
        raise InvalidInput([Issue(where, f"{text!r}: at most {_MAX_CUT} values can be cut")])
    return TiebreakCode(
        name,
        cut_low,
        cut_high,
        "P" in switches,
        shift,
        text.strip().upper(),
        fore="F" in switches,
        reverse="R" in switches,
        factor=factor,
    )


def parse_codes(
    texts: list[str], where: str = "/tiebreaks", entered: frozenset[str] = frozenset()
) -> list[TiebreakCode]:
    """Parse a whole list, refusing duplicates (a repeated code can never separate anybody)."""
    codes = [parse_code(text, f"{where}/{index}", entered) for index, text in enumerate(texts)]
    seen: set[str] = set()
    for index, code in enumerate(codes):
        if code.label in seen:
            raise InvalidInput([Issue(f"{where}/{index}", f"{code.label} is listed twice")])
        seen.add(code.label)
    return codes
