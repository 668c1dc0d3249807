"""Team events by hand for tests: teams of ``boards`` players, matches given board by board."""

from __future__ import annotations

from fractions import Fraction

from domain.model import ByeRequest, Color, Player, ResultCode, RoundEntry, TeamEntry, TeamRecords, Tournament

_OTHER = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}


class TeamEvent:
    """``TeamEvent(6).match(1, 1, 4, "11=0")``: in round 1 team 1 (White on board 1) met team 4 and
    its players scored 1, 1, =, 0 on boards 1-4 (``+``/``-`` forfeits, ``x`` forfeited by both)."""

    def __init__(
        self,
        teams: int,
        boards: int = 4,
        rounds: int = 7,
        code: str = "FIDE_TEAM_TYPEA_MP_GP",
        initial: Color = Color.WHITE,
    ) -> None:
        self.boards = boards
        self.tournament = Tournament(total_rounds=rounds, initial_color=initial, tournament_type=code)
        records = TeamRecords(colour_sequence="WB" * (boards // 2) + "W" * (boards % 2))
        records.match_points = (Fraction(2), Fraction(1), Fraction(0))
        records.pab_match_points, records.pab_game_points = Fraction(1), Fraction(boards, 2)
        for team in range(1, teams + 1):
            members = tuple((team - 1) * boards + board for board in range(1, boards + 1))
            for number in members:
                self.tournament.players[number] = Player(number, f"Player {number}")
            records.teams[team] = TeamEntry(team, f"Team {team}", members)
        self.records = records
        self.tournament.team_records = records

    def match(self, round_number: int, white: int, black: int, results: str) -> TeamEvent:
        sequence = self.records.colour_sequence or "WB"
        whites, blacks = self.records.teams[white].members, self.records.teams[black].members
        for board, (one, other, result) in enumerate(zip(whites, blacks, results, strict=True)):
            colour = Color.WHITE if sequence[board] == "W" else Color.BLACK
            ours, theirs = ("-", "-") if result == "x" else (result, _OTHER[result])
            self._enter(one, round_number, RoundEntry(other, colour, ResultCode(ours)))
            self._enter(other, round_number, RoundEntry(one, colour.opposite, ResultCode(theirs)))
        return self

    def pab(self, round_number: int, team: int) -> TeamEvent:
        for member in self.records.teams[team].members:
            self._enter(member, round_number, RoundEntry.bye(ResultCode.PAIRING_BYE))
        self.records.pab_teams += [0] * (round_number - len(self.records.pab_teams))
        self.records.pab_teams[round_number - 1] = team
        return self

    def full_bye(self, round_number: int, team: int) -> TeamEvent:
        for member in self.records.teams[team].members:
            self._enter(member, round_number, RoundEntry.bye(ResultCode.FULL_BYE))
        return self

    def absent(self, round_number: int, *teams: int) -> TeamEvent:
        self.records.absences.append(ByeRequest(ResultCode.ZERO_BYE, round_number, teams))
        return self

    def build(self) -> Tournament:
        return self.tournament

    def _enter(self, number: int, round_number: int, entry: RoundEntry) -> None:
        entries = self.tournament.players[number].entries
        entries.extend([None] * (round_number - 1 - len(entries)))
        entries.append(entry)
