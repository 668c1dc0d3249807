"""FastAPI dependencies shared by the routers: the settings, the limits and the request deadline.

The only place that reads ``app.state``; handlers declare what they need (``settings: SettingsDep``)
and tests can override :func:`get_settings`. The dependencies are ``async`` because they do no
work worth a thread.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from domain.budget import Deadline
from service.http import request_deadline
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


async def get_deadline(settings: SettingsDep, request: Request) -> Deadline:
    """The request's time budget; it starts when the handler's dependencies are resolved, so a
    handler that declares it after its body gets the whole budget for its own work. It is also
    enforced by the HTTP layer while the work runs (:mod:`service.http.request_deadline`)."""
    deadline = Deadline(settings.request_timeout_seconds, settings.request_memory_mib * 2**20)
    request_deadline.register(deadline, request.receive)
    return deadline


DeadlineDep = Annotated[Deadline, Depends(get_deadline)]
