"""The free-text fields of a tournament and the rule they share: one line, no control characters.

A TRF record is one line. A name or header text holding a line break (or any other control or
line-separator character) would make the writer emit records the document did not contain, and
so would a header or unknown record whose code is one the reader gives a meaning to (issue 16).
Validation reports these faults (422); the writer refuses them as well.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from domain.errors import Issue
from domain.model import Tournament
from domain.trf.reader import HEADER_CODE, is_known_record

#: Unicode categories Cc (C0, DEL, C1), Zl and Zp: line breaks in some reader or other.
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_PLAYER_TEXT = ("name", "sex", "title", "federation", "fide_id", "birth_date")


def unsafe_character(text: str) -> str | None:
    """The first control or line-separator character of ``text``, or ``None``."""
    match = _UNSAFE.search(text)
    return match.group() if match else None


def free_text_fields(tournament: Tournament, place: Callable[[int], str] | None = None) -> Iterator[tuple[str, str]]:
    """``(where, text)`` for every free-text value the TRF writer copies into a record."""
    place = place or (lambda number: f"player {number}")
    for owner, name, text in _text_values(tournament):
        yield (f"{place(owner)}, {name}" if isinstance(owner, int) else owner + name), text


def _text_values(tournament: Tournament) -> Iterator[tuple[int | str, str, str]]:
    """``(owner, field, text)`` for every free-text value; the owner is a player's number (named by
    the caller, and only when a fault needs it: there are hundreds) or the start of the place."""
    for index, (code, text) in enumerate(tournament.header):
        yield f"header[{index}]", f" ({code})", code + text
    if tournament.tournament_type is not None:
        yield "", "tournament_type", tournament.tournament_type
    for player in tournament.player_list():
        for name in _PLAYER_TEXT:
            value = getattr(player, name)
            if value:
                yield player.number, name, value
    for index, team in enumerate(tournament.teams):
        yield f"teams[{index}]", ".name", team.name
    for index, record in enumerate(tournament.extra_records):
        yield f"extra_records[{index}]", "", record


def text_faults(tournament: Tournament, place: Callable[[int], str] | None = None) -> Iterator[Issue]:
    """Free text the writer cannot copy as it is: control characters, or records in disguise."""
    if unsafe_character("".join(text for _, _, text in _text_values(tournament))) is not None:
        for where, text in free_text_fields(tournament, place):
            character = unsafe_character(text)
            if character is not None:
                yield Issue(where, f"contains a line break or control character (U+{ord(character):04X})")
    for index, (code, _) in enumerate(tournament.header):
        if not HEADER_CODE.match(code) or is_known_record(code):
            yield Issue(
                f"header[{index}].code",
                f"{code[:10]!r} is not a free-text header code (ASCII ??2, not a record the reader interprets)",
            )
    for index, record in enumerate(tournament.extra_records):
        if is_known_record(record) or HEADER_CODE.match(record[:3]):
            yield Issue(f"extra_records[{index}]", f"{record[:10]!r} would be read back as a TRF record of its own")
