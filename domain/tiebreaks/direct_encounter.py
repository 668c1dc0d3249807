"""Direct encounter (C.07 Art. 6, 2023 procedure; annex 2.1.4; seed F10 second criterion).

Applied to a group tied on score and on every earlier tie-break, using only the games between
members of the group (forfeits only with ``/P``, or in a round robin under C.07 Art. 15):

* 6.1 — if every pair has met (or the event is a round robin), rank by the points scored in
  those games; when two met more than once, their mutual results are averaged.
* 6.2 — otherwise (Swiss), a participant is ranked alone at the top if his points exceed what
  any other member could reach by winning all his missing encounters; the test repeats for the
  next place among the others; the rest stay tied.
* 6.3 — whenever the group was split, the same procedure is applied again inside each
  sub-group still tied, on the games among its own members only.

Teams, extended direct encounter ``EDE`` (C.07 13.3): direct encounter on the primary score; if
that separates nobody, on the secondary score (13.3.1); every new tied subset starts again from
the primary score (13.3.3). The 2026 combinations with the board tie-breaks of 13.3.2 (EDEBT,
EDEBB, EDET, EDEB) are not offered.
"""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction

from domain.tiebreaks.codes import TiebreakCode
from domain.tiebreaks.context import TiebreakContext
from domain.tiebreaks.unplayed import counts_as_game


def split(group: list[int], ctx: TiebreakContext, code: TiebreakCode) -> list[list[int]]:
    """The group in DE order: a list of blocks, each block still tied."""
    blocks = _one_pass(group, ctx, code)
    if len(blocks) == 1:
        return blocks
    ordered: list[list[int]] = []
    for block in blocks:
        ordered.extend(split(block, ctx, code) if len(block) > 1 else [block])
    return ordered


def split_extended(
    group: list[int], primary: TiebreakContext, secondary: TiebreakContext, code: TiebreakCode
) -> list[list[int]]:
    """EDE (13.3.1, 13.3.3): the group in order, each block still tied."""
    for ctx in (primary, secondary):
        blocks = _one_pass(group, ctx, code)
        if len(blocks) > 1:
            ordered: list[list[int]] = []
            for block in blocks:
                ordered.extend(split_extended(block, primary, secondary, code) if len(block) > 1 else [block])
            return ordered
    return [group]


def _one_pass(group: list[int], ctx: TiebreakContext, code: TiebreakCode) -> list[list[int]]:
    members = set(group)
    scores: dict[int, Fraction] = {}
    met_count: dict[int, int] = {}
    for cid in group:
        mutual = _mutual_results(cid, members, ctx, code)
        scores[cid] = sum((Fraction(sum(points), len(points)) for points in mutual.values()), Fraction(0))
        met_count[cid] = len(mutual)
    everyone_met = all(met_count[cid] == len(group) - 1 for cid in group)
    if everyone_met or ctx.view.round_robin:
        return _blocks_by(group, scores)
    win = ctx.points(ctx.view.win)
    reach = {cid: scores[cid] + win * (len(group) - 1 - met_count[cid]) for cid in group}
    return _clear_leaders(group, scores, reach)


def _mutual_results(cid: int, members: set[int], ctx: TiebreakContext, code: TiebreakCode) -> dict[int, list[Fraction]]:
    """Points ``cid`` scored against each member he met in a counted game."""
    mutual: dict[int, list[Fraction]] = defaultdict(list)
    for result in ctx.view.results[cid]:
        if result.opponent in members and counts_as_game(result, ctx.view, ctx.rules, code.forfeits_played):
            mutual[result.opponent].append(ctx.points(result.points))
    return mutual


def _blocks_by(group: list[int], scores: dict[int, Fraction]) -> list[list[int]]:
    blocks: dict[Fraction, list[int]] = defaultdict(list)
    for cid in group:
        blocks[scores[cid]].append(cid)
    return [sorted(blocks[score]) for score in sorted(blocks, reverse=True)]


def _clear_leaders(group: list[int], scores: dict[int, Fraction], reach: dict[int, Fraction]) -> list[list[int]]:
    """6.2: peel off, one place at a time, a member nobody else can catch."""
    remaining = sorted(group, key=lambda cid: (-scores[cid], -reach[cid], cid))
    blocks: list[list[int]] = []
    while len(remaining) > 1:
        leader, others = remaining[0], remaining[1:]
        if scores[leader] <= max(reach[cid] for cid in others):
            break
        blocks.append([leader])
        remaining = others
    blocks.append(sorted(remaining))
    return blocks
