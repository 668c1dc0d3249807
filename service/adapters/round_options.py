"""Events a pairing or check request states besides the tournament (seed F8 absences, forced
acceleration) merged into the domain tournament, and the request's options as one
:class:`SwissOptions` (the Swedish options themselves: :mod:`service.adapters.swedish`)."""

from __future__ import annotations

from collections.abc import Mapping

from domain.errors import InvalidInput, Issue
from domain.history import unfinished_games
from domain.model import ByeRequest, ResultCode, RoundEntry, Tournament, UnannouncedAbsence
from domain.swiss.acceleration import AccelerationMode
from domain.swiss.face import SystemFacts, SystemOption
from domain.swiss.round_to_pair import round_to_pair
from domain.swiss.system import SYSTEMS, SwissOptions
from service.adapters.event import LoadedSource, PlayerIds
from service.adapters.swedish import swedish_options
from service.http.errors import ProblemError, ProblemException
from service.schemas.endorsement import AuditRequest
from service.schemas.swiss import CheckRequest, PairingRequest, RoundOptions


def add_request_events(tournament: Tournament, request: RoundOptions, ids: PlayerIds | None = None) -> set[int]:
    """Add the request's unannounced absences and withdrawals to the tournament; unknown ids are a 422.

    Returns the pairing numbers of the players the request withdraws (not paired from the round
    being paired on, C.04.2 D.3): every system honours them as bye requests for that round.
    """
    ids = ids or PlayerIds.identity(list(tournament.players))
    if tournament.team_records is not None and (request.withdrawn or request.unannounced_absences):
        note = "a team event states withdrawals and absences by team: the event's withdrawals and byes (240 by team)"
        raise InvalidInput([Issue("/withdrawn" if request.withdrawn else "/unannounced_absences", note)])
    numbers = [ids.number_of(player, f"/withdrawn/{index}") for index, player in enumerate(request.withdrawn)]
    unknown = [
        Issue(f"/withdrawn/{index}", f"player {number} is not a player of this tournament")
        for index, number in enumerate(numbers)
        if number not in tournament.players
    ]
    if unknown:
        raise InvalidInput(unknown)
    withdrawn = set(numbers)
    if withdrawn:
        tournament.bye_requests.append(ByeRequest(ResultCode.ZERO_BYE, tournament.next_round, tuple(sorted(withdrawn))))
    issues = [
        Issue(f"/unannounced_absences/{index}/player", f"player {item.player} is not a player of this tournament")
        for index, item in enumerate(request.unannounced_absences)
        if item.player not in tournament.players
    ]
    if issues:
        raise InvalidInput(issues)
    tournament.unannounced_absences += [
        UnannouncedAbsence(item.player, item.round) for item in request.unannounced_absences
    ]
    return withdrawn


