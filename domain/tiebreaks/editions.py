"""Which C.07 edition an event's standings follow when the request names none.

C.07 as amended on 02/02/2026 applies to events starting from 1 March 2026; earlier events keep
the edition they started under. The start date is TRF record ``042`` (the games documents write
their ``start_date`` there); an event with no start date gets the edition in force on the day of
the request. The service implements no C.07 edition older than ``fide-2024``, which therefore
also answers for events that started before it was in force.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.tiebreaks.rules import Edition

#: First day of the 2026 amendments (approved by the FIDE Council on 02/02/2026).
C07_2026_FROM = date(2026, 3, 1)
#: ``2026/03/15``, ``2026-03-15``, ``2026.03.15`` (year first, as TRF writes it).
_YEAR_FIRST = re.compile(r"^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$")
#: ``15.03.2026``, ``15/03/2026``, ``15-03-2026`` (day first, as many programs write it).
_DAY_FIRST = re.compile(r"^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$")


@dataclass(frozen=True, slots=True)
class DatedEdition:
    """The edition chosen and the reason, as the answer states it."""

    edition: Edition
    basis: str


def edition_in_force(day: date) -> Edition:
    """The C.07 edition for an event starting on ``day``."""
    return "fide-2026" if day >= C07_2026_FROM else "fide-2024"


def edition_for_event(tournament: Tournament, today: date) -> DatedEdition:
    """The edition of the event's start date (record 042), or of ``today`` without one."""
    start = start_date(tournament)
    if start is None:
        edition = edition_in_force(today)
        return DatedEdition(edition, f"no start date: the edition in force on the day of the request, {today}")
    return DatedEdition(edition_in_force(start), f"the event's start date, {start}")


def start_date(tournament: Tournament) -> date | None:
    """Record 042, or ``None`` when it is absent or blank; :class:`InvalidInput` if it is no date."""
    text = next((text.strip() for code, text in tournament.header if code == "042"), "")
    if not text:
        return None
    day = parse_day(text)
    if day is None:
        raise InvalidInput(
            [
                Issue(
                    "042",
                    f"start date {text!r} is not a date (YYYY/MM/DD); it decides the C.07 edition: "
                    "correct it or name the edition with rules",
                )
            ]
        )
    return day


def trf_day(day: date) -> str:
    """``day`` as TRF writes a date (record 042): YYYY/MM/DD, the year always in four digits
    (``strftime("%Y")`` writes year 591 as ``591``, which :func:`parse_day` would not read back)."""
    return f"{day.year:04d}/{day.month:02d}/{day.day:02d}"


def parse_day(text: str) -> date | None:
    """A calendar date written year first or day first with ``/``, ``-`` or ``.``; else ``None``."""
    year_first, day_first = _YEAR_FIRST.match(text), _DAY_FIRST.match(text)
    if year_first:
        year, month, day = (int(part) for part in year_first.groups())
    elif day_first:
        day, month, year = (int(part) for part in day_first.groups())
    else:
        return None
    try:
        return date(year, month, day)
    except ValueError:
        return None
