"""An audit report (``AuditReport``) as the answer of ``POST /v1/swiss/audit``, and the request's options."""

from __future__ import annotations

from collections.abc import Iterable

from domain.errors import Issue
from domain.swiss.acceleration import AccelerationMode
from domain.swiss.audit import AuditReport, RoundAudit, RoundPairing, Verdict
from domain.swiss.system import SwissOptions
from service.adapters.check import comparison_model, violation_model
from service.adapters.event import PlayerIds
from service.adapters.pairing import boards
from service.adapters.round_options import refuse_unread_options
from service.errors import problem_errors
from service.schemas.endorsement import AuditRequest, AuditResponse, RoundAuditModel, RoundPairingModel
from service.schemas.swiss import PlayerId


def audit_options(request: AuditRequest) -> SwissOptions:
    """The audit's options; one the system does not read is a 422, not silently ignored."""
    refuse_unread_options(request)
    return SwissOptions(AccelerationMode(request.acceleration))


def published_boards(request: AuditRequest, ids: PlayerIds) -> dict[int, list[tuple[int, int]]]:
    """The published board order of the rounds given, in pairing numbers (the request uses the caller's ids)."""
    return {
        item.round: [
            (
                ids.number_of(b.white, f"/published_boards/{i}/pairs/{k}/white"),
                ids.number_of(b.black, f"/published_boards/{i}/pairs/{k}/black"),
            )
            for k, b in enumerate(item.pairs)
        ]
        for i, item in enumerate(request.published_boards)
    }


def audit_response(report: AuditReport, ids: PlayerIds, warnings: Iterable[Issue], edition: str) -> AuditResponse:
    """The report in the caller's ids."""
    return AuditResponse(
        rule_edition=edition,
        system=report.system,
        agrees=report.agrees,
        differing_rounds=report.differing_rounds,
        rounds=[round_model(audit, ids) for audit in report.rounds],
        notes=report.notes,
        warnings=problem_errors(warnings),
    )


def round_model(audit: RoundAudit, ids: PlayerIds) -> RoundAuditModel:
    """One round; both pairings only for a round that does not agree."""
    shown = audit.verdict is not Verdict.AGREES
    return RoundAuditModel(
        round=audit.round_number,
        verdict=audit.verdict.value,
        pairs_agree=audit.pairs_agree,
        colours_agree=audit.colours_agree,
        bye_agrees=audit.bye_agrees,
        board_order_agrees=audit.board_order_agrees,
        played=pairing_model(audit.played, ids) if shown else None,
        engine=pairing_model(audit.engine, ids) if shown and audit.engine is not None else None,
        violations=[violation_model(v, ids) for v in audit.violations],
        comparison=comparison_model(audit.comparison, ids) if audit.comparison is not None else None,
        note=audit.note,
    )


def pairing_model(pairing: RoundPairing, ids: PlayerIds) -> RoundPairingModel:
    def in_ids(items: Iterable[tuple[int, int]]) -> list[tuple[PlayerId, PlayerId]]:
        return [(ids.id_of(white), ids.id_of(black)) for white, black in items]

    coloured = [board for board in pairing.boards if board not in pairing.uncoloured]
    uncoloured = boards(in_ids(sorted(pairing.uncoloured)))
    return RoundPairingModel(pairs=boards(in_ids(coloured)), bye=ids.ids_of(pairing.byes), uncoloured=uncoloured)
