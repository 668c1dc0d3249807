"""An audit report (``AuditReport``) as the answer of ``POST /v1/swiss/audit``, and the request's options."""

from __future__ import annotations

from collections.abc import Iterable

from domain.errors import InvalidInput, Issue
from domain.swiss.acceleration import AccelerationMode
from domain.swiss.audit import AuditReport, RoundAudit, RoundPairing, Verdict
from domain.swiss.audit.standings import StandingsAudit, standings_lines
from domain.swiss.face import SwissOptions, SystemFacts
from service.adapters.check import comparison_model, violation_model
from service.adapters.event import PlayerIds
from service.adapters.pairing import boards
from service.adapters.round_options import refuse_unread_options
from service.http.errors import problem_errors
from service.schemas.endorsement import (
    AuditRequest,
    AuditResponse,
    PointsDifferenceModel,
    RankDifferenceModel,
    RoundAuditModel,
    RoundPairingModel,
    StandingsAuditModel,
    StatedListModel,
)
from service.schemas.swiss import CallerId


def audit_options(request: AuditRequest, facts: SystemFacts) -> SwissOptions:
    """The audit's options; one the system (``facts``) does not read is a 422, not silently ignored."""
    refuse_unread_options(request, facts)
    return SwissOptions(AccelerationMode(request.acceleration))


def manual_rounds(request: AuditRequest, played: int) -> dict[int, str]:
    """The rounds paired by hand, each a played round named once (issue 34: a round that does not
    exist was ignored, and a round named twice kept its last reason)."""
    _refuse_unplayed("manual_rounds", [item.round for item in request.manual_rounds], played)
    return {item.round: item.reason for item in request.manual_rounds}


def _refuse_unplayed(field: str, rounds: list[int], played: int) -> None:
    """422 for a round after the last played one, or one listed twice, in ``field``."""
    issues, seen = [], set()
    for index, round_number in enumerate(rounds):
        if round_number > played:
            issues.append(
                Issue(f"/{field}/{index}/round", f"round {round_number} is not played (rounds 1-{played} are)")
            )
        elif round_number in seen:
            issues.append(Issue(f"/{field}/{index}/round", f"round {round_number} is listed twice"))
        seen.add(round_number)
    if issues:
        raise InvalidInput(issues)


def published_boards(request: AuditRequest, ids: PlayerIds, played: int) -> dict[int, list[tuple[int, int]]]:
    """The published board order of the rounds given, in pairing numbers (the request uses the caller's ids);
    each a played round named once."""
    _refuse_unplayed("published_boards", [item.round for item in request.published_boards], played)
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


def audit_response(
    report: AuditReport, standings: StandingsAudit | None, ids: PlayerIds, warnings: Iterable[Issue], edition: str
) -> AuditResponse:
    """The report in the caller's ids."""
    return AuditResponse(
        rule_edition=edition,
        system=report.system,
        agrees=report.agrees and (standings is None or standings.agrees),
        differing_rounds=report.differing_rounds,
        rounds=[round_model(audit, ids) for audit in report.rounds],
        notes=report.notes,
        warnings=problem_errors(warnings),
        standings=standings_model(standings, ids) if standings is not None else None,
    )


def standings_model(audit: StandingsAudit, ids: PlayerIds) -> StandingsAuditModel:
    """The standings check in the caller's ids: players', or teams' when the ids name teams (else TPNs)."""
    teams = audit.competitors == "teams"

    def caller_id(number: int) -> CallerId:
        return ids.id_of(number) if teams == ids.teams else number

    return StandingsAuditModel(
        agrees=audit.agrees,
        rules=audit.rules,
        edition_basis=audit.edition_basis,
        competitors=audit.competitors,
        ranks_stated=audit.ranks_stated,
        lists_agree=audit.lists_agree,
        lists=[
            StatedListModel(
                record=found.record,
                tiebreaks=found.tiebreaks,
                ranks=[
                    RankDifferenceModel(
                        id=caller_id(d.competitor),
                        rank_in_file=d.stated,
                        rank_computed=d.computed,
                        decided_by=d.decided_by,
                    )
                    for d in found.ranks
                ],
            )
            for found in audit.lists
        ],
        points=[
            PointsDifferenceModel(
                id=caller_id(d.competitor), score=d.score, in_file=float(d.stated), computed=float(d.computed)
            )
            for d in audit.points
        ],
        lines=standings_lines(audit),
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
    def in_ids(items: Iterable[tuple[int, int]]) -> list[tuple[CallerId, CallerId]]:
        return [(ids.id_of(white), ids.id_of(black)) for white, black in items]

    coloured = [board for board in pairing.boards if board not in pairing.uncoloured]
    uncoloured = boards(in_ids(sorted(pairing.uncoloured)))
    return RoundPairingModel(pairs=boards(in_ids(coloured)), bye=ids.ids_of(pairing.byes), uncoloured=uncoloured)
