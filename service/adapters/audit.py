"""An audit report (``AuditReport``) as the answer of ``POST /v1/swiss/audit``, and the request's options."""

from __future__ import annotations

from collections.abc import Iterable

from domain.errors import InvalidInput, Issue
from domain.swiss.audit import AuditReport, RoundAudit, RoundPairing, Verdict
from domain.swiss.system import SwissOptions
from service.adapters.check import comparison_model
from service.adapters.pairing import boards
from service.errors import problem_errors
from service.schemas.endorsement import AuditRequest, AuditResponse, RoundAuditModel, RoundPairingModel
from service.schemas.swiss import ViolationModel


def audit_options(request: AuditRequest) -> SwissOptions:
    """The Swedish rules have no acceleration: asking for one is a 422, not silently ignored."""
    if request.system == "swedish" and request.acceleration != "auto":
        raise InvalidInput([Issue("/acceleration", "acceleration applies to the Dutch system only")])
    return SwissOptions(request.acceleration)  # type: ignore[arg-type]


def audit_response(report: AuditReport, warnings: Iterable[Issue]) -> AuditResponse:
    return AuditResponse(
        system=report.system,
        agrees=report.agrees,
        differing_rounds=report.differing_rounds,
        rounds=[round_model(audit) for audit in report.rounds],
        notes=report.notes,
        warnings=problem_errors(warnings),
    )


def round_model(audit: RoundAudit) -> RoundAuditModel:
    """One round; both pairings only for a round that does not agree."""
    shown = audit.verdict is not Verdict.AGREES
    return RoundAuditModel(
        round=audit.round_number,
        verdict=audit.verdict.value,
        pairs_agree=audit.pairs_agree,
        colours_agree=audit.colours_agree,
        bye_agrees=audit.bye_agrees,
        board_order_agrees=audit.board_order_agrees,
        played=pairing_model(audit.played) if shown else None,
        engine=pairing_model(audit.engine) if shown and audit.engine is not None else None,
        violations=[ViolationModel(criterion=v.criterion, message=v.message, players=list(v.players))
                    for v in audit.violations],
        comparison=comparison_model(audit.comparison) if audit.comparison is not None else None,
        note=audit.note,
    )


def pairing_model(pairing: RoundPairing) -> RoundPairingModel:
    coloured = [board for board in pairing.boards if board not in pairing.uncoloured]
    uncoloured = boards(sorted(pairing.uncoloured))
    return RoundPairingModel(pairs=boards(coloured), bye=list(pairing.byes), uncoloured=uncoloured)
