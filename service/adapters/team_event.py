"""The team event document (``"event"`` with ``teams``) as a domain :class:`Tournament` with team records.

Teams get their pairing numbers (TPN) from ``pairing_number`` or, when no team has one, by
rating descending then name (api.md; **Decision**: without a rating, the mean of the ``boards``
highest player ratings, which the answers then show as the team's rating). Players are numbered
team by team in TPN order, in board order, so the tournament is what a TRF-2026 team file holds:
records 310 (teams), 320 (PAB value and teams), 330 (forfeited matches), 300 (line-ups out of
roster order), 352 (board colours), 362 (match points), 240 (absences by team) and 192 (the colour
model and the scores, C.04.6 Art. 1.2 and 1.7). The rounds are written by
:mod:`service.adapters.team_rounds`.

Requested byes and withdrawals are kept by platforms: a request for a round already recorded
must agree with what the round records (a 422 names both otherwise), and a withdrawn team is
absent (a ``240`` zero bye) in every round from its withdrawal up to ``rounds_total``, recorded
or not, so that the pairing, the check, the audit and the TRF export all see it absent.
"""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction

from domain.errors import InvalidInput, Issue
from domain.model import ByeRequest, Color, Player, ResultCode, Team, TeamEntry, TeamRecords, Tournament
from service.adapters.event import (
    LoadedSource,
    PlayerIds,
    event_header,
    event_player,
    kept_request_fault,
    repeated,
)
from service.adapters.numbers import exact
from service.adapters.places import TeamEventPlaces
from service.adapters.team_rounds import Roster, key, record_rounds
from service.schemas.team_event import EventTeam, TeamEventDocument, TeamRequestedBye, TeamRound

_POINTER = "/event"
_REQUESTED = {"half": ResultCode.HALF_BYE, "full": ResultCode.FULL_BYE, "zero": ResultCode.ZERO_BYE}


def tournament_from_team_event(event: TeamEventDocument) -> LoadedSource:
    """The domain tournament of a team event document; every fault is a 422 naming its field."""
    tpns, assigned = _team_numbers(event)
    boards = boards_per_match(event)
    roster = Roster(boards, event.board_colours or ("WB" * boards)[:boards], event.board_order)
    if len(roster.colours) != boards:
        roster.fault("/board_colours", f"{len(roster.colours)} colours for {boards} boards")
    tournament = _tournament(event, roster, tpns)
    roster.raise_issues()
    record_rounds(event, tournament, roster)
    withdrawals = _withdrawals(event, tournament, roster)
    _absences(event, tournament, roster, withdrawals)
    roster.raise_issues()
    ids = PlayerIds({tpns[index]: team.id for index, team in enumerate(event.teams)}, assigned, teams=True)
    places = TeamEventPlaces(roster.boards_at, roster.player_id)
    return LoadedSource(tournament, ids, roster.warnings, withdrawals, places)


def boards_per_match(event: TeamEventDocument) -> int:
    """``boards``, or by default the size of the smallest team."""
    return event.boards or min(len(team.players) for team in event.teams)


def _team_numbers(event: TeamEventDocument) -> tuple[dict[int, int], bool]:
    """``{team index: TPN}`` and whether the service assigned them."""
    issues = [
        Issue(f"{_POINTER}/teams/{index}/id", f"id {event.teams[index].id!r} is also team {first}'s")
        for index, _, first in repeated((index, key(team.id)) for index, team in enumerate(event.teams))
    ]
    given = [index for index, team in enumerate(event.teams) if team.pairing_number is not None]
    if given and len(given) < len(event.teams):
        missing = next(i for i, team in enumerate(event.teams) if team.pairing_number is None)
        issues.append(
            Issue(
                f"{_POINTER}/teams/{missing}/pairing_number",
                f"{len(given)} of {len(event.teams)} teams have a pairing number: give it for every team or for none",
            )
        )
    issues += [
        Issue(f"{_POINTER}/teams/{index}/pairing_number", f"pairing number {number} is also team {first}'s")
        for index, number, first in repeated((index, event.teams[index].pairing_number) for index in given)
    ]
    if issues:
        raise InvalidInput(issues)
    if given:
        return {index: team.pairing_number for index, team in enumerate(event.teams)}, False  # type: ignore[misc]
    boards = boards_per_match(event)
    order = sorted(range(len(event.teams)), key=lambda i: _order_key(event.teams[i], boards))
    return {index: tpn for tpn, index in enumerate(order, start=1)}, True


