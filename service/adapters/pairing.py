"""A Swiss pairing (``SwissPairing``, either engine) as the answer of ``POST /v1/swiss/pairings``,
with each engine's explanation steps as JSON-ready dicts."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from domain.errors import Issue
from domain.swiss.explanation import BracketStep, ExplanationStep, SwedishStep
from domain.swiss.result import SwissPairing
from service.adapters.swedish import step_to_dict as swedish_step_to_dict
from service.errors import problem_errors
from service.schemas.swiss import Board, PairingResponse


def boards(pairs: Iterable[tuple[int, int]]) -> list[Board]:
    """``(white, black)`` pairs in board order, numbered from board 1."""
    return [Board(board=number, white=white, black=black) for number, (white, black) in enumerate(pairs, start=1)]


def pairing_response(pairing: SwissPairing, explain: bool, warnings: Iterable[Issue]) -> PairingResponse:
    """api.md fields (``round``, ``pairs``, ``bye``, ``absent``), the withdrawn, the input's warnings
    and, on request, the explanation."""
    return PairingResponse(
        system=pairing.system,
        round=pairing.round_number,
        pairs=boards(pairing.boards),
        bye=pairing.bye,
        absent=list(pairing.absent),
        withdrawn=list(pairing.withdrawn),
        warnings=problem_errors(warnings),
        explanation=[step_to_dict(step) for step in pairing.explanation] if explain else None,
    )


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
