"""What the pairing program knew before a played round, and what that round turned out to be.

The state before round r keeps rounds 1..r-1, the round-r absences known before pairing
(requested ``H``/``F``/``Z`` byes, TRF-2026 ``240`` requests for round r) and the absences without
notice stated for earlier rounds (seed F8). A player with nothing recorded in a played round was
not there (api.md: "a player in no game and no bye of a round was absent from it"), so his
round-r entry becomes a zero-point absence. Points are recomputed to the end of round r-1.
A file that does not state the initial colour keeps the one round 1 was paired with
(:mod:`domain.swiss.initial_colour`): before round 1 there is no history to read it from.
"""

from __future__ import annotations

import dataclasses

from domain.history import score_after
from domain.model import (
    REQUESTED_BYES,
    Color,
    Player,
    ResultCode,
    RoundEntry,
    Tournament,
)
from domain.swiss.audit.report import RoundPairing
from domain.swiss.initial_colour import inferred_initial_colour


def state_before(tournament: Tournament, round_number: int) -> Tournament:
    """The tournament as it stood when ``round_number`` was paired (see the module docstring)."""
    players = {
        number: _player_before(player, round_number, tournament) for number, player in tournament.players.items()
    }
    return dataclasses.replace(
        tournament,
        players=players,
        initial_color=tournament.initial_color or inferred_initial_colour(tournament),
        total_rounds=tournament.total_rounds or tournament.recorded_rounds,
        bye_requests=[request for request in tournament.bye_requests if request.round_number == round_number],
        unannounced_absences=[a for a in tournament.unannounced_absences if a.round_number < round_number],
        source_lines=dict(tournament.source_lines),
    )


def _player_before(player: Player, round_number: int, tournament: Tournament) -> Player:
    entries = list(player.entries[: round_number - 1])
    entries += [None] * (round_number - 1 - len(entries))
    entry = player.entry(round_number)
    if entry is None:
        entries.append(RoundEntry.bye(ResultCode.ZERO_BYE))
    elif entry.result in REQUESTED_BYES:
        entries.append(entry)
    while entries and entries[-1] is None:
        entries.pop()
    points = score_after(player, round_number - 1, tournament.point_system)
    return dataclasses.replace(player, entries=entries, points=points, rank=None)


def played_round(tournament: Tournament, round_number: int) -> RoundPairing:
    """The pairing of ``round_number`` as recorded: every pair with an opponent (forfeits included,
    they were paired), the pairing-allocated bye(s). A pair recorded without colours (some forfeits)
    is listed lower number first and marked uncoloured."""
    boards: list[tuple[int, int]] = []
    uncoloured: list[tuple[int, int]] = []
    byes: list[int] = []
    for player in tournament.player_list():
        entry = player.entry(round_number)
        if entry is None:
            continue
        if entry.result is ResultCode.PAIRING_BYE:
            byes.append(player.number)
        elif entry.opponent is not None and entry.color is Color.WHITE:
            boards.append((player.number, entry.opponent))
        elif entry.opponent is not None and entry.color is None and player.number < entry.opponent:
            uncoloured.append((player.number, entry.opponent))
    return RoundPairing(tuple(boards + uncoloured), tuple(byes), frozenset(uncoloured))
