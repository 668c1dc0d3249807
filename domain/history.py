"""Views derived from the recorded rounds that every engine needs.

Only games played over the board count as meetings and leave a colour (C.04.2 D.5, seed F2);
colour histories are therefore the played colours in order, which is exactly the seed's F3
rule (gaps pushed to the front).
"""

from __future__ import annotations

from fractions import Fraction

from domain.model import Color, Player, PointSystem, ResultCode, Tournament


def score_after(player: Player, round_number: int, system: PointSystem) -> Fraction:
    """Points after rounds 1..``round_number`` (an empty entry counts as a zero-point bye)."""
    return sum((system.points(player.entry(r)) for r in range(1, round_number + 1)), Fraction(0))


def scores_after(tournament: Tournament, round_number: int) -> dict[int, Fraction]:
    """Every player's points after ``round_number`` rounds."""
    system = tournament.point_system
    return {number: score_after(player, round_number, system) for number, player in tournament.players.items()}


def played_opponents(player: Player, upto: int | None = None) -> set[int]:
    """Opponents actually met over the board (forfeits do not count: GHR 3.5, C1)."""
    entries = player.entries if upto is None else player.entries[:upto]
    return {entry.opponent for entry in entries if entry is not None and entry.played and entry.opponent is not None}


def color_history(player: Player, upto: int | None = None) -> list[Color]:
    """Colours of the played games in round order (F2/F3: unplayed rounds leave nothing)."""
    entries = player.entries if upto is None else player.entries[:upto]
    return [entry.color for entry in entries if entry is not None and entry.played and entry.color is not None]


def pairing_bye_rounds(player: Player, upto: int | None = None) -> list[int]:
    """Rounds in which the player received the pairing-allocated bye."""
    entries = player.entries if upto is None else player.entries[:upto]
    return [r for r, entry in enumerate(entries, start=1) if entry is not None and entry.result is ResultCode.PAIRING_BYE]


def games_played(player: Player, upto: int | None = None) -> int:
    """Number of games played over the board."""
    entries = player.entries if upto is None else player.entries[:upto]
    return sum(1 for entry in entries if entry is not None and entry.played)
