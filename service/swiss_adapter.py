"""Glue between the Swiss endpoints and the one Swiss face (:func:`domain.swiss.system.pair_round`).

A request's round options become one :class:`SwissOptions`; a :class:`SwissPairing` becomes the
api.md answer, with each engine's explanation steps as JSON-ready dicts.
"""

from __future__ import annotations

from typing import Any

from domain.model import Tournament
from domain.swiss.explanation import BracketStep, ExplanationStep, SwedishStep
from domain.swiss.result import SwissPairing
from domain.swiss.swedish import SwedishOptions
from domain.swiss.system import SwissOptions
from service.round_events import refuse_dutch_only_options
from service.schemas.swiss import CheckRequest, PairingRequest
from service.swedish_adapter import step_to_dict as swedish_step_to_dict
from service.swedish_adapter import swedish_options


def swiss_options(request: PairingRequest | CheckRequest, tournament: Tournament) -> SwissOptions:
    """The request's options; the Swedish ones are read (and checked) for the Swedish system only."""
    rules = SwedishOptions()
    if isinstance(request, PairingRequest) and request.system == "swedish":
        refuse_dutch_only_options(request)
        rules = swedish_options(request.swedish, tournament, "/swedish")
    return SwissOptions(request.acceleration, request.unannounced_absence_withdraws, rules)  # type: ignore[arg-type]


def pairing_to_dict(pairing: SwissPairing, explain: bool = False) -> dict[str, Any]:
    """api.md fields (``round``, ``pairs``, ``bye``, ``absent``) plus ``withdrawn`` and, on request,
    ``explanation``."""
    return {
        "system": pairing.system,
        "round": pairing.round_number,
        "pairs": [{"board": board, "white": white, "black": black} for board, (white, black) in enumerate(pairing.boards, start=1)],
        "bye": pairing.bye,
        "absent": list(pairing.absent),
        "withdrawn": list(pairing.withdrawn),
        "explanation": [step_to_dict(step) for step in pairing.explanation] if explain else None,
    }


def step_to_dict(step: ExplanationStep) -> dict[str, Any]:
    if isinstance(step, SwedishStep):
        return swedish_step_to_dict(step)
    return bracket_step_to_dict(step)


def bracket_step_to_dict(step: BracketStep) -> dict[str, Any]:
    """A Dutch bracket: its score, MDPs, residents, pairs and downfloaters (player ids)."""
    return {
        "score": float(step.score),
        "mdps": list(step.mdps),
        "residents": list(step.residents),
        "pairs": [list(pair) for pair in step.pairs],
        "downfloaters": list(step.downfloaters),
    }
