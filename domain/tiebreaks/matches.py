"""Two-game matches (the Double-Swiss system, C.04.5) as the rounds the tie-breaks count.

What C.04.5 says (preface): a match ends by forfeit only when a player forfeits both of its games
(each forfeiting one is not a forfeited match); any other match counts as played for tie-breaks
and standings, a single forfeited game included. What C.07 leaves open, read here (the project's
systems page on Double-Swiss states it): an event round is one round of C.07 — a match against one
opponent whose result is the points of its two games. So Buchholz counts each opponent once, a cut
drops a whole match, an unplayed round (a bye, an absence, a forfeited match) is one unplayed round,
and a match is won, drawn or lost as its points are above, equal to or below a drawn match's. The
rating-based codes (C.07 Art. 10) count games, as they always do: every game played over the board.
"""

from __future__ import annotations

from domain.errors import InvalidInput, Issue
from domain.tiebreaks.view import CompetitionView, RoundResult


def match_view(games: CompetitionView) -> CompetitionView:
    """The view whose round r is the match of game rounds 2r-1 and 2r of ``games``; a match whose
    second game is not recorded yet is refused (a standing counts whole matches)."""
    if games.rounds % 2:
        where = f"round {games.rounds}"
        message = f"game round {games.rounds} is game 1 of round {games.rounds // 2 + 1}: record its game 2 first"
        raise InvalidInput([Issue(where, message)])
    rounds = games.rounds // 2
    return CompetitionView(
        rounds=rounds,
        unit=games.unit,
        win=2 * games.win,
        draw=2 * games.draw,
        loss=2 * games.loss,
        results={
            cid: [_match(results[2 * r], results[2 * r + 1], 2 * games.draw) for r in range(rounds)]
            for cid, results in games.results.items()
        },
        ratings=games.ratings,
        round_robin=games.round_robin,
        games_per_round=2,
    )


def _match(first: RoundResult, second: RoundResult, drawn: int) -> RoundResult:
    """One player's match from his two games (``drawn``: the points of a drawn match)."""
    points = first.points + second.points
    opponent = first.opponent if first.opponent is not None else second.opponent
    if opponent is None:  # a bye or an absence covers the whole match
        bye = first.pairing_bye or second.pairing_bye
        return RoundResult(None, False, points, vur=first.vur and second.vur and not bye, pairing_bye=bye)
    forfeited = first.forfeit and second.forfeit and (first.points > 0) == (second.points > 0)
    over_board = [game for game in (first, second) if game.played]
    won = points > drawn
    return RoundResult(
        opponent,
        played=not forfeited,
        points=points,
        black=first.black,
        vur=forfeited and points == 0,
        forfeit=forfeited,
        rating_points=sum(game.rating_points for game in over_board),
        won_over_board=won and bool(over_board),
        games=len(over_board),
    )
