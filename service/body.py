"""Reading a request body that may be JSON or raw TRF text (``Content-Type: text/plain``).

FastAPI's own body parsing only knows JSON; these helpers accept both forms, validate JSON with
the route's pydantic model and turn every fault into a 422 problem that names the field.
"""

from __future__ import annotations

from typing import Any, TypeVar

import orjson
from fastapi import Request
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, ValidationError

from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.trf import decode_trf, parse_trf
from domain.validation import validate
from service.convert import tournament_from_document
from service.errors import ProblemError, ProblemException
from service.event_document import LoadedEvent, PlayerIds, tournament_from_event
from service.schemas.tournament import TournamentSource

Model = TypeVar("Model", bound=BaseModel)


async def read_model(request: Request, model: type[Model], text_field: str = "trf") -> Model:
    """The body as ``model``: JSON as is, or plain text placed in ``text_field``.

    For plain text the other fields come from the query string (``?system=dutch``).
    """
    media_type = request.headers.get("content-type", "application/json").split(";")[0].strip().lower()
    raw = await request.body()
    if media_type == "text/plain":
        data: Any = {**request.query_params, text_field: decode_trf(raw)}
    elif media_type in ("application/json", "") or media_type.endswith("+json"):
        data = _load_json(raw)
    else:
        raise ProblemException(415, "unsupported-media-type", "Unsupported media type",
                               f"send application/json or text/plain, not {media_type}")
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise RequestValidationError(error.errors(include_url=False)) from None


def _load_json(raw: bytes) -> Any:
    if not raw.strip():
        raise ProblemException(422, "invalid-input", "Invalid input", "the request body is empty",
                               [ProblemError(where="/", message="a JSON object is required")])
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as error:
        raise ProblemException(422, "invalid-input", "Invalid input", f"the body is not valid JSON: {error}",
                               [ProblemError(where="/", message=f"invalid JSON: {error}")]) from None


def load_source(source: TournamentSource) -> LoadedEvent:
    """The validated domain tournament of a request, the caller's ids, and the warnings."""
    given = [name for name in ("event", "trf", "tournament") if getattr(source, name) is not None]
    if len(given) != 1:
        raise InvalidInput([Issue("/", "send exactly one of 'event', 'trf' and 'tournament'"
                                  + (f" (got {', '.join(given)})" if given else ""))])
    if source.event is not None:
        loaded = tournament_from_event(source.event)
        return LoadedEvent(loaded.tournament, loaded.ids, loaded.warnings + validate(loaded.tournament), loaded.withdrawals)
    tournament = parse_trf(source.trf) if source.trf is not None else tournament_from_document(source.tournament)  # type: ignore[arg-type]
    warnings = validate(tournament)
    return LoadedEvent(tournament, PlayerIds.identity(list(tournament.players)), warnings, {})


def load_tournament(source: TournamentSource) -> tuple[Tournament, list[Issue]]:
    """The validated domain tournament of a request, and the validation warnings."""
    loaded = load_source(source)
    return loaded.tournament, loaded.warnings


def openapi_body(model: type[BaseModel], text_description: str) -> dict[str, Any]:
    """``openapi_extra`` documenting both accepted body forms of a route."""
    return {
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {"schema": {"$ref": f"#/components/schemas/{model.__name__}"}},
                "text/plain": {"schema": {"type": "string", "description": text_description}},
            },
        }
    }
