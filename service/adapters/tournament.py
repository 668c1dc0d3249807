"""The tournament of a request (games document, tournament document or TRF text) as the domain model, and back.

:func:`load_source` is the one way a handler gets its tournament: parsed, checked against the
configured limits and validated.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Literal

from domain.errors import InconsistentTournament, InvalidInput, Issue
from domain.model import (
    AccelerationRange,
    ByeRequest,
    Color,
    ForbiddenGroup,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    RoundRange,
    Team,
    Tournament,
    UnannouncedAbsence,
)
from domain.swiss.face import SystemFacts
from domain.trf import parse_trf
from domain.validation import validate
from service.adapters.event import LoadedSource, PlayerIds
from service.adapters.event_kind import games_per_round_of, read_event
from service.adapters.numbers import exact, json_number
from service.adapters.places import DocumentPlaces, Places
from service.adapters.team_records import team_records_document, team_records_from_document
from service.runtime.limits import Limits
from service.schemas.tournament import (
    AccelerationDocument,
    AccelerationRangeDocument,
    ByeRequestDocument,
    ColorLiteral,
    FederationRestrictionDocument,
    ForbiddenGroupDocument,
    HeaderRecord,
    PlayerDocument,
    PointSystemDocument,
    RoundEntryDocument,
    TeamDocument,
    TournamentDocument,
    TournamentSource,
    UnannouncedAbsenceDocument,
)

_COLOR = {"white": Color.WHITE, "black": Color.BLACK}
_COLOR_NAME: dict[Color, ColorLiteral] = {Color.WHITE: "white", Color.BLACK: "black"}
#: The kinds of bye a request may ask for (TRF XXZ, 240), as the document names them.
_BYE_KIND: dict[ResultCode, Literal["H", "F", "Z"]] = {
    ResultCode.HALF_BYE: "H",
    ResultCode.FULL_BYE: "F",
    ResultCode.ZERO_BYE: "Z",
}


def load_source(source: TournamentSource, limits: Limits, system: SystemFacts | None = None) -> LoadedSource:
    """The validated domain tournament of a request, the caller's ids for its players, and the
    warnings. The one way a use case gets its tournament.

    The limits are checked before validation, so an oversized field is refused before any work
    that grows with its size. Faults of a JSON document are named by JSON pointer. ``system`` is
    the facts of the request's Swiss system, which say how a games document records a round
    (:func:`read_event`).
    """
    given = [name for name in ("event", "trf", "tournament") if getattr(source, name) is not None]
    if len(given) != 1:
        raise InvalidInput(
            [
                Issue(
                    "/",
                    "send exactly one of 'event', 'trf' and 'tournament'"
                    + (f" (got {', '.join(given)})" if given else ""),
                )
            ]
        )
    if source.event is not None:
        loaded = read_event(source.event, system)
        games = games_per_round_of(loaded.tournament, system)
        limits.check_tournament(loaded.tournament, "/event", games)
        with loaded.places.rendering():
            warnings = validate(loaded.tournament, limits.domain_for(games))
        return replace(loaded, warnings=loaded.warnings + loaded.places.render_all(warnings))
    places: Places
    if source.trf is not None:
        tournament = parse_trf(source.trf, limits.reading)
        where = "/trf"
        places = Places()
    else:
        document = source.tournament
        assert document is not None, "a TournamentSource holds exactly one form (its validator)"
        tournament = tournament_from_document(document)
        where = "/tournament"
        places = DocumentPlaces(index={player.id: index for index, player in enumerate(document.players)})
    games = games_per_round_of(tournament, system)
    limits.check_tournament(tournament, where, games)
    with places.rendering():
        warnings = places.render_all(validate(tournament, limits.domain_for(games)))
    return LoadedSource(tournament, PlayerIds.identity(list(tournament.players)), warnings, {}, places)


def load_tournament(source: TournamentSource, limits: Limits) -> tuple[Tournament, list[Issue]]:
    """The validated domain tournament of a request, and the validation warnings."""
    loaded = load_source(source, limits)
    return loaded.tournament, loaded.warnings


def tournament_from_document(document: TournamentDocument, pointer: str = "/tournament") -> Tournament:
    """Build the domain tournament; duplicate ids are reported with their JSON pointer."""
    header = [("012", document.name)] if document.name is not None else []
    header += [
        (record.code, record.text) for record in document.header if record.code != "012" or document.name is None
    ]
    tournament = Tournament(
        total_rounds=document.total_rounds,
        initial_color=_COLOR[document.initial_color] if document.initial_color else None,
        rank_ids=document.rank_ids,
        point_system=PointSystem(**{name: exact(value) for name, value in document.point_system.model_dump().items()}),
        tournament_type=document.tournament_type,
        header=header,
        acceleration={item.player: [exact(v) for v in item.points] for item in document.acceleration},
        acceleration_ranges=[_acceleration_range(item) for item in document.acceleration_ranges],
        forbidden=[ForbiddenGroup(tuple(g.players), g.first_round, g.last_round) for g in document.forbidden_pairs],
        bye_requests=[ByeRequest(ResultCode(b.kind), b.round, tuple(b.players)) for b in document.bye_requests],
        unannounced_absences=[UnannouncedAbsence(a.player, a.round) for a in document.unannounced_absences],
        federation_restriction=_round_range(document.federation_restriction),
        teams=[Team(team.name, tuple(team.members)) for team in document.teams],
        team_records=team_records_from_document(document.team_records),
        extra_records=list(document.extra_records),
    )
    issues = []
    for index, player_document in enumerate(document.players):
        if player_document.id in tournament.players:
            issues.append(Issue(f"{pointer}/players/{index}/id", f"player id {player_document.id} is used twice"))
            continue
        tournament.players[player_document.id] = _player(player_document)
    if issues:
        raise InconsistentTournament(issues)
    return tournament


def _round_range(item: FederationRestrictionDocument | None) -> RoundRange | None:
    return RoundRange(item.first_round, item.last_round) if item is not None else None


def _acceleration_range(item: AccelerationRangeDocument) -> AccelerationRange:
    return AccelerationRange(
        exact(item.match_points),
        exact(item.game_points),
        item.first_round,
        item.last_round,
        item.first_player,
        item.last_player,
    )


def _player(document: PlayerDocument) -> Player:
    return Player(
        number=document.id,
        name=document.name,
        sex=document.sex,
        title=document.title,
        rating=document.rating,
        federation=document.federation,
        fide_id=document.fide_id,
        birth_date=document.birth_date,
        points=exact(document.points) if document.points is not None else None,
        rank=document.rank,
        entries=[_entry(entry) for entry in document.rounds],
    )


def _entry(document: RoundEntryDocument | None) -> RoundEntry | None:
    if document is None:
        return None
    return RoundEntry(
        document.opponent, _COLOR[document.color] if document.color else None, ResultCode(document.result)
    )


def document_from_tournament(tournament: Tournament) -> TournamentDocument:
    """The JSON document of a domain tournament (the inverse of :func:`tournament_from_document`)."""
    system = tournament.point_system
    return TournamentDocument(
        name=tournament.name,
        header=[HeaderRecord(code=code, text=text) for code, text in tournament.header if code != "012"],
        total_rounds=tournament.total_rounds,
        initial_color=_COLOR_NAME[tournament.initial_color] if tournament.initial_color else None,
        rank_ids=tournament.rank_ids,
        point_system=PointSystemDocument(
            **{name: json_number(getattr(system, name)) for name in PointSystemDocument.model_fields}
        ),
        tournament_type=tournament.tournament_type,
        players=[_player_document(player) for player in tournament.player_list()],
        acceleration=[
            AccelerationDocument(player=number, points=[json_number(v) for v in values])
            for number, values in sorted(tournament.acceleration.items())
        ],
        acceleration_ranges=[
            AccelerationRangeDocument(
                match_points=json_number(a.match_points),
                game_points=json_number(a.game_points),
                first_round=a.first_round,
                last_round=a.last_round,
                first_player=a.first_player,
                last_player=a.last_player,
            )
            for a in tournament.acceleration_ranges
        ],
        forbidden_pairs=[
            ForbiddenGroupDocument(players=list(g.players), first_round=g.first_round, last_round=g.last_round)
            for g in tournament.forbidden
        ],
        bye_requests=[
            ByeRequestDocument(kind=_BYE_KIND[b.kind], round=b.round_number, players=list(b.players))
            for b in tournament.bye_requests
        ],
        unannounced_absences=[
            UnannouncedAbsenceDocument(player=a.player, round=a.round_number) for a in tournament.unannounced_absences
        ],
        federation_restriction=FederationRestrictionDocument(
            first_round=tournament.federation_restriction.first_round,
            last_round=tournament.federation_restriction.last_round,
        )
        if tournament.federation_restriction is not None
        else None,
        teams=[TeamDocument(name=team.name, members=list(team.members)) for team in tournament.teams],
        team_records=team_records_document(tournament.team_records),
        extra_records=list(tournament.extra_records),
    )


def _player_document(player: Player) -> PlayerDocument:
    return PlayerDocument(
        id=player.number,
        name=player.name,
        sex="m" if player.sex == "m" else "w" if player.sex == "w" else None,
        title=player.title,
        rating=player.rating,
        federation=player.federation,
        fide_id=player.fide_id,
        birth_date=player.birth_date,
        points=json_number(player.points) if player.points is not None else None,
        rank=player.rank,
        rounds=[
            None
            if entry is None
            else RoundEntryDocument(
                opponent=entry.opponent,
                color=_COLOR_NAME[entry.color] if entry.color else None,
                result=entry.result.value,
            )
            for entry in player.entries
        ],
    )
