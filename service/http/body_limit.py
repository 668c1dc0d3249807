"""The request body size limit (``PAIRING_MAX_BODY_BYTES``) as a pure ASGI middleware: 413 before the
body is read in full."""

from __future__ import annotations

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from service.http.error_handlers import problem_response
from service.http.errors import Problem


class BodySizeLimit:
    """Reject bodies larger than ``max_bytes``: by Content-Length at once, else while streaming."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = dict(scope.get("headers", [])).get(b"content-length")
        if length is not None and length.isdigit() and int(length) > self.max_bytes:
            await self._reject(send)
            return
        received = 0

        async def counting_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    # Raised inside the app, so its HTTP error handler answers with a 413 problem.
                    raise HTTPException(413, f"request body exceeds {self.max_bytes} bytes")
            return message

        await self.app(scope, counting_receive, send)

    async def _reject(self, send: Send) -> None:
        problem = Problem(
            type="/problems/body-too-large",
            title="Body too large",
            status=413,
            detail=f"request body exceeds {self.max_bytes} bytes",
        )
        response = problem_response(problem)
        await send({"type": "http.response.start", "status": 413, "headers": response.raw_headers})
        await send({"type": "http.response.body", "body": response.body})
