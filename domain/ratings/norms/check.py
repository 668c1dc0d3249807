"""Whether a set of games is a title norm (B.01 1.4), with every figure and each requirement missed.

Counts: "minimum counts are rounded up, maximum counts rounded down" (1.4.4), so 50 % of 9 opponents
is 5 title-holders, 1/3 of 10 is 4, 3/5 of 9 is 5 and 2/3 of 10 is 6.

* 1.4.1: games (:data:`~domain.ratings.norms.requirements.MINIMUM_GAMES`; 1.4.1 c: in a 9-round
  tournament 8 games suffice when the missing one is a forfeit win or a pairing-allocated bye).
* 1.4.3: at least two federations other than the applicant's; 1.4.4: at most 3/5 of the opponents
  from the applicant's federation and at most 2/3 from one federation. Both are waived by the
  exemptions of 1.4.3 a-d (reading: 1.4.3 d ends "Otherwise, 1.4.4 applies", and 1.4.3 e calls the
  two together "the normal foreigner requirement"). ``FID`` opponents count as games but as no
  federation (reading of 1.4.2 a, "accepted, but not as foreign players").
* 1.4.5 a-e: title-holders and the norm's titles; f (double round robin): at least 6 players, and
  (reading) at least half of the different opponents, rounded up, with the norm's titles.
* 1.4.6: an unrated opponent counts as 1400 (d); the lowest opponent below the adjusted floor is
  raised to it, one opponent only (b, c). 1.4.7: Ra rounded to the nearest whole number, 0.5 up.
* 1.4.8: Ra and Rp = Ra + dp (table 1.4.9 = B.02 8.1.1, p in whole per cent, 0.5 % up) at least the
  norm's minima; a score of at least 35 % (reading: compared exactly, not after rounding the
  percentage - 4.5 of 13 is 34.6 % and is short).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from math import ceil

from domain.ratings.games import RoundKind
from domain.ratings.norms.event import NO_FEDERATION, NormEvent
from domain.ratings.norms.games import NormGame
from domain.ratings.norms.requirements import (
    MINIMUM_GAMES,
    MINIMUM_SCORE,
    MINIMUM_TITLED,
    TEAM_CHAMPIONSHIP_GAMES,
    TITLE_HOLDERS,
    UNRATED_OPPONENT,
    NormRequirement,
)
from domain.ratings.rounding import round_half_up
from domain.ratings.tables import dp, percentage

#: 1.4.5 f: the fewest players of a double round robin.
DOUBLE_ROUND_ROBIN_PLAYERS = 6
#: 1.4.1 c: the tournament length and the two unplayed rounds that allow 8 games.
SHORT_NORM_ROUNDS = 9
_MISSING_ALLOWED = frozenset({RoundKind.FORFEIT_WIN, RoundKind.PAIRING_BYE})


@dataclass(frozen=True, slots=True)
class Reason:
    """A requirement missed: the article and what the figures are. ``final`` when leaving games out
    (1.4.1 e-f) cannot meet it: fewer games never add federations, titled opponents or games."""

    article: str
    message: str
    final: bool = False


@dataclass(frozen=True, slots=True)
class Applicant:
    """The norm applicant: federation, and what each round of theirs was (1.4.1 c reads it)."""

    federation: str | None
    round_kinds: dict[int, RoundKind]


@dataclass(frozen=True, slots=True)
class NormFigures:
    """The figures of one set of games for one norm, and the requirements it misses."""

    games: int
    score: Fraction
    percentage: int | None
    ratings: dict[int, int]
    raised: int | None
    average: int | None
    dp: int | None
    performance: int | None
    title_holders: int
    titled: int
    federations: dict[str, int]
    exemption: str | None
    failures: list[Reason] = field(default_factory=list)

    @property
    def made(self) -> bool:
        return not self.failures


def check_norm(
    games: list[NormGame],
    requirement: NormRequirement,
    event: NormEvent,
    applicant: Applicant,
    mix: list[NormGame] | None = None,
) -> NormFigures:
    """The figures of ``games`` for ``requirement``; ``mix`` is the set the opponent mix (1.4.3-1.4.5)
    is judged on when it differs (1.4.1 f in a round robin: the complete tournament)."""
    mix = games if mix is None else mix
    failures: list[Reason] = []
    count = len(games)
    score = sum((game.score for game in games if game.score is not None), Fraction(0))
    failures += _games(games, event, applicant)
    exemption = exemption_from_foreigners(event, applicant)
    federations = Counter(game.federation or "?" for game in mix)
    if exemption is None:
        failures += _federations(mix, applicant)
    holders = sum(game.title in TITLE_HOLDERS for game in mix)
    titled = sum(game.title in requirement.required_titles for game in mix)
    failures += _titles(mix, requirement, event, holders, titled)
    if not games:
        return NormFigures(
            0, score, None, {}, None, None, None, None, holders, titled, dict(federations), exemption, failures
        )
    ratings, raised = _ratings(games, requirement)
    average = round_half_up(Fraction(sum(ratings.values()), count))
    points = percentage(score, count)
    performance = average + dp(points)
    failures += _level(requirement, average, performance, score, count)
    return NormFigures(
        count,
        score,
        points,
        ratings,
        raised,
        average,
        dp(points),
        performance,
        holders,
        titled,
        dict(federations),
        exemption,
        failures,
    )


def exemption_from_foreigners(event: NormEvent, applicant: Applicant) -> str | None:
    """The article exempting the applicant from 1.4.3 and 1.4.4, if any."""
    if event.competition == "national-championship":
        return "B.01 1.4.3 a: final stage of a national championship"
    if event.competition == "national-team-championship" and applicant.federation == event.host_federation:
        return "B.01 1.4.3 b: national team championship, a player of its federation"
    if event.competition == "zonal":
        return "B.01 1.4.3 c: zonal or sub-zonal tournament"
    if event.foreign_field is not None and event.foreign_field.met:
        return "B.01 1.4.3 d: every round had 20 rated foreign players of 3 federations, 10 of them GM, IM, WGM or WIM"
    return None


def minimum_games(event: NormEvent) -> int:
    """1.4.1 a, or b for World and Continental Team or Club Championships."""
    return TEAM_CHAMPIONSHIP_GAMES if event.competition == "team-championship" else MINIMUM_GAMES


def _games(games: list[NormGame], event: NormEvent, applicant: Applicant) -> list[Reason]:
    count, needed = len(games), minimum_games(event)
    failures = []
    if event.predetermined and not event.complete:
        failures.append(
            Reason(
                "B.01 1.4.1 e",
                f"pre-determined pairings: the norm counts every scheduled round ({event.rounds} of "
                f"{event.scheduled_rounds} played)",
                final=True,
            )
        )
    if count >= needed or _short_norm(games, event, applicant):
        return failures
    return [*failures, Reason("B.01 1.4.1", f"{count} games counted; a norm needs at least {needed}", final=True)]


def _short_norm(games: list[NormGame], event: NormEvent, applicant: Applicant) -> bool:
    """1.4.1 c: 8 games of a 9-round tournament, the missing round a forfeit win or a pairing bye."""
    if event.scheduled_rounds != SHORT_NORM_ROUNDS or len(games) != SHORT_NORM_ROUNDS - 1:
        return False
    missing = set(range(1, SHORT_NORM_ROUNDS + 1)) - {game.round for game in games}
    return len(missing) == 1 and applicant.round_kinds.get(missing.pop()) in _MISSING_ALLOWED


def _federations(mix: list[NormGame], applicant: Applicant) -> list[Reason]:
    own = applicant.federation
    if own is None:
        return [Reason("B.01 1.4.3", "the applicant's federation is not known", final=True)]
    unknown = [game.round for game in mix if game.federation is None]
    if unknown:
        rounds = ", ".join(str(r) for r in unknown)
        message = f"the federation of the opponent of round(s) {rounds} is not known"
        return [Reason("B.01 1.4.3", message, final=True)]
    count = len(mix)
    counts = Counter(game.federation for game in mix if game.federation != NO_FEDERATION)
    failures = []
    foreign = [federation for federation in counts if federation != own]
    if len(foreign) < 2:
        failures.append(
            Reason(
                "B.01 1.4.3",
                f"opponents from {len(foreign)} federation(s) other than {own}; at least 2 are needed",
                final=True,
            )
        )
    own_count, own_limit = counts.get(own, 0), 3 * count // 5
    if own_count > own_limit:
        failures.append(
            Reason("B.01 1.4.4", f"{own_count} of {count} opponents from {own}; at most 3/5, {own_limit}, may be")
        )
    if counts:
        federation, most = counts.most_common(1)[0]
        if most > 2 * count // 3:
            failures.append(
                Reason(
                    "B.01 1.4.4",
                    f"{most} of {count} opponents from {federation}; at most 2/3, {2 * count // 3}, "
                    "from one federation",
                )
            )
    return failures


def _titles(
    mix: list[NormGame], requirement: NormRequirement, event: NormEvent, holders: int, titled: int
) -> list[Reason]:
    count = len(mix)
    failures = []
    if holders < ceil(count / 2):
        failures.append(
            Reason(
                "B.01 1.4.5 a",
                f"{holders} of {count} opponents hold a title (CM and WCM not counted); at least half, "
                f"{ceil(count / 2)}, must",
            )
        )
    if event.format == "double-round-robin":
        return failures + _double_round_robin(mix, requirement, event)
    needed = max(MINIMUM_TITLED, ceil(count / 3))
    if titled < needed:
        names = ", ".join(sorted(requirement.required_titles))
        failures.append(
            Reason(
                _TITLE_ARTICLE[requirement.title],
                f"{titled} of {count} opponents hold {names}; at least 1/3 and at least {MINIMUM_TITLED}, "
                f"{needed}, must",
                final=titled < MINIMUM_TITLED,
            )
        )
    return failures


_TITLE_ARTICLE = {"GM": "B.01 1.4.5 b", "IM": "B.01 1.4.5 c", "WGM": "B.01 1.4.5 d", "WIM": "B.01 1.4.5 e"}


def _double_round_robin(mix: list[NormGame], requirement: NormRequirement, event: NormEvent) -> list[Reason]:
    failures = []
    if event.players < DOUBLE_ROUND_ROBIN_PLAYERS:
        failures.append(
            Reason("B.01 1.4.5 f", f"{event.players} players; a double round robin needs at least 6", final=True)
        )
    opponents = {game.opponent: game.title for game in mix}
    titled = sum(title in requirement.required_titles for title in opponents.values())
    needed = ceil(len(opponents) / 2)
    if titled < needed:
        names = ", ".join(sorted(requirement.required_titles))
        message = f"{titled} of {len(opponents)} different opponents hold {names}; at least half, {needed}, must"
        failures.append(Reason("B.01 1.4.5 f", message))
    return failures


def _ratings(games: list[NormGame], requirement: NormRequirement) -> tuple[dict[int, int], int | None]:
    """Each game's opponent rating as 1.4.6 counts it, and the round of the opponent raised to the floor."""
    ratings = {game.round: game.rating if game.rating is not None else UNRATED_OPPONENT for game in games}
    lowest = min(ratings, key=lambda r: (ratings[r], r))
    if ratings[lowest] >= requirement.floor:
        return ratings, None
    return {**ratings, lowest: requirement.floor}, lowest


def _level(requirement: NormRequirement, average: int, performance: int, score: Fraction, count: int) -> list[Reason]:
    failures = []
    if average < requirement.average:
        failures.append(
            Reason(
                "B.01 1.4.8 a",
                f"average rating of the opponents {average}; a {requirement.title} norm needs {requirement.average}",
            )
        )
    if score < MINIMUM_SCORE * count:
        failures.append(Reason("B.01 1.4.8 b", f"{_points(score)} of {count} is under 35 %"))
    if performance < requirement.performance:
        failures.append(
            Reason(
                "B.01 1.4.8", f"performance {performance}; a {requirement.title} norm needs {requirement.performance}"
            )
        )
    return failures


def _points(score: Fraction) -> str:
    return str(score.numerator) if score.denominator == 1 else f"{float(score):g}"
