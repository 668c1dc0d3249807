"""Every player's title norms in an event (B.01 1.4), and before the last round what result in it
makes each norm.

A norm is not looked for where it cannot serve: a title the player holds, or a higher one of its
category (GM for an IM norm, WGM for a WIM norm), and the women's titles for a player recorded as a
man (B.01 0.3 lists WGM and WIM as women's titles). Before the last round - the last scheduled round
sent with its pairings and results ``"*"`` - the norm is worked out for each result of the player's
game in it (win, draw, loss) with every option of :mod:`~domain.ratings.norms.search`.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Literal

from domain.budget import Deadline
from domain.model import Player, Tournament
from domain.ratings.facts import fide_title
from domain.ratings.games import DRAW, LOSS, WIN, PlayerRound, RoundKind, player_rounds
from domain.ratings.norms.check import Applicant
from domain.ratings.norms.event import NormEvent, NormOptions, norm_event
from domain.ratings.norms.games import NormGame, norm_games, zero_scorers
from domain.ratings.norms.requirements import REQUIREMENTS, NormRequirement, TitleName
from domain.ratings.norms.search import NormOutcome, find_norm

#: The results of a pending last-round game a forecast tries, weakest last.
Result = Literal["win", "draw", "loss"]
RESULTS: tuple[tuple[Result, Fraction], ...] = (("win", WIN), ("draw", DRAW), ("loss", LOSS))


@dataclass(frozen=True, slots=True)
class Forecast:
    """For a player whose last-round game has no result yet: whether each result makes the norm, and
    the least result that does (``"loss"``: whatever happens; ``None``: none does)."""

    round: int
    opponent: int | None
    results: dict[Result, bool]

    @property
    def needs(self) -> Result | None:
        made = [name for name, _ in RESULTS if self.results[name]]
        return made[-1] if made else None


@dataclass(frozen=True, slots=True)
class PlayerNorm:
    """One title for one player: not looked for (and why), or the outcome and the forecast."""

    title: TitleName
    outcome: NormOutcome | None = None
    forecast: Forecast | None = None
    not_applicable: str | None = None


@dataclass(frozen=True, slots=True)
class ApplicantNorms:
    """A player's rounds as every norm reads them (1.4.2), and the norm of each title asked for."""

    games: list[NormGame]
    norms: list[PlayerNorm]


@dataclass(frozen=True, slots=True)
class EventNorms:
    """The event's facts and the norms of the players asked for, in pairing-number order."""

    event: NormEvent
    players: dict[int, ApplicantNorms]
    pending_round: int | None
    notes: list[str] = field(default_factory=list)


def event_norms(
    tournament: Tournament,
    options: NormOptions,
    deadline: Deadline | None = None,
    applicants: Collection[int] | None = None,
) -> EventNorms:
    """The norms of ``options.titles`` for the ``applicants`` (default: every player) of ``tournament``."""
    deadline = deadline or Deadline.unlimited()
    event = norm_event(tournament, options)
    zero = zero_scorers(tournament, event.rounds) if event.predetermined else frozenset()
    pending = event.rounds if event.rounds and event.rounds == event.scheduled_rounds else None
    players = {}
    for number, player in sorted(tournament.players.items()):
        if applicants is not None and number not in applicants:
            continue
        deadline.check()
        rounds = player_rounds(player, event.rounds)
        applicant = Applicant(player.federation, {r.round: r.kind for r in rounds})
        games = norm_games(tournament, rounds, event.predetermined, zero)
        norms = []
        for title in options.titles:
            requirement = REQUIREMENTS[title]
            reason = _not_applicable(player, requirement)
            if reason is not None:
                norms.append(PlayerNorm(title, not_applicable=reason))
                continue
            outcome = find_norm(games, requirement, event, applicant, deadline)
            forecast = _forecast(tournament, rounds, pending, requirement, event, applicant, zero, deadline)
            norms.append(PlayerNorm(title, outcome, forecast))
        players[number] = ApplicantNorms(games, norms)
    return EventNorms(event, players, pending, _notes(event))


def _not_applicable(player: Player, requirement: NormRequirement) -> str | None:
    title = fide_title(player.title)
    if title in requirement.held_by:
        return f"the player holds {title}"
    if requirement.women_only and player.sex == "m":
        return f"{requirement.title} is a women's title (B.01 0.3)"
    return None


def _forecast(
    tournament: Tournament,
    rounds: list[PlayerRound],
    pending: int | None,
    requirement: NormRequirement,
    event: NormEvent,
    applicant: Applicant,
    zero: frozenset[int],
    deadline: Deadline,
) -> Forecast | None:
    last = rounds[-1] if rounds else None
    if pending is None or last is None or last.round != pending or last.kind is not RoundKind.PENDING:
        return None
    results: dict[Result, bool] = {}
    for name, score in RESULTS:
        played = [*rounds[:-1], replace(last, kind=RoundKind.GAME, score=score)]
        games = norm_games(tournament, played, event.predetermined, zero)
        results[name] = find_norm(games, requirement, event, applicant, deadline).made
    return Forecast(last.round, last.opponent, results)


def _notes(event: NormEvent) -> list[str]:
    notes = []
    if event.format == "swiss" and event.host_federation is None and event.competition == "open":
        notes.append("no host_federation: the 1.4.3 d exemption (a field of 20 rated foreign players) was not checked")
    return notes
