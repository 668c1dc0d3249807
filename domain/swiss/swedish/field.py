"""The field of one round: who is paired, in which starting order, with which pairing score,
whom each has met and how many whites each has had (§0, §1, §2.1, §2.3, §3, §4).

Entrants are numbered by starting order: index 0 is starting number 1 (the strongest). When the
number of entrants is odd the extra player X (§4) is added with the last index. Meetings are kept
as bit masks over indices so that the pairing search can test them cheaply.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TypeGuard

from domain.errors import InvalidInput, Issue
from domain.history import color_history, played_opponents
from domain.initial_ranking import initial_ranking_key
from domain.model import Color, Player, ResultCode, RoundEntry, Tournament
from domain.restrictions import forbidden_groups
from domain.swiss.participants import round_absences
from domain.swiss.swedish.explanation import X_LABEL
from domain.swiss.swedish.options import StartingOrder, SwedishOptions


@dataclass(slots=True)
class RoundField:
    """Everything the pairing procedure needs to know about the entrants of one round."""

    round_number: int
    ids: list[int | None]  # index -> player id; None for X
    scores: list[Fraction]
    whites: list[int]
    met: list[int]  # index -> bit mask of indices met (2.3, §4d) or forbidden
    absent: tuple[int, ...]
    withdrawn: tuple[int, ...]

    @property
    def size(self) -> int:
        return len(self.ids)

    @property
    def x_index(self) -> int | None:
        """The index of X (§4), which is always last, or None in an even round."""
        return self.size - 1 if self.ids and self.ids[-1] is None else None

    def compatible(self, a: int, b: int) -> bool:
        """2.3 / §4d: ``a`` and ``b`` may meet (never met, not forbidden)."""
        return not (self.met[a] >> b) & 1

    def label(self, index: int) -> int | str:
        player = self.ids[index]
        return X_LABEL if player is None else player


def build_field(tournament: Tournament, options: SwedishOptions) -> RoundField:
    """The field of ``tournament.next_round``; raises :class:`InvalidInput` for unknown ids."""
    round_number = tournament.next_round
    _refuse_unknown_withdrawn(tournament, options)
    absences = round_absences(tournament, round_number, options.unannounced_absence_withdraws, options.withdrawn)
    absent, withdrawn = absences.absent, absences.withdrawn
    playing = [p for p in tournament.player_list() if p.number not in absent]
    playing.sort(key=_starting_key(options))
    index_of = {player.number: index for index, player in enumerate(playing)}
    ids: list[int | None] = [player.number for player in playing]
    scores = [pairing_score(tournament, player, round_number, options) for player in playing]
    whites = [_whites(player, round_number, options) for player in playing]
    met = [_met_mask(player, round_number, index_of, options) for player in playing]
    if len(playing) % 2:
        _add_x(ids, scores, whites, met, playing, round_number)
    _add_forbidden(tournament, round_number, index_of, met)
    return RoundField(round_number, ids, scores, whites, met, tuple(sorted(absent)), tuple(sorted(withdrawn)))


def pairing_score(tournament: Tournament, player: Player, round_number: int, options: SwedishOptions) -> Fraction:
    """Points for pairing (2.1, §0): real results, postponed games as wins (or win/draw)."""
    system = tournament.point_system
    total = Fraction(0)
    for r in range(1, round_number):
        entry = player.entry(r)
        if entry is not None and entry.result is ResultCode.ADJOURNED:
            total += _postponed_points(tournament, player, entry, options)
        else:
            total += system.points(entry)
    return total


def _postponed_points(tournament: Tournament, player: Player, entry: RoundEntry, options: SwedishOptions) -> Fraction:
    """§0: a win for both, unless both are rated and the gap exceeds the limit: then the
    lower-rated player counts a draw."""
    system = tournament.point_system
    opponent = tournament.players.get(entry.opponent) if entry.opponent is not None else None
    if (
        opponent is not None
        and player.rating is not None
        and opponent.rating is not None
        and opponent.rating - player.rating > options.postponed_rating_gap
    ):
        return system.draw
    return system.win


def _refuse_unknown_withdrawn(tournament: Tournament, options: SwedishOptions) -> None:
    """§4e withdrawals (who is absent: :func:`~domain.swiss.participants.round_absences`) must name players."""
    unknown = sorted(options.withdrawn - set(tournament.players))
    if unknown:
        raise InvalidInput(
            [Issue("/options/withdrawn", f"player {n} is not a player of this tournament") for n in unknown]
        )


def _starting_key(options: SwedishOptions):
    """§1: starting numbers; explicit pairing numbers win unless the rating order is asked for."""
    if options.starting_order is StartingOrder.PAIRING_NUMBER:
        return lambda player: player.number
    return lambda player: (*initial_ranking_key(player.rating, player.title, player.name), player.number)


def _counts(entry: RoundEntry | None, options: SwedishOptions) -> TypeGuard[RoundEntry]:
    """A past game that counts as a meeting and for colours (§0 decision for postponed games)."""
    if entry is None or not entry.played:
        return False
    return options.postponed_counts_as_game or entry.result is not ResultCode.ADJOURNED


def _whites(player: Player, round_number: int, options: SwedishOptions) -> int:
    """§3 white count; §4c: meeting X counts as having had white."""
    upto = round_number - 1
    if options.postponed_counts_as_game:
        games = color_history(player, upto).count(Color.WHITE)
    else:
        games = sum(1 for e in player.entries[:upto] if _counts(e, options) and e.color is Color.WHITE)
    return games + _x_meetings(player, round_number)


def _x_meetings(player: Player, round_number: int) -> int:
    """Rounds in which the player met X, i.e. got the pairing-allocated bye (§4c, §4d)."""
    return sum(
        1 for r in range(1, round_number) if (e := player.entry(r)) is not None and e.result is ResultCode.PAIRING_BYE
    )


def _met_mask(player: Player, round_number: int, index_of: dict[int, int], options: SwedishOptions) -> int:
    """2.3: the entrants this player has already met, as a bit mask."""
    upto = round_number - 1
    if options.postponed_counts_as_game:
        opponents = played_opponents(player, upto)
    else:
        opponents = {e.opponent for e in player.entries[:upto] if _counts(e, options) and e.opponent is not None}
    mask = 0
    for opponent in opponents:
        if opponent in index_of:
            mask |= 1 << index_of[opponent]
    return mask


def _add_x(
    ids: list[int | None],
    scores: list[Fraction],
    whites: list[int],
    met: list[int],
    playing: list[Player],
    round_number: int,
) -> None:
    """§4a-d: X is last in the order, scores 0 (decision) and has met every earlier bye holder."""
    x = len(ids)
    x_mask = 0
    for index, player in enumerate(playing):
        if _x_meetings(player, round_number):
            met[index] |= 1 << x
            x_mask |= 1 << index
    ids.append(None)
    scores.append(Fraction(0))
    whites.append(0)
    met.append(x_mask)


def _add_forbidden(tournament: Tournament, round_number: int, index_of: dict[int, int], met: list[int]) -> None:
    """Forbidden pairs (TRF XXP / 260, C.06 II.3.1 federations) are kept like 2.3: such players
    never meet. One mask per group, or-ed into each member's row: O(k) operations per group of k,
    not one per pair (issue 34)."""
    for group in forbidden_groups(tournament, round_number):
        members = {index_of[n] for n in group.players if n in index_of}
        mask = sum(1 << a for a in members)
        for a in members:
            met[a] |= mask & ~(1 << a)
