"""Events a pairing or check request states besides the tournament (seed F8 absences, forced
acceleration): merged into the domain tournament and turned into engine options."""

from __future__ import annotations

from domain.errors import InvalidInput, Issue
from domain.model import Tournament, UnannouncedAbsence
from domain.swiss.acceleration import AccelerationMode
from domain.swiss.dutch import DutchOptions
from service.errors import ProblemError, ProblemException
from service.schemas.swiss import RoundOptions


def add_request_events(tournament: Tournament, request: RoundOptions) -> None:
    """Add the request's unannounced absences to the tournament; unknown ids are a 422."""
    issues = [
        Issue(f"/unannounced_absences/{index}/player", f"player {item.player} is not a player of this tournament")
        for index, item in enumerate(request.unannounced_absences)
        if item.player not in tournament.players
    ]
    if issues:
        raise InvalidInput(issues)
    tournament.unannounced_absences += [UnannouncedAbsence(item.player, item.round) for item in request.unannounced_absences]


def dutch_options(request: RoundOptions) -> DutchOptions:
    return DutchOptions(AccelerationMode(request.acceleration), request.unannounced_absence_withdraws)


def refuse_dutch_only_options(request: RoundOptions) -> None:
    """The Swedish rules have no acceleration: asking for one is a 422, not silently ignored."""
    if request.acceleration != AccelerationMode.AUTO.value:
        raise InvalidInput([Issue("/acceleration", "acceleration applies to the Dutch system only")])


def ensure_requested_round(tournament: Tournament, requested: int | None) -> None:
    """api.md: when the caller names the round, pair it only if the results sent say it is next; else 409."""
    if requested is None or requested == tournament.next_round:
        return
    raise ProblemException(409, "round-mismatch", "Not the round to pair",
                           f"round {requested} was requested, but the results sent make round {tournament.next_round} the "
                           f"next round to pair (round {tournament.next_round - 1} is the last round with a game or a "
                           "pairing-allocated bye)",
                           [ProblemError(where="/round", message=f"requested {requested}, next is {tournament.next_round}")])
