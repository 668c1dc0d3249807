"""How routers and the batch command call an engine: first a slot (``service/runtime/capacity.py``), then the
work, measured (``service/observability/engine.py``) from when it starts, not from when it began to wait.

A module of its own so that ``service/runtime/capacity.py`` imports no metrics: the server imports it before
the metric values may be created (``service/runtime/serving.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

from domain.budget import Deadline
from service.observability.engine import engine_span
from service.runtime.capacity import EngineSlots, default_lock_file
from service.runtime.settings import Settings


@lru_cache(maxsize=1)
def engine_slots() -> EngineSlots:
    """This process's slots, from the settings (``PAIRING_LARGE_EVENT_PLAYERS``, ``PAIRING_SMALL_RUNS_PER_WORKER``)."""
    settings = Settings.from_env()
    return EngineSlots(settings.large_event_players, settings.small_runs_per_worker, default_lock_file())


@contextmanager
def engine_run(system: str, edition: str, players: int, deadline: Deadline) -> Iterator[None]:
    """Run the block as one engine call over ``players`` players, labelled ``system`` and ``edition``."""
    with engine_slots().slot(players, deadline), engine_span(system, edition, players):
        yield
