"""Who is paired in the next round (api.md; C.04.2 D.3-D.4; seed F5).

The round to pair is the first round with no game recorded for anybody. A player whose entry
for that round is a requested bye (``H``, ``F``, ``Z``) or who is named in a bye request for it
is absent: not paired and not eligible for the pairing-allocated bye. So is a player treated as
withdrawn after an unannounced absence (seed F8, :mod:`domain.swiss.withdrawals`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from domain.errors import InvalidInput, Issue
from domain.model import ResultCode, RoundEntry, Tournament
from domain.swiss.withdrawals import withdrawn_by_absence


@dataclass(frozen=True, slots=True)
class RoundSetup:
    """The round being paired and the players it concerns."""

    round_number: int
    present: tuple[int, ...]
    absent: tuple[int, ...]
    #: 0-based rank of every player who takes part in the event so far, in pairing-number order.
    #: A player absent now who was never paired in any round does not take part yet (a late
    #: entry still to come) and is skipped, as the endorsed engines do for the colour parity.
    rank_index: dict[int, int]
    #: Of the absent, those treated as withdrawn after an unannounced absence (F8).
    withdrawn: tuple[int, ...] = ()

    @property
    def played_rounds(self) -> int:
        return self.round_number - 1


@dataclass(frozen=True, slots=True)
class Absences:
    """The players not paired in a round, and which of them are withdrawn."""

    absent: frozenset[int]
    #: Of the absent, those withdrawn: named by the organiser, or (F8) after an unannounced absence.
    withdrawn: frozenset[int]


def round_absences(
    tournament: Tournament,
    round_number: int,
    unannounced_absence_withdraws: bool = True,
    withdrawn: frozenset[int] = frozenset(),
) -> Absences:
    """Who is not paired in ``round_number``: an ``H``/``F``/``Z`` entry for it or a bye request
    naming it (api.md, C.04.2 D.3-D.4; a forfeit pre-filled without an opponent counts as such an
    entry, see :attr:`RoundEntry.announces_absence`), the ``withdrawn`` the organiser names (Swedish §4e), and
    with ``unannounced_absence_withdraws`` (F8) everyone stated absent without notice earlier."""
    gone = set(withdrawn)
    if unannounced_absence_withdraws:
        gone |= withdrawn_by_absence(tournament, round_number)
    requested = {
        player.number
        for player in tournament.players.values()
        if (entry := player.entry(round_number)) is not None and entry.announces_absence
    }
    for request in tournament.bye_requests:
        if request.round_number in (None, round_number):
            requested.update(request.players)
    return Absences(frozenset(requested | gone), frozenset(gone))


def round_setup(tournament: Tournament, unannounced_absence_withdraws: bool = True) -> RoundSetup:
    """The round to pair, its present and absent players, and the compressed ranks.

    With ``unannounced_absence_withdraws`` (F8, the default) a player stated absent without
    notice in an earlier round is withdrawn: absent from this round on.
    """
    round_number = tournament.next_round
    absences = round_absences(tournament, round_number, unannounced_absence_withdraws)
    present: list[int] = []
    absent: list[int] = []
    rank_index: dict[int, int] = {}
    for player in tournament.player_list():
        is_absent = player.number in absences.absent
        (absent if is_absent else present).append(player.number)
        if not is_absent or ever_paired(player.entries[: round_number - 1]):
            rank_index[player.number] = len(rank_index)
    return RoundSetup(round_number, tuple(present), tuple(absent), rank_index, tuple(sorted(absences.withdrawn)))


def ever_paired(entries: Iterable[RoundEntry | None]) -> bool:
    """Took part in some pairing: had an opponent (even a forfeit) or the pairing-allocated bye."""
    return any(
        entry is not None and (entry.opponent is not None or entry.result is ResultCode.PAIRING_BYE)
        for entry in entries
    )


def ensure_rounds_left(tournament: Tournament) -> None:
    """Refuse to pair beyond the announced number of rounds (C.04.1 Art. 1)."""
    total = tournament.total_rounds
    if total is not None and tournament.next_round > total:
        raise InvalidInput([Issue("total_rounds", f"all {total} rounds are already paired; nothing left to pair")])