def _order_key(team: EventTeam, boards: int) -> tuple[Fraction, str, str]:
    """Rating descending, then name (api.md); without a rating, the mean of the ``boards`` best ratings."""
    return (-team_rating(team, boards), team.name, key(team.id))


def team_rating(team: EventTeam, boards: int) -> Fraction:
    """The team's rating: the caller's, else the mean of its ``boards`` highest player ratings
    (api.md **Decision**; an unrated player counts 0)."""
    if team.rating is not None:
        return Fraction(team.rating)
    best = sorted((player.rating or 0 for player in team.players), reverse=True)[:boards]
    return Fraction(sum(best), len(best))


def _shown_rating(team: EventTeam, boards: int) -> int | None:
    """The rating the answers show: :func:`team_rating` rounded half up; None for a team without
    any rating, given or of its players."""
    if team.rating is None and all(player.rating is None for player in team.players):
        return None
    return int(team_rating(team, boards) + Fraction(1, 2))


def _tournament(event: TeamEventDocument, roster: Roster, tpns: dict[int, int]) -> Tournament:
    """Players numbered team by team (TPN order, board order) and the team records; faults to ``roster``."""
    players: dict[int, Player] = {}
    entries: dict[int, TeamEntry] = {}
    owner: dict[str, int] = {}  # player id -> team index
    for index in sorted(range(len(event.teams)), key=tpns.__getitem__):
        team, tpn = event.teams[index], tpns[index]
        roster.tpn_of[key(team.id)], roster.id_of[tpn] = tpn, key(team.id)
        if len(team.players) < roster.boards:
            roster.fault(f"/teams/{index}/players", f"{len(team.players)} players for {roster.boards} boards")
        members = _enrol(event, index, tpn, roster, players, owner)
        roster.lineup[tpn] = members
        entries[tpn] = TeamEntry(tpn, team.name, members, strength=_shown_rating(team, roster.boards))
    return Tournament(
        players=players,
        total_rounds=event.rounds_total,
        initial_color={"white": Color.WHITE, "black": Color.BLACK}.get(event.initial_color or ""),
        tournament_type=team_code(event),
        header=event_header(event.name, event.start_date),
        teams=[Team(entries[tpn].name or str(tpn), entries[tpn].members) for tpn in sorted(entries)],
        team_records=_records(event, roster, entries),
    )


def _enrol(
    event: TeamEventDocument, index: int, tpn: int, roster: Roster, players: dict[int, Player], owner: dict[str, int]
) -> tuple[int, ...]:
    """Number team ``index``'s players after those already in ``players`` (board order); a player
    already in another team (``owner``: player id -> team index) is an issue naming both."""
    members = []
    for position, member in enumerate(event.teams[index].players):
        where = f"/teams/{index}/players/{position}"
        if key(member.id) in owner:
            other = event.teams[owner[key(member.id)]].id
            roster.fault(f"{where}/id", f"player {member.id!r} is also in team {other!r}")
            continue
        if member.pairing_number is not None:
            roster.fault(f"{where}/pairing_number", "players of a team event have no pairing number: teams have")
        owner[key(member.id)] = index
        number = len(players) + 1
        players[number] = event_player(member, number)
        roster.number_of[key(member.id)], roster.team_of[number] = number, tpn
        roster.player_id[number] = member.id
        members.append(number)
    return tuple(members)


def team_code(event: TeamEventDocument) -> str:
    """Record 192: ``FIDE_TEAM``, the colour model (none: no type token), the primary score, then the
    other score when it decides colours (the codes :func:`domain.swiss.team.rules.parse_team_code` reads)."""
    model = {"A": "_TYPEA", "B": "_TYPEB", "none": ""}[event.colour_preferences]
    primary, other = ("MP", "GP") if event.scoring.primary == "match_points" else ("GP", "MP")
    return f"FIDE_TEAM{model}_{primary}" + (f"_{other}" if event.scoring.secondary_for_colour else "")


def _records(event: TeamEventDocument, roster: Roster, entries: dict[int, TeamEntry]) -> TeamRecords:
    """The team records; the PAB's value is always stated (record 320): the event's, else a drawn
    match on the event's scale and a draw on every board (C.04.6 Art. 1.4)."""
    values = event.scoring.match_points
    pab = event.pab
    return TeamRecords(
        teams=entries,
        pab_match_points=exact(values.draw) if pab is None else exact(pab.match_points),
        pab_game_points=Fraction(roster.boards, 2) if pab is None else exact(pab.game_points),
        pab_teams=[0] * len(event.rounds),
        colour_sequence=roster.colours,
        match_points=(exact(values.win), exact(values.draw), exact(values.loss)),
    )


