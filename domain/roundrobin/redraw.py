"""Whether a withdrawal after the draw needs a new draw (C.06 II.3).

A player who withdraws (or is excluded) after the drawing of lots but before round 1 forces a
new draw, except (a) when, with an odd number of players, he held the last number of the table,
or (b) when a substitute takes his place.

Decision on (a): "the last number of the table" is a number a player holds only when the table
is that of the field as drawn, i.e. the drawn field was even (N players, table N). The field
left is then odd and uses the same table with N as its bye number, so nobody else's games
change; that is the case the exception covers. When the drawn field was odd, its table (N + 1)
has a bye number nobody holds; a withdrawal leaves an even field needing another table, so a
new draw is required.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.errors import InvalidInput, Issue


@dataclass(frozen=True, slots=True)
class RedrawAnswer:
    new_draw_required: bool
    article: str
    reason: str
    players_left: int
    bye_number: int | None


def redraw_needed(players: int, withdrawn_number: int, substitute: bool = False) -> RedrawAnswer:
    """Answer C.06 II.3 for ``players`` drawn and the starting number of the player who left."""
    if players < 2:
        raise InvalidInput([Issue("/players", f"a round robin needs at least 2 players, got {players}")])
    if not 1 <= withdrawn_number <= players:
        raise InvalidInput([Issue("/withdrawn", f"starting number {withdrawn_number} is not in 1..{players}")])
    if substitute:
        return RedrawAnswer(
            False,
            "C.06 II.3 (b)",
            "a substitute takes the starting number of the player who withdrew",
            players,
            _bye(players),
        )
    left = players - 1
    if players % 2 == 0 and withdrawn_number == players:
        reason = (
            "the field left is odd and the withdrawn player held the last number of the table "
            f"({players}), which becomes the bye"
        )
        return RedrawAnswer(False, "C.06 II.3 (a)", reason, left, players)
    if players % 2 == 0:
        reason = (
            f"number {withdrawn_number} is not the last number of the table ({players}); "
            "the numbers no longer follow on"
        )
    else:
        reason = (
            f"the field as drawn is odd, so its table ({players + 1}) has a bye number nobody holds; "
            f"{left} players need another table"
        )
    return RedrawAnswer(True, "C.06 II.3", reason, left, None)


def _bye(players: int) -> int | None:
    return players + 1 if players % 2 else None
