"""Sonneborn-Berger (C.07 9.1; annex 2.2.2) and Koya (C.07 9.2; annex 2.1.3)."""

from __future__ import annotations

from fractions import Fraction

from domain.tiebreaks.codes import TiebreakCode
from domain.tiebreaks.context import Column, TiebreakContext
from domain.tiebreaks.cuts import cut
from domain.tiebreaks.unplayed import Contribution


def _product(item: Contribution) -> int:
    return item.score * item.result


def sonneborn_berger(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """SB: Σ opponent's (adjusted) score × points scored against him, dummy rounds included.

    With 1/½/0 this is the scores of beaten opponents plus half those of drawn ones; in units
    the product is in units², hence :meth:`TiebreakContext.in_points_squared`.
    """
    table = ctx.contributions(code.forfeits_played)
    low, high, vur_first = code.cut_low, code.cut_high, ctx.vur_first
    if low == 0 and high == 0:
        return ctx.in_points_squared(
            {cid: sum(item.score * item.result for item in items) for cid, items in table.items()}
        )
    return ctx.in_points_squared(
        {
            cid: sum(_product(item) for item in cut(items, low, high, _product, vur_first))
            for cid, items in table.items()
        }
    )


def koya_limit(ctx: TiebreakContext, shift: int) -> Fraction:
    """The Koya threshold in points: half the maximum possible score, lowered by ``shift`` steps
    of a draw (extended Koya, annex 2.1.3.1; ``/L-1`` raises it). The maximum is a win in every
    round in which somebody had an opponent (a round robin's bye rounds do not count)."""
    view = ctx.view
    scheduled = max((sum(1 for r in rounds if r.opponent is not None) for rounds in view.results.values()), default=0)
    return ctx.points(view.win * scheduled) / 2 - shift * ctx.points(view.draw)


def koya(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """KS: points scored against opponents whose final score reaches the Koya limit.

    Actual results and actual final scores only (annex X.1 exempts Koya from the self-draw rule).
    """
    view = ctx.view
    limit = koya_limit(ctx, code.koya_shift)
    reaches = {cid: ctx.points(score) >= limit for cid, score in view.scores.items()}
    values: dict[int, int] = {}
    for cid, rounds in view.results.items():
        values[cid] = sum(
            r.points
            for r in rounds
            if r.opponent is not None and reaches[r.opponent] and (r.played or (r.forfeit and view.round_robin))
        )
    return ctx.in_points(values)
