"""The games document (``"event"``) as a domain :class:`Tournament`, and the ids both ways.

Pairing numbers come from the players' ``pairing_number``, the others from the history as
C.04.2 B.3 / C.3 fix them (:mod:`domain.pairing_numbers`). Games become the two TRF entries they
amount to, byes their codes, requested byes and withdrawals bye requests for their rounds (a
request for a round already recorded must agree with it: platforms keep their requests). Games
still marked ``"*"`` are adjourned games (seed F9, Swedish §0) and named in a warning.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Hashable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from domain.errors import InvalidInput, Issue
from domain.initial_ranking import initial_ranking_key
from domain.limits import PLAYER_CAP
from domain.model import (
    ByeRequest,
    Color,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    Tournament,
)
from domain.pairing_numbers import Entrant, complete_numbers, numbering_order
from domain.swiss.system import adjourned_readings
from service.adapters.numbers import exact
from service.adapters.places import EventPlaces, Places
from service.schemas.event import EventDocument, EventPlayer, EventRequestedBye, Game
from service.schemas.team_event import TeamBoard

CallerId = str | int

#: (white code, black code) of a game result; forfeits separately.
_PLAYED = {
    "1-0": (ResultCode.WIN, ResultCode.LOSS),
    "0-1": (ResultCode.LOSS, ResultCode.WIN),
    "1/2-1/2": (ResultCode.DRAW, ResultCode.DRAW),
    "*": (ResultCode.ADJOURNED, ResultCode.ADJOURNED),
}
_FORFEITED = {
    "1-0": (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    "0-1": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
    "0-0": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
}
_BYE_CODE = {
    "pairing": ResultCode.PAIRING_BYE,
    "half": ResultCode.HALF_BYE,
    "full": ResultCode.FULL_BYE,
    "zero": ResultCode.ZERO_BYE,
}
_BYE_KIND = {code: kind for kind, code in _BYE_CODE.items()}
_POINTER = "/event"


@dataclass(frozen=True, slots=True)
class PlayerIds:
    """The mapping between the caller's player ids and pairing numbers."""

    by_number: dict[int, CallerId]
    #: True when the service assigned some pairing numbers (the caller gave them for some players or none).
    assigned: bool = False
    #: Ids are the pairing numbers (TRF, tournament document): an unknown number stays itself, so
    #: that a check can report it as a player who is not in the round.
    numeric: bool = False
    #: The ids name teams (the team event document): numbers are team pairing numbers.
    teams: bool = False
    #: ``{id as text: pairing number}``, built once: a request looks up thousands of ids (a proposed
    #: pairing, withdrawals, published boards), and rebuilding it per id made that quadratic (issue 44).
    _numbers: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        numbers = {_key(player_id): number for number, player_id in self.by_number.items()}
        object.__setattr__(self, "_numbers", numbers)

    @staticmethod
    def identity(numbers: list[int]) -> PlayerIds:
        """Ids that are the pairing numbers themselves (TRF and the tournament document)."""
        return PlayerIds({number: number for number in numbers}, numeric=True)

    def id_of(self, number: int) -> CallerId:
        return number if self.numeric else self.by_number[number]

    def ids_of(self, numbers: list[int] | tuple[int, ...]) -> list[CallerId]:
        return [self.id_of(number) for number in numbers]

    def number_of(self, player_id: CallerId, where: str) -> int:
        """The pairing number of an id the caller sent; an unknown id is a 422 naming ``where``."""
        if self.numeric and isinstance(player_id, int):
            return player_id
        number = self._numbers.get(_key(player_id))
        if number is None:
            raise InvalidInput([Issue(where, f"{player_id!r} is not the id of a player of this tournament")])
        return number

    def numbers_of_proposal(self, proposal: Any) -> ProposalNumbers:
        """A proposed pairing (boards and bye in ids) in pairing numbers."""
        boards = [
            (
                self.number_of(board.white, f"/pairing/pairs/{k}/white"),
                self.number_of(board.black, f"/pairing/pairs/{k}/black"),
            )
            for k, board in enumerate(proposal.pairs)
        ]
        bye = None if proposal.bye is None else self.number_of(proposal.bye, "/pairing/bye")
        return ProposalNumbers(boards, bye)

    def pairing_numbers(self) -> dict[str, int]:
        """``{id: pairing number}`` as JSON carries it (object keys are strings)."""
        return {str(player_id): number for number, player_id in sorted(self.by_number.items())}


@dataclass(frozen=True, slots=True)
class ProposalNumbers:
    boards: list[tuple[int, int]]
    bye: int | None


