"""A norm applicant's rounds with what B.01 1.4.2 makes of each: a game of the norm, or why not.

1.4.2 does not include: (a) games against opponents who do not belong to FIDE federations; (b) games
against unrated players who score zero against rated opponents in round-robin tournaments; (c) games
decided by forfeit, adjudication or any means other than over-the-board play. Reading of (a): the
service cannot tell a FIDE federation from another code, so it counts every opponent (``FID`` players
are accepted, as 1.4.2 a says); excluding the others is the caller's part.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from domain.model import Player, Tournament
from domain.ratings.event_ratings import fide_rating
from domain.ratings.facts import fide_title
from domain.ratings.games import PlayerRound, RoundKind, player_rounds

_NOT_A_GAME = {
    RoundKind.FORFEIT_WIN: "B.01 1.4.2 c: a game decided by forfeit is not included",
    RoundKind.FORFEIT_LOSS: "B.01 1.4.2 c: a game decided by forfeit is not included",
    RoundKind.SHORT: "B.01 1.4.2 c: not decided over the board (less than one move each)",
    RoundKind.PENDING: "no result yet",
    RoundKind.PAIRING_BYE: "a bye is no game",
    RoundKind.BYE: "a bye is no game",
    RoundKind.ABSENT: "no game",
}
ZERO_AGAINST_RATED = "B.01 1.4.2 b: an unrated opponent who scored zero against rated opponents (round robin)"


@dataclass(frozen=True, slots=True)
class NormGame:
    """One round of the applicant: the opponent's rating, FIDE title and federation, the score, and
    why it is not a game of the norm (``None`` for one that is)."""

    round: int
    opponent: int | None
    kind: RoundKind
    score: Fraction | None
    rating: int | None = None
    title: str | None = None
    federation: str | None = None
    excluded: str | None = None


def norm_games(
    tournament: Tournament, rounds: list[PlayerRound], round_robin: bool, zero_scorers: frozenset[int]
) -> list[NormGame]:
    """The applicant's ``rounds`` as norm games; ``zero_scorers`` are the unrated players 1.4.2 b
    leaves out of a round robin."""
    games = []
    for record in rounds:
        opponent = tournament.players.get(record.opponent) if record.opponent is not None else None
        game = NormGame(record.round, record.opponent, record.kind, record.score)
        if opponent is not None:
            game = replace(
                game, rating=fide_rating(opponent), title=fide_title(opponent.title), federation=opponent.federation
            )
        if not record.is_game:
            game = replace(game, excluded=_NOT_A_GAME[record.kind])
        elif round_robin and record.opponent in zero_scorers:
            game = replace(game, excluded=ZERO_AGAINST_RATED)
        games.append(game)
    return games


def zero_scorers(tournament: Tournament, rounds: int) -> frozenset[int]:
    """The unrated players whose games against rated opponents (at least one) brought no point (1.4.2 b)."""
    found = set()
    for number, player in tournament.players.items():
        if fide_rating(player) is None and _scored_zero_against_rated(tournament, player, rounds):
            found.add(number)
    return frozenset(found)


def _scored_zero_against_rated(tournament: Tournament, player: Player, rounds: int) -> bool:
    against_rated = [
        record.score
        for record in player_rounds(player, rounds)
        if record.is_game and record.opponent is not None and fide_rating(tournament.players[record.opponent])
    ]
    return bool(against_rated) and not any(against_rated)
