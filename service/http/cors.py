"""Cross-origin calls from browser pages (CORS), opt-in by ``PAIRING_CORS_ORIGINS`` (api.md,
Platform conveniences).

Unset, the service sends no CORS headers and answers no preflight: a browser page on another
origin cannot call it. Set, Starlette's CORS middleware answers every preflight ``OPTIONS`` for
the listed origins (``*``: any) and stamps the answers, errors and 413s included, since it wraps
every other middleware. The service takes no cookies or credentials, so none are allowed; the
headers an integrator reads (versions, request id) are exposed.
"""

from __future__ import annotations

from fastapi import FastAPI
from starlette.middleware.cors import CORSMiddleware

#: Response headers a page may read besides the CORS-safelisted ones.
EXPOSED_HEADERS = ["X-Service-Version", "X-Rule-Edition", "X-Request-ID"]
#: Seconds a browser may cache a preflight answer.
PREFLIGHT_MAX_AGE = 600


def install_cors(app: FastAPI, origins: list[str]) -> None:
    """Answer cross-origin calls from ``origins``; add this middleware last (outermost)."""
    if not origins:
        return
    app.add_middleware(
        CORSMiddleware,
        allow_origins=origins,
        allow_methods=["GET", "POST"],
        allow_headers=["Content-Type", "Content-Encoding", "X-Request-ID"],
        expose_headers=EXPOSED_HEADERS,
        max_age=PREFLIGHT_MAX_AGE,
    )
