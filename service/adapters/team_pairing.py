"""A Swiss Team round as the answer of ``POST /v1/swiss/pairings`` (api.md): the five fixed fields
in team ids (``white`` = the team with White on board 1, ``pairs`` in GHR 3.6 board order, ``bye``
the PAB team) and, per match, what a platform publishes: each team's name, pairing number, rating
(given, or the one computed for the initial order) and scores before the round (C.04.6 Art. 1.2),
and the colour of every board (record 352 sequence). ``record`` is the round as the next request
records it: every match with each board's teams set and its players and result left to fill in
(null and ``*``), the PAB and the requested byes.

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
from service.adapters.event import LoadedSource, PlayerIds
from service.adapters.explanation import step_to_dict
from service.adapters.numbers import json_number
from service.http.errors import problem_errors
from service.schemas.swiss import PairingResponse
from service.schemas.team_event import TeamBoard, TeamMatch, TeamRound, TeamRoundBye

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
    absent_teams = [publisher.absent_team(number) for number in absent]
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
            "absent_players": absent_teams,
            "withdrawn": ids.ids_of(sorted(publisher.withdrawn & set(absent))),
            "pairing_numbers": ids.pairing_numbers(),
            "record": _record(pairing, ids, absent_teams),
            "warnings": problem_errors(warnings),
            "explanation": [step_to_dict(step) for step in pairing.explanation] if explain else None,
        }
    )


def _record(pairing: TeamSwissPairing, ids: PlayerIds, absent_teams: list[dict[str, Any]]) -> TeamRound:
    """The round as the team event document records it: each match board by board, the teams of
    each board set by the board colours, players null and results ``*`` for the platform to fill
    in (a board not fielded keeps its null, with forfeit true); the PAB and the requested byes.

    Built without validation: a board still to fill in is what a request refuses (TeamBoard)."""
    byes = [TeamRoundBye(team=ids.id_of(pairing.bye), kind="pairing")] if pairing.bye is not None else []
    byes += [
        TeamRoundBye(team=team["id"], kind=team["reason"]) for team in absent_teams if team["reason"] != "withdrawn"
    ]
    matches = [
        TeamMatch.model_construct(
            white=ids.id_of(white),
            black=ids.id_of(black),
            boards=[
                TeamBoard.model_construct(
                    white=None,
                    black=None,
                    result="*",
                    forfeit=False,
                    white_team=ids.id_of(white if colour == "W" else black),
                    black_team=ids.id_of(black if colour == "W" else white),
                )
                for colour in colours
            ],
        )
        for (white, black), colours in zip(pairing.boards, pairing.board_colours, strict=True)
    ]
    return TeamRound.model_construct(matches=matches, byes=byes)


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
