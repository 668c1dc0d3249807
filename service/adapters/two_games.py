"""A games document of two-game matches (Double-Swiss) as the one-game rounds the domain records.

api.md: a Double-Swiss round lists **both games** of each match as ordinary games, game 2 with
the colours of game 1 reversed, each game forfeited or not on its own. The domain keeps every game
as its own round (event round r is game rounds 2r-1 and 2r, api.md **Decision**), so this module
splits each event round into its two game rounds, byes and withdrawals included, and hands the
result to :func:`service.adapters.event.tournament_from_event`. Every fault is named by its place
in the document the caller sent, not in the split one.

Which game is game 1: the game's ``game`` field when given (for both games of the match), else
list order (the first game of the pair listed in the round). A bye covers the whole match
(C.04.5 preface): the pairing-allocated bye is a game won plus a game drawn (``U`` then ``H``,
``double-swiss.md`` 1.4 (R)); a requested half / full / zero bye is that bye in both games.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from domain.errors import InvalidInput, Issue
from service.adapters.event import LoadedSource, tournament_from_event
from service.schemas.event import EventDocument, EventGame, EventRequestedBye, EventRound, EventRoundBye

#: The kinds of the two game rounds a bye of a whole match becomes.
_BYE_GAMES = {
    "pairing": ("pairing", "half"),
    "half": ("half", "half"),
    "full": ("full", "full"),
    "zero": ("zero", "zero"),
}
_POINTER = "/event"
_PLACE = re.compile(r"^/event/(rounds|byes)/(\d+)(?:/(games|byes)/(\d+))?")


@dataclass(slots=True)
class _Places:
    """Where each entry of the split document came from in the caller's document."""

    #: (game round index, "games"/"byes", index there) -> (event round index, index there).
    entries: dict[tuple[int, str, int], tuple[int, int]] = field(default_factory=dict)
    #: index in the split ``byes`` -> index in the caller's ``byes``.
    byes: dict[int, int] = field(default_factory=dict)

    def original(self, where: str) -> str:
        """The caller's pointer of a place in the split document."""
        match = _PLACE.match(where)
        if match is None:
            return where
        kind, index, inner, position = match.groups()
        if kind == "byes":
            place = f"{_POINTER}/byes/{self.byes.get(int(index), int(index))}"
        elif inner is None:
            place = f"{_POINTER}/rounds/{int(index) // 2}"
        else:
            event_round, entry = self.entries.get((int(index), inner, int(position)), (int(index) // 2, int(position)))
            place = f"{_POINTER}/rounds/{event_round}/{inner}/{entry}"
        return place + where[match.end() :]


def two_game_tournament(event: EventDocument) -> LoadedSource:
    """The domain tournament of a Double-Swiss games document; faults named in the caller's document."""
    places = _Places()
    split = _split(event, places)
    try:
        loaded = tournament_from_event(split)
    except InvalidInput as error:  # a fault of a game round is the fault of its event round, once
        issues = dict.fromkeys(Issue(places.original(i.where), i.message) for i in error.issues)
        raise InvalidInput(list(issues)) from None
    warnings = [Issue(places.original(issue.where), issue.message) for issue in loaded.warnings]
    return LoadedSource(loaded.tournament, loaded.ids, warnings, loaded.withdrawals)


def _split(event: EventDocument, places: _Places) -> EventDocument:
    """The document with every event round as its two game rounds."""
    issues: list[Issue] = []
    rounds: list[EventRound] = []
    for r, event_round in enumerate(event.rounds):
        rounds += _split_round(r, event_round, places, issues)
    if issues:
        raise InvalidInput(issues)
    byes: list[EventRequestedBye] = []
    for index, bye in enumerate(event.byes):
        for game in (0, 1):
            places.byes[len(byes)] = index
            byes.append(
                EventRequestedBye.model_construct(player=bye.player, round=2 * bye.round - 1 + game, kind=bye.kind)
            )
    withdrawals = [w.model_copy(update={"from_round": 2 * w.from_round - 1}) for w in event.withdrawals]
    total = None if event.rounds_total is None else 2 * event.rounds_total
    return event.model_copy(update={"rounds": rounds, "byes": byes, "withdrawals": withdrawals, "rounds_total": total})


def _split_round(r: int, event_round: EventRound, places: _Places, issues: list[Issue]) -> list[EventRound]:
    """Event round ``r`` (0-based) as its game-1 and game-2 rounds."""
    halves = (EventRound.model_construct(games=[], byes=[]), EventRound.model_construct(games=[], byes=[]))
    for match in _matches(r, event_round.games, issues):
        for game, index in enumerate(match):
            places.entries[(2 * r + game, "games", len(halves[game].games))] = (r, index)
            halves[game].games.append(event_round.games[index])
    for b, bye in enumerate(event_round.byes):
        for game, kind in enumerate(_BYE_GAMES[bye.kind]):
            places.entries[(2 * r + game, "byes", len(halves[game].byes))] = (r, b)
            halves[game].byes.append(EventRoundBye.model_construct(player=bye.player, kind=kind))
    return list(halves)


def _matches(r: int, games: list[EventGame], issues: list[Issue]) -> list[tuple[int, int]]:
    """(game 1, game 2) indices of every match of the round; a pair without exactly two games whose
    colours are reversed is an issue naming its first game."""
    pairs: dict[frozenset[str], list[int]] = {}
    for index, game in enumerate(games):
        pairs.setdefault(frozenset((str(game.white), str(game.black))), []).append(index)
    matches = []
    for indices in pairs.values():
        where = f"{_POINTER}/rounds/{r}/games/{indices[0]}"
        fault = _match_fault(games, indices)
        if fault:
            issues.append(Issue(where, fault))
            continue
        first, second = sorted(indices, key=lambda i: games[i].game or indices.index(i) + 1)
        matches.append((first, second))
    return matches


def _match_fault(games: list[EventGame], indices: list[int]) -> str | None:
    """Why the games of one pair in a round are not one two-game match, or None."""
    players = f"{games[indices[0]].white!r} v {games[indices[0]].black!r}"
    if len(indices) != 2:
        return (
            f"{players} has {len(indices)} game(s) in this round: a double-swiss round lists both games of each "
            "match (game 2 with the colours reversed)"
        )
    first, second = (games[i] for i in indices)
    if str(first.white) == str(second.white):
        return f"{players}: game 2 must be played with the colours of game 1 reversed"
    numbered = [game.game for game in (first, second)]
    if numbered.count(None) == 1 or (None not in numbered and numbered[0] == numbered[1]):
        return f"{players}: give game 1 and game 2 for both games of the match, or for neither (list order)"
    return None
