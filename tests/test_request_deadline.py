"""The HTTP layer's hold on the request deadline (service/http/request_deadline.py), without a server:
a disconnect cancels the work at its next check, and a late engine is answered 503 on time."""

from __future__ import annotations

import asyncio
import time

import pytest
from starlette.concurrency import run_in_threadpool

from domain.budget import Deadline
from domain.errors import BudgetExceeded, WorkCancelled
from service.http import request_deadline


async def _never() -> dict:
    await asyncio.Event().wait()
    return {}


def _polling(deadline: Deadline, seconds: float) -> str:
    """Work that checks its deadline every 10 ms for ``seconds``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        deadline.check()
        time.sleep(0.01)
    return "done"


def _deaf(seconds: float) -> str:
    """Work in a stretch without any check (a hot loop of the engine's set-up)."""
    time.sleep(seconds)
    return "done"


def test_a_disconnect_stops_the_work_at_its_next_check() -> None:
    async def scenario() -> None:
        deadline = Deadline(30)
        messages = iter([{"type": "http.disconnect"}])

        async def receive() -> dict:
            await asyncio.sleep(0.1)
            return next(messages)

        started = time.monotonic()
        with pytest.raises(WorkCancelled):
            await request_deadline.run_under_deadline(run_in_threadpool(_polling, deadline, 10), deadline, receive)
        assert time.monotonic() - started < 2

    asyncio.run(scenario())


def test_a_late_engine_is_answered_503_soon_after_the_deadline_and_told_to_stop() -> None:
    async def scenario() -> None:
        deadline = Deadline(0.3)
        started = time.monotonic()
        with pytest.raises(BudgetExceeded):
            await request_deadline.run_under_deadline(run_in_threadpool(_deaf, 3), deadline, _never)
        assert time.monotonic() - started < 0.3 + request_deadline.GRACE_SECONDS + 0.5
        assert deadline.cancelled

    asyncio.run(scenario())


def test_work_that_finishes_in_time_is_answered() -> None:
    async def scenario() -> str:
        deadline = Deadline(5)
        return await request_deadline.run_under_deadline(run_in_threadpool(_polling, deadline, 0.05), deadline, _never)

    assert asyncio.run(scenario()) == "done"
