"""Rating-based tie-breaks (C.07 Art. 10; annex 2.3): ARO, TPR, PTP, APRO, APPO, and RTNG
(2026, 10.6: the participant's own rating, highest first; ``RTNG/R`` lowest first).

Only games played over the board count (C.07 10, 15.2). An opponent without a rating is left
out unless the request gives unrated players a rating (the standings report a warning).
Averages are rounded to the nearest integer, half up (C.07 10.1), except under the seed's rules
which state no rounding. The 1998 annex differs in two places: ARO is the sum of the ratings
"divided by the number of rounds" — a round without a game is a draw against oneself, so it
counts the player's own rating — and TPR caps every rating difference at 350 points.
"""

from __future__ import annotations

from fractions import Fraction

from domain.ratings.tables import dp, expected_score
from domain.tiebreaks.codes import TiebreakCode
from domain.tiebreaks.context import Column, TiebreakContext
from domain.tiebreaks.cuts import cut_plain

#: dp of a 0 % or 100 % score (B.02 table 8.1.1); PTP of a zero score lies this far below the
#: lowest opponent (C.07 10.3).
_EXTREME = 800
#: The smallest rating difference table 8.1.2 turns into an expected score of 1.00.
_SATURATED = 736


def mean_half_up(total: int, count: int) -> int:
    """``total / count`` rounded to the nearest integer, half up (C.07 10.1), in integers only:
    floor(total / count + ½) = floor((2·total + count) / (2·count))."""
    return (2 * total + count) // (2 * count)


def rated_games(ctx: TiebreakContext, cid: int) -> list[tuple[int, int]]:
    """(opponent rating, half-points scored) for every over-the-board game against a rated opponent."""
    ratings, default = ctx.view.ratings, ctx.rules.unrated_rating
    games = []
    for result in ctx.view.results[cid]:
        if result.played:
            rating = ratings.get(result.opponent)  # type: ignore[arg-type]
            if rating is None:
                rating = default
            if rating is not None:
                games += _each_game(rating, result.rating_points, result.games)
    return games


def _each_game(rating: int, half_points: int, count: int) -> list[tuple[int, int]]:
    """A round's games against one opponent: a two-game match's points shared out game by game
    (every use sums them), no game when none was played over the board."""
    shares = []
    for _ in range(count):
        share = min(half_points, 2)
        shares.append((rating, share))
        half_points -= share
    return shares


def _rating(ctx: TiebreakContext, cid: int) -> int | None:
    rating = ctx.view.ratings.get(cid)
    return rating if rating is not None else ctx.rules.unrated_rating


def average_rating(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """ARO (C.07 10.1; annex 2.3.1 with its cuts 2.3.1.1; seed F10's "media de las valoraciones")."""
    values: dict[int, int | Fraction | None] = {}
    rounded = ctx.rules.c07
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
        values[cid] = mean_half_up(sum(kept), len(kept)) if rounded else Fraction(sum(kept), len(kept))
    return Column(values)


def performance_rating(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """TPR (C.07 10.2): ARO + dp(p), p the fraction scored rounded to hundredths (half up)."""
    if "TPR" not in ctx.cache:
        ctx.cache["TPR"] = Column({cid: _tpr(ctx, cid) for cid in ctx.view.results})
    return ctx.cache["TPR"]


def _tpr(ctx: TiebreakContext, cid: int) -> int | None:
    games = rated_games(ctx, cid)
    if not games:
        return None
    cap, own = ctx.rules.rating_cap, _rating(ctx, cid)
    ratings = [rating if cap is None or own is None else min(max(rating, own - cap), own + cap) for rating, _ in games]
    half_points, count = sum(points for _, points in games), len(games)
    hundredths = (100 * half_points + count) // (2 * count)
    return mean_half_up(sum(ratings), count) + dp(hundredths)


def perfect_performance(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """PTP (C.07 10.3): the lowest integer rating whose expected score against the opponents met
    over the board, by table 8.1.2 of B.02, reaches the points scored against them."""
    if "PTP" not in ctx.cache:
        ctx.cache["PTP"] = Column({cid: _ptp(rated_games(ctx, cid)) for cid in ctx.view.results})
    return ctx.cache["PTP"]


def expected_total(rating: int, opponents: list[int]) -> int:
    """Σ PD(rating − Rᵢ) in hundredths of a point (B.02 table 8.1.2, no cap on the difference)."""
    return sum(expected_score(rating - opponent) for opponent in opponents)


def _ptp(games: list[tuple[int, int]]) -> int | None:
    """The lowest R with Σ PD(R − Rᵢ) ≥ the score, searched by bisection (the sum never falls as R
    rises). A zero score is the lowest opponent's rating − 800 (10.3: no rating reaches "at least 0"
    first). A full score needs PD 1.00 against everybody, which the table gives from a difference
    of 736 on: the highest opponent's rating + 736."""
    if not games:
        return None
    ratings = [rating for rating, _ in games]
    target = 50 * sum(points for _, points in games)  # half-points -> hundredths of a point
    if target == 0:
        return min(ratings) - _EXTREME
    low, high = min(ratings) - _SATURATED, max(ratings) + _SATURATED  # sum(low) = 0 < target <= sum(high)
    while high - low > 1:
        middle = (low + high) // 2
        if expected_total(middle, ratings) >= target:
            high = middle
        else:
            low = middle
    return high


def average_performance(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """APRO (10.4) / APPO (10.5): the mean TPR or PTP of the opponents met over the board."""
    own = (performance_rating(ctx, code) if code.name == "APRO" else perfect_performance(ctx, code)).raw
    values: dict[int, int | None] = {}
    for cid, rounds in ctx.view.results.items():
        known = [own[r.opponent] for r in rounds if r.played and own[r.opponent] is not None]  # type: ignore[index]
        values[cid] = mean_half_up(sum(known), len(known)) if known else None  # type: ignore[arg-type]
    return Column(values)


def own_rating(ctx: TiebreakContext, code: TiebreakCode) -> Column:
    """RTNG (C.07 2026, 10.6): the participant's rating; an unrated one has none (ranked after
    the rated ones, with a warning) unless the request gives unrated players a rating."""
    return Column({cid: _rating(ctx, cid) for cid in ctx.view.results}, higher_first=not code.reverse)
