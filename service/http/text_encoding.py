"""The text encodings a TRF body may name (``?encoding=`` or the ``charset`` of ``text/plain``).

Only the few that tournament files really use are accepted: the Unicode forms, ASCII, and the
ISO-8859 and DOS/Windows code pages of the federations whose pairing programs write TRF files.
Any other name is a 422 naming it (issue 34). Python's codec registry is never asked about a name
the caller chose: it raises ``ValueError`` on a NUL, ``UnicodeError`` for ``undefined`` or
``punycode``, and would accept transforms such as ``unicode_escape``, which turns a literal ``\\n``
inside a player's name into a record break.
"""

from __future__ import annotations

import re

#: Accepted names (lower case, ``_`` read as ``-``) and the Python codec each stands for.
ENCODINGS: dict[str, str] = {
    "utf-8": "utf-8-sig",  # a byte-order mark, if any, is not part of the text
    "utf8": "utf-8-sig",
    "utf-16": "utf-16",
    "utf-16le": "utf-16-le",
    "utf-16be": "utf-16-be",
    "ascii": "ascii",
    "us-ascii": "ascii",
    "latin-1": "latin-1",
    "latin1": "latin-1",
    "iso-8859-1": "latin-1",
    "iso8859-1": "latin-1",
    "iso-8859-2": "iso8859-2",
    "latin-2": "iso8859-2",
    "latin2": "iso8859-2",
    "iso-8859-15": "iso8859-15",
    "latin-9": "iso8859-15",
    "cp1250": "cp1250",
    "windows-1250": "cp1250",
    "cp1251": "cp1251",
    "windows-1251": "cp1251",
    "cp1252": "cp1252",
    "windows-1252": "cp1252",
    "cp437": "cp437",
    "ibm437": "cp437",
    "cp850": "cp850",
    "ibm850": "cp850",
    "cp852": "cp852",
    "ibm852": "cp852",
    "cp866": "cp866",
    "koi8-r": "koi8-r",
}

#: The names listed in errors and in the API description (one per codec).
CANONICAL = (
    "utf-8",
    "utf-16",
    "ascii",
    "latin-1",
    "iso-8859-2",
    "iso-8859-15",
    "windows-1250",
    "windows-1251",
    "windows-1252",
    "cp437",
    "cp850",
    "cp852",
    "cp866",
    "koi8-r",
)

#: How much of a refused name an error repeats (the rest is cut, control characters escaped).
SHOWN = 40
_PRINTABLE = re.compile(r"[\x21-\x7e]+")


class UnknownEncoding(ValueError):
    """A name outside :data:`ENCODINGS`; its message names it, safely shown."""

    def __init__(self, name: str) -> None:
        shown = repr(name[:SHOWN]) + ("…" if len(name) > SHOWN else "")
        super().__init__(f"unsupported text encoding {shown}: use one of {', '.join(CANONICAL)}")


def codec_for(name: str) -> str:
    """The Python codec of an accepted encoding name; :class:`UnknownEncoding` for any other."""
    key = name.strip().lower().replace("_", "-")
    codec = ENCODINGS.get(key) if _PRINTABLE.fullmatch(key) else None
    if codec is None:
        raise UnknownEncoding(name)
    return codec
