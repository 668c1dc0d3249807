"""The request's deadline as the HTTP layer enforces it: on disconnect, and when the engine is late.

An engine runs in a worker thread and polls its :class:`~domain.budget.Deadline`; nothing else
can stop it. A handler passes the request's deadline and ASGI ``receive`` to
:func:`run_under_deadline` (through :func:`service.http.offload.run_until`), which runs the work and

* waits, beside it, for the ``http.disconnect`` message the server sends when the client closes
  its connection, and cancels the deadline, so the engine stops at its next check instead of
  computing for the rest of the budget (issue 16);
* answers 503 (:class:`BudgetExceeded`) at most :data:`GRACE_SECONDS` after the deadline even
  when the engine is in a stretch without checks (on a loaded machine a second of CPU can take
  several of wall time), cancelling the deadline so the engine stops at its next check.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any, TypeVar

from starlette.types import Receive

from domain.budget import Deadline
from domain.errors import BudgetExceeded

T = TypeVar("T")
#: How long after its deadline a request is answered 503 if its engine has not stopped by itself.
GRACE_SECONDS = 1.0


async def run_under_deadline(work: Awaitable[T], deadline: Deadline, receive: Receive) -> T:
    """Await ``work`` (thread-pool work that polls ``deadline``) under ``deadline``, watching
    ``receive`` for the client's disconnect.

    Call only once the body has been read: the disconnect watch consumes ``receive`` messages.
    """
    task = asyncio.ensure_future(work)
    watch = asyncio.ensure_future(_cancel_when_gone(deadline, receive))
    try:
        remaining = deadline.remaining()
        if remaining is None:
            return await task
        return await asyncio.wait_for(asyncio.shield(task), remaining + GRACE_SECONDS)
    except TimeoutError:
        deadline.cancel("the time budget is exhausted")
        task.add_done_callback(_discard_outcome)
        raise BudgetExceeded(f"time budget of {deadline.seconds:g} s exhausted") from None
    finally:
        watch.cancel()


async def _cancel_when_gone(deadline: Deadline, receive: Receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass
    deadline.cancel()


def _discard_outcome(task: asyncio.Future[Any]) -> None:
    """The outcome of work answered for already (retrieved, so asyncio does not log it)."""
    if not task.cancelled():
        task.exception()
