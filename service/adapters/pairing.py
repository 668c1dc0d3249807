"""A Swiss pairing (``SwissPairing``) as the answer of ``POST /v1/swiss/pairings``."""

from __future__ import annotations

from collections.abc import Iterable

from domain.errors import Issue
from domain.swiss.result import SwissPairing
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
        absent=pairing.absent,
        withdrawn=pairing.withdrawn,
        warnings=problem_errors(warnings),
        explanation=pairing.explanation if explain else None,
    )
