"""Which reader an ``event`` needs: the team event document, or the games document with one game
per pairing or with two-game matches (api.md).

A document with ``teams`` is a team event, paired by a system whose competitors are teams. For
the games document the request's system (pairings, check, audit: the use case hands its facts
down) or else the document's own ``system`` field (standings, TRF parse and render) names the Swiss
system; its facts say how many games a pairing holds
(:attr:`domain.swiss.face.SystemFacts.games_per_round`). No system name is spelt here.
"""

from __future__ import annotations

from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.swiss.face import SystemFacts
from domain.swiss.system import SYSTEMS, system_facts
from service.adapters.event import LoadedSource, tournament_from_event
from service.adapters.team_event import tournament_from_team_event
from service.adapters.two_games import two_game_tournament
from service.schemas.event import EventDocument
from service.schemas.team_event import TeamEventDocument


def read_event(event: EventDocument | TeamEventDocument, system: SystemFacts | None) -> LoadedSource:
    """The domain tournament of an ``event`` read as the event's system records its rounds
    (``system``: the facts of the request's system, None when the request names none)."""
    facts = _system_of(event, system)
    teams = facts is not None and facts.competitors == "teams"
    if isinstance(event, TeamEventDocument) != teams and facts is not None:
        kind = "a team event document (with teams)" if teams else "a games document (players and games)"
        raise InvalidInput([Issue("/event", f"the {facts.name!r} system pairs {kind}")])
    if isinstance(event, TeamEventDocument):
        return tournament_from_team_event(event)
    if facts is not None and facts.games_per_round == 2:
        loaded = two_game_tournament(event)
        loaded.tournament.tournament_type = facts.trf_type  # api.md: 192 names the system
        return loaded
    return tournament_from_event(event)


def _system_of(event: EventDocument | TeamEventDocument, system: SystemFacts | None) -> SystemFacts | None:
    """The request's system, else the document's; both given, they must agree. The document's name
    is looked up only when the request names no system or names another one."""
    if event.system is None or (system is not None and event.system == system.name):
        return system
    if event.system not in SYSTEMS:
        raise InvalidInput(
            [Issue("/event/system", f"unknown Swiss system {event.system!r}; known: {', '.join(SYSTEMS)}")]
        )
    if system is not None:
        raise InvalidInput(
            [Issue("/event/system", f"the event says {event.system!r} but the request pairs by {system.name!r}")]
        )
    return system_facts(event.system)


def games_per_round_of(tournament: Tournament, system: SystemFacts | None) -> int:
    """Games per pairing of the tournament's system: the request's, else the one its type (192) names
    (a Double-Swiss file counts its rounds in pairs: api.md **Decision**), else one."""
    if system is not None:
        return system.games_per_round
    kind = (tournament.tournament_type or "").strip().upper()
    return next((each.facts.games_per_round for each in SYSTEMS.values() if each.facts.trf_type == kind), 1)
