"""The free pairings checker (FPC, FIDE C.04.A A.4): re-pair every played round, report each difference."""

from domain.swiss.audit.auditor import audit_tournament
from domain.swiss.audit.rebuild import played_round, state_before
from domain.swiss.audit.report import AuditReport, RoundAudit, RoundPairing, Verdict

__all__ = ["AuditReport", "RoundAudit", "RoundPairing", "Verdict", "audit_tournament", "played_round", "state_before"]
