"""The initial ranking of C.04.2 B.2 (basic-rules.md §2 B): the order that gives pairing numbers.

Rating descending, then FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM, none), then the name
alphabetically. [impl] Names compare as "Lastname, Firstname", case-insensitive and with accents
folded (``Ødegaard`` sorts as ``odegaard``); a player without a rating sorts as rating 0 (FIDE
has no "unrated go last" rule: the arbiter estimates a rating, which the caller then sends).
"""

from __future__ import annotations

import unicodedata

#: C.04.2 B.2.2: titles in ranking order; any other (or no) title ranks after them.
TITLE_ORDER: tuple[str, ...] = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")
_TITLE_RANK = {title: rank for rank, title in enumerate(TITLE_ORDER)}

#: Letters that Unicode decomposition does not fold to an ASCII base letter.
_FOLD = str.maketrans(
    {
        "ø": "o",
        "Ø": "o",
        "æ": "ae",
        "Æ": "ae",
        "ß": "ss",
        "đ": "d",
        "Đ": "d",
        "ł": "l",
        "Ł": "l",
        "þ": "th",
        "Þ": "th",
        "œ": "oe",
        "Œ": "oe",
        "\u0131": "i",
    }
)


def title_rank(title: str | None) -> int:
    """Position of ``title`` in :data:`TITLE_ORDER`; no title or an unknown one ranks last."""
    return _TITLE_RANK.get((title or "").strip().upper(), len(TITLE_ORDER))


def name_collation_key(name: str) -> str:
    """The name as compared for B.2.3: accents folded, case ignored."""
    decomposed = unicodedata.normalize("NFKD", name.translate(_FOLD))
    return "".join(char for char in decomposed if not unicodedata.combining(char)).casefold()


def initial_ranking_key(rating: int | None, title: str | None, name: str) -> tuple[int, int, str]:
    """Sort key of one player in the initial ranking (smaller sorts first)."""
    return (-(rating or 0), title_rank(title), name_collation_key(name))
