"""Tie-break values the arbiter enters (an Armageddon game, a play-off), usable by name in the list.

Such a value ranks higher first, like every C.07 value. Only the competitors still tied when the
name's turn comes are compared, so only they need a value (an Armageddon is played by the tied
players alone); a tied competitor without one is an error naming him.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction

from domain.errors import InvalidInput, Issue
from domain.tiebreaks.codes import ALIASES, KNOWN_CODES
from domain.tiebreaks.context import Column
from domain.tiebreaks.tie_groups import TieGroups

#: How an entered tie-break is named: an upper-case letter, then upper-case letters, digits or ``_``, as codes are.
NAME_PATTERN = r"^[A-Z][A-Z0-9_]{0,19}$"


def refuse_code_names(names: Iterable[str], where: str = "/external_tiebreaks") -> None:
    """An entered tie-break cannot take the name of a C.07 code (the list would be ambiguous)."""
    taken = [name for name in names if name in KNOWN_CODES or name in ALIASES]
    if taken:
        raise InvalidInput(
            [Issue(f"{where}/{name}", f"{name} is the name of a C.07 tie-break: choose another") for name in taken]
        )


def entered_column(values: Mapping[int, Fraction], competitors: Iterable[int]) -> Column:
    """The entered values of every competitor (``None`` where none was entered)."""
    return Column({cid: values.get(cid) for cid in competitors})


def require_tied_values(ranking: TieGroups, column: Column, name: str, label: Callable[[int], str]) -> None:
    """Every competitor still tied when ``name`` applies needs a value; else a 422 naming them."""
    missing = [cid for group in ranking.tied() for cid in group if column.raw[cid] is None]
    if missing:
        shown = ", ".join(label(cid) for cid in missing)
        raise InvalidInput(
            [Issue(f"/external_tiebreaks/{name}", f"no {name} value for {shown}, tied when {name} applies")],
            title="Missing tie-break values",
        )
