"""Running CPU-bound work off the event loop: the one way every handler does it.

Parsing, pairing, standings and rendering are pure CPU work; run on the event loop they would stall
every other request (health checks included). Handlers are ``async``, read their inputs through
dependencies, then hand the work to :func:`run_until` (work under the request's deadline, which the
handler passes explicitly, to this and to the use case) or :func:`run_cpu` (work without one: reading
a body, TRF in and out), which run it in the worker thread pool.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ParamSpec, TypeVar

from starlette.concurrency import run_in_threadpool
from starlette.types import Receive

from domain.budget import Deadline
from service.http.request_deadline import run_under_deadline

P = ParamSpec("P")
T = TypeVar("T")


async def run_cpu(work: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """``work(*args, **kwargs)`` in the thread pool; its exceptions propagate to the caller."""
    return await run_in_threadpool(work, *args, **kwargs)


async def run_until(deadline: Deadline, receive: Receive, work: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """:func:`run_cpu` under ``deadline`` (:mod:`service.http.request_deadline`): a disconnect of the
    client (read from ``receive``) cancels it, and the answer is a 503 soon after the deadline even
    if the work is late. ``work`` is given the same deadline and polls it."""
    return await run_under_deadline(run_in_threadpool(work, *args, **kwargs), deadline, receive)
