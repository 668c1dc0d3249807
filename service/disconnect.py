"""Work whose client has gone is stopped: the request's deadline is cancelled on disconnect.

An engine runs in a worker thread and polls its :class:`~domain.budget.Deadline`; nothing else
can stop it. The deadline dependency registers the request's deadline and ASGI ``receive`` here;
:func:`service.offload.run_cpu` then waits, beside the work, for the ``http.disconnect`` message
the server sends when the client closes its connection, and cancels the deadline, so the engine
stops at its next check instead of computing for the rest of the budget (issue 16).
"""

from __future__ import annotations

import asyncio
from contextvars import ContextVar

from starlette.types import Receive

from domain.budget import Deadline

_watched: ContextVar[tuple[Deadline, Receive] | None] = ContextVar("disconnect_watched", default=None)


def cancel_on_disconnect(deadline: Deadline, receive: Receive) -> None:
    """Cancel ``deadline`` when the client of the current request disconnects during :func:`watching`."""
    _watched.set((deadline, receive))


def watching() -> asyncio.Task[None] | None:
    """Start watching the current request for a disconnect (``None`` when no deadline is registered).

    Call only once the body has been read: the watch consumes ``receive`` messages. The caller
    cancels the task when its work is done.
    """
    watched = _watched.get()
    return None if watched is None else asyncio.ensure_future(_cancel_when_gone(*watched))


async def _cancel_when_gone(deadline: Deadline, receive: Receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass
    deadline.cancel()
