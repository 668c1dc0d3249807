"""Writing a Double-Swiss match into the game rounds (api.md **Decision**: event round r is game
rounds 2r-1 and 2r, game 2 with the colours reversed). The reader is :mod:`.matches`; the random
generator and the tests write through here, so both directions keep one encoding.
"""

from __future__ import annotations

from domain.model import Color, ResultCode, RoundEntry, Tournament

#: A game's result as ``game-1 White's code, game-1 Black's code``: "1-0", "0-1", "=", and the
#: forfeits "+-" / "-+" / "--" (one side, or both, did not play).
GAME_RESULTS: dict[str, tuple[ResultCode, ResultCode]] = {
    "1-0": (ResultCode.WIN, ResultCode.LOSS),
    "0-1": (ResultCode.LOSS, ResultCode.WIN),
    "=": (ResultCode.DRAW, ResultCode.DRAW),
    "+-": (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    "-+": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
    "--": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
}


def record_match(tournament: Tournament, round_number: int, white: int, black: int, game1: str, game2: str) -> None:
    """Record event round ``round_number``'s match: ``white`` has White in game 1 and Black in game 2.

    ``game1``/``game2`` are :data:`GAME_RESULTS` keys, both written from ``white``'s side first.
    """
    record_games(tournament, round_number, white, black, GAME_RESULTS[game1], GAME_RESULTS[game2])


def record_games(
    tournament: Tournament,
    round_number: int,
    white: int,
    black: int,
    game1: tuple[ResultCode, ResultCode],
    game2: tuple[ResultCode, ResultCode],
) -> None:
    """:func:`record_match` with each game's result codes, ``white``'s first."""
    for game, (codes, white_colour) in enumerate(((game1, Color.WHITE), (game2, Color.BLACK))):
        column = 2 * round_number - 1 + game
        _put(tournament, white, column, RoundEntry(black, white_colour, codes[0]))
        _put(tournament, black, column, RoundEntry(white, white_colour.opposite, codes[1]))


def record_bye(tournament: Tournament, round_number: int, player: int, first: ResultCode, second: ResultCode) -> None:
    """Record a bye covering the whole match (preface): the PAB is ``U`` then ``H`` (a game won and
    a game drawn, 1.4), a requested full-point bye ``F F``, a half-point bye ``H H``, absence ``Z Z``."""
    _put(tournament, player, 2 * round_number - 1, RoundEntry.bye(first))
    _put(tournament, player, 2 * round_number, RoundEntry.bye(second))


def record_pab(tournament: Tournament, round_number: int, player: int) -> None:
    """The pairing-allocated bye of event round ``round_number``, worth a game won plus a game drawn."""
    record_bye(tournament, round_number, player, ResultCode.PAIRING_BYE, ResultCode.HALF_BYE)


def _put(tournament: Tournament, player: int, column: int, entry: RoundEntry) -> None:
    entries = tournament.players[player].entries
    entries.extend([None] * (column - len(entries)))
    entries[column - 1] = entry
