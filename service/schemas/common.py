"""Building blocks shared by the tournament document and the games document."""

from __future__ import annotations

import unicodedata
from functools import cache
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, PlainValidator, StringConstraints, model_validator

from domain.limits import INTEGER_ID_CAP, POINT_VALUE_CAP, POINTS_TOTAL_CAP, TEAM_MEMBER_CAP

ColorLiteral = Literal["white", "black"]
#: A point value of one result (a point system, a PAB, a match won or drawn, a match's game points,
#: an acceleration value): a finite JSON number from 0 to :data:`~domain.limits.POINT_VALUE_CAP`.
Points = Annotated[float, Field(ge=0, le=POINT_VALUE_CAP, allow_inf_nan=False)]
#: A points total a competitor declares over the tournament (TRF 001 columns 81-84, 310): finite,
#: from 0 to the largest value in every round (:data:`~domain.limits.POINTS_TOTAL_CAP`).
PointsTotal = Annotated[float, Field(ge=0, le=POINTS_TOTAL_CAP, allow_inf_nan=False)]
#: A board colour sequence (record 352): the colour of the team paired as White on board 1, 2, ...;
#: board 1 is W, since that team has White on board 1 (swiss-team.md 7).
BoardColourSequence = Annotated[str, StringConstraints(pattern="^W[WB]*$", max_length=TEAM_MEMBER_CAP)]

#: Unicode categories no id may hold (issue 44): controls (Cc), format characters (Cf: zero-width
#: spaces and joiners, direction marks, embeddings and isolates, tags, the byte-order mark),
#: private-use (Co) and unassigned code points (Cn), line and paragraph separators (Zl, Zp). Each
#: either cannot be seen or has no agreed look, so two different ids would look the same.
_REFUSED_CATEGORIES = {
    "Cc": "a control character",
    "Cf": "an invisible format character",
    "Co": "a private-use character",
    "Cn": "an unassigned code point",
    "Zl": "a line separator",
    "Zp": "a paragraph separator",
}


def visible_id(value: str) -> str:
    """``value`` when every character of it can be seen, it has no outer spaces and it is written in
    Unicode normal form C (one spelling per id: ``Å`` is U+00C5, not ``A`` + U+030A nor U+212B);
    else a 422. Ids are compared as sent, so they are refused rather than normalised: an answer
    names players with the very ids the caller stores."""
    for character in value:
        category = unicodedata.category(character)
        if category in _REFUSED_CATEGORIES:
            what = _REFUSED_CATEGORIES[category]
            raise ValueError(f"an id must not contain {what} (U+{ord(character):04X}, Unicode category {category})")
    if value != value.strip():
        raise ValueError("an id must not begin or end with white space")
    if not unicodedata.is_normalized("NFC", value):
        composed = unicodedata.normalize("NFC", value)
        raise ValueError(f"an id must be in Unicode normal form C (NFC): send {composed!r}, its composed spelling")
    return value


#: A player id of the platform in a request, as text: 1-64 visible characters.
IdText = Annotated[str, StringConstraints(min_length=1, max_length=64), AfterValidator(visible_id)]


#: An integer id of the platform: exact in every JSON client (issue 44: a 30-digit id reached the
#: answer, which cannot write it).
IdInteger = Annotated[int, Field(ge=-INTEGER_ID_CAP, le=INTEGER_ID_CAP)]


def platform_id(value: object) -> str | int:
    """A string id (:data:`IdText`) or an integer one; never a boolean or a float (issue 34:
    ``true`` was accepted and answered as 1). One check, so a fault is named at the id itself."""
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise ValueError(f"an id is a string of 1-64 visible characters or an integer, not {type(value).__name__}")
    if isinstance(value, str):
        if not 1 <= len(value) <= 64:
            raise ValueError(f"an id has 1-64 characters, not {len(value)}")
        return visible_id(value)
    if abs(value) > INTEGER_ID_CAP:
        raise ValueError(f"an integer id lies within -{INTEGER_ID_CAP}..{INTEGER_ID_CAP} (2**53 - 1)")
    return value


#: The tie-break definitions a request can name (``domain.tiebreaks.rules``; seed-f10 only as a profile).
RulesName = Literal["fide-2024", "fide-2026", "legacy-1998"]


def comma_separated(value: object) -> object:
    """With a text/plain TRF body a list comes from the query string: ``?tiebreaks=BH/C1,BH``."""
    return [part.strip() for part in value.split(",") if part.strip()] if isinstance(value, str) else value


#: A player id of the platform in a request: 1-64 visible characters, or an integer.
PlatformId = Annotated[IdText | IdInteger, PlainValidator(platform_id, json_schema_input_type=IdText | IdInteger)]


class Strict(BaseModel):
    """A request part that refuses unknown fields (a typo is a 422, not silently ignored)."""

    model_config = ConfigDict(extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _null_lists_are_empty(cls, data: Any) -> Any:
        """An optional list sent as null means empty (some generated clients send null for unset lists)."""
        if not isinstance(data, dict) or None not in data.values():
            return data  # the usual case, checked at C speed: this runs for every player and game
        lists = _list_fields(cls)
        return {key: value for key, value in data.items() if not (value is None and key in lists)}


def is_null(value: object) -> bool:
    """``exclude_if`` of a field of team events only: left out of an individual event's answer, not
    sent as null, so that the answers individual events always had keep their shape."""
    return value is None


@cache
def _list_fields(model: type[BaseModel]) -> frozenset[str]:
    """The fields of ``model`` that default to an empty list."""
    return frozenset(name for name, field in model.model_fields.items() if field.default_factory is list)


class PointSystemDocument(Strict):
    """Points per result (TRF ``XXS``); the defaults are the standard 1, 1/2, 0."""

    win_white: Points = Field(default=1.0, description="Points of a win with white.")
    win_black: Points = Field(default=1.0, description="Points of a win with black.")
    draw_white: Points = Field(default=0.5, description="Points of a draw with white.")
    draw_black: Points = Field(default=0.5, description="Points of a draw with black.")
    loss_white: Points = Field(default=0.0, description="Points of a loss with white.")
    loss_black: Points = Field(default=0.0, description="Points of a loss with black.")
    zero_bye: Points = Field(default=0.0, description="Points of a known absence (zero-point bye).")
    half_bye: Points = Field(default=0.5, description="Points of a requested half-point bye.")
    full_bye: Points = Field(default=1.0, description="Points of a requested full-point bye.")
    pairing_bye: Points = Field(default=1.0, description="Points of the bye the pairing gives (odd number of players).")
    forfeit_win: Points = Field(default=1.0, description="Points of a win by forfeit.")
    forfeit_loss: Points = Field(default=0.0, description="Points of a loss by forfeit.")
