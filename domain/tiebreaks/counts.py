"""Tie-breaks computed from the participant's own results (C.07 Art. 7; annex 2.1).

``WIN`` (7.1) counts rounds worth a win with or without playing — under the annex an unplayed
game is a draw, so only games won count there. ``WON`` (7.2) games won over the board, ``BPG``
(7.3) games played with Black, ``BWG`` (7.4) games won with Black, ``REP`` (7.6, formerly ``GE``)
rounds one elected to play (rounds minus voluntary unplayed rounds), ``PS`` (7.5; annex 2.1.1)
the progressive score with ``/Cn`` dropping the first n terms, ``STD`` the score counted 1/½/0
whatever the point system, ``TPN`` (2026 7.8) the tournament pairing number, lowest first
(``/R``: highest first).
"""

from __future__ import annotations

from itertools import accumulate

from domain.tiebreaks.codes import TiebreakCode
from domain.tiebreaks.context import Column, TiebreakContext


def points(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    return ctx.in_points(dict(ctx.view.scores))


def wins(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    view = ctx.view
    if ctx.rules.self_draw:
        return won_games(ctx, code)
    if view.games_per_round > 1:  # a match is won with more than a drawn match's points
        return Column({cid: sum(1 for r in rounds if r.points > view.draw) for cid, rounds in view.results.items()})
    return Column(
        {
            cid: sum(1 for r in rounds if r.points == view.win and view.win > view.draw)
            for cid, rounds in view.results.items()
        }
    )


def won_games(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    return Column({cid: sum(1 for r in rounds if r.won_over_board) for cid, rounds in ctx.view.results.items()})


def black_games(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    return Column({cid: sum(1 for r in rounds if r.played and r.black) for cid, rounds in ctx.view.results.items()})


def black_wins(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    return Column(
        {cid: sum(1 for r in rounds if r.won_over_board and r.black) for cid, rounds in ctx.view.results.items()}
    )


def rounds_elected(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    return Column({cid: sum(1 for r in rounds if not r.vur) for cid, rounds in ctx.view.results.items()})


def progressive(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """PS: Σ of the score after each round, from round ``cut_low + 1`` on; actual results only."""
    skip = code.cut_low
    return ctx.in_points(
        {cid: sum(list(accumulate(r.points for r in rounds))[skip:]) for cid, rounds in ctx.view.results.items()}
    )


def standard_points(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """STD: each round 1, ½ or 0 as its points were above, equal to or below a draw's (in halves)."""
    draw = ctx.view.draw
    return Column(
        {
            cid: sum(2 if r.points > draw else 1 if r.points == draw else 0 for r in rounds)
            for cid, rounds in ctx.view.results.items()
        },
        2,
    )


def pairing_number(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """TPN (C.07 2026, 7.8): the final pairing number ranks, ascending; ``TPN/R`` descending."""
    return Column({cid: cid for cid in ctx.view.results}, higher_first=code.reverse)
