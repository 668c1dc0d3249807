"""Building blocks shared by the tournament document and the games document."""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

ColorLiteral = Literal["white", "black"]
Points = float


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
