"""A Swiss pairing (``SwissPairing``, any system) as the answer of ``POST /v1/swiss/pairings``:
one a platform can publish as it is.

The engines answer in pairing numbers; the answer maps them back to the caller's ids (the games
document's, or the pairing numbers themselves for TRF and the tournament document) and adds per
board, for the bye and for every absent player what a pairing list shows (C.04.2 D.7): name,
pairing number, score before the round. Each engine's explanation steps become JSON-ready dicts.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from domain.errors import Issue
from domain.history import scores_after
from domain.model import REQUESTED_BYES, ResultCode, Tournament
from domain.swiss.face import SystemFacts
from domain.swiss.result import SwissPairing
from domain.swiss.team.answer import TeamSwissPairing
from service.adapters.event import LoadedSource, PlayerIds
from service.adapters.explanation import step_to_dict
from service.adapters.numbers import json_number
from service.adapters.team_pairing import team_pairing_response
from service.http.errors import problem_errors
from service.schemas.swiss import Board, PairingResponse

_ABSENCE = {ResultCode.HALF_BYE: "half", ResultCode.FULL_BYE: "full", ResultCode.ZERO_BYE: "zero"}


def boards(pairs: Iterable[tuple[Any, Any]]) -> list[Board]:
    """``(white, black)`` pairs in board order, numbered from board 1."""
    return [Board(board=number, white=white, black=black) for number, (white, black) in enumerate(pairs, start=1)]


def pairing_response(
    pairing: SwissPairing,
    facts: SystemFacts,
    explain: bool,
    loaded: LoadedSource,
    withdrawn: set[int],
    warnings: Iterable[Issue],
    edition: str,
) -> PairingResponse:
    """api.md fields (``round``, ``pairs``, ``bye``, ``absent``) in the caller's ids, the details per
    player, the withdrawn, the warnings and, on request, the explanation.

    ``facts``: the system that paired (its name and games per pairing; no name is looked up here).
    ``withdrawn``: pairing numbers the request withdraws, added to the engine's (F8) and the games
    document's.
    """
    if isinstance(pairing, TeamSwissPairing):
        return team_pairing_response(pairing, facts, explain, loaded, withdrawn, warnings, edition)
    ids = loaded.ids
    gone = set(pairing.withdrawn) | withdrawn | set(loaded.withdrawals)
    games = facts.games_per_round
    publisher = _Publisher(loaded, pairing.round_number, gone, games)
    absent = list(pairing.absent)
    absent_players = [publisher.absent_player(number) for number in absent]
    absent_set = set(absent)
    return PairingResponse.model_validate(
        {
            "rule_edition": edition,
            "system": facts.name,
            "round": pairing.round_number,
            "pairs": [
                {
                    "board": board,
                    "white": ids.id_of(white),
                    "black": ids.id_of(black),
                    "white_player": publisher.player(white),
                    "black_player": publisher.player(black),
                }
                for board, (white, black) in enumerate(pairing.boards, start=1)
            ],
            "bye": None if pairing.bye is None else ids.id_of(pairing.bye),
            "bye_player": None if pairing.bye is None else publisher.player(pairing.bye),
            "absent": ids.ids_of(absent),
            "absent_players": absent_players,
            "withdrawn": ids.ids_of(sorted(gone & absent_set)),
            "pairing_numbers": ids.pairing_numbers(),
            "record": _record(pairing, ids, absent_players, games),
            "warnings": problem_errors(warnings),
            "explanation": [step_to_dict(step) for step in pairing.explanation] if explain else None,
        }
    )


def _record(
    pairing: SwissPairing, ids: PlayerIds, absent_players: list[dict[str, Any]], games_per_pairing: int
) -> dict[str, Any]:
    """The round as the games document records it, results still ``*`` (issue 33: the answer's boards
    go back as games without translation). A two-game match is both its games, game 2 with the
    colours reversed (api.md), each marked with its ``game``."""
    byes = [{"player": ids.id_of(pairing.bye), "kind": "pairing"}] if pairing.bye is not None else []
    byes += [{"player": p["id"], "kind": p["reason"]} for p in absent_players if p["reason"] != "withdrawn"]
    games: list[dict[str, Any]] = []
    for white, black in pairing.boards:
        first, second = ids.id_of(white), ids.id_of(black)
        if games_per_pairing == 1:
            games.append({"white": first, "black": second, "result": "*"})
        else:
            games.append({"white": first, "black": second, "result": "*", "game": 1})
            games.append({"white": second, "black": first, "result": "*", "game": 2})
    return {"games": games, "byes": byes}


class _Publisher:
    """Player summaries of one tournament before ``round_number``.

    ``games`` is the games per pairing (2 for Double-Swiss): round r then starts at game round
    2r-1, and the score before it is the game points of the game rounds before that.
    """

    def __init__(self, loaded: LoadedSource, round_number: int, withdrawn: set[int], games: int = 1) -> None:
        self.tournament: Tournament = loaded.tournament
        self.ids = loaded.ids
        self.round_number = (round_number - 1) * games + 1
        self.withdrawn = withdrawn
        self.scores: dict[int, Fraction] = scores_after(self.tournament, self.round_number - 1)
        #: The first bye each player asked for in this round (read once: a request may name thousands).
        self.requested: dict[int, ResultCode] = {}
        for request in self.tournament.bye_requests:
            if request.round_number in (None, self.round_number):
                for player in request.players:
                    self.requested.setdefault(player, request.kind)

    def player(self, number: int) -> dict[str, Any]:
        player = self.tournament.players[number]
        return {
            "id": self.ids.id_of(number),
            "name": player.name,
            "pairing_number": number,
            "rating": player.rating,
            "score": json_number(self.scores[number]),
        }

    def absent_player(self, number: int) -> dict[str, Any]:
        return {**self.player(number), "reason": self.absence_reason(number)}

    def absence_reason(self, number: int) -> str:
        """withdrawn, or the requested bye: half, full, zero (an absence worth nothing)."""
        if number in self.withdrawn:
            return "withdrawn"
        entry = self.tournament.players[number].entry(self.round_number)
        if entry is not None and entry.result in REQUESTED_BYES:
            return _ABSENCE[entry.result]
        return _ABSENCE.get(self.requested.get(number, ResultCode.ZERO_BYE), "zero")