def round_warnings(
    tournament: Tournament,
    facts: SystemFacts,
    ids: PlayerIds | None = None,
    withdrawals: Mapping[int, int] | None = None,
) -> list[Issue]:
    """Facts of the request that the engine reads differently from what a caller may expect, each
    with the action that settles it (an action the service accepts).

    ``facts``: the request's system. ``withdrawals``: ``{pairing number: first round not paired}``
    of the players who left.
    """
    ids = ids or PlayerIds.identity(list(tournament.players))
    # teams are absent by team: no player-level silence to report
    silent = {} if tournament.team_records is not None else silent_absences(tournament, withdrawals or {})
    games = facts.games_per_round
    warnings = [
        Issue(
            f"round {shown}",
            f"round {shown}: {len(numbers)} player(s) who played before have no game and no bye "
            f"({', '.join(str(ids.id_of(n)) for n in numbers[:10])}{', ...' if len(numbers) > 10 else ''}): "
            "counted absent with zero points. Send their results if they played, a zero bye if they were "
            "absent, or their withdrawal if they left.",
            round=r,
        )
        for r, numbers in silent.items()
        if r % games == 1 % games  # a two-game round is named once, by its first game
        for shown in [(r - 1) // games + 1]
    ]
    if "initial_color" not in facts.options and tournament.initial_color is not None:
        note = f"{facts.name!r} allocates colours without a lot; initial_color is not used"
        warnings.append(Issue.of_field("initial_color", note))
    pending = sorted(
        {n for request in tournament.bye_requests if request.round_number is None for n in request.players}
    )
    if pending:
        players = ", ".join(map(str, pending))
        warnings.append(
            Issue.of_field(
                "bye_requests",
                f"bye requests without a round (players {players}) apply to round "
                f"{tournament.next_round}, the round being paired, and to every later request that still "
                "carries them: give their round",
            )
        )
    return warnings


def swiss_options(request: PairingRequest | CheckRequest, facts: SystemFacts, tournament: Tournament) -> SwissOptions:
    """The request's options for the system of ``facts``; the Swedish ones are read (and checked)
    for the system that reads them only."""
    read = facts.options
    rules = swedish_options(request.swedish, tournament, "/swedish") if "swedish" in read else None
    return SwissOptions(
        AccelerationMode(request.acceleration), request.unannounced_absence_withdraws, system_rules=rules
    )


def silent_absences(tournament: Tournament, withdrawals: Mapping[int, int]) -> dict[int, list[int]]:
    """Per played round, the players without any entry although they played in an earlier round
    and have not withdrawn: often results not entered yet rather than absences.

    ``withdrawals``: ``{pairing number: first round not paired}``; bye requests for a player's
    every round from some round on (TRF 240 records) say the same.
    """
    stated = {absence.player: absence.round_number for absence in tournament.unannounced_absences}
    withdrawn: dict[int, int] = dict(withdrawals)
    for request in tournament.bye_requests:
        for n in request.players:
            if request.round_number is not None:
                withdrawn[n] = min(request.round_number, withdrawn.get(n, request.round_number))
    found: dict[int, list[int]] = {}
    players = tournament.player_list()
    never = tournament.recorded_rounds + 1  # after every recorded round: not absent, not withdrawn
    # each player's first round with an entry, read once (asking "played before round r?" for
    # every round made this quadratic in the rounds: issue 44)
    first = {player.number: _first_entry(player.entries, never) for player in players}
    for r in range(2, never):
        for player in players:
            if player.entry(r) is not None:
                continue  # the usual case, decided first
            left = min(stated.get(player.number, never) + 1, withdrawn.get(player.number, never))
            if first[player.number] < r < left:
                found.setdefault(r, []).append(player.number)
    return found


def _first_entry(entries: list[RoundEntry | None], never: int) -> int:
    """The first round with an entry (``never`` when there is none)."""
    return next((r for r, entry in enumerate(entries, start=1) if entry is not None), never)


def refuse_unread_options(request: PairingRequest | CheckRequest | AuditRequest, facts: SystemFacts) -> None:
    """Options the request's system (``facts``) does not read would be silently ignored: a 422
    instead. Acceleration left at ``auto`` and no Swedish options are no request."""
    read = facts.options
    swedish = getattr(request, "swedish", None)
    if "acceleration" not in read and request.acceleration != AccelerationMode.AUTO.value:
        raise InvalidInput([Issue("/acceleration", f"acceleration applies to {_readers('acceleration')} only")])
    if "swedish" not in read and swedish is not None:
        note = "(withdrawals: use 'withdrawn' or the games document's withdrawals)"
        raise InvalidInput([Issue("/swedish", f"Swedish options apply to {_readers('swedish')} only {note}")])


def _readers(option: SystemOption) -> str:
    """The systems that read ``option``, for an error message."""
    return " and ".join(name for name, system in SYSTEMS.items() if option in system.facts.options)


def ensure_requested_round(tournament: Tournament, requested: int | None, facts: SystemFacts) -> None:
    """api.md: when the caller names the round, pair it only if the results sent make it the next
    round; otherwise :class:`RoundNotPairable` (409, naming both rounds). Rounds are the system's
    rounds: a Double-Swiss round is two game rounds."""
    round_to_pair(tournament, requested, facts.games_per_round)


def refuse_unfinished(tournament: Tournament, loaded: LoadedSource, listed: int, games_per_round: int = 1) -> None:
    """``"unfinished": "refuse"``: a 409 naming every game of an earlier round still ``*`` (the
    first ``listed``, then a count), each located in the request, instead of a pairing that reads
    them as adjourned games. Rounds are the system's (a Double-Swiss round is two game rounds, named
    with the game), players the caller's (a team event names the players, not their teams)."""
    games = unfinished_games(tournament, tournament.next_round - 1)
    if not games:
        return
    ids, places = loaded.ids, loaded.places

    def name(number: int) -> str:
        label = places.label(number)
        return str(ids.id_of(number) if label is None else label)

    def shown(r: int) -> str:
        return f"round {r}" if games_per_round == 1 else f"round {(r - 1) // 2 + 1} (game {(r - 1) % 2 + 1})"

    errors = [
        ProblemError(
            where=places.entry(white, r) or shown(r),
            message=f"{shown(r)}: {name(white)} v {name(black)} has no result yet ('*')",
        )
        for r, white, black in games[:listed]
    ]
    if len(games) > listed:
        errors.append(ProblemError(where="more", message=f"{len(games) - listed} more game(s) not listed"))
    next_round = (tournament.next_round - 1) // games_per_round + 1
    raise ProblemException(
        409,
        "unfinished-games",
        "Unfinished games",
        f"{len(games)} game(s) of earlier rounds have no result yet (first: {errors[0].message}); send their results "
        f"before pairing round {next_round}, or 'unfinished': 'adjourn' to pair them as adjourned games",
        errors,
    )


def departures(tournament: Tournament, loaded: LoadedSource, withdrawn: set[int]) -> dict[int, int]:
    """``{pairing number: first round not paired}`` of the players who left: the games document's
    withdrawals, and the request's ``withdrawn`` from the round after their last entry."""
    left = {number: _last_entry(tournament, number) + 1 for number in withdrawn}
    return left | loaded.withdrawals


def _last_entry(tournament: Tournament, number: int) -> int:
    entries = tournament.players[number].entries
    return max((r for r, entry in enumerate(entries, start=1) if entry is not None), default=0)
