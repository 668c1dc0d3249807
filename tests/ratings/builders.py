"""Hand-made events for the rating and norm tests: one player (number 1) and the opponents of their
rounds, each opponent with the rating, title and federation the rule under test reads.

A round is ``(rating, title, federation, result)`` for a game (result ``"1"``, ``"="``, ``"0"``,
``"+"``/``"-"`` forfeits, ``"*"`` pending), or a bare bye code (``"U"``, ``"H"``, ``"Z"``). Rating
``None`` is an unrated opponent. The opponent of round r is player r + 1 (a bye leaves its number
unused), so answers name opponents by round.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.model import Color, Player, ResultCode, RoundEntry, Tournament

#: The opponent's entry of a game ended as games usually end (1-0, ½-½, 0-1, a forfeit won by the
#: other side): the unusual results the TRF also allows (½-0, 0-0) are not what these examples play.
OPPONENT_RESULT = {
    ResultCode.WIN: ResultCode.LOSS,
    ResultCode.LOSS: ResultCode.WIN,
    ResultCode.DRAW: ResultCode.DRAW,
    ResultCode.WIN_UNRATED: ResultCode.LOSS_UNRATED,
    ResultCode.LOSS_UNRATED: ResultCode.WIN_UNRATED,
    ResultCode.DRAW_UNRATED: ResultCode.DRAW_UNRATED,
    ResultCode.FORFEIT_WIN: ResultCode.FORFEIT_LOSS,
    ResultCode.FORFEIT_LOSS: ResultCode.FORFEIT_WIN,
    ResultCode.ADJOURNED: ResultCode.ADJOURNED,
}


@dataclass(frozen=True)
class Opponent:
    rating: int | None
    title: str | None
    federation: str | None
    result: str


Round = Opponent | str


def event(
    rounds: list[Round],
    *,
    rating: int | None = 2450,
    federation: str | None = "ESP",
    title: str | None = None,
    sex: str | None = None,
    total_rounds: int | None = None,
    start: str | None = None,
    birth_date: str | None = None,
    k: int | None = None,
    rated_games: int | None = None,
    has_been_2400: bool | None = None,
) -> Tournament:
    """Player 1 with ``rounds``; player r + 1 is the opponent of round r."""
    total = len(rounds)
    me = Player(1, "Applicant", sex=sex, title=title, rating=rating, federation=federation, birth_date=birth_date)
    me.k, me.rated_games, me.has_been_2400 = k, rated_games, has_been_2400
    me.entries = [None] * total
    players = {1: me}
    for r, item in enumerate(rounds, start=1):
        if isinstance(item, str):
            me.entries[r - 1] = RoundEntry.bye(ResultCode(item))
            continue
        code = ResultCode(item.result)
        colour = Color.WHITE if r % 2 else Color.BLACK
        opponent = Player(r + 1, f"Opponent {r}", title=item.title, rating=item.rating, federation=item.federation)
        opponent.entries = [None] * total
        opponent.entries[r - 1] = RoundEntry(1, colour.opposite, OPPONENT_RESULT[code])
        me.entries[r - 1] = RoundEntry(r + 1, colour, code)
        players[r + 1] = opponent
    header = [("042", start)] if start else []
    return Tournament(players=players, total_rounds=total_rounds or total, header=header)
