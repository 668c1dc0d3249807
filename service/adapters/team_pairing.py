"""A Swiss Team round as the answer of ``POST /v1/swiss/pairings`` (api.md): the five fixed fields
in team ids (``white`` = the team with White on board 1, ``pairs`` in GHR 3.6 board order, ``bye``
the PAB team) and, per match, what a platform publishes: each team's name, pairing number, rating
and scores before the round (C.04.6 Art. 1.2), and the colour of every board (record 352 sequence).

The scores and the board colours are the engine's (:class:`TeamSwissPairing`): the team view is
derived once, when the round is paired, and not rebuilt here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from domain.errors import Issue
from domain.model import ResultCode, TeamRecords
from domain.swiss.face import SystemFacts
from domain.swiss.team.answer import TeamSwissPairing
from service.adapters.event import LoadedSource
from service.adapters.explanation import step_to_dict
from service.adapters.numbers import json_number
from service.http.errors import problem_errors
from service.schemas.swiss import PairingResponse

_REASON = {ResultCode.HALF_BYE: "half", ResultCode.FULL_BYE: "full"}


def team_pairing_response(
    pairing: TeamSwissPairing,
    facts: SystemFacts,
    explain: bool,
    loaded: LoadedSource,
    withdrawn: set[int],
    warnings: Iterable[Issue],
    edition: str,
) -> PairingResponse:
    """The team round in the caller's team ids, ready to publish."""
    publisher = _TeamPublisher(loaded, pairing, withdrawn | set(loaded.withdrawals))
    ids, absent = loaded.ids, list(pairing.absent)
    return PairingResponse.model_validate(
        {
            "rule_edition": edition,
            "system": facts.name,
            "round": pairing.round_number,
            "pairs": [
                publisher.match(board, white, black, colours)
                for board, ((white, black), colours) in enumerate(
                    zip(pairing.boards, pairing.board_colours, strict=True), start=1
                )
            ],
            "bye": None if pairing.bye is None else ids.id_of(pairing.bye),
            "bye_player": None if pairing.bye is None else publisher.team(pairing.bye),
            "absent": ids.ids_of(absent),
            "absent_players": [publisher.absent_team(number) for number in absent],
            "withdrawn": ids.ids_of(sorted(publisher.withdrawn & set(absent))),
            "pairing_numbers": ids.pairing_numbers(),
            "warnings": problem_errors(warnings),
            "explanation": [step_to_dict(step) for step in pairing.explanation] if explain else None,
        }
    )


class _TeamPublisher:
    """Team summaries of one team round, from the engine's standings before it."""

    def __init__(self, loaded: LoadedSource, pairing: TeamSwissPairing, withdrawn: set[int]) -> None:
        self.ids = loaded.ids
        self.round_number = pairing.round_number
        self.withdrawn = withdrawn
        self.records: TeamRecords = loaded.tournament.team_records or TeamRecords()
        self.standings = pairing.standings

    def team(self, number: int) -> dict[str, Any]:
        entry, standing = self.records.teams[number], self.standings[number]
        return {
            "id": self.ids.id_of(number),
            "name": entry.name,
            "pairing_number": number,
            "rating": entry.strength,
            "score": json_number(standing.primary),
            "match_points": json_number(standing.match_points),
            "game_points": json_number(standing.game_points),
        }

    def match(self, board: int, white: int, black: int, colours: str) -> dict[str, Any]:
        """Board ``board`` of the match list, with the colour of every board of the match."""
        ids = self.ids
        return {
            "board": board,
            "white": ids.id_of(white),
            "black": ids.id_of(black),
            "white_player": self.team(white),
            "black_player": self.team(black),
            "board_colours": [
                {
                    "board": k,
                    "white": ids.id_of(white if c == "W" else black),
                    "black": ids.id_of(black if c == "W" else white),
                }
                for k, c in enumerate(colours, start=1)
            ],
        }

    def absent_team(self, number: int) -> dict[str, Any]:
        """withdrawn, or the bye the team asked for in this round (240 by team): half, full, zero."""
        if number in self.withdrawn:
            return {**self.team(number), "reason": "withdrawn"}
        kinds = [
            request.kind
            for request in self.records.absences
            if number in request.players and request.round_number == self.round_number
        ]
        return {**self.team(number), "reason": _REASON.get(kinds[0], "zero") if kinds else "zero"}
