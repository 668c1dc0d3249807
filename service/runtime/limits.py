"""The size limits a deployment configures, checked on every request.

The caps are the domain's (``domain.limits``: a TRF pairing number has four digits; the service
accepts at most 99 rounds): the request schemas are written against them. :class:`Limits` is what a
deployment configures (``PAIRING_MAX_PLAYERS``, ``PAIRING_MAX_ROUNDS``, at most the caps); every
endpoint that takes a tournament or a round robin field enforces it with a 422 that names the limit.
The domain-level defaults the TRF reader bounds itself by are ``domain.limits.InputLimits``; these
service limits can be handed down to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from domain.errors import InvalidInput, Issue
from domain.limits import DEFAULT_LIMITS, GAMES_PER_ROUND_CAP, PLAYER_CAP, ROUND_CAP, InputLimits
from domain.model import Tournament

#: Default largest point value and error list of an answer: the domain's defaults.
POINT_VALUE_DEFAULT = int(DEFAULT_LIMITS.point_value)
ERRORS_LISTED_DEFAULT = DEFAULT_LIMITS.errors_listed


class LimitExceeded(InvalidInput):
    """Input that is well formed but larger than the service is configured to accept."""

    title = "Limit exceeded"

    def __init__(self, issue: Issue, setting: str, limit: int) -> None:
        super().__init__([issue])
        self.setting = setting
        self.limit = limit


@dataclass(frozen=True, slots=True)
class Limits:
    """The configured maximum size of a field (players) and of a tournament (rounds)."""

    max_players: int = PLAYER_CAP
    max_rounds: int = ROUND_CAP
    #: The largest point value of one result or acceleration value (``PAIRING_MAX_POINT_VALUE``).
    max_point_value: int = POINT_VALUE_DEFAULT
    #: Issues listed in one 422 answer; the rest are counted (``PAIRING_MAX_ERRORS_LISTED``).
    max_errors_listed: int = ERRORS_LISTED_DEFAULT

    @property
    def reading(self) -> InputLimits:
        """What the TRF reader is bounded by: the format's cap on players and the most game rounds an
        event of the configured rounds records (a round is two TRF rounds in a two-game event), so
        that what the reader accepts fits every answer model and the configured limits are refused by
        :meth:`check_tournament`, which names the setting; the configured values."""
        rounds = self.max_rounds * GAMES_PER_ROUND_CAP
        return InputLimits(
            rounds=rounds,
            declared_rounds=rounds,
            point_value=Fraction(self.max_point_value),
            errors_listed=self.max_errors_listed,
        )

    @property
    def domain(self) -> InputLimits:
        """The configured limits as the domain's validation takes them, for a system of one game per round."""
        return self.domain_for(1)

    def domain_for(self, games_per_round: int) -> InputLimits:
        """The configured limits as the domain's validation takes them (ranges, records, declared rounds),
        in TRF rounds: a system of two games per round records twice the configured rounds."""
        return InputLimits(
            players=self.max_players,
            rounds=self.max_rounds * games_per_round,
            declared_rounds=self.max_rounds * games_per_round,
            point_value=Fraction(self.max_point_value),
            errors_listed=self.max_errors_listed,
        )

    #: A generated tournament pairs each of its rounds: bounded apart from what a request may carry.
    max_simulated_players: int = 1000
    max_simulated_rounds: int = 30

    def check_players(self, count: int, where: str) -> None:
        if count > self.max_players:
            issue = Issue(where, f"at most {self.max_players} players are accepted, got {count}")
            raise LimitExceeded(issue, "PAIRING_MAX_PLAYERS", self.max_players)

    def check_rounds(self, count: int, where: str, what: str, games_per_round: int = 1) -> None:
        """``what`` says where the round count comes from (``declares``, ``records``, ``needs``);
        ``count`` is in TRF rounds, ``games_per_round`` of which make one round of the system (issue 44:
        a Double-Swiss event of 50 rounds was refused as "declaring 100 rounds")."""
        rounds = -(-count // games_per_round)
        if rounds > self.max_rounds:
            counted = f"{count} rounds"
            if games_per_round > 1:
                counted = f"{count} game rounds ({rounds} rounds of {games_per_round} games)"
            message = f"{what} {counted}; at most {self.max_rounds} rounds are accepted (PAIRING_MAX_ROUNDS)"
            raise LimitExceeded(Issue(where, message), "PAIRING_MAX_ROUNDS", self.max_rounds)

    def check_simulation(self, players: int, rounds: int, where: str) -> None:
        """The size of a tournament to generate (``POST /v1/swiss/simulate``): players and rounds
        within both the tournament limits and the simulation's own."""
        self.check_players(players, f"{where}/players")
        self.check_rounds(rounds, f"{where}/rounds", "the simulation asks for")
        if players > self.max_simulated_players:
            message = f"at most {self.max_simulated_players} players are simulated, got {players}"
            issue = Issue(f"{where}/players", message)
            raise LimitExceeded(issue, "PAIRING_MAX_SIMULATED_PLAYERS", self.max_simulated_players)
        if rounds > self.max_simulated_rounds:
            issue = Issue(f"{where}/rounds", f"at most {self.max_simulated_rounds} rounds are simulated, got {rounds}")
            raise LimitExceeded(issue, "PAIRING_MAX_SIMULATED_ROUNDS", self.max_simulated_rounds)

    def check_tournament(self, tournament: Tournament, where: str, games_per_round: int = 1) -> None:
        """Players, declared rounds (``XXR``, ``total_rounds``) and recorded rounds within the limits;
        rounds counted as the tournament's system counts them (``games_per_round`` TRF rounds each)."""
        self.check_players(len(tournament.players), where)
        if tournament.total_rounds is not None:
            self.check_rounds(tournament.total_rounds, where, "the tournament declares", games_per_round)
        recorded = max((len(player.entries) for player in tournament.players.values()), default=0)
        self.check_rounds(recorded, where, "the tournament records", games_per_round)
