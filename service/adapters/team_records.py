"""The TRF-2026 team records between the domain (:class:`TeamRecords`) and the tournament document."""

from __future__ import annotations

from domain.model import ByeRequest, ResultCode, TeamEntry, TeamForfeit, TeamLineup, TeamRecords
from service.adapters.numbers import exact, json_number
from service.schemas.team_records import (
    TeamAbsenceDocument,
    TeamEntryDocument,
    TeamForfeitDocument,
    TeamLineupDocument,
    TeamRecordsDocument,
)


def team_records_from_document(document: TeamRecordsDocument | None) -> TeamRecords | None:
    """The domain records of the document's ``team_records`` (None for an individual tournament)."""
    if document is None:
        return None
    points = document.match_points
    return TeamRecords(
        teams={team.number: _team(team) for team in document.teams},
        pab_match_points=None if document.pab_match_points is None else exact(document.pab_match_points),
        pab_game_points=None if document.pab_game_points is None else exact(document.pab_game_points),
        pab_teams=list(document.pab_teams),
        forfeits=[TeamForfeit(f.kind, f.round, f.white, f.black) for f in document.forfeits],
        colour_sequence=document.colour_sequence,
        match_points=None if points is None else (exact(points[0]), exact(points[1]), exact(points[2])),
        absences=[ByeRequest(ResultCode(a.kind), a.round, tuple(a.teams)) for a in document.absences],
        lineups=[TeamLineup(item.round, item.team, item.opponent, tuple(item.players)) for item in document.lineups],
    )


def _team(document: TeamEntryDocument) -> TeamEntry:
    return TeamEntry(
        number=document.number,
        name=document.name,
        members=tuple(document.members),
        nickname=document.nickname,
        strength=document.strength,
        match_points=None if document.match_points is None else exact(document.match_points),
        game_points=None if document.game_points is None else exact(document.game_points),
        rank=document.rank,
    )


def team_records_document(records: TeamRecords | None) -> TeamRecordsDocument | None:
    """The inverse of :func:`team_records_from_document`."""
    if records is None:
        return None
    points = records.match_points
    return TeamRecordsDocument(
        teams=[_team_document(team) for _, team in sorted(records.teams.items())],
        pab_match_points=None if records.pab_match_points is None else json_number(records.pab_match_points),
        pab_game_points=None if records.pab_game_points is None else json_number(records.pab_game_points),
        pab_teams=list(records.pab_teams),
        forfeits=[
            TeamForfeitDocument(kind=f.kind, round=f.round_number, white=f.white, black=f.black)  # type: ignore[arg-type]
            for f in records.forfeits
        ],
        colour_sequence=records.colour_sequence,
        match_points=None
        if points is None
        else [json_number(points[0]), json_number(points[1]), json_number(points[2])],
        absences=[
            TeamAbsenceDocument(kind=a.kind.value, round=a.round_number, teams=list(a.players))  # type: ignore[arg-type]
            for a in records.absences
        ],
        lineups=[
            TeamLineupDocument(
                round=item.round_number, team=item.team, opponent=item.opponent, players=list(item.players)
            )
            for item in records.lineups
        ],
    )


def _team_document(team: TeamEntry) -> TeamEntryDocument:
    return TeamEntryDocument(
        number=team.number,
        name=team.name,
        members=[int(member) for member in team.members],
        nickname=team.nickname,
        strength=team.strength,
        match_points=None if team.match_points is None else json_number(team.match_points),
        game_points=None if team.game_points is None else json_number(team.game_points),
        rank=team.rank,
    )
