"""Slow and half-sent requests cannot hold a worker: a deadline for the request head and one for the body.

uvicorn bounds idle keep-alive connections (``timeout_keep_alive``) and the number of connections
and requests (``limit_concurrency``, answered 503), but nothing bounds a client that sends its
head or its body one byte at a time (issue 16: 500 half-sent requests were all held). Two pieces
close that gap:

* :class:`HeadDeadlineProtocol`, uvicorn's h11 protocol with a clock on the request head: a
  connection that has not completed a request head ``head_timeout_seconds`` after it opened (or
  after it began a new head on a kept-alive connection) is answered 408 and closed;
* :class:`BodyReadDeadline`, an ASGI middleware: the whole body must arrive within
  ``body_timeout_seconds`` of the request head, else 408 problem (and the connection closes).

Both read ``service.runtime.settings.Settings``. The protocol also takes the other connection bounds from
there (``PAIRING_KEEP_ALIVE_SECONDS``, ``PAIRING_MAX_CONNECTIONS``, ``PAIRING_MAX_HEAD_BYTES``), so
selecting it is all a server command has to do: ``uvicorn_options()`` in Python, or
``--http service.http.slow_clients:HeadDeadlineProtocol`` on a uvicorn command line.
"""

from __future__ import annotations

import asyncio
import socket
import time
from functools import cache
from typing import Any

import h11
import orjson
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from uvicorn.protocols.http.h11_impl import H11Protocol

from service.runtime.settings import Settings

REQUEST_TIMEOUT = 408


@cache
def _settings() -> Settings:
    return Settings.from_env()


def uvicorn_options() -> dict[str, Any]:
    """The uvicorn ``Config`` keywords that bound connections (the values come from the settings)."""
    return {"http": HeadDeadlineProtocol}


def _timeout_problem(detail: str) -> bytes:
    return orjson.dumps(
        {
            "type": "/problems/request-timeout",
            "title": "Request timeout",
            "status": REQUEST_TIMEOUT,
            "detail": detail,
            "errors": [],
        }
    )


class HeadDeadlineProtocol(H11Protocol):
    """uvicorn's h11 protocol, closing connections whose request head does not arrive in time, with
    the keep-alive timeout, connection cap and head size of the settings, and answers sent at once
    (:func:`disable_nagle`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        settings = _settings()
        self.head_timeout = settings.head_timeout_seconds
        self.timeout_keep_alive = settings.keep_alive_seconds
        self.limit_concurrency = settings.max_connections
        self.conn = h11.Connection(h11.SERVER, max_incomplete_event_size=settings.max_head_bytes)
        self._head_timer: asyncio.TimerHandle | None = None

    # uvicorn's H11Protocol narrows BaseProtocol's BaseTransport to asyncio.Transport the same way
    # (its server hands every protocol a Transport); the override keeps uvicorn's signature.
    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        disable_nagle(transport)
        super().connection_made(transport)
        self._arm()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            if self._head_timer is None:  # a head begun on a kept-alive connection: its clock starts now
                self._arm()
        else:
            self._disarm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _arm(self) -> None:
        self._disarm()
        self._head_timer = self.loop.call_later(self.head_timeout, self._head_expired)

    def _disarm(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_expired(self) -> None:
        self._head_timer = None
        if self.conn.their_state is not h11.IDLE or self.transport.is_closing():
            return
        body = _timeout_problem(f"the request head did not arrive within {self.head_timeout:g} s")
        head = (
            f"HTTP/1.1 408 Request Timeout\r\ncontent-type: application/problem+json\r\n"
            f"content-length: {len(body)}\r\nconnection: close\r\n\r\n"
        ).encode()
        self.transport.write(head + body)
        self.transport.close()


def disable_nagle(transport: asyncio.BaseTransport) -> None:
    """Send each answer at once (``TCP_NODELAY``) on a TCP connection.

    asyncio sets it only when the accepted socket says ``proto == IPPROTO_TCP``, and the socket
    uvicorn's supervisor binds for its workers says 0 (uvicorn issue 3149). Without it the body
    of an answer, written after its head, waits for the client's delayed ACK: about 40 ms on
    every request of a kept-alive connection after the first.
    """
    sock = transport.get_extra_info("socket")
    if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


class BodyReadTimeout(HTTPException):
    """The request body did not arrive in time (raised inside the app, answered as a 408 problem)."""

    def __init__(self, seconds: float) -> None:
        super().__init__(
            REQUEST_TIMEOUT, f"the request body did not arrive within {seconds:g} s", headers={"connection": "close"}
        )


class BodyReadDeadline:
    """Give the body ``seconds`` from the request head; once it is complete, ``receive`` is passed
    through unchanged (the disconnect watch of :mod:`service.http.offload` waits on it without limit)."""

    def __init__(self, app: ASGIApp, seconds: float) -> None:
        self.app = app
        self.seconds = seconds

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        expires = time.monotonic() + self.seconds
        complete = False

        async def timed_receive() -> Message:
            nonlocal complete
            if complete:
                return await receive()
            try:
                message = await asyncio.wait_for(receive(), max(0.0, expires - time.monotonic()))
            except TimeoutError:
                raise BodyReadTimeout(self.seconds) from None
            complete = message["type"] != "http.request" or not message.get("more_body", False)
            return message

        await self.app(scope, timed_receive, send)
