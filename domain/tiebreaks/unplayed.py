"""Unplayed rounds in opponent-based tie-breaks: C.07 Art. 16 (2023/24) and the 1998 annex X.1.

C.07 Art. 16, Swiss events:

* 16.3 — as somebody's *opponent*, a participant's score is *adjusted*: a requested bye or
  absence that is followed only by voluntary unplayed rounds (he left the event) counts as a
  draw; every other round counts what it was awarded.
* 16.4 — for the participant's *own* tie-break, each unplayed round (bye, forfeit, absence) is a
  game against a dummy opponent whose score is the participant's own final score, with the
  result he was awarded. The 2026 edition caps that score: for a forfeit (won or lost) by the
  scheduled opponent's adjusted score, for any other unplayed round by the points of a draw in
  every round considered. The contribution is voluntary (VUR) for requested byes, absences and
  forfeit losses, which 16.5 may cut before the least significant value.
* Art. 15 — round robins: forfeits count as games against the scheduled opponent, and rounds
  without an opponent contribute nothing.

1998 annex X.1 (seed 004): whatever an unplayed game was, it counts for tie-breaks as a draw
of the player against himself — in his own score as others see it, and as his own opponent.
"""

from __future__ import annotations

from typing import NamedTuple

from domain.tiebreaks.rules import Rules
from domain.tiebreaks.view import CompetitionView, RoundResult


class Contribution(NamedTuple):
    """One round's input to BH/SB: the (adjusted) score of the opponent or dummy, the points the
    participant scored in that round, whether the round was voluntarily unplayed, the real
    opponent when the round counts as a game (``None`` for a dummy), and the round index (0-based)."""

    score: int
    result: int
    vur: bool
    opponent: int | None
    round_index: int


def adjusted_scores(view: CompetitionView, rules: Rules) -> dict[int, int]:
    """Every competitor's score as his opponents' tie-breaks see it (16.3, or annex X.1)."""
    if rules.self_draw:
        return {cid: sum(r.points if r.played else view.draw for r in rounds) for cid, rounds in view.results.items()}
    if view.round_robin:
        return dict(view.scores)
    return {cid: _adjusted_swiss(rounds, view.draw) for cid, rounds in view.results.items()}


def _adjusted_swiss(rounds: list[RoundResult], draw: int) -> int:
    """16.2.5 / 16.3.2: rounds after the last non-voluntary round, without an opponent, are draws."""
    last_present = max((index for index, r in enumerate(rounds) if not r.vur), default=-1)
    return sum(r.points if index <= last_present or r.opponent is not None else draw for index, r in enumerate(rounds))


def counts_as_game(result: RoundResult, view: CompetitionView, rules: Rules, forfeits_played: bool) -> bool:
    """Whether the round is a game against its scheduled opponent for tie-break purposes.

    Over-the-board games always are; forfeits are with ``/P`` (Art. 14) or in a round robin
    under C.07 (Art. 15), never under the annex, which makes them draws against oneself.
    """
    if result.played:
        return True
    if not result.forfeit:
        return False
    return forfeits_played or (view.round_robin and not rules.self_draw)


def contributions(
    view: CompetitionView, rules: Rules, adjusted: dict[int, int], forfeits_played: bool = False
) -> dict[int, list[Contribution]]:
    """Every competitor's per-round contributions (C.07 16.3-16.4 or annex X.1)."""
    table: dict[int, list[Contribution]] = {}
    for cid, rounds in view.results.items():
        own: list[Contribution] = []
        for index, result in enumerate(rounds):
            if counts_as_game(result, view, rules, forfeits_played):
                opponent: int = result.opponent  # type: ignore[assignment]
                own.append(Contribution(adjusted[opponent], result.points, False, opponent, index))
            elif rules.self_draw:
                own.append(Contribution(adjusted[cid], view.draw, False, None, index))
            elif not view.round_robin:
                dummy = _dummy_score(view, rules, adjusted, cid, result)
                own.append(Contribution(dummy, result.points, result.vur, None, index))
        table[cid] = own
    return table


def _dummy_score(view: CompetitionView, rules: Rules, adjusted: dict[int, int], cid: int, result: RoundResult) -> int:
    """16.4: the participant's own score; in the 2026 edition at most the scheduled opponent's
    adjusted score after a forfeit, at most a draw in every round after any other unplayed round."""
    own = view.scores[cid]
    if not rules.capped_dummy:
        return own
    if result.forfeit and result.opponent is not None:
        return min(own, adjusted[result.opponent])
    return min(own, view.draw * view.rounds)
