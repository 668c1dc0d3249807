"""What the rating and title rules read from a tournament as TRF or a document states it: the start
date (TRF 042), a player's year of birth (001, columns 70-79) and FIDE title (001, columns 11-13)."""

from __future__ import annotations

import re
from datetime import date

from domain.model import Tournament

_DATE = re.compile(r"^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\s*$")
_YEAR = re.compile(r"^\s*(\d{4})(?:\D|$)")
#: FIDE titles as TRF and the rating lists spell them (``g``, ``wm``, ...) to their names.
_TITLES = {
    "GM": "GM",
    "G": "GM",
    "IM": "IM",
    "M": "IM",
    "FM": "FM",
    "F": "FM",
    "CM": "CM",
    "C": "CM",
    "WGM": "WGM",
    "WG": "WGM",
    "WIM": "WIM",
    "WM": "WIM",
    "WFM": "WFM",
    "WF": "WFM",
    "WCM": "WCM",
    "WC": "WCM",
}


def start_date(tournament: Tournament) -> date | None:
    """The first day of the event: TRF record 042 (``YYYY/MM/DD``; ``-`` and ``.`` are read too)."""
    text = next((text for code, text in tournament.header if code == "042"), None)
    found = _DATE.match(text or "")
    if found is None:
        return None
    try:
        return date(*(int(part) for part in found.groups()))
    except ValueError:  # 2025/02/30
        return None


def birth_year(text: str | None) -> int | None:
    """The year of a birth date written ``YYYY/MM/DD`` (or ``YYYY`` alone, as the rating lists do);
    ``None`` when there is none (``0000/00/00`` is TRF's "unknown")."""
    found = _YEAR.match(text or "")
    year = int(found.group(1)) if found else 0
    return year if year > 0 else None


def fide_title(text: str | None) -> str | None:
    """A FIDE title by its name (GM, IM, FM, CM, WGM, WIM, WFM, WCM), from either spelling; other
    text (an arbiter's title, a national one) is no FIDE playing title."""
    return _TITLES.get((text or "").strip().upper())
