"""A games document of two-game matches (Double-Swiss) as the one-game rounds the domain records.

api.md: a Double-Swiss round lists **both games** of each match as ordinary games, game 2 with
the colours of game 1 reversed, each game forfeited or not on its own. The domain keeps every game
as its own round (event round r is game rounds 2r-1 and 2r, api.md **Decision**), so this module
splits each event round into its two game rounds, byes and withdrawals included, and hands the
result to :func:`service.adapters.event.tournament_from_event`.

Everything the caller reads is in the caller's terms: the document is checked in event rounds
before it is split (rounds_total, a player in two matches of a round, kept bye requests,
withdrawals, games without a result), and every place the domain names later (a game round's
entry, a round) is the game or round of the caller's document (:class:`TwoGamePlaces`).

Which game is game 1: every game says it (``game``: 1 or 2), since list order is what a
platform's query happens to return (issue 42). A bye covers the whole match (C.04.5 preface): the
pairing-allocated bye is a game won plus a game drawn (``U`` then ``H``, 1½ with the standard
points, ``double-swiss.md`` 1.4 (R)); a requested half / full / zero bye is that bye in both games
(1, 2 and 0 points).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from domain.errors import InvalidInput, Issue
from service.adapters.event import LoadedSource, kept_request_fault, tournament_from_event, unfinished_message
from service.adapters.places import Places
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


@dataclass(frozen=True, slots=True)
class TwoGamePlaces(Places):
    """The places of the split document's domain rounds, as the caller's document names them: game
    round g is a game of event round (g+1)//2."""

    inner: Places = field(default_factory=Places)
    original: Callable[[str], str] = str

    def entry(self, number: int, round_number: int) -> str | None:
        return self._mapped(self.inner.entry(number, round_number))

    def player(self, number: int) -> str | None:
        return self.inner.player(number)

    def round(self, round_number: int) -> str | None:
        return self._mapped(self.inner.round(round_number))

    def field(self, name: str) -> str | None:
        return self.inner.field(name)

    def _mapped(self, where: str | None) -> str | None:
        return None if where is None else self.original(where)


def two_game_tournament(event: EventDocument) -> LoadedSource:
    """The domain tournament of a Double-Swiss games document; faults named in the caller's document."""
    _refuse_in_event_rounds(event)
    places = _Places()
    split = _split(event, places)
    try:
        loaded = tournament_from_event(split)
    except InvalidInput as error:  # a fault of a game round is the fault of its event round, once
        issues = dict.fromkeys(Issue(places.original(i.where), i.message) for i in error.issues)
        raise InvalidInput(list(issues)) from None
    warnings = _unfinished(event)
    return LoadedSource(
        loaded.tournament, loaded.ids, warnings, loaded.withdrawals, TwoGamePlaces(loaded.places, places.original)
    )


def _refuse_in_event_rounds(event: EventDocument) -> None:
    """What the split document would name in game rounds, checked in the caller's event rounds:
    rounds_total, the game number of every game, a player in two matches of a round, a kept bye
    request its round contradicts, a withdrawal its later rounds contradict."""
    issues: list[Issue] = []
    if event.rounds_total is not None and len(event.rounds) > event.rounds_total:
        where = f"{_POINTER}/rounds/{event.rounds_total}"
        issues.append(Issue(where, f"{len(event.rounds)} rounds recorded but rounds_total is {event.rounds_total}"))
    recorded = [_recorded(r, event_round, issues) for r, event_round in enumerate(event.rounds)]
    known = {str(player.id) for player in event.players}
    for index, bye in enumerate(event.byes):
        if bye.round <= len(recorded) and str(bye.player) not in known:
            message = f"{bye.player!r} is not the id of a player of the event"
            issues.append(Issue(f"{_POINTER}/byes/{index}/player", message))
        elif bye.round <= len(recorded):
            fault = kept_request_fault(
                repr(bye.player), bye.kind, bye.round, recorded[bye.round - 1].get(str(bye.player))
            )
            if fault:
                issues.append(Issue(f"{_POINTER}/byes/{index}/kind", fault))
    for index, withdrawal in enumerate(event.withdrawals):
        later = [
            r
            for r in range(withdrawal.from_round, len(recorded) + 1)
            if recorded[r - 1].get(str(withdrawal.player), "zero") != "zero"
        ]
        if later:
            issues.append(
                Issue(
                    f"{_POINTER}/withdrawals/{index}/from_round",
                    f"{withdrawal.player!r} withdrew from round {withdrawal.from_round} on but has an entry in round "
                    f"{later[0]}",
                )
            )
    if issues:
        raise InvalidInput(issues)


def _recorded(r: int, event_round: EventRound, issues: list[Issue]) -> dict[str, str]:
    """``{player id: "game" or the bye kind}`` of event round ``r`` (0-based); a game without its
    game number, or a player in two matches or byes of the round, is an issue naming the entry."""
    found: dict[str, str] = {}
    where = f"{_POINTER}/rounds/{r}"
    pairs: dict[str, frozenset[str]] = {}
    for g, game in enumerate(event_round.games):
        if game.game is None:
            message = "say which game of the match this is: game 1 or 2 (every game of a double-swiss round)"
            issues.append(Issue(f"{where}/games/{g}/game", message))
        pair = frozenset((str(game.white), str(game.black)))
        for player in pair:
            if pairs.setdefault(player, pair) != pair:
                issues.append(Issue(f"{where}/games/{g}", f"{player!r} already plays another match in round {r + 1}"))
            found[player] = "game"
    for b, bye in enumerate(event_round.byes):
        if str(bye.player) in found:
            message = f"{bye.player!r} already has a game or a bye in round {r + 1}"
            issues.append(Issue(f"{where}/byes/{b}", message))
        found[str(bye.player)] = bye.kind
    return found


def _unfinished(event: EventDocument) -> list[Issue]:
    """The warning of each event round with games still without a result, in the caller's terms."""
    warnings = []
    for r, event_round in enumerate(event.rounds):
        games = [f"{game.white} v {game.black} (game {game.game})" for game in event_round.games if game.result == "*"]
        if games:
            warnings.append(Issue(f"{_POINTER}/rounds/{r}", unfinished_message(r + 1, games)))
    return warnings


def _split(event: EventDocument, places: _Places) -> EventDocument:
    """The document with every event round as its two game rounds; the bye requests of rounds not
    recorded yet (the kept ones were checked in event rounds)."""
    issues: list[Issue] = []
    rounds: list[EventRound] = []
    for r, event_round in enumerate(event.rounds):
        rounds += _split_round(r, event_round, places, issues)
    if issues:
        raise InvalidInput(issues)
    byes: list[EventRequestedBye] = []
    for index, bye in enumerate(event.byes):
        for game in (0, 1) if bye.round > len(event.rounds) else ():
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
        first, second = sorted(indices, key=lambda i: games[i].game or 0)
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
    if first.game == second.game:
        return f"{players}: one game of the match is game 1, the other game 2"
    return None