def _withdrawals(event: TeamEventDocument, tournament: Tournament, roster: Roster) -> dict[int, int]:
    """``{TPN: from_round}``; a match or bye recorded from that round on contradicts it."""
    withdrawals: dict[int, int] = {}
    last_entry: dict[int, list[int]] = {}  # TPN -> rounds with an entry, read once per team withdrawn
    for index, withdrawal in enumerate(event.withdrawals):
        tpn = roster.team(withdrawal.team, f"/withdrawals/{index}/team")
        where = f"/withdrawals/{index}/from_round"
        if tpn is None or not roster.within_the_event(event.rounds_total, withdrawal.from_round, where):
            continue
        if tpn not in last_entry:
            last_entry[tpn] = _rounds_entered(tournament, roster.lineup[tpn])
        played = [r for r in last_entry[tpn] if r >= withdrawal.from_round]
        if played:
            roster.fault(
                f"/withdrawals/{index}/from_round",
                f"team {withdrawal.team!r} withdrew from round {withdrawal.from_round} on but has an entry in round "
                f"{played[0]}",
            )
        withdrawals[tpn] = min(withdrawal.from_round, withdrawals.get(tpn, withdrawal.from_round))
    return withdrawals


def _rounds_entered(tournament: Tournament, lineup: tuple[int, ...]) -> list[int]:
    """The rounds in which a player of ``lineup`` has an entry, in order."""
    entered = {r for n in lineup for r, entry in enumerate(tournament.players[n].entries, start=1) if entry is not None}
    return sorted(entered)


def _absences(event: TeamEventDocument, tournament: Tournament, roster: Roster, withdrawals: dict[int, int]) -> None:
    """Requested byes (kept ones checked against their round) and withdrawals as 240 records by
    team: a withdrawn team is absent in every round from its withdrawal up to rounds_total (TRF
    ``XXR``), or up to the round to pair when the event states no number of rounds."""
    grouped: dict[tuple[ResultCode, int], set[int]] = defaultdict(set)
    for request in tournament.team_records.absences if tournament.team_records else []:
        grouped[(request.kind, request.round_number or 0)].update(request.players)
    for index, bye in enumerate(event.byes):
        tpn = roster.team(bye.team, f"/byes/{index}/team")
        if tpn is None or not roster.within_the_event(event.rounds_total, bye.round, f"/byes/{index}/round"):
            continue
        if bye.round <= len(event.rounds):
            _honoured(bye, event.rounds[bye.round - 1], f"/byes/{index}", roster)
        elif bye.round >= withdrawals.get(tpn, bye.round + 1):
            message = (
                f"team {bye.team!r} withdrew from round {withdrawals[tpn]} on: a bye in round {bye.round} means nothing"
            )
            roster.fault(f"/byes/{index}/round", message)
        else:
            grouped[(_REQUESTED[bye.kind], bye.round)].add(tpn)
    last = event.rounds_total if event.rounds_total is not None else len(event.rounds) + 1
    for tpn, first in withdrawals.items():
        for round_number in range(first, last + 1):
            grouped[(ResultCode.ZERO_BYE, round_number)].add(tpn)
    if tournament.team_records is not None:
        tournament.team_records.absences = [
            ByeRequest(kind, round_number, tuple(sorted(teams)))
            for (kind, round_number), teams in sorted(grouped.items(), key=lambda item: (item[0][1], item[0][0].value))
        ]


def _honoured(bye: TeamRequestedBye, recorded: TeamRound, where: str, roster: Roster) -> None:
    """A bye asked for a round already recorded stands when the round records that bye (a zero bye
    may also be recorded as no entry: absent); else a 422 naming what the round records."""
    team = key(bye.team)
    if any(team in (key(match.white), key(match.black)) for match in recorded.matches):
        kind: str | None = "match"
    else:
        kind = next((entry.kind for entry in recorded.byes if key(entry.team) == team), None)
    fault = kept_request_fault(f"team {bye.team!r}", bye.kind, bye.round, kind)
    if fault:
        roster.fault(f"{where}/kind", fault)
