"""What the service shows about itself: Prometheus metrics, JSON request logs, request ids.

``RequestObservation`` (middleware) wraps every HTTP request; routers report engine work with
``engine_span``; ``GET /metrics`` exposes the counters (``metrics_router``).
"""

from service.observability.context import current_request_id, note_problem
from service.observability.engine import engine_span
from service.observability.metrics import metrics_router
from service.observability.middleware import RequestObservation

__all__ = ["RequestObservation", "current_request_id", "engine_span", "metrics_router", "note_problem"]
