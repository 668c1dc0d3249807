"""The C.07 edition of an event without ``rules``: by its start date (record 042), C.07 as amended
on 02/02/2026 from 1 March 2026; an event without a date takes the edition of the request's day."""

from __future__ import annotations

from datetime import date

import pytest

from domain.errors import InvalidInput
from domain.model import Tournament
from domain.tiebreaks.editions import edition_for_event, edition_in_force, parse_day


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("2026/03/01", date(2026, 3, 1)),
        ("2026-3-1", date(2026, 3, 1)),
        ("2026.02.28", date(2026, 2, 28)),
        ("28.02.2026", date(2026, 2, 28)),
        ("01/03/2026", date(2026, 3, 1)),
        ("2026/02/30", None),
        ("26/03/01", None),
        ("March 2026", None),
    ],
)
def test_start_dates_as_programs_write_them(text: str, day: date | None) -> None:
    assert parse_day(text) == day


def test_the_2026_amendments_apply_from_1_march_2026() -> None:
    assert edition_in_force(date(2026, 2, 28)) == "fide-2024"
    assert edition_in_force(date(2026, 3, 1)) == "fide-2026"
    assert edition_in_force(date(2023, 9, 1)) == "fide-2024"  # no older C.07 edition is implemented


def test_the_start_date_wins_over_the_day_of_the_request() -> None:
    today = date(2026, 12, 7)
    dated = edition_for_event(Tournament(header=[("042", " 2025/10/04 ")]), today)
    assert (dated.edition, dated.basis) == ("fide-2024", "the event's start date, 2025-10-04")
    undated = edition_for_event(Tournament(header=[("042", "")]), today)
    assert undated.edition == "fide-2026" and undated.basis.endswith("2026-12-07")
    assert edition_for_event(Tournament(), date(2026, 1, 15)).edition == "fide-2024"
    with pytest.raises(InvalidInput) as refused:
        edition_for_event(Tournament(header=[("042", "spring")]), today)
    assert refused.value.issues[0].where == "042"
