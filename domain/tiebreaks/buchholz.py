"""Buchholz family: BH and its cuts/medians (C.07 8.1, 14), Fore Buchholz (8.3), Average of
Opponents' Buchholz (8.2), and the Sum of Buchholz of the 1998 annex (2.2.1.6, code ``SBH``)."""

from __future__ import annotations

from fractions import Fraction

from domain.tiebreaks.codes import TiebreakCode
from domain.tiebreaks.context import Column, TiebreakContext
from domain.tiebreaks.cuts import cut
from domain.tiebreaks.unplayed import Contribution
from domain.tiebreaks.view import CompetitionView, RoundResult


def _score(item: Contribution) -> int:
    return item.score


def buchholz(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """BH: the sum of the opponents' (adjusted) scores, dummy opponents included, after cuts."""
    table = ctx.contributions(code.forfeits_played)
    low, high, vur_first = code.cut_low, code.cut_high, ctx.vur_first
    if low == 0 and high == 0:
        return ctx.in_points({cid: sum(item.score for item in items) for cid, items in table.items()})
    return ctx.in_points(
        {cid: sum(item.score for item in cut(items, low, high, _score, vur_first)) for cid, items in table.items()}
    )


def plain_buchholz(ctx: TiebreakContext, fore: bool = False) -> Column:
    """Full BH (or, with ``fore``, full FB) of everybody, for AOB, SBH and SSSC; cached."""
    name = "FB" if fore else "BH"
    if name not in ctx.cache:
        ctx.cache[name] = fore_buchholz(ctx, TiebreakCode(name)) if fore else buchholz(ctx, TiebreakCode(name))
    return ctx.cache[name]


def fore_buchholz(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """FB (8.3): BH as if every game paired in the last round had ended in a draw.

    Those last-round pairings count as games (whatever actually happened), so FB can be
    published before the last round is over.
    """
    fore = TiebreakContext(fore_view(ctx.view), ctx.rules)
    return buchholz(fore, code)


def fore_view(view: CompetitionView) -> CompetitionView:
    """The view with every paired last-round result replaced by a played draw."""
    if view.rounds == 0:
        return view
    results: dict[int, list[RoundResult]] = {}
    for cid, rounds in view.results.items():
        last = rounds[-1]
        if last.opponent is not None:
            last = last._replace(
                played=True, points=view.draw, vur=False, forfeit=False, rating_points=1, won_over_board=False
            )
        results[cid] = [*rounds[:-1], last]
    return CompetitionView(
        view.rounds, view.unit, view.win, view.draw, view.loss, results, view.ratings, view.round_robin
    )


def average_of_opponents_buchholz(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """AOB (8.2): the mean full BH of the opponents met over the board (``None`` without games);
    ``AOB/F`` averages their Fore Buchholz instead (8.2 as extended in 2026, TRF-2026 ``/F``)."""
    bh = plain_buchholz(ctx, fore=code.fore)
    units, denominator = bh.whole_units(), bh.scale
    values: dict[int, Fraction | None] = {}
    for cid, rounds in ctx.view.results.items():
        opponents = [r.opponent for r in rounds if r.played and r.opponent is not None]
        values[cid] = Fraction(sum(units[o] for o in opponents), len(opponents) * denominator) if opponents else None
    return Column(values)


def sum_of_buchholz(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """SBH (annex 2.2.1.6): the sum of the opponents' BH; a dummy round contributes one's own BH."""
    bh = plain_buchholz(ctx).whole_units()
    table = ctx.contributions(code.forfeits_played)
    values: dict[int, int] = {}
    for cid, items in table.items():
        terms = [item._replace(score=bh[item.opponent if item.opponent is not None else cid]) for item in items]
        kept = cut(terms, code.cut_low, code.cut_high, _score, ctx.vur_first)
        values[cid] = sum(item.score for item in kept)
    return ctx.in_points(values)
