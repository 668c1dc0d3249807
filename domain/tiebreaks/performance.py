"""Rating-based tie-breaks (C.07 Art. 10; annex 2.3): ARO, TPR, PTP, APRO, APPO.

Only games played over the board count (C.07 10, 15.2). An opponent without a rating is left
out unless the request gives unrated players a rating (the standings report a warning).
Averages are rounded to the nearest integer, half up (C.07 10.1), except under the seed's rules
which state no rounding. The 1998 annex differs in two places: ARO is the sum of the ratings
"divided by the number of rounds" — a round without a game is a draw against oneself, so it
counts the player's own rating — and TPR caps every rating difference at 350 points.
"""

from __future__ import annotations

import math
from fractions import Fraction

from domain.tiebreaks.codes import TiebreakCode
from domain.tiebreaks.context import TiebreakContext, Values
from domain.tiebreaks.cuts import cut_plain
from domain.tiebreaks.rating_table import dp

#: dp bound of a 0 % or 100 % score (B.02 table 8.1a), also PTP's answer for those scores.
_EXTREME = 800


def round_half_up(value: Fraction) -> int:
    return math.floor(value + Fraction(1, 2))


def rated_games(ctx: TiebreakContext, cid: int) -> list[tuple[int, int]]:
    """(opponent rating, half-points scored) for every over-the-board game against a rated opponent."""
    games = []
    for result in ctx.view.results[cid]:
        if result.played:
            rating = _rating(ctx, result.opponent)  # type: ignore[arg-type]
            if rating is not None:
                games.append((rating, result.rating_points))
    return games


def _rating(ctx: TiebreakContext, cid: int) -> int | None:
    rating = ctx.view.ratings.get(cid)
    return rating if rating is not None else ctx.rules.unrated_rating


def average_rating(ctx: TiebreakContext, code: TiebreakCode) -> Values:
    """ARO (C.07 10.1; annex 2.3.1 with its cuts 2.3.1.1; seed F10's "media de las valoraciones")."""
    values: Values = {}
    for cid in ctx.view.results:
        ratings = [rating for rating, _ in rated_games(ctx, cid)]
        if ctx.rules.edition == "legacy-1998":
            own = _rating(ctx, cid)
            unplayed = sum(1 for r in ctx.view.results[cid] if not r.played)
            ratings += [own] * unplayed if own is not None else []
        kept = cut_plain(ratings, code.cut_low, code.cut_high)
        if not kept:
            values[cid] = None
            continue
        mean = Fraction(sum(kept), len(kept))
        values[cid] = round_half_up(mean) if ctx.rules.edition == "fide-2024" else mean
    return values


def performance_rating(ctx: TiebreakContext, code: TiebreakCode) -> Values:
    """TPR (C.07 10.2): ARO + dp(p), p the fraction scored rounded to hundredths (half up)."""
    if "TPR" not in ctx.cache:
        ctx.cache["TPR"] = {cid: _tpr(ctx, cid) for cid in ctx.view.results}
    return ctx.cache["TPR"]


def _tpr(ctx: TiebreakContext, cid: int) -> int | None:
    games = rated_games(ctx, cid)
    if not games:
        return None
    cap, own = ctx.rules.rating_cap, _rating(ctx, cid)
    ratings = [rating if cap is None or own is None else min(max(rating, own - cap), own + cap) for rating, _ in games]
    half_points, count = sum(points for _, points in games), len(games)
    hundredths = (100 * half_points + count) // (2 * count)
    return round_half_up(Fraction(sum(ratings), count)) + dp(hundredths)


def perfect_performance(ctx: TiebreakContext, code: TiebreakCode) -> Values:
    """PTP (C.07 10.3): the lowest integer R whose expected score Σ E(R − Rᵢ) reaches the score."""
    if "PTP" not in ctx.cache:
        ctx.cache["PTP"] = {cid: _ptp(rated_games(ctx, cid)) for cid in ctx.view.results}
    return ctx.cache["PTP"]


def expected(rating: int, opponent: int) -> float:
    """E(d) = 1 / (1 + 10^(−d/400)), d = rating − opponent, without the 400-point cap."""
    return 1.0 / (1.0 + 10.0 ** ((opponent - rating) / 400.0))


def _ptp(games: list[tuple[int, int]]) -> int | None:
    if not games:
        return None
    ratings = [rating for rating, _ in games]
    half_points = sum(points for _, points in games)
    if half_points == 0:
        return min(ratings) - _EXTREME
    if half_points == 2 * len(games):
        return max(ratings) + _EXTREME
    score = half_points / 2 - 1e-9  # a sum that equals the score exactly must count as reaching it
    low, high = min(ratings) - 2000, max(ratings) + 2000  # expected(low) < score <= expected(high)
    while high - low > 1:
        middle = (low + high) // 2
        if sum(expected(middle, r) for r in ratings) >= score:
            high = middle
        else:
            low = middle
    return high


def average_performance(ctx: TiebreakContext, code: TiebreakCode) -> Values:
    """APRO (10.4) / APPO (10.5): the mean TPR or PTP of the opponents met over the board."""
    own = performance_rating(ctx, code) if code.name == "APRO" else perfect_performance(ctx, code)
    values: Values = {}
    for cid, rounds in ctx.view.results.items():
        known = [own[r.opponent] for r in rounds if r.played and own[r.opponent] is not None]  # type: ignore[index]
        values[cid] = round_half_up(Fraction(sum(known), len(known))) if known else None  # type: ignore[arg-type]
    return values
