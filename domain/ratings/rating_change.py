"""The rating change of a rated player over one event (B.02 8.3), with every figure per game.

8.3.1: for each game played against a rated player, D = own rating - opponent's rating; "a difference
in rating of more than 400 points shall be counted for rating purposes as though it were a difference
of 400 points" - from 1 October 2025 "for players rated below 2650. For players rated 2650 and above,
the difference between ratings shall be used in all cases" (:class:`~domain.ratings.editions.RatingEdition`).
The player whose change is computed is the one whose rating decides (reading: "players rated" are the
players the calculation is for; the opponent of a 2650+ player still has the difference capped).
8.3.2: PD from table 8.1.2; Delta R = score - PD; Sigma Delta R x K is the rating change.
8.3.4: the change is rounded to the nearest whole number, 0.5 away from zero. Reading: the event is
rounded as if it were the rating period (the text rounds the period's change; a caller that pools
several events of one period adds the unrounded ``exact`` changes and rounds once).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from domain.ratings.editions import RatingEdition
from domain.ratings.games import PlayerRound, RoundKind
from domain.ratings.k_factor import KFactor, RatingProfile, k_factor
from domain.ratings.rounding import round_half_away_from_zero
from domain.ratings.tables import expected_score

#: 8.3.1: the largest difference counted for a player the 400-point rule applies to.
DIFFERENCE_CAP = 400

#: Why a round is not rated, by what it was (B.02 5.1; 8.3.1 for unrated opponents).
NOT_RATED: dict[RoundKind, str] = {
    RoundKind.FORFEIT_WIN: "B.02 5.1: a forfeit is not rated",
    RoundKind.FORFEIT_LOSS: "B.02 5.1: a forfeit is not rated",
    RoundKind.SHORT: "B.02 5.1: only a game where both players made at least one move is rated",
    RoundKind.PENDING: "no result yet: not rated until it has one",
    RoundKind.PAIRING_BYE: "B.02 5.1: a bye is an unplayed game, not rated",
    RoundKind.BYE: "B.02 5.1: a bye is an unplayed game, not rated",
    RoundKind.ABSENT: "B.02 5.1: an unplayed round is not rated",
}
UNRATED_OPPONENT = "B.02 8.3.1: only games against rated opponents change a rating (the opponent is unrated)"


@dataclass(frozen=True, slots=True)
class GameFigures:
    """One round of a rated player: every figure of 8.3 for a rated game, else why it is not rated."""

    round: int
    opponent: int | None
    kind: RoundKind
    score: Fraction | None = None
    opponent_rating: int | None = None
    difference: int | None = None
    counted_difference: int | None = None
    expected: Fraction | None = None
    delta: Fraction | None = None
    not_rated: str | None = None


@dataclass(frozen=True, slots=True)
class RatingChange:
    """A rated player's event: the figures per round, K, Sigma Delta R and the change."""

    player: int
    rating: int
    rounds: list[GameFigures]
    k: KFactor
    games: int
    score: Fraction
    expected: Fraction
    delta: Fraction
    exact: Fraction
    change: int
    notes: list[str] = field(default_factory=list)

    @property
    def new_rating(self) -> int:
        return self.rating + self.change


def counted_difference(own: int, opponent: int, edition: RatingEdition) -> int:
    """D as 8.3.1 counts it for the player rated ``own``."""
    difference = own - opponent
    if edition.uncapped_from is not None and own >= edition.uncapped_from:
        return difference
    return max(-DIFFERENCE_CAP, min(DIFFERENCE_CAP, difference))


def rate_game(own: int, record: PlayerRound, opponent_rating: int | None, edition: RatingEdition) -> GameFigures:
    """The figures of one round for a player rated ``own`` (8.3.1, 8.3.2 a-b)."""
    if not record.is_game:
        return GameFigures(record.round, record.opponent, record.kind, record.score, not_rated=NOT_RATED[record.kind])
    if opponent_rating is None:
        return GameFigures(record.round, record.opponent, record.kind, record.score, not_rated=UNRATED_OPPONENT)
    assert record.score is not None, "a game over the board has a score"
    counted = counted_difference(own, opponent_rating, edition)
    expected = Fraction(expected_score(counted), 100)
    return GameFigures(
        record.round,
        record.opponent,
        record.kind,
        record.score,
        opponent_rating,
        own - opponent_rating,
        counted,
        expected,
        record.score - expected,
    )


def rating_change(
    player: int,
    profile: RatingProfile,
    rounds: list[PlayerRound],
    ratings: dict[int, int | None],
    edition: RatingEdition,
    event_year: int | None,
) -> RatingChange:
    """The rating change of the player (8.3) from their rounds and the opponents' ratings."""
    figures = [
        rate_game(profile.rating, record, ratings.get(record.opponent) if record.opponent else None, edition)
        for record in rounds
    ]
    rated = [game for game in figures if game.delta is not None]
    k = k_factor(profile, event_year, len(rated))
    delta = sum((game.delta for game in rated if game.delta is not None), Fraction(0))
    exact = delta * k.value
    return RatingChange(
        player=player,
        rating=profile.rating,
        rounds=figures,
        k=k,
        games=len(rated),
        score=sum((game.score for game in rated if game.score is not None), Fraction(0)),
        expected=sum((game.expected for game in rated if game.expected is not None), Fraction(0)),
        delta=delta,
        exact=exact,
        change=round_half_away_from_zero(exact),
        notes=list(k.assumptions),
    )
