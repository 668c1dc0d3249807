"""A pairing answer a platform can publish as it is: ids, names, pairing numbers and scores.

The engines answer in pairing numbers; this module maps them back to the caller's ids (the
games document's, or the pairing numbers themselves for TRF and the tournament document) and adds
per board, for the bye and for every absent player what a pairing list shows (C.04.2 D.7).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from domain.history import scores_after
from domain.model import REQUESTED_BYES, ResultCode, Tournament
from service.convert import decimal
from service.event_document import PlayerIds

_ABSENCE = {ResultCode.HALF_BYE: "half", ResultCode.FULL_BYE: "full", ResultCode.ZERO_BYE: "zero"}


class Publisher:
    """Player summaries of one tournament before ``round_number``."""

    def __init__(self, tournament: Tournament, ids: PlayerIds, round_number: int, withdrawn: set[int]) -> None:
        self.tournament = tournament
        self.ids = ids
        self.round_number = round_number
        self.withdrawn = withdrawn
        self.scores: dict[int, Fraction] = scores_after(tournament, round_number - 1)

    def player(self, number: int) -> dict[str, Any]:
        player = self.tournament.players[number]
        return {"id": self.ids.id_of(number), "name": player.name, "pairing_number": number,
                "rating": player.rating, "score": decimal(self.scores[number])}

    def absent_player(self, number: int) -> dict[str, Any]:
        return {**self.player(number), "reason": self.absence_reason(number)}

    def absence_reason(self, number: int) -> str:
        """withdrawn, or the requested bye: half, full, zero (an absence worth nothing)."""
        if number in self.withdrawn:
            return "withdrawn"
        entry = self.tournament.players[number].entry(self.round_number)
        if entry is not None and entry.result in REQUESTED_BYES:
            return _ABSENCE[entry.result]
        kinds = [request.kind for request in self.tournament.bye_requests
                 if number in request.players and request.round_number in (None, self.round_number)]
        return _ABSENCE.get(kinds[0], "zero") if kinds else "zero"


def publish_pairing(answer: dict[str, Any], tournament: Tournament, ids: PlayerIds,
                    withdrawn: set[int] | None = None) -> dict[str, Any]:
    """The engine's answer (pairing numbers) with the caller's ids and the details per player.

    ``withdrawn``: pairing numbers withdrawn by the caller (games document), added to the F8 ones.
    """
    all_withdrawn = set(answer.get("withdrawn", [])) | set(withdrawn or ())
    publisher = Publisher(tournament, ids, answer["round"], all_withdrawn)
    pairs = [
        {"board": pair["board"], "white": ids.id_of(pair["white"]), "black": ids.id_of(pair["black"]),
         "white_player": publisher.player(pair["white"]), "black_player": publisher.player(pair["black"])}
        for pair in answer["pairs"]
    ]
    bye = answer["bye"]
    absent = list(answer["absent"])
    return {
        **answer,
        "pairs": pairs,
        "bye": None if bye is None else ids.id_of(bye),
        "bye_player": None if bye is None else publisher.player(bye),
        "absent": ids.ids_of(absent),
        "absent_players": [publisher.absent_player(number) for number in absent],
        "withdrawn": ids.ids_of(sorted(n for n in all_withdrawn if n in set(absent))),
        "pairing_numbers": ids.pairing_numbers(),
    }
