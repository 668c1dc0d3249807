"""FastAPI dependencies shared by the routers: the settings, the limits and the request's budgets.

The only place that reads ``app.state``; handlers declare what they need (``settings: SettingsDep``)
and tests can override :func:`get_settings`. The dependencies are ``async`` because they do no
work worth a thread.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from domain.budget import Deadline, MemoryBudget
from service.runtime.limits import Limits
from service.runtime.settings import Settings


async def get_settings(request: Request) -> Settings:
    """The settings the application was created with."""
    settings: Settings = request.app.state.settings
    return settings


SettingsDep = Annotated[Settings, Depends(get_settings)]


async def get_limits(settings: SettingsDep) -> Limits:
    return settings.limits


LimitsDep = Annotated[Limits, Depends(get_limits)]


async def get_deadline(settings: SettingsDep) -> Deadline:
    """The request's time budget; it starts when the handler's dependencies are resolved, so a
    handler that declares it after its body gets the whole budget for its own work. The handler
    passes it to the use case (whose engine polls it) and to :func:`service.http.offload.run_until`
    (which enforces it on the HTTP side)."""
    return settings.deadline()


DeadlineDep = Annotated[Deadline, Depends(get_deadline)]


async def get_memory(settings: SettingsDep) -> MemoryBudget:
    """The memory one engine run of the request may plan to use (``PAIRING_REQUEST_MEMORY_MIB``)."""
    return settings.memory


MemoryDep = Annotated[MemoryBudget, Depends(get_memory)]
