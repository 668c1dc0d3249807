"""Building blocks shared by the tournament document and the games document."""

from __future__ import annotations

import re
from functools import cache
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, PlainValidator, StringConstraints, model_validator

ColorLiteral = Literal["white", "black"]
Points = float

#: Characters no id may hold: C0 and C1 controls, line and paragraph separators, and the invisible
#: format characters (soft hyphen, zero-width space and joiners, direction marks and embeddings,
#: word joiner, byte-order mark) that make two different ids look the same (issue 34).
_INVISIBLE = re.compile("[\x00-\x1f\x7f-\x9f\xad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]")


def visible_id(value: str) -> str:
    """``value`` when every character of it can be seen and it has no outer spaces; else a 422."""
    found = _INVISIBLE.search(value)
    if found is not None:
        raise ValueError(f"an id must not contain control or invisible characters (U+{ord(found.group()):04X})")
    if value != value.strip():
        raise ValueError("an id must not begin or end with white space")
    return value


#: A player id of the platform in a request, as text: 1-64 visible characters.
IdText = Annotated[str, StringConstraints(min_length=1, max_length=64), AfterValidator(visible_id)]


def platform_id(value: object) -> str | int:
    """A string id (:data:`IdText`) or an integer one; never a boolean or a float (issue 34:
    ``true`` was accepted and answered as 1). One check, so a fault is named at the id itself."""
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise ValueError(f"an id is a string of 1-64 visible characters or an integer, not {type(value).__name__}")
    if isinstance(value, str):
        if not 1 <= len(value) <= 64:
            raise ValueError(f"an id has 1-64 characters, not {len(value)}")
        return visible_id(value)
    return value


#: The tie-break definitions a request can name (``domain.tiebreaks.rules``; seed-f10 only as a profile).
RulesName = Literal["fide-2024", "fide-2026", "legacy-1998"]


def comma_separated(value: object) -> object:
    """With a text/plain TRF body a list comes from the query string: ``?tiebreaks=BH/C1,BH``."""
    return [part.strip() for part in value.split(",") if part.strip()] if isinstance(value, str) else value


#: A player id of the platform in a request: 1-64 visible characters, or an integer.
PlatformId = Annotated[IdText | int, PlainValidator(platform_id, json_schema_input_type=IdText | int)]


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
