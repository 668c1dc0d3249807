"""Consistency of a tournament: the facts recorded for the two players of a game must agree.

Errors make the tournament unusable (:class:`~domain.errors.InconsistentTournament`); warnings
are returned for faults that real files often have and that do not change the pairing facts
(a points field that disagrees with the results, several ``U`` in a round).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from domain.errors import InconsistentTournament, InvalidInput, Issue, IssueLog
from domain.input_bounds import bound_faults
from domain.limits import DEFAULT_LIMITS, InputLimits
from domain.model import COMPLEMENT, Player, ResultCode, RoundEntry, Tournament
from domain.team_record_faults import team_record_faults


def validate(tournament: Tournament, limits: InputLimits | None = None) -> list[Issue]:
    """Raise :class:`InconsistentTournament` listing the errors; return the warnings.

    Values outside ``limits`` (:class:`InputLimits`) and unsafe free text are refused first
    with :class:`InvalidInput`, before any check whose work grows with them. Both error and
    warning lists are capped at ``limits.errors_listed`` entries plus a count of the rest.
    """
    limits = limits or DEFAULT_LIMITS
    checker = _Checker(tournament, limits)
    bounds = IssueLog(limits.errors_listed)
    for issue in bound_faults(tournament, limits, checker.where):
        bounds.add(issue)
    if bounds:
        raise InvalidInput.from_log(bounds)
    checker.run()
    if checker.errors:
        raise InconsistentTournament.from_log(checker.errors)
    return checker.warnings.issues()


class _Checker:
    def __init__(self, tournament: Tournament, limits: InputLimits) -> None:
        self.tournament = tournament
        self.errors = IssueLog(limits.errors_listed)
        self.warnings = IssueLog(limits.errors_listed)
        #: Computed once: it scans every entry, and reading it per player made validation quadratic.
        self.recorded_rounds = tournament.recorded_rounds
        self.points_table = tournament.point_system.table()

    def where(self, player: int, round_number: int | None = None) -> str:
        line = self.tournament.source_lines.get(player)
        place = f"line {line} (player {player})" if line is not None else f"player {player}"
        return place if round_number is None else f"{place}, round {round_number}"

    def issue(self, player: int, round_number: int | None, message: str) -> Issue:
        """An issue at a player's line or round entry, the place also given as data."""
        return Issue(self.where(player, round_number), message, player=player, round=round_number)

    def run(self) -> None:
        for player in self.tournament.player_list():
            self.check_round_count(player)
            for round_number, entry in enumerate(player.entries, start=1):
                if entry is not None and entry.opponent is not None:
                    self.check_game(player, round_number, entry)
                elif entry is not None and entry.result is ResultCode.FORFEIT_WIN:
                    self.check_empty_board(player, round_number)
            self.check_points(player)
        self.check_pairing_byes()
        self.check_references()
        self.check_round_ranges()
        self.check_bye_requests()
        self.check_team_records()

    def check_empty_board(self, player: Player, round_number: int) -> None:
        """A forfeit win against nobody is a board the other team did not field (a team match,
        TRF-2026 ``300`` with 0); in an individual event a forfeit win needs its opponent."""
        if self.tournament.team_records is None:
            message = "a forfeit win needs its opponent (without one it is a board not fielded, team events only)"
            self.errors.add(self.issue(player.number, round_number, message))

    def check_round_count(self, player: Player) -> None:
        declared = self.tournament.total_rounds
        if declared is not None and len(player.entries) > declared:
            self.errors.add(
                self.issue(
                    player.number, None, f"{len(player.entries)} rounds recorded but the tournament has {declared}"
                )
            )

    def check_game(self, player: Player, round_number: int, entry: RoundEntry) -> None:
        """Both entries of a game name each other and agree; the place is only spelled out for a fault."""
        opponent_number = entry.opponent
        assert opponent_number is not None
        opponent = self.tournament.players.get(opponent_number)
        other = opponent.entry(round_number) if opponent is not None else None
        if opponent_number != player.number and other is not None and other.opponent == player.number:
            if player.number < opponent_number:
                self.check_agreement(player.number, round_number, entry, other)
            return
        number = player.number
        if opponent_number == number:
            self.errors.add(self.issue(number, round_number, "player is paired with himself"))
        elif opponent is None:
            self.errors.add(
                self.issue(number, round_number, f"opponent {opponent_number} is not a player of this tournament")
            )
        else:
            said = (
                "nothing"
                if other is None
                else (f"opponent {other.opponent}" if other.opponent else f"result {other.result.value!r}")
            )
            self.errors.add(
                self.issue(
                    number,
                    round_number,
                    f"paired with {opponent_number}, but player {opponent_number}'s round {round_number} "
                    f"entry says {said}",
                )
            )

    def check_agreement(self, number: int, round_number: int, entry: RoundEntry, other: RoundEntry) -> None:
        opponent = entry.opponent
        faults = []
        if entry.color is not None and other.color is not None and entry.color == other.color:
            faults.append(f"both players of the game with {opponent} have colour {entry.color.value!r}")
        elif (entry.color is None) != (other.color is None) and (entry.played or other.played):
            faults.append(f"only one player of the game with {opponent} has a colour")
        if other.result not in COMPLEMENT.get(entry.result, frozenset()):
            faults.append(
                f"result {entry.result.value!r} against {opponent} disagrees with {opponent}'s result "
                f"{other.result.value!r}"
            )
        for fault in faults:
            self.errors.add(self.issue(number, round_number, fault))

    def check_points(self, player: Player) -> None:
        if player.points is None:
            return
        total = self.points_table.total(player.entries_upto(self.recorded_rounds))
        if total != player.points:
            self.warnings.add(
                self.issue(
                    player.number,
                    None,
                    f"points field says {float(player.points):g} but the results give {float(total):g}",
                )
            )

    def check_pairing_byes(self) -> None:
        """More than one ``U`` in a round is suspicious; in a team event (TRF-2026 team records) the
        PAB team's players each carry one, so there the teams are counted, not the players."""
        records = self.tournament.team_records
        owner = {member: team.number for team in records.teams.values() for member in team.members} if records else {}
        counts: Counter[int] = Counter()
        seen: set[tuple[int, int]] = set()
        for player in self.tournament.players.values():
            for round_number, entry in enumerate(player.entries, start=1):
                if entry is not None and entry.result is ResultCode.PAIRING_BYE:
                    unit = (round_number, owner.get(player.number, -player.number))
                    counts[round_number] += unit not in seen
                    seen.add(unit)
        for round_number, count in sorted(counts.items()):
            if count > 1:
                self.warnings.add(
                    Issue(
                        f"round {round_number}", f"{count} pairing-allocated byes (U) in one round", round=round_number
                    )
                )

    def check_round_ranges(self) -> None:
        """A forbidden group (260) or federation restriction whose first round follows its last
        applies to no round: an inert request, refused rather than silently ignored (issue 34)."""
        for index, group in enumerate(self.tournament.forbidden):
            if group.first_round is not None and group.last_round is not None and group.first_round > group.last_round:
                self.errors.add(
                    Issue(
                        f"forbidden_pairs[{index}]",
                        f"the first round ({group.first_round}) follows the last ({group.last_round})",
                    )
                )
        restriction = self.tournament.federation_restriction
        if restriction is not None and restriction.first_round > restriction.last_round:
            self.errors.add(
                Issue(
                    "federation_restriction",
                    f"the first round ({restriction.first_round}) follows the last ({restriction.last_round})",
                )
            )

    def check_bye_requests(self) -> None:
        """One request per player and round: two of different kinds contradict each other (an
        error); the same one again is a warning (issue 34: 10,000 duplicates went unnoticed)."""
        kinds: dict[tuple[int, int | None], ResultCode] = {}
        declared = self.tournament.total_rounds
        for request in self.tournament.bye_requests:
            if declared is not None and request.round_number is not None and request.round_number > declared:
                message = f"a bye is requested for round {request.round_number}; the tournament has {declared} (XXR)"
                self.errors.add(Issue("bye requests", message, field="bye_requests"))
                continue  # issue 44: a request for a round the event does not have means nothing
            for player in request.players:
                key = (player, request.round_number)
                earlier = kinds.get(key)
                if earlier is None:
                    kinds[key] = request.kind
                    continue
                when = "the round to pair" if request.round_number is None else f"round {request.round_number}"
                if earlier is not request.kind:
                    self.errors.add(
                        Issue(
                            "bye requests",
                            f"player {player} asks for two different byes ({earlier.value} and "
                            f"{request.kind.value}) in {when}",
                        )
                    )
                else:
                    self.warnings.add(Issue("bye requests", f"player {player}'s bye in {when} is requested again"))

    def check_team_records(self) -> None:
        """Team records that mean nothing for the event (:mod:`domain.team_record_faults`)."""
        for fault in team_record_faults(self.tournament):
            (self.warnings if fault.warning else self.errors).add(fault.issue)

    def check_references(self) -> None:
        known = self.tournament.players
        references: list[tuple[str, str, Iterable[int]]] = [
            ("forbidden pairs", "forbidden_pairs", (n for g in self.tournament.forbidden for n in g.players)),
            ("bye requests", "bye_requests", (n for r in self.tournament.bye_requests for n in r.players)),
            ("acceleration", "acceleration", self.tournament.acceleration),
            ("unannounced absences", "unannounced_absences", (a.player for a in self.tournament.unannounced_absences)),
            ("teams", "teams", (n for team in self.tournament.teams for n in team.members)),
        ]
        for what, name, numbers in references:
            for number in sorted(set(numbers) - set(known)):
                self.errors.add(Issue(what, f"player {number} is not a player of this tournament", field=name))
