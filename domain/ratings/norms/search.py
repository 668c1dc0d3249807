"""A player's norm for one title: the whole event first, then the ways B.01 lets a player leave games
out, and which one (if any) makes the norm.

* 1.4.1 e: without pre-determined pairings, games after a title result may be ignored, the opponent
  mix and the number of games still met (the norm is then the result of the first rounds).
* 1.4.1 f: games against opponents the player defeated may be ignored, likewise; in a round robin
  "the opponent mix must make a norm possible for the complete tournament" (the mix is judged on all
  its games).
* 1.4.2 c: "In the instance of a last round game where the opponent forfeits, the norm shall still
  count if the player must play to have sufficient games, but could afford to lose": the forfeit is
  counted as a lost game against that opponent when the player is a game short.

The search tries the fewest games ignored first; for as many, defeated opponents are left out before
the last rounds are. It does not search where nothing can make the norm: counted at its best (the
highest ratings of as few games as 1.4.1 allows, all the points on them, the floor for every
opponent below it), the norm must be within reach. The deadline is polled between sets.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from fractions import Fraction
from itertools import combinations

from domain.budget import Deadline
from domain.ratings.games import WIN, RoundKind
from domain.ratings.norms.check import Applicant, NormFigures, check_norm, minimum_games
from domain.ratings.norms.event import NormEvent
from domain.ratings.norms.games import NormGame
from domain.ratings.norms.requirements import UNRATED_OPPONENT, NormRequirement
from domain.ratings.tables import dp, percentage

#: Sets of games one search may try: enough for every way of leaving 4 games out of 13.
SEARCH_LIMIT = 20_000
PREFIX = "B.01 1.4.1 e: games after round {round} ignored, the norm having been reached"
DEFEATED = "B.01 1.4.1 f: game against a defeated opponent ignored"
LAST_ROUND_FORFEIT = "B.01 1.4.2 c: the last-round forfeit counted as a game the player could afford to lose"


@dataclass(frozen=True, slots=True)
class NormOutcome:
    """One norm of one player: the figures of the games that made it (else of the whole event),
    the rounds left out and under which article, and the option applied."""

    requirement: NormRequirement
    figures: NormFigures
    ignored: dict[int, str] = field(default_factory=dict)
    option: str | None = None

    @property
    def made(self) -> bool:
        return self.figures.made


def find_norm(
    rounds: list[NormGame], requirement: NormRequirement, event: NormEvent, applicant: Applicant, deadline: Deadline
) -> NormOutcome:
    """The norm on the whole event, else on the first set of games the regulations allow that makes it."""
    counted = [game for game in rounds if game.excluded is None]
    whole = check_norm(counted, requirement, event, applicant)
    if whole.made:
        return NormOutcome(requirement, whole)
    forfeit = _last_round_forfeit(rounds, counted, requirement, event, applicant)
    if forfeit is not None:
        return forfeit
    if any(reason.final for reason in whole.failures):
        return NormOutcome(requirement, whole)
    for ignored, games in _reduced_sets(counted, requirement, event, deadline):
        mix = counted if event.predetermined else None
        figures = check_norm(games, requirement, event, applicant, mix)
        if figures.made:
            return NormOutcome(requirement, figures, ignored, "; ".join(sorted(set(ignored.values()))))
    return NormOutcome(requirement, whole)


def _last_round_forfeit(
    rounds: list[NormGame],
    counted: list[NormGame],
    requirement: NormRequirement,
    event: NormEvent,
    applicant: Applicant,
) -> NormOutcome | None:
    last = rounds[-1] if rounds else None
    if (
        last is None
        or last.kind is not RoundKind.FORFEIT_WIN
        or last.round != event.scheduled_rounds
        or len(counted) >= minimum_games(event)
    ):
        return None
    lost = replace(last, score=Fraction(0), excluded=None)
    figures = check_norm([*counted, lost], requirement, event, applicant)
    if not figures.made:
        return None
    return NormOutcome(requirement, figures, {last.round: LAST_ROUND_FORFEIT}, LAST_ROUND_FORFEIT)


def _reduced_sets(
    counted: list[NormGame], requirement: NormRequirement, event: NormEvent, deadline: Deadline
) -> Iterator[tuple[dict[int, str], list[NormGame]]]:
    """Every set the options allow, fewest games ignored first, as (ignored rounds, games)."""
    least = minimum_games(event)
    spare = len(counted) - least
    if spare <= 0 or not _within_reach(counted, requirement, least):
        return
    tried = 0
    for leave_out in range(1, spare + 1):
        for ends in _prefix_ends(counted, event, leave_out):
            head = [game for game in counted if game.round <= ends]
            dropped_after = {game.round: PREFIX.format(round=ends) for game in counted if game.round > ends}
            defeated = [game for game in head if game.score == WIN]
            for chosen in combinations(defeated, leave_out - len(dropped_after)):
                tried += 1
                if tried > SEARCH_LIMIT:
                    return
                if tried % 256 == 0:
                    deadline.check()
                ignored = {**dropped_after, **{game.round: DEFEATED for game in chosen}}
                yield ignored, [game for game in head if game.round not in ignored]


def _prefix_ends(counted: list[NormGame], event: NormEvent, leave_out: int) -> Iterator[int]:
    """The last round kept when the last ``k`` games are ignored (1.4.1 e), k = 0 .. ``leave_out``,
    latest first; pre-determined pairings keep every round."""
    played = [game.round for game in counted]
    yield played[-1]
    if event.predetermined:
        return
    for k in range(1, leave_out + 1):
        yield played[-k - 1]


def _within_reach(counted: list[NormGame], requirement: NormRequirement, least: int) -> bool:
    """An upper bound of what any reduced set can reach: the ``least`` highest ratings (each at least
    the floor) and every point on them."""
    best = sorted(
        (max(game.rating if game.rating is not None else UNRATED_OPPONENT, requirement.floor) for game in counted),
        reverse=True,
    )[:least]
    average = -(-sum(best) // least)
    score = sum((game.score for game in counted if game.score is not None), Fraction(0))
    share = percentage(min(score, Fraction(least)), least)
    return average >= requirement.average and average + dp(share) >= requirement.performance
