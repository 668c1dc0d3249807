"""``engine_span``: how routers and the batch command report one engine call."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

from domain.swiss.face import SystemFacts
from service.observability.context import EngineRun, current_record
from service.observability.metrics import ENGINE_CPU, ENGINE_TIME, PLAYERS


def swiss_labels(facts: SystemFacts, task: str = "") -> tuple[str, str]:
    """The (system, edition) metric labels of a Swiss system's engine run, from the system's facts:
    ``("dutch", "2026")`` for a pairing, ``("dutch-check", "2026")`` with ``task="check"``."""
    return (f"{facts.family}-{task}" if task else facts.family), facts.edition


@contextmanager
def engine_span(system: str, edition: str, players: int) -> Iterator[EngineRun]:
    """Time the engine call in the block (wall, and CPU of the calling thread) and count it.

    Run it inside the engine's thread: ``time.thread_time`` then measures that computation alone,
    not the other requests the worker serves meanwhile.
    """
    run = EngineRun(system, edition, players)
    wall, cpu = time.perf_counter(), time.thread_time()
    try:
        yield run
    finally:
        run.wall_seconds = time.perf_counter() - wall
        run.cpu_seconds = time.thread_time() - cpu
        ENGINE_TIME.labels(system, edition).observe(run.wall_seconds)
        ENGINE_CPU.labels(system, edition).inc(run.cpu_seconds)
        PLAYERS.labels(system).observe(players)
        record = current_record()
        if record is not None:
            record.engines.append(run)
