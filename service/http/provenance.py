"""Which service version and which rules produced an answer: in every answer body and header.

A platform that stores a pairing can later tell what produced it. Response models inherit
:class:`Stamped` (``service_version`` and ``rule_edition`` in the body); the middleware adds the
``X-Service-Version`` and ``X-Rule-Edition`` headers to every response, the edition being the one
the use case named (:func:`edition_header`) or the one of the path's family.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field
from starlette.datastructures import MutableHeaders

if TYPE_CHECKING:  # the answer models import this module; what builds them without serving needs no FastAPI
    from fastapi import Request
    from starlette.types import ASGIApp, Message, Receive, Scope, Send

from service.runtime.version import SERVICE_VERSION, editions, rule_edition

VERSION_HEADER = "X-Service-Version"
EDITION_HEADER = "X-Rule-Edition"
#: The rules behind each path family, when the handler does not name them.
_PATH_EDITIONS = (
    ("/v1/round-robin", "round-robin"),
    ("/v1/trf", "trf"),
    ("/v1/standings", "standings"),
    ("/v1/ratings", "ratings"),
    ("/v1/norms", "norms"),
)


def edition_label(key: str) -> str:
    """``key: text`` of an implemented rule set (``dutch: FIDE Dutch system C.04.3, ...``)."""
    return rule_edition(key, editions()[key])


class Stamped(BaseModel):
    """Fields every answer body carries."""

    service_version: str = Field(
        default=SERVICE_VERSION, description="Version of the service that produced the answer."
    )
    rule_edition: str = Field(default="", description="The rules (and their edition) that produced the answer.")


def edition_header(request: Request) -> Callable[[str], None]:
    """What a use case calls with the label of the rules it applies, as soon as it knows them (the
    system it resolved): the ``X-Rule-Edition`` header of the answer, a problem included."""

    def name_rules(label: str) -> None:
        request.state.rule_edition = label

    return name_rules


class ProvenanceHeaders:
    """Pure ASGI middleware adding the version and edition headers to every HTTP response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def stamped_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                headers[VERSION_HEADER] = SERVICE_VERSION
                edition = scope.get("state", {}).get("rule_edition") or _path_edition(scope.get("path", ""))
                if edition:
                    headers[EDITION_HEADER] = edition
            await send(message)

        await self.app(scope, receive, stamped_send)


def _path_edition(path: str) -> str | None:
    return next((edition_label(key) for prefix, key in _PATH_EDITIONS if path.startswith(prefix)), None)
