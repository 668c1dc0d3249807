"""The free pairings checker (FPC, FIDE C.04.A A.4): re-pair every played round, report each difference.

The entry point by system name is :func:`domain.swiss.system.audit_tournament`.
"""

from domain.swiss.audit.auditor import audit_rounds
from domain.swiss.audit.rebuild import played_round, state_before
from domain.swiss.audit.report import AuditReport, RoundAudit, RoundPairing, Verdict

__all__ = ["AuditReport", "RoundAudit", "RoundPairing", "Verdict", "audit_rounds", "played_round", "state_before"]
