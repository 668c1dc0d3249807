"""The domain's rating figures as the answers of ``POST /v1/ratings`` and the standings' rating
change, in the caller's ids."""

from __future__ import annotations

from collections.abc import Iterable

from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.ratings.event_ratings import EventRatings
from domain.ratings.initial_rating import InitialRating
from domain.ratings.rating_change import GameFigures, RatingChange
from service.adapters.event import LoadedSource, PlayerIds
from service.adapters.numbers import shown_number
from service.http.errors import problem_errors
from service.schemas.ratings import (
    InitialRatingFigures,
    KFigures,
    PlayerRating,
    RatedRound,
    RatingsResponse,
)
from service.schemas.standings import RatingChangeSummary


def individual_players(loaded: LoadedSource) -> LoadedSource:
    """``loaded`` when its answers can name the players; the team event document names its teams, so its
    games are rated from its TRF (``POST /v1/trf/render``) or a games document: a 422 says so."""
    if loaded.ids.teams:
        message = "a team event document names teams, not players: send its games as TRF or a games document"
        raise InvalidInput([Issue("/event", message)])
    return loaded


def ratings_response(
    tournament: Tournament, ratings: EventRatings, ids: PlayerIds, warnings: Iterable[Issue]
) -> RatingsResponse:
    """Every player's figures, in pairing-number order."""
    players = [
        _rated(tournament, change, ids) if change is not None else _unrated(tournament, ratings.initial[number], ids)
        for number in sorted(tournament.players)
        for change in (ratings.changes.get(number),)
    ]
    return RatingsResponse(
        regulation=ratings.edition.label,
        edition=ratings.edition.key,
        start_date=ratings.start,
        rounds=ratings.rounds,
        players=players,
        notes=ratings.notes,
        warnings=problem_errors(warnings),
    )


def rating_summary(ratings: EventRatings, number: int) -> RatingChangeSummary:
    """The standings row's rating change of player ``number``."""
    change = ratings.changes.get(number)
    if change is not None:
        return RatingChangeSummary(
            rating=change.rating, k=change.k.value, change=change.change, new_rating=change.new_rating
        )
    initial = ratings.initial[number]
    return RatingChangeSummary(
        rating=None, k=None, change=None, new_rating=initial.rating if initial.published else None
    )


def _rated(tournament: Tournament, change: RatingChange, ids: PlayerIds) -> PlayerRating:
    return PlayerRating(
        id=ids.id_of(change.player),
        name=tournament.players[change.player].name,
        rating=change.rating,
        k=KFigures(value=change.k.value, base=change.k.base, rule=change.k.rule, capped=change.k.capped),
        rounds=[_round(game, ids) for game in change.rounds],
        games=change.games,
        score=shown_number(change.score),
        expected=shown_number(change.expected),
        delta=shown_number(change.delta),
        exact_change=shown_number(change.exact),
        change=change.change,
        new_rating=change.new_rating,
        initial_rating=None,
        notes=change.notes,
    )


def _unrated(tournament: Tournament, initial: InitialRating, ids: PlayerIds) -> PlayerRating:
    player = tournament.players[initial.player]
    figures = InitialRatingFigures(
        opponents_total=initial.opponents_total,
        average=shown_number(initial.average),
        percentage=initial.percentage,
        dp=initial.dp,
        exact=shown_number(initial.exact),
        rating=initial.rating,
        published=initial.published,
        status=initial.status,
    )
    return PlayerRating(
        id=ids.id_of(initial.player),
        name=player.name,
        rating=None,
        k=None,
        rounds=[_round(game, ids) for game in initial.rounds],
        games=initial.games,
        score=shown_number(initial.score),
        expected=None,
        delta=None,
        exact_change=None,
        change=None,
        new_rating=initial.rating if initial.published else None,
        initial_rating=figures,
        notes=[],
    )


def _round(game: GameFigures, ids: PlayerIds) -> RatedRound:
    return RatedRound(
        round=game.round,
        opponent=ids.id_of(game.opponent) if game.opponent is not None else None,
        kind=game.kind.value,
        score=shown_number(game.score),
        opponent_rating=game.opponent_rating,
        difference=game.difference,
        counted_difference=game.counted_difference,
        expected=shown_number(game.expected),
        delta=shown_number(game.delta),
        not_rated=game.not_rated,
    )
