"""What the service shows about itself: Prometheus metrics, JSON request logs, request ids.

``middleware.RequestObservation`` wraps every HTTP request; routers report engine work with
``engine.engine_span``; ``service.http.metrics`` serves ``GET /metrics``.

This package file imports nothing on purpose: importing ``metrics`` creates the metric values,
which in multi-process mode must wait until the server has prepared their folder.
"""