@dataclass(frozen=True, slots=True)
class LoadedSource:
    """A request's tournament, the caller's ids for its players, and the warnings about it."""

    tournament: Tournament
    ids: PlayerIds
    warnings: list[Issue]
    #: Pairing numbers of the players withdrawn (not paired from a round on), by from_round.
    withdrawals: dict[int, int]
    #: Where the domain's places are in what the caller sent.
    places: Places = field(default_factory=Places)


def event_header(name: str | None, start: str | None) -> list[tuple[str, str]]:
    """The header records of a document: its name (012) and start date (042, YYYY/MM/DD as TRF
    writes it; the document's is YYYY-MM-DD)."""
    header = [("012", name)] if name else []
    return header + ([("042", start.replace("-", "/"))] if start is not None else [])


def tournament_from_event(event: EventDocument, pointer: str = _POINTER) -> LoadedSource:
    """The domain tournament of a games document; every fault is a 422 naming its field."""
    numbers, assigned = _pairing_numbers(event, pointer)
    ids = PlayerIds({number: event.players[index].id for index, number in numbers.items()}, assigned)
    number_of = {_key(event.players[index].id): number for index, number in numbers.items()}
    resolver = _Resolver(number_of, pointer)
    players = {numbers[i]: event_player(p, numbers[i]) for i, p in enumerate(event.players)}
    tournament = Tournament(
        players=players,
        total_rounds=event.rounds_total,
        initial_color={"white": Color.WHITE, "black": Color.BLACK}.get(event.initial_color or ""),
        point_system=_point_system(event),
        header=event_header(event.name, event.start_date),
    )
    if event.rounds_total is not None and len(event.rounds) > event.rounds_total:
        resolver.fault(
            f"/rounds/{event.rounds_total}",
            f"{len(event.rounds)} rounds recorded but rounds_total is {event.rounds_total}",
        )
    warnings = _record_rounds(event, tournament, resolver)
    withdrawals = _withdrawals(event, tournament, resolver)
    tournament.bye_requests += _bye_requests(event, tournament, resolver, withdrawals)
    resolver.raise_issues()
    places = EventPlaces(event=event, index={number: index for index, number in numbers.items()}, root=pointer)
    return LoadedSource(tournament, ids, warnings, withdrawals, places)


def repeated(values: Iterable[tuple[int, Hashable]]) -> Iterator[tuple[int, Hashable, int]]:
    """``(index, value, first index)`` of every value given again after its first: one pass (an id
    or a pairing number given twice is named where it is repeated, with the first place)."""
    first: dict[Hashable, int] = {}
    for index, value in values:
        earlier = first.setdefault(value, index)
        if earlier != index:
            yield index, value, earlier


def _key(player_id: CallerId) -> str:
    """Ids compare by their text: 7 and "7" are the same player (JSON object keys cannot tell them apart)."""
    return str(player_id)


def _pairing_numbers(event: EventDocument, pointer: str) -> tuple[dict[int, int], bool]:
    """``{player index: pairing number}``, and whether the service assigned any of them.

    Numbers the caller gives are kept; the others follow C.04.2 as :mod:`domain.pairing_numbers`
    derives it from the history (so a caller who never pins a number gets the same numbers as one
    who pinned round 4's).
    """
    issues = [
        Issue(f"{pointer}/players/{index}/id", f"id {event.players[index].id!r} is also player {first}'s")
        for index, _, first in repeated((index, _key(player.id)) for index, player in enumerate(event.players))
    ]
    pinned = {index: p.pairing_number for index, p in enumerate(event.players) if p.pairing_number is not None}
    issues += [
        Issue(f"{pointer}/players/{index}/pairing_number", f"pairing number {number} is also player {first}'s")
        for index, number, first in repeated(pinned.items())
    ]
    if issues:
        raise InvalidInput(issues)
    if len(pinned) == len(event.players):
        return dict(pinned), False
    first = _first_rounds(event)
    entrants = [
        Entrant(index, (*_ranking_key(player), _key(player.id)), first.get(_key(player.id)))
        for index, player in enumerate(event.players)
    ]
    numbers = complete_numbers(numbering_order(entrants, len(event.rounds)), pinned)
    past = [index for index in range(len(event.players)) if numbers[index] > PLAYER_CAP]
    if past:
        where = f"{pointer}/players/{past[0]}/pairing_number"
        message = f"no pairing number up to {PLAYER_CAP} is left after the highest one given: give this player one"
        raise InvalidInput([Issue(where, message)])
    return {index: numbers[index] for index in range(len(event.players))}, True


def _first_rounds(event: EventDocument) -> dict[str, int]:
    """The first round each player took part in: a game or a bye recorded, or a bye requested."""
    first: dict[str, int] = {}
    for r, played_round in enumerate(event.rounds, start=1):
        for game in played_round.games:
            first.setdefault(_key(game.white), r)
            first.setdefault(_key(game.black), r)
        for bye in played_round.byes:
            first.setdefault(_key(bye.player), r)
    for request in event.byes:
        key = _key(request.player)
        first[key] = min(first.get(key, request.round), request.round)
    return first


