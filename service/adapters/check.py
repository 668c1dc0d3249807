"""A check report (``CheckReport``) as the answer of ``POST /v1/swiss/check``, and the proposal in."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from domain.errors import Issue
from domain.swiss.dutch.checker import CheckReport
from service.adapters.pairing import boards
from service.errors import problem_errors
from service.schemas.swiss import (
    CheckResponse,
    ComparisonModel,
    EnginePairing,
    ProposedPairing,
    ViolationModel,
)


def proposed_boards(proposal: ProposedPairing) -> list[tuple[int, int]]:
    return [(board.white, board.black) for board in proposal.pairs]


def check_response(system: str, report: CheckReport, warnings: Iterable[Issue]) -> CheckResponse:
    engine = report.engine
    return CheckResponse(
        system=system,
        round=report.round_number,
        valid=not report.violations,
        violations=[ViolationModel(criterion=v.criterion, message=v.message, players=list(v.players)) for v in report.violations],
        comparison=ComparisonModel(**_fields(report.comparison)) if report.comparison else None,
        engine_pairing=EnginePairing(pairs=boards(engine.boards), bye=engine.bye) if engine else None,
        warnings=problem_errors(warnings),
    )


def _fields(comparison: object) -> dict[str, Any]:
    return {name: getattr(comparison, name) for name in comparison.__slots__}  # type: ignore[attr-defined]
