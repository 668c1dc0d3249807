"""Organiser choices for the Swedish rules: one field per **Decision** of ``swedish.md``.

Every default is the decision the spec takes, so ``SwedishOptions()`` is the spec's engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class StartingOrder(StrEnum):
    """How starting numbers (§1) are obtained."""

    #: The ids are the starting numbers (TRF pairing numbers are explicit; §1 decision: they win).
    PAIRING_NUMBER = "pairing-number"
    #: Re-derive §1: rating descending, then title (C.04.2: GM IM WGM FM WIM CM WFM WCM), then name.
    RATING = "rating"


class BoardOrder(StrEnum):
    """Order of the boards in the answer (the Swedish text has none; handling.md F1 is offered)."""

    #: The order the procedure made the pairs: groups from the top, upper half in order.
    PROCEDURE = "procedure"
    #: handling.md F1: higher score of the pair, then score sum, then better starting number.
    SCORE = "score"


@dataclass(frozen=True, slots=True)
class SwedishOptions:
    """The organiser's choices; the defaults are the decisions of ``swedish.md``."""

    #: §0 special rule: a postponed game between players more than this many rating points apart
    #: counts as a win for the higher-rated and a draw for the lower-rated (strict ``>``).
    postponed_rating_gap: int = 200
    #: §0 decision: the players of a postponed game have met (2.3) and keep their colours (§3).
    postponed_counts_as_game: bool = True
    #: §1: where starting numbers come from.
    starting_order: StartingOrder = StartingOrder.PAIRING_NUMBER
    #: 2.5/2.6/2.7 decision: a group's pairing must leave the lower groups pairable.
    look_ahead: bool = True
    #: §4e: players who withdrew (not paired any more), in addition to those the data marks.
    withdrawn: frozenset[int] = field(default_factory=frozenset)
    #: handling.md F8: a player the tournament states absent without notice in an earlier round
    #: (``unannounced_absences``, TRF ``XXU``) counts as withdrawn. Never inferred from a forfeit.
    unannounced_absence_withdraws: bool = True
    board_order: BoardOrder = BoardOrder.PROCEDURE

    def __post_init__(self) -> None:
        """Accept the enum values as plain strings and any collection of withdrawn ids."""
        object.__setattr__(self, "starting_order", StartingOrder(self.starting_order))
        object.__setattr__(self, "board_order", BoardOrder(self.board_order))
        object.__setattr__(self, "withdrawn", frozenset(self.withdrawn))