def _ranking_key(player: EventPlayer) -> tuple[int, int, str]:
    return initial_ranking_key(player.rating, player.title, player.name)


def event_player(document: EventPlayer, number: int) -> Player:
    """The domain player of an event's player (games and team documents alike)."""
    return Player(
        number=number,
        name=document.name,
        sex=document.sex,
        title=document.title,
        rating=document.rating,
        federation=document.federation,
        fide_id=document.fide_id,
        birth_date=document.birth_date,
        k=document.k,
        rated_games=document.rated_games,
        has_been_2400=document.has_been_2400,
    )


def _point_system(event: EventDocument) -> PointSystem:
    if event.point_system is None:
        return PointSystem()
    return PointSystem(**{name: exact(value) for name, value in event.point_system.model_dump().items()})


class _Resolver:
    """Turns ids into pairing numbers, collecting an issue for every unknown id."""

    def __init__(self, number_of: dict[str, int], pointer: str) -> None:
        self.number_of = number_of
        self.pointer = pointer
        self.issues: list[Issue] = []

    def number(self, player_id: CallerId, where: str) -> int | None:
        """The pairing number of ``player_id``; ``None`` and an issue at ``where`` when unknown."""
        number = self.known(player_id)
        if number is None:
            self.unknown(player_id, where)
        return number

    def known(self, player_id: CallerId) -> int | None:
        return self.number_of.get(_key(player_id))

    def unknown(self, player_id: CallerId, where: str) -> None:
        self.issues.append(Issue(f"{self.pointer}{where}", f"{player_id!r} is not the id of a player of the event"))

    def fault(self, where: str, message: str) -> None:
        self.issues.append(Issue(f"{self.pointer}{where}", message))

    def raise_issues(self) -> None:
        if self.issues:
            raise InvalidInput(self.issues)


def _record_rounds(event: EventDocument, tournament: Tournament, resolver: _Resolver) -> list[Issue]:
    """Write every round's games and byes as entries; returns the warnings for unfinished games.

    Places are spelled out only for a fault: a 100-player event has hundreds of games.
    """
    total = len(event.rounds)
    for player in tournament.players.values():
        player.entries = [None] * total
    warnings = []
    for r, played_round in enumerate(event.rounds, start=1):
        seen: dict[int, str] = {}  # pairing number -> the place of his entry in this round
        unfinished = []
        for g, game in enumerate(played_round.games):
            white, black = resolver.known(game.white), resolver.known(game.black)
            if white is None or black is None:
                for side, player_id, number in (("white", game.white, white), ("black", game.black, black)):
                    if number is None:
                        resolver.unknown(player_id, f"/rounds/{r - 1}/games/{g}/{side}")
                continue
            if not _first_time(seen, (white, black), f"games/{g}", r, resolver):
                continue
            record_game(tournament, r, white, black, game)
            if game.result == "*":
                unfinished.append(f"{game.white} v {game.black}")
        for b, bye in enumerate(played_round.byes):
            number = resolver.number(bye.player, f"/rounds/{r - 1}/byes/{b}/player")
            if number is not None and _first_time(seen, (number,), f"byes/{b}", r, resolver):
                tournament.players[number].entries[r - 1] = RoundEntry.bye(_BYE_CODE[bye.kind])
        if unfinished:
            warnings.append(Issue(f"{_POINTER}/rounds/{r - 1}", unfinished_message(r, unfinished)))
    return warnings


def unfinished_message(round_number: int, games: list[str]) -> str:
    """The warning about a round's games still without a result, saying how each system pairs them."""
    return (
        f"round {round_number}: {len(games)} game(s) without a result ('*'): {', '.join(games)}; paired as "
        f"adjourned games ({adjourned_readings()}; for pairing only). Send the results if they are known."
    )


def _first_time(
    seen: dict[int, str], numbers: tuple[int, ...], entry: str, round_number: int, resolver: _Resolver
) -> bool:
    """A player has one game or bye per round; a second one is an error naming the first.

    ``entry`` is the place of the game or bye within its round (``games/3``, ``byes/0``).
    """
    for number in numbers:
        if number in seen:
            where = f"/rounds/{round_number - 1}"
            resolver.fault(
                f"{where}/{entry}",
                f"a player of this entry already has an entry in round {round_number} "
                f"({resolver.pointer}{where}/{seen[number]})",
            )
            return False
    for number in numbers:
        seen[number] = entry
    return True


