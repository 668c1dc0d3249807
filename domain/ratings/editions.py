"""Which edition of the Rating Regulations (B.02) and the Title Regulations (B.01) an event is
computed under, chosen by the event's start date.

B.02 applied from 1 March 2024 (approved by the FIDE Council on 15/12/2023) was amended in 8.3.1
"Effective from 1 October 2025": the 400-point rule no longer applies to players rated 2650 and
above. Reading (the text gives a date, not what it is compared with): an event is rated under the
edition in force on its first day, as B.01 0.2 says for title tournaments ("such changes shall apply
to those starting on or after the date on which they become effective"). Without a start date the
edition in force today applies (the newest).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True, slots=True)
class RatingEdition:
    """One edition of B.02: its name in answers, and the rating from which the 400-point rule of
    8.3.1 no longer applies (``None``: it applies to every player)."""

    key: str
    label: str
    uncapped_from: int | None


B02_2024 = RatingEdition(
    "B.02-2024-03",
    "FIDE Rating Regulations (B.02) applied from 1 March 2024: 8.3.1 counts a rating difference of more than "
    "400 points as 400 for every player",
    None,
)
B02_2025 = RatingEdition(
    "B.02-2025-10",
    "FIDE Rating Regulations (B.02) applied from 1 March 2024, as amended from 1 October 2025: 8.3.1 counts a "
    "difference of more than 400 points as 400 for players rated below 2650 only",
    2650,
)
#: The date the 8.3.1 amendment took effect.
AMENDMENT_2650 = date(2025, 10, 1)
#: The first day of B.02 2024; earlier events were rated under the 2022 chapter, not implemented.
B02_2024_START = date(2024, 3, 1)

#: The Title Regulations whose 1.4 the norms follow.
B01_2024 = "FIDE Title Regulations (B.01) applied from 1 January 2024, article 1.4 (title norms)"


def rating_edition(start: date | None) -> RatingEdition:
    """The B.02 edition in force on ``start`` (the newest when the start date is not known)."""
    return B02_2024 if start is not None and start < AMENDMENT_2650 else B02_2025
