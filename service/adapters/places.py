"""Where a fault is in what the caller sent: the domain's places as the caller's own locations.

The domain names a place as data (:class:`~domain.errors.Issue`: a pairing number, a round, a
field such as ``total_rounds``); this module renders it into the request the caller sent, so
that every error and warning of one request reads the same way (api.md, Conventions):

- the games document: JSON pointers with the caller's ids behind them
  (``/event/rounds/5/games/3``, ``/event/players/7``, ``/event/rounds_total``);
- the tournament document: ``/tournament/players/4/rounds/1``, ``/tournament/total_rounds``;
- TRF text: the domain's own words, which name the line and the pairing numbers of the file.

An issue without a place as data keeps its own ``where``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from domain.errors import InvalidInput, Issue

if TYPE_CHECKING:
    from service.schemas.event import EventDocument


@dataclass(frozen=True, slots=True)
class Places:
    """The places of a TRF text: the domain's own words already name its lines and pairing numbers."""

    def player(self, number: int) -> str | None:
        return None

    def entry(self, number: int, round_number: int) -> str | None:
        return None

    def round(self, round_number: int) -> str | None:
        return None

    def field(self, name: str) -> str | None:
        return None

    def label(self, number: int) -> str | int | None:
        """The caller's id of player ``number`` when the answer's ids do not name players (a team
        event's ids name teams); None: the answer's ids do."""
        return None

    def render(self, issue: Issue) -> Issue:
        """The issue located in the caller's request (its data kept)."""
        if issue.player is not None:
            where = self.player(issue.player) if issue.round is None else self.entry(issue.player, issue.round)
        elif issue.round is not None:
            where = self.round(issue.round)
        else:
            where = None if issue.field is None else self.field(issue.field)
        if where is None:
            return issue
        return Issue(where, self.message(issue), issue.player, issue.round, issue.field)

    def message(self, issue: Issue) -> str:
        return issue.message

    def render_all(self, issues: Iterable[Issue]) -> list[Issue]:
        return [self.render(issue) for issue in issues]

    @contextmanager
    def rendering(self) -> Iterator[None]:
        """Locate the issues of any :class:`InvalidInput` raised inside the block."""
        try:
            yield
        except InvalidInput as error:
            error.issues = self.render_all(error.issues)
            raise


@dataclass(frozen=True, slots=True)
class DocumentPlaces(Places):
    """The tournament document (``/tournament``): players by their index in ``players``."""

    index: dict[int, int] = field(default_factory=dict)
    root: str = "/tournament"

    def player(self, number: int) -> str | None:
        index = self.index.get(number)
        return None if index is None else f"{self.root}/players/{index}"

    def entry(self, number: int, round_number: int) -> str | None:
        place = self.player(number)
        return None if place is None else f"{place}/rounds/{round_number - 1}"

    def field(self, name: str) -> str | None:
        return f"{self.root}/{name}"

    def message(self, issue: Issue) -> str:
        """A player's place kept in the message: this document's ids are the pairing numbers."""
        return issue.message if issue.player is None else f"{issue.where}: {issue.message}"


@dataclass(frozen=True, slots=True)
class EventPlaces(DocumentPlaces):
    """The games document (``/event``): a round entry is the game or bye that holds the player.

    The game is looked up only when a fault needs it (a round of a large event has thousands).
    """

    event: EventDocument | None = None
    root: str = "/event"

    def entry(self, number: int, round_number: int) -> str | None:
        index = self.index.get(number)
        if self.event is None or index is None or not 1 <= round_number <= len(self.event.rounds):
            return self.player(number)
        key = str(self.event.players[index].id)
        played = self.event.rounds[round_number - 1]
        where = f"{self.root}/rounds/{round_number - 1}"
        for g, game in enumerate(played.games):
            if key in (str(game.white), str(game.black)):
                return f"{where}/games/{g}"
        for b, bye in enumerate(played.byes):
            if str(bye.player) == key:
                return f"{where}/byes/{b}"
        return where

    def round(self, round_number: int) -> str | None:
        if self.event is None or not 1 <= round_number <= len(self.event.rounds):
            return None
        return f"{self.root}/rounds/{round_number - 1}"

    def field(self, name: str) -> str | None:
        return f"{self.root}/{_EVENT_FIELDS.get(name, name)}"

    def message(self, issue: Issue) -> str:
        """The message alone: the domain's place names pairing numbers, not this caller's ids."""
        return issue.message


@dataclass(frozen=True, slots=True)
class TeamEventPlaces(Places):
    """The team event document (``/event``): a player's round entry is the board of the match
    that holds his game; players are named by the caller's ids (the answer's ids name teams)."""

    boards: dict[tuple[int, int], str] = field(default_factory=dict)
    players: dict[int, str | int] = field(default_factory=dict)
    root: str = "/event"

    def entry(self, number: int, round_number: int) -> str | None:
        place = self.boards.get((number, round_number))
        return None if place is None else f"{self.root}{place}"

    def field(self, name: str) -> str | None:
        return f"{self.root}/{_EVENT_FIELDS.get(name, name)}"

    def label(self, number: int) -> str | int | None:
        return self.players.get(number)


#: Tournament fields under their games-document names.
_EVENT_FIELDS = {"total_rounds": "rounds_total"}
