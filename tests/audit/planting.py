"""Planting one known difference into a played round: the FPC must find exactly that round.

Every change keeps each player's points (and so the pairing scores of later rounds): swapped
opponents are taken from two boards with the same result, a reversed board keeps its results, a
moved bye trades the PAB for a won game.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from domain.model import Color, ResultCode, RoundEntry, Tournament

Plant = Callable[[Tournament, int], Tournament]


def _boards(tournament: Tournament, round_number: int) -> list[tuple[int, int]]:
    """Played (white, black) boards of the round, not forfeited, in pairing-number order."""
    return [
        (p.number, entry.opponent)
        for p in tournament.player_list()
        if (entry := p.entry(round_number)) is not None
        and entry.played
        and entry.color is Color.WHITE
        and entry.opponent is not None
    ]


def _result(tournament: Tournament, player: int, round_number: int) -> ResultCode | None:
    entry = tournament.players[player].entry(round_number)
    return entry.result if entry is not None else None


def _set(tournament: Tournament, player: int, round_number: int, entry: RoundEntry) -> None:
    tournament.players[player].entries[round_number - 1] = entry


def swap_opponents(tournament: Tournament, round_number: int) -> Tournament:
    """Boards a-b and c-d with the same results become a-d and c-b (colours and results kept)."""
    planted = copy.deepcopy(tournament)
    boards = _boards(planted, round_number)
    for i, first in enumerate(boards):
        for second in boards[i + 1 :]:
            if _result(planted, first[0], round_number) is _result(planted, second[0], round_number):
                (a, b), (c, d) = first, second
                for white, black in ((a, d), (c, b)):
                    own, other = planted.players[white].entry(round_number), planted.players[black].entry(round_number)
                    _set(planted, white, round_number, RoundEntry(black, Color.WHITE, own.result))
                    _set(planted, black, round_number, RoundEntry(white, Color.BLACK, other.result))
                return planted
    raise LookupError(f"round {round_number}: no two boards with the same result")


def reverse_colours(tournament: Tournament, round_number: int, white: int | None = None) -> Tournament:
    """The board of ``white`` (default: the round's first) played with the colours reversed (results kept)."""
    planted = copy.deepcopy(tournament)
    boards = _boards(planted, round_number)
    white, black = next(board for board in boards if white in (None, board[0]))
    for player, opponent, colour in ((white, black, Color.BLACK), (black, white, Color.WHITE)):
        _set(planted, player, round_number, RoundEntry(opponent, colour, _result(planted, player, round_number)))
    return planted


def move_bye(tournament: Tournament, round_number: int) -> Tournament:
    """The PAB recipient plays the loser of a decisive game, whose winner gets the PAB instead."""
    planted = copy.deepcopy(tournament)
    bye = next(n for n in sorted(planted.players) if _result(planted, n, round_number) is ResultCode.PAIRING_BYE)
    for white, black in _boards(planted, round_number):
        codes = (planted.players[white].entry(round_number).result, planted.players[black].entry(round_number).result)
        if ResultCode.WIN in codes:
            winner, loser = (white, black) if codes[0] is ResultCode.WIN else (black, white)
            colour = planted.players[winner].entry(round_number).color
            _set(planted, winner, round_number, RoundEntry.bye(ResultCode.PAIRING_BYE))
            _set(planted, bye, round_number, RoundEntry(loser, colour, ResultCode.WIN))
            _set(planted, loser, round_number, RoundEntry(bye, colour.opposite, ResultCode.LOSS))
            return planted
    raise LookupError(f"round {round_number}: no decisive game")
