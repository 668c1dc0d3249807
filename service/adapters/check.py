"""A check report (``CheckReport``) as the answer of ``POST /v1/swiss/check``, in the caller's ids."""

from __future__ import annotations

from collections.abc import Iterable

from domain.errors import Issue
from domain.swiss.dutch.checker import CheckReport, Comparison
from service.adapters.event import PlayerIds
from service.adapters.pairing import boards
from service.errors import problem_errors
from service.schemas.swiss import (
    CheckResponse,
    ComparisonModel,
    EnginePairing,
    ViolationModel,
)


def check_response(system: str, report: CheckReport, ids: PlayerIds, warnings: Iterable[Issue],
                   edition: str) -> CheckResponse:
    """The report with the caller's ids (the proposal came in them)."""
    engine = report.engine
    return CheckResponse(
        rule_edition=edition,
        system=system,
        round=report.round_number,
        valid=not report.violations,
        violations=[ViolationModel(criterion=v.criterion, message=v.message, players=ids.ids_of(v.players))
                    for v in report.violations],
        comparison=comparison_model(report.comparison) if report.comparison else None,
        engine_pairing=EnginePairing(pairs=boards((ids.id_of(w), ids.id_of(b)) for w, b in engine.boards),
                                     bye=None if engine.bye is None else ids.id_of(engine.bye)) if engine else None,
        pairing_numbers=ids.pairing_numbers(),
        warnings=problem_errors(warnings),
    )


def comparison_model(comparison: Comparison) -> ComparisonModel:
    """The checker's comparison field by field (its slots are the model's fields)."""
    return ComparisonModel(**{name: getattr(comparison, name) for name in comparison.__slots__})