def record_game(tournament: Tournament, round_number: int, white: int, black: int, game: Game | TeamBoard) -> None:
    """A game (or a board of a team match) as its two players' entries of the round."""
    white_code, black_code = (_FORFEITED if game.forfeit else _PLAYED)[game.result]
    tournament.players[white].entries[round_number - 1] = RoundEntry(black, Color.WHITE, white_code)
    tournament.players[black].entries[round_number - 1] = RoundEntry(white, Color.BLACK, black_code)


def _withdrawals(event: EventDocument, tournament: Tournament, resolver: _Resolver) -> dict[int, int]:
    """``{pairing number: from_round}``; a game or a bye with points recorded from that round on
    contradicts it (a zero bye agrees: the player is absent with zero points)."""
    withdrawals: dict[int, int] = {}
    for index, withdrawal in enumerate(event.withdrawals):
        number = resolver.number(withdrawal.player, f"/withdrawals/{index}/player")
        where = f"/withdrawals/{index}/from_round"
        if number is None or not _within_the_event(event.rounds_total, withdrawal.from_round, where, resolver):
            continue
        later = [
            r
            for r, entry in enumerate(tournament.players[number].entries, start=1)
            if entry is not None and entry.result is not ResultCode.ZERO_BYE and r >= withdrawal.from_round
        ]
        if later:
            resolver.fault(
                f"/withdrawals/{index}/from_round",
                f"{withdrawal.player!r} withdrew from round {withdrawal.from_round} on but has an entry "
                f"in round {later[0]}",
            )
        withdrawals[number] = min(withdrawal.from_round, withdrawals.get(number, withdrawal.from_round))
    return withdrawals


def _within_the_event(rounds_total: int | None, round_number: int, where: str, resolver: _Resolver) -> bool:
    """A request for a round the event does not have means nothing: a 422 (issue 44), not ignored."""
    if rounds_total is None or round_number <= rounds_total:
        return True
    resolver.fault(where, "this round is past the event's last round (rounds_total): the request means nothing")
    return False


def _honoured(bye: EventRequestedBye, entry: RoundEntry | None, where: str, resolver: _Resolver) -> None:
    """A bye requested for a round already recorded was honoured when the round records that bye
    (:func:`kept_request_fault`); else a 422 naming both."""
    if entry is not None and entry.opponent is not None:
        recorded: str | None = "game"
    else:
        recorded = None if entry is None else _BYE_KIND[entry.result]
    fault = kept_request_fault(repr(bye.player), bye.kind, bye.round, recorded)
    if fault:
        resolver.fault(f"{where}/kind", fault)


def kept_request_fault(who: str, asked: str, round_number: int, recorded: str | None) -> str | None:
    """Why a bye asked for a round already recorded does not stand, or None when the round records
    that bye (``recorded``: the bye kind there, ``"game"`` or ``"match"``, None for no entry; a zero
    bye may be recorded as no entry: absent, zero points).

    Platforms keep their requests, so a request the round honoured is no error (issues 33 and 42).
    """
    if (recorded or "zero") == asked:
        return None
    said = "no entry" if recorded is None else f"a {recorded}" if recorded in ("game", "match") else f"a {recorded} bye"
    return (
        f"{who} asked for a {asked} bye in round {round_number}, but the round records {said}: record the bye "
        f"asked for in rounds[{round_number - 1}].byes, or correct the request"
    )


def _bye_requests(
    event: EventDocument, tournament: Tournament, resolver: _Resolver, withdrawals: dict[int, int]
) -> list[ByeRequest]:
    """Requested byes and withdrawals as bye requests of explicit rounds (never "the next round")."""
    grouped: dict[tuple[ResultCode, int], list[int]] = defaultdict(list)
    for index, bye in enumerate(event.byes):
        number = resolver.number(bye.player, f"/byes/{index}/player")
        if number is None or not _within_the_event(event.rounds_total, bye.round, f"/byes/{index}/round", resolver):
            continue
        if bye.round <= len(event.rounds):
            _honoured(bye, tournament.players[number].entry(bye.round), f"/byes/{index}", resolver)
            continue
        grouped[(_BYE_CODE[bye.kind], bye.round)].append(number)
    # A withdrawal covers the rounds still to pair, never a round past rounds_total (TRF export: XXR).
    last = event.rounds_total if event.rounds_total is not None else len(event.rounds) + 1
    for number, first in withdrawals.items():
        for round_number in range(max(first, len(event.rounds) + 1), last + 1):
            grouped[(ResultCode.ZERO_BYE, round_number)].append(number)
    by_round = sorted(grouped.items(), key=lambda item: (item[0][1], item[0][0].value))
    return [ByeRequest(kind, round_number, tuple(sorted(set(numbers)))) for (kind, round_number), numbers in by_round]
