"""Events a pairing or check request states besides the tournament (seed F8 absences, forced
acceleration) merged into the domain tournament, and the request's options as one
:class:`SwissOptions` (the Swedish options themselves: :mod:`service.adapters.swedish`)."""

from __future__ import annotations

from domain.errors import InvalidInput, Issue
from domain.model import Tournament, UnannouncedAbsence
from domain.swiss.acceleration import AccelerationMode
from domain.swiss.swedish import SwedishOptions
from domain.swiss.system import SwissOptions
from service.adapters.swedish import swedish_options
from service.schemas.swiss import CheckRequest, PairingRequest, RoundOptions


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


def swiss_options(request: PairingRequest | CheckRequest, tournament: Tournament) -> SwissOptions:
    """The request's options; the Swedish ones are read (and checked) for the Swedish system only."""
    rules = SwedishOptions()
    if isinstance(request, PairingRequest) and request.system == "swedish":
        refuse_dutch_only_options(request)
        rules = swedish_options(request.swedish, tournament, "/swedish")
    return SwissOptions(request.acceleration, request.unannounced_absence_withdraws, rules)  # type: ignore[arg-type]


def refuse_dutch_only_options(request: RoundOptions) -> None:
    """The Swedish rules have no acceleration: asking for one is a 422, not silently ignored."""
    if request.acceleration != AccelerationMode.AUTO.value:
        raise InvalidInput([Issue("/acceleration", "acceleration applies to the Dutch system only")])
