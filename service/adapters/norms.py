"""The domain's title norms as the answer of ``POST /v1/norms``, in the caller's ids."""

from __future__ import annotations

from collections.abc import Iterable

from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.ratings.editions import B01_2024
from domain.ratings.facts import fide_title
from domain.ratings.norms.check import NormFigures as DomainFigures
from domain.ratings.norms.event import NormOptions
from domain.ratings.norms.event_norms import EventNorms, Forecast, PlayerNorm
from domain.ratings.norms.games import NormGame
from service.adapters.event import LoadedSource, PlayerIds
from service.adapters.numbers import shown_number
from service.http.errors import problem_errors
from service.schemas.norms import (
    CountedGame,
    ForeignFieldFigures,
    IgnoredGame,
    NormFigures,
    NormForecast,
    NormRound,
    NormsRequest,
    PlayerNorms,
    Requirement,
    TitleNorm,
)
from service.schemas.norms import (
    NormsResponse as Response,
)


def norm_options(request: NormsRequest) -> NormOptions:
    """The caller's options as the domain takes them (each title once, in the order given)."""
    return NormOptions(
        tuple(dict.fromkeys(request.titles)), request.format, request.competition, request.host_federation
    )


def norm_applicants(request: NormsRequest, loaded: LoadedSource) -> set[int] | None:
    """The pairing numbers of the players asked for (``None``: every player); an unknown id is a 422."""
    if request.players is None:
        return None
    numbers = {}
    for index, player in enumerate(request.players):
        where = f"/players/{index}"
        numbers[where] = loaded.ids.number_of(player, where)
    unknown = [where for where, number in numbers.items() if number not in loaded.tournament.players]
    if unknown:
        raise InvalidInput([Issue(where, "not the id of a player of this tournament") for where in unknown])
    return set(numbers.values())


def norms_response(tournament: Tournament, norms: EventNorms, ids: PlayerIds, warnings: Iterable[Issue]) -> Response:
    """The norms of the players asked for, in pairing-number order."""
    event = norms.event
    field = event.foreign_field
    return Response(
        regulation=B01_2024,
        format=event.format,
        competition=event.competition,
        scheduled_rounds=event.scheduled_rounds,
        rounds=event.rounds,
        pending_round=norms.pending_round,
        foreign_field=None
        if field is None
        else ForeignFieldFigures(
            players=field.players, federations=field.federations, masters=field.masters, met=field.met
        ),
        players=[
            PlayerNorms(
                id=ids.id_of(number),
                name=player.name,
                title=fide_title(player.title),
                federation=player.federation,
                rounds=[_round(game, ids) for game in norms.players[number].games],
                norms=[_title_norm(norm, ids) for norm in norms.players[number].norms],
            )
            for number, player in sorted(tournament.players.items())
            if number in norms.players
        ],
        notes=norms.notes,
        warnings=problem_errors(warnings),
    )


def _title_norm(norm: PlayerNorm, ids: PlayerIds) -> TitleNorm:
    outcome = norm.outcome
    if outcome is None:
        return TitleNorm(
            title=norm.title,
            made=None,
            not_applicable=norm.not_applicable,
            option=None,
            figures=None,
            missed=[],
            counted=[],
            ignored=[],
            forecast=None,
        )
    return TitleNorm(
        title=norm.title,
        made=outcome.made,
        not_applicable=None,
        option=outcome.option,
        figures=_figures(outcome.figures),
        missed=[Requirement(article=r.article, message=r.message) for r in outcome.figures.failures],
        counted=[CountedGame(round=r, rating=rating) for r, rating in sorted(outcome.figures.ratings.items())],
        ignored=[IgnoredGame(round=r, article=article) for r, article in sorted(outcome.ignored.items())],
        forecast=_forecast(norm.forecast, ids),
    )


def _figures(figures: DomainFigures) -> NormFigures:
    return NormFigures(
        games=figures.games,
        score=shown_number(figures.score),
        percentage=figures.percentage,
        average=figures.average,
        dp=figures.dp,
        performance=figures.performance,
        raised_round=figures.raised,
        title_holders=figures.title_holders,
        titled=figures.titled,
        federations=figures.federations,
        exemption=figures.exemption,
    )


def _round(game: NormGame, ids: PlayerIds) -> NormRound:
    return NormRound(
        round=game.round,
        opponent=ids.id_of(game.opponent) if game.opponent is not None else None,
        kind=game.kind.value,
        score=shown_number(game.score),
        opponent_rating=game.rating,
        opponent_title=game.title,
        opponent_federation=game.federation,
        excluded=game.excluded,
    )


def _forecast(forecast: Forecast | None, ids: PlayerIds) -> NormForecast | None:
    if forecast is None:
        return None
    return NormForecast(
        round=forecast.round,
        opponent=ids.id_of(forecast.opponent) if forecast.opponent is not None else None,
        win=forecast.results["win"],
        draw=forecast.results["draw"],
        loss=forecast.results["loss"],
        needs=forecast.needs,
    )
