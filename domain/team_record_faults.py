"""Team records that mean nothing for the event they come with (issue 44): a team or a player that
does not exist, a round the event has not played or does not have, a record given twice, a colour
sequence shorter than the matches played, and players' records in an event that pairs teams.

Each was read and then ignored (a forfeit in round 100 of a 5-round event, 10,001 copies of one
forfeit, 100 PAB entries for 5 rounds), so the answer did not say what the file said. They are
refused, named by their TRF line when they come from a file (:attr:`TeamRecords.lines`) and by
their field (``team_records/forfeits/3``) otherwise; a team's absence requested twice alike is only
a warning, as a player's is (:mod:`domain.validation`).

The rounds a record may name: a forfeited match (330), a PAB (320) or a line-up (300) is a round
already played (the players' records, 001, hold its boards); an absence (240) may also be a round
still to pair, up to the declared number of rounds (142/XXR).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from domain.errors import Issue
from domain.model import PlayerId, ResultCode, TeamRecords, Tournament

#: The records of players that a Swiss Team event (C.04.6) does not read: it pairs teams.
_PLAYER_RECORDS = (
    ("forbidden", "forbidden_pairs", "forbidden pairs of players (XXP, 260)"),
    ("unannounced_absences", "unannounced_absences", "players' absences (XXU)"),
    ("bye_requests", "bye_requests", "players' bye requests"),
)


@dataclass(frozen=True, slots=True)
class TeamRecordFault:
    """One fault; ``warning`` when the record is only repeated, not contradicted."""

    issue: Issue
    warning: bool = False


def team_record_faults(tournament: Tournament) -> Iterator[TeamRecordFault]:
    """Every team record of ``tournament`` that means nothing for it (nothing for an individual event)."""
    records = tournament.team_records
    if records is None:
        return
    check = _Check(tournament, records)
    yield from check.members()
    yield from check.colour_sequence()
    yield from check.pab_teams()
    yield from check.forfeits()
    yield from check.absences()
    yield from check.lineups()
    yield from check.player_records()


class _Check:
    def __init__(self, tournament: Tournament, records: TeamRecords) -> None:
        self.tournament = tournament
        self.records = records
        self.owner: dict[PlayerId, int] = {}
        for number, team in sorted(records.teams.items()):
            for member in team.members:
                self.owner.setdefault(member, number)
        self.played = tournament.recorded_rounds

    def fault(self, code: str, key: int, field: str, message: str, warning: bool = False) -> TeamRecordFault:
        """A fault at the record's TRF line when known, else at its field of the tournament document."""
        line = self.records.lines.get((code, key))
        where = f"line {line}" if line is not None else field.replace("/", ".")
        return TeamRecordFault(Issue(where, message, field=f"team_records/{field}"), warning)

    def team_fault(self, code: str, key: int, field: str, team: int) -> TeamRecordFault | None:
        if team in self.records.teams:
            return None
        return self.fault(code, key, field, f"team {team} is not in the event (no 310 record)")

    def members(self) -> Iterator[TeamRecordFault]:
        """310: every member has a player record and plays for one team."""
        for index, (number, team) in enumerate(sorted(self.records.teams.items())):
            for member in team.members:
                where = ("310", number, f"teams/{index}/members")
                if member not in self.tournament.players:
                    yield self.fault(*where, f"team {number} lists player {member}, who has no player record (001)")
                elif self.owner[member] != number:
                    yield self.fault(*where, f"player {member} is in team {self.owner[member]} and in team {number}")

    def colour_sequence(self) -> Iterator[TeamRecordFault]:
        """352: a match has as many boards as the sequence has colours (the team document's ``boards``)."""
        sequence = self.records.colour_sequence
        if sequence is None:
            return
        for number, team in sorted(self.records.teams.items()):
            for round_number in range(1, self.played + 1):
                boards = sum(self._paired(member, round_number) for member in team.members)
                if boards > len(sequence):
                    message = (
                        f"352 gives {_boards(len(sequence))} ({sequence}) but team {number} played {_boards(boards)} "
                        f"in round {round_number}"
                    )
                    yield self.fault("352", 0, "colour_sequence", message)
                    return

    def _paired(self, member: PlayerId, round_number: int) -> bool:
        player = self.tournament.players.get(member)
        entry = None if player is None else player.entry(round_number)
        return entry is not None and entry.opponent is not None

    def pab_teams(self) -> Iterator[TeamRecordFault]:
        """320: a PAB team per round played, each a team of the event."""
        declared = self.tournament.total_rounds
        listed = self.records.pab_teams
        if declared is not None and len(listed) > declared:
            message = f"320 names the PAB team of {len(listed)} rounds; the event has {declared} (142/XXR)"
            yield self.fault("320", 0, "pab_teams", message)
            return
        for round_number, team in enumerate(listed, start=1):
            if not team:
                continue
            fault = self.team_fault("320", 0, f"pab_teams/{round_number - 1}", team)
            if fault is None and round_number > self.played:
                message = f"320 gives the PAB of round {round_number} to team {team}, but {self._played_text()}"
                fault = self.fault("320", 0, f"pab_teams/{round_number - 1}", message)
            if fault is not None:
                yield fault

    def _played_text(self) -> str:
        return f"the players' records (001) end at round {self.played}" if self.played else "no round is played"

    def forfeits(self) -> Iterator[TeamRecordFault]:
        """330: a played round, two different teams of the event that met in it, one record per match."""
        seen: dict[tuple[int, int], int] = {}  # (round, team) -> index of its first 330
        for index, forfeit in enumerate(self.records.forfeits):
            field, round_number = f"forfeits/{index}", forfeit.round_number
            unknown = [self.team_fault("330", index, field, team) for team in (forfeit.white, forfeit.black)]
            if any(unknown):
                yield from filter(None, unknown)
                continue
            if forfeit.white == forfeit.black:
                yield self.fault("330", index, field, f"team {forfeit.white} cannot forfeit a match against itself")
            elif round_number > self.played:
                yield self.fault("330", index, field, f"330 names round {round_number}, but {self._played_text()}")
            elif not self._met(forfeit.white, forfeit.black, round_number):
                message = (
                    f"the players' records (001) of round {round_number} hold no forfeited match of team "
                    f"{forfeit.white} against team {forfeit.black}"
                )
                yield self.fault("330", index, field, message)
            else:
                yield from self._once(seen, index, forfeit.round_number, (forfeit.white, forfeit.black))

    def _met(self, white: int, black: int, round_number: int) -> bool:
        """Some board of ``white`` in the round was forfeited against a player of ``black``."""
        for member in self.records.teams[white].members:
            player = self.tournament.players.get(member)
            entry = None if player is None else player.entry(round_number)
            if entry is not None and entry.opponent is not None and self.owner.get(entry.opponent) == black:
                return entry.result in (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)
        return False

    def _once(
        self, seen: dict[tuple[int, int], int], index: int, round_number: int, teams: tuple[int, int]
    ) -> Iterator[TeamRecordFault]:
        for team in teams:
            first = seen.setdefault((round_number, team), index)
            if first != index:
                earlier = self.records.lines.get(("330", first))
                said = f"line {earlier}" if earlier is not None else f"forfeits/{first}"
                message = f"team {team}'s match of round {round_number} is already forfeited ({said})"
                yield self.fault("330", index, f"forfeits/{index}", message)
                return

    def absences(self) -> Iterator[TeamRecordFault]:
        """240 by team: teams of the event, a round the event has, one kind of bye per team and round."""
        declared = self.tournament.total_rounds
        kinds: dict[tuple[int, int | None], ResultCode] = {}
        repeated: set[tuple[int, int | None]] = set()
        for index, request in enumerate(self.records.absences):
            field, round_number = f"absences/{index}", request.round_number
            if declared is not None and round_number is not None and round_number > declared:
                message = f"240 names round {round_number}; the event has {declared} (142/XXR)"
                yield self.fault("240", index, field, message)
                continue
            for team in request.players:
                unknown = self.team_fault("240", index, field, team)
                if unknown is not None:
                    yield unknown
                    continue
                earlier = kinds.setdefault((team, round_number), request.kind)
                if earlier is not request.kind:
                    message = f"team {team} asks for two different byes ({earlier.value} and {request.kind.value})"
                    yield self.fault("240", index, field, f"{message} in {self._round_text(round_number)}")
                elif (team, round_number) in repeated:
                    message = f"team {team}'s bye in {self._round_text(round_number)} is requested again"
                    yield self.fault("240", index, field, message, warning=True)
                repeated.add((team, round_number))

    def lineups(self) -> Iterator[TeamRecordFault]:
        """300: a played round, two different teams of the event, the team's own players (0: a board
        not fielded), one line-up per team and round."""
        seen: dict[tuple[int, int], int] = {}  # (round, team) -> index of its first 300
        for index, lineup in enumerate(self.records.lineups):
            field, round_number = f"lineups/{index}", lineup.round_number
            unknown = [self.team_fault("300", index, field, team) for team in (lineup.team, lineup.opponent)]
            strangers = [n for n in lineup.players if n and self.owner.get(n) != lineup.team]
            first = seen.setdefault((round_number, lineup.team), index)
            if any(unknown):
                yield from filter(None, unknown)
            elif lineup.team == lineup.opponent:
                yield self.fault("300", index, field, f"team {lineup.team} cannot play a match against itself")
            elif round_number > self.played:
                yield self.fault("300", index, field, f"300 names round {round_number}, but {self._played_text()}")
            elif strangers:
                message = f"player {strangers[0]} is not a player of team {lineup.team} (310)"
                yield self.fault("300", index, field, message)
            elif len(fielded := [n for n in lineup.players if n]) != len(set(fielded)):
                twice = next(n for n in fielded if fielded.count(n) > 1)
                yield self.fault("300", index, field, f"player {twice} sits on two boards")
            elif first != index:
                earlier = self.records.lines.get(("300", first))
                said = f"line {earlier}" if earlier is not None else f"lineups/{first}"
                message = f"team {lineup.team}'s line-up of round {round_number} is already given ({said})"
                yield self.fault("300", index, field, message)

    @staticmethod
    def _round_text(round_number: int | None) -> str:
        return "the round to pair" if round_number is None else f"round {round_number}"

    def player_records(self) -> Iterator[TeamRecordFault]:
        """Players' records in a team event: C.04.6 pairs teams and reads none of them."""
        for attribute, field, what in _PLAYER_RECORDS:
            if getattr(self.tournament, attribute):
                message = f"a Swiss Team event (310 records) pairs teams: {what} are not read; remove them"
                yield TeamRecordFault(Issue(field, message, field=field))


def _boards(count: int) -> str:
    return f"{count} board" if count == 1 else f"{count} boards"
