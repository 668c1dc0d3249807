"""Views derived from the recorded rounds that every engine needs.

Only games played over the board count as meetings and leave a colour (C.04.2 D.5, seed F2);
colour histories are therefore the played colours in order, which is exactly the seed's F3
rule (gaps pushed to the front). Floats (2026 Art. 1.4) compare the scores at the start of a
round; the Dutch engine passes its pairing scores (with acceleration) instead of real points.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import IntEnum
from fractions import Fraction

from domain.model import Color, Player, PointsTable, PointSystem, ResultCode, RoundEntry, Tournament


def score_after(player: Player, round_number: int, system: PointSystem | PointsTable) -> Fraction:
    """Points after rounds 1..``round_number`` (an empty entry counts as a zero-point bye)."""
    return system.total(player.entries_upto(round_number))


def scores_after(tournament: Tournament, round_number: int) -> dict[int, Fraction]:
    """Every player's points after ``round_number`` rounds."""
    table = tournament.point_system.table()
    return {number: score_after(player, round_number, table) for number, player in tournament.players.items()}


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
    return [
        r for r, entry in enumerate(entries, start=1) if entry is not None and entry.result is ResultCode.PAIRING_BYE
    ]


def games_played(player: Player, upto: int | None = None) -> int:
    """Number of games played over the board."""
    entries = player.entries if upto is None else player.entries[:upto]
    return sum(1 for entry in entries if entry is not None and entry.played)


class Float(IntEnum):
    """A float received in a round (2026 Art. 1.4; 2017 A.4)."""

    NONE = 0
    DOWN = 1
    UP = 2


def is_played(entry: RoundEntry | None) -> bool:
    """A game over the board with a colour: a meeting (C1) that leaves a colour (F2)."""
    return entry is not None and entry.played and entry.color is not None


def played_games(entries: Iterable[RoundEntry | None]) -> list[tuple[int, Color]]:
    """Opponent and colour of each game of ``entries`` that :func:`is_played`, in order."""
    return [
        (entry.opponent, entry.color)
        for entry in entries
        if entry is not None and entry.played and entry.opponent is not None and entry.color is not None
    ]


def float_in_round(
    tournament: Tournament,
    player: Player,
    round_number: int,
    score_before: Callable[[Player, int], Fraction | int] | None = None,
    *,
    unplayed_needs_points: bool = True,
) -> Float:
    """The float ``player`` received in ``round_number``.

    A played game between different scores (``score_before`` at the start of that round; real
    points by default, pairing scores with acceleration for the Dutch engine) floats the higher
    player down and the lower one up. An unplayed round floats down: since 2026 (Art. 1.4.3-4)
    only when it scored more than a loss (PAB, forfeit win, full or half-point bye); in 2017
    (A.4.b, ``unplayed_needs_points=False``) always.
    """
    system = tournament.point_system
    entry = player.entry(round_number)
    if not is_played(entry):
        if not unplayed_needs_points:
            return Float.DOWN
        return Float.DOWN if system.points(entry) > system.loss else Float.NONE
    assert entry is not None and entry.opponent is not None
    before = score_before or (lambda p, r: score_after(p, r - 1, system))
    own, other = before(player, round_number), before(tournament.players[entry.opponent], round_number)
    return Float.DOWN if own > other else Float.UP if own < other else Float.NONE


def float_history(tournament: Tournament, player: Player, upto: int) -> list[Float]:
    """Floats of rounds 1..``upto`` by the 2026 rules, on real scores."""
    return [float_in_round(tournament, player, r) for r in range(1, upto + 1)]


def unfinished_games(tournament: Tournament, upto: int) -> list[tuple[int, int, int]]:
    """``(round, white, black)`` of every game of rounds 1..``upto`` still without a result (``*``).

    Such a game is paired as adjourned (C.04.2 D.1, seed F9) unless the caller refuses that.
    """
    found = []
    for number, player in sorted(tournament.players.items()):
        for r, entry in enumerate(player.entries[:upto], start=1):
            if entry is not None and entry.result is ResultCode.ADJOURNED and entry.color is Color.WHITE:
                assert entry.opponent is not None
                found.append((r, number, entry.opponent))
    return sorted(found)
