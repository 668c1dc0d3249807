"""A check report (``CheckReport``) as the answer of ``POST /v1/swiss/check``, in the caller's ids."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from domain.errors import Issue
from service.adapters.event import PlayerIds
from service.adapters.pairing import boards
from service.http.errors import problem_errors
from service.schemas.swiss import (
    CheckResponse,
    ComparisonModel,
    EnginePairing,
    ViolationModel,
)

if TYPE_CHECKING:  # the report's types: a pairing run (the command line's -p) never loads the checker
    from domain.swiss.check_report import CheckReport, Comparison, Violation


def check_response(
    system: str, report: CheckReport, ids: PlayerIds, warnings: Iterable[Issue], edition: str
) -> CheckResponse:
    """The report with the caller's ids (the proposal came in them)."""
    engine = report.engine
    return CheckResponse(
        rule_edition=edition,
        system=system,
        round=report.round_number,
        valid=not report.violations,
        violations=[violation_model(v, ids) for v in report.violations],
        comparison=comparison_model(report.comparison, ids) if report.comparison else None,
        engine_pairing=EnginePairing(
            pairs=boards((ids.id_of(w), ids.id_of(b)) for w, b in engine.boards),
            bye=None if engine.bye is None else ids.id_of(engine.bye),
        )
        if engine
        else None,
        pairing_numbers=ids.pairing_numbers(),
        warnings=problem_errors(warnings),
    )


def violation_model(violation: Violation, ids: PlayerIds) -> ViolationModel:
    """A violation (or a colour departure) with the players in the caller's ids."""
    return ViolationModel(
        criterion=violation.criterion, message=violation.message, players=ids.ids_of(violation.players)
    )


def comparison_model(comparison: Comparison, ids: PlayerIds) -> ComparisonModel:
    """The comparison field by field; the players it names (Swedish) in the caller's ids."""
    colours = comparison.colour_departures
    return ComparisonModel(
        equivalent=comparison.equivalent,
        criterion=comparison.criterion,
        bracket_score=comparison.bracket_score,
        proposal_better=comparison.proposal_better,
        proposal_value=comparison.proposal_value,
        engine_value=comparison.engine_value,
        message=comparison.message,
        players=ids.ids_of(comparison.players),
        colour_departures=None if colours is None else [violation_model(v, ids) for v in colours],
    )
