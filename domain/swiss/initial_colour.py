"""The initial colour of a Dutch tournament: given by the file, else read back from the pairing.

The initial colour is drawn by lot before round 1 (2026 C.04.3 Art. 5.1; 2017 E) and decides
the colours of pairs whose players have no colour history: the higher-ranked player gets it when
his rank is odd (Art. 5.2.5; 2017 E.5). A file states it with ``XXC white1/black1`` or record
``152``; files from other programs often do not, and then it is read back from the earliest round
in which colours were given (usually round 1), as the endorsed engines do (trf.md, ``XXC``).

That round was paired among the players who took part in it; a player who did not (a requested
bye, an absence, a late entrant) had no rank in it, so he must not shift the parity. The top
ranked of those who took part and got a colour had it by the rule above: his colour, or its
opposite when his rank among them is even, is the initial colour. The engines, the one-round
check and the whole-tournament audit all read it here, so they cannot disagree.
"""

from __future__ import annotations

from domain.model import Color, Tournament
from domain.swiss.participants import ever_paired


def initial_colour(tournament: Tournament) -> Color:
    """As given (``XXC``, ``152``), else read back from the first coloured round, else White."""
    if tournament.initial_color is not None:
        return tournament.initial_color
    return inferred_initial_colour(tournament) or Color.WHITE


def inferred_initial_colour(tournament: Tournament) -> Color | None:
    """The colour the earliest coloured round was paired with; ``None`` when no round has colours.

    Ranks count, in pairing-number order, only the players who took part in a pairing by that
    round (an opponent, even a forfeit, or the pairing-allocated bye): the others were not ranked
    when it was paired (see the module docstring).
    """
    first = first_coloured_round(tournament)
    if first is None:
        return None
    rank = 0  # 0-based, so an even value is an odd (1-based) rank
    for player in tournament.player_list():
        if not ever_paired(player.entries[:first]):
            continue
        entry = player.entry(first)
        if entry is not None and entry.color is not None:
            return entry.color if rank % 2 == 0 else entry.color.opposite
        rank += 1
    return None


def first_coloured_round(tournament: Tournament) -> int | None:
    """The earliest round in which some player has a colour (a game, or a forfeit written with one)."""
    firsts = (
        next((number for number, entry in enumerate(player.entries, start=1) if entry and entry.color), None)
        for player in tournament.players.values()
    )
    return min((number for number in firsts if number is not None), default=None)


__all__ = ["first_coloured_round", "inferred_initial_colour", "initial_colour"]
