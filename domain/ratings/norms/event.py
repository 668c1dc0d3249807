"""What a title norm needs to know of the event as a whole (B.01 1.4.1-1.4.3): its format, the kind
of competition, the host federation, how many rounds are scheduled and played, and whether the
1.4.3 d exemption from the foreigner requirement holds.

1.4.3 d exempts "Swiss System tournaments in which participants include in every round at least 20
FIDE rated players, not from the host federation, from at least 3 different federations, at least
10 of whom hold GM, IM, WGM or WIM titles. For this purpose, players are counted only if they miss at
most one round (excluding pairing-allocated byes)". Readings: a player misses a round in which they
have no game over the board, no pairing-allocated bye and no forfeit win (the opponent's absence is
not theirs); such players then count for every round, so the three counts are taken once over them;
``FID`` players are no federation (as for 1.4.3 and 1.4.4, :mod:`domain.ratings.norms.check`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from domain.model import Tournament
from domain.ratings.event_ratings import fide_rating
from domain.ratings.facts import fide_title
from domain.ratings.games import RoundKind, player_rounds
from domain.ratings.norms.requirements import MASTER_TITLES, TitleName
from domain.tiebreaks.build import is_round_robin

Format = Literal["swiss", "round-robin", "double-round-robin"]
#: The competitions B.01 treats apart: 1.4.3 a (national championship final), b (national team
#: championship, for the players of its federation), c (zonal and sub-zonal tournaments), 1.4.1 b
#: (World and Continental Team or Club Championships: 7 games).
Competition = Literal["open", "national-championship", "national-team-championship", "zonal", "team-championship"]
#: Players of no federation for the foreigner requirement (reading of 1.4.2 a: accepted as opponents).
NO_FEDERATION = "FID"
#: 1.4.3 d.
FOREIGN_PLAYERS, FOREIGN_FEDERATIONS, FOREIGN_MASTERS = 20, 3, 10
_PRESENT = frozenset({RoundKind.GAME, RoundKind.PENDING, RoundKind.PAIRING_BYE, RoundKind.FORFEIT_WIN})


@dataclass(frozen=True, slots=True)
class NormOptions:
    """What the caller says of the event (the titles to check, the format when not detected)."""

    titles: tuple[TitleName, ...]
    format: Format | None = None
    competition: Competition = "open"
    host_federation: str | None = None


@dataclass(frozen=True, slots=True)
class ForeignField:
    """The counts of 1.4.3 d and whether they reach 20 players, 3 federations and 10 masters."""

    players: int
    federations: int
    masters: int

    @property
    def met(self) -> bool:
        return (
            self.players >= FOREIGN_PLAYERS
            and self.federations >= FOREIGN_FEDERATIONS
            and self.masters >= FOREIGN_MASTERS
        )


@dataclass(frozen=True, slots=True)
class NormEvent:
    """The event's facts every norm of it shares."""

    format: Format
    competition: Competition
    host_federation: str | None
    scheduled_rounds: int
    rounds: int
    players: int
    foreign_field: ForeignField | None

    @property
    def predetermined(self) -> bool:
        """Pairings fixed in advance (a round robin): 1.4.1 e counts all scheduled rounds."""
        return self.format != "swiss"

    @property
    def complete(self) -> bool:
        return self.rounds >= self.scheduled_rounds


def norm_event(tournament: Tournament, options: NormOptions) -> NormEvent:
    """The facts of ``tournament`` under the caller's options."""
    rounds = tournament.recorded_rounds
    detected: Format = "round-robin" if is_round_robin(tournament, rounds) else "swiss"
    kind = options.format or detected
    host = options.host_federation
    foreign = _foreign_field(tournament, rounds, host) if kind == "swiss" and host is not None else None
    return NormEvent(
        kind,
        options.competition,
        host,
        max(tournament.total_rounds or 0, rounds),
        rounds,
        len(tournament.players),
        foreign,
    )


def _foreign_field(tournament: Tournament, rounds: int, host: str) -> ForeignField:
    counted = [
        player
        for player in tournament.players.values()
        if fide_rating(player) is not None
        and player.federation not in (None, host, NO_FEDERATION)
        and sum(r.kind not in _PRESENT for r in player_rounds(player, rounds)) <= 1
    ]
    return ForeignField(
        len(counted),
        len({player.federation for player in counted}),
        sum(fide_title(player.title) in MASTER_TITLES for player in counted),
    )
