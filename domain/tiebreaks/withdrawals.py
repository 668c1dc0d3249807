"""A player who leaves a round robin early (FIDE Tournament Rules C.06 V.4.1).

V.4.1: a player who withdraws (or is expelled) having completed less than 50 % of his games keeps
his score in the tournament table, for rating and history, but the points scored by him or
against him are not counted in the final standings. V.4.2: at 50 % or more everything counts.
Readings (the rule leaves them open):

* *left*: the games document says he withdrew, or every round from some round to the last is a
  voluntary unplayed round of his (forfeit loss, absence, zero-point bye; C.07 16.1);
* *his games*: the games his schedule gives him, (N - 1) per cycle for N players, the cycles being
  the rounds of the event over the rounds of one Berger cycle (C.05 Annex 1);
* *completed*: games played over the board (a forfeit is not a game);
* *final standings*: the standings after the event's last round (``total_rounds``; without it,
  after a whole number of cycles).

The annulled games become rounds without a game for everybody: no points, no opponent.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.roundrobin.berger import table_size
from domain.tiebreaks.view import CompetitionView, RoundResult

ARTICLE = "C.06 V.4.1"
_NO_GAME = RoundResult(None, False, 0)


@dataclass(frozen=True, slots=True)
class EarlyLeaver:
    """A player who left having completed ``played`` of his ``games`` (fewer than half); ``score``
    is his own score in units, which stays in the tournament table."""

    cid: int
    played: int
    games: int
    score: int

    @property
    def reason(self) -> str:
        return (
            f"withdrew having played {self.played} of {self.games} games (less than 50 %): his results are not "
            f"counted in the final standings ({ARTICLE})"
        )


@dataclass(frozen=True, slots=True)
class Leavers:
    """The players V.4.1 concerns, and whether the standings are the final ones it speaks of."""

    players: list[EarlyLeaver]
    final: bool


def early_leavers(view: CompetitionView, total_rounds: int | None, withdrawn: frozenset[int]) -> Leavers:
    """The players of a round robin who left having completed fewer than half their games."""
    field = len(view.results)
    if not view.round_robin or field < 2 or view.rounds == 0:
        return Leavers([], False)
    per_cycle = table_size(field) - 1
    total = total_rounds if total_rounds is not None else view.rounds if view.rounds % per_cycle == 0 else None
    if total is None:
        return Leavers([], False)
    games = max(1, round(total / per_cycle)) * (field - 1)
    players = []
    for cid, rounds in sorted(view.results.items()):
        played = sum(1 for r in rounds if r.played)
        if 2 * played < games and (cid in withdrawn or _left(rounds)):
            players.append(EarlyLeaver(cid, played, games, view.scores[cid]))
    return Leavers(players, view.rounds >= total)


def without(view: CompetitionView, leavers: list[EarlyLeaver]) -> CompetitionView:
    """The view without the leavers: their rounds gone, every game against them a round without a game."""
    gone = {leaver.cid for leaver in leavers}
    results = {
        cid: [_NO_GAME if r.opponent in gone else r for r in rounds]
        for cid, rounds in view.results.items()
        if cid not in gone
    }
    ratings = {cid: rating for cid, rating in view.ratings.items() if cid not in gone}
    return CompetitionView(view.rounds, view.unit, view.win, view.draw, view.loss, results, ratings, view.round_robin)


def _left(rounds: list[RoundResult]) -> bool:
    """His last round is voluntarily unplayed: the run of such rounds that ends the event is where he left."""
    return bool(rounds) and rounds[-1].vur
