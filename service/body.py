"""Reading a request body that may be JSON or raw TRF text (``Content-Type: text/plain``).

FastAPI's own body parsing only knows JSON; these helpers accept both forms, validate JSON with
the route's pydantic model and turn every fault into a 422 problem that names the field. A route
declares its body as a dependency: ``body: Annotated[PairingRequest, Depends(body_of(PairingRequest))]``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import orjson
from fastapi import Request
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, ValidationError

from domain.trf import decode_trf
from service.errors import ProblemError, ProblemException
from service.offload import run_cpu

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
    return await run_cpu(_validate, model, data)


def body_of(model: type[Model], text_field: str = "trf") -> Callable[[Request], Awaitable[Model]]:
    """A dependency giving the request body as ``model`` (JSON, or text/plain placed in ``text_field``)."""

    async def read_body(request: Request) -> Model:
        return await read_model(request, model, text_field)

    return read_body


def _validate(model: type[Model], data: Any) -> Model:
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
