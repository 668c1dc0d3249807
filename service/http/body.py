"""Reading a request body that may be JSON or raw TRF text (``Content-Type: text/plain``).

FastAPI's own body parsing only knows JSON; these helpers accept both forms, validate JSON with
the route's pydantic model and turn every fault into a 422 problem that names the field. A route
declares its body as a dependency: ``body: Annotated[PairingRequest, Depends(body_of(PairingRequest))]``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from fastapi import Request
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, ValidationError

from domain.trf import decode_trf
from service.http.compression import decoded_body
from service.http.errors import ProblemError, ProblemException
from service.http.json_body import load_json
from service.http.offload import run_cpu
from service.http.text_encoding import UnknownEncoding, codec_for

Model = TypeVar("Model", bound=BaseModel)


async def read_model(request: Request, model: type[Model], text_field: str | None = "trf") -> Model:
    """The body as ``model``: JSON as is, or plain text placed in ``text_field``.

    For plain text the other fields come from the query string (``?system=dutch``); with
    ``text_field=None`` only JSON is accepted.
    """
    media_type = request.headers.get("content-type", "application/json").split(";")[0].strip().lower()
    max_bytes = request.app.state.settings.max_body_bytes
    raw = decoded_body(await request.body(), request.headers.getlist("content-encoding"), max_bytes)
    options = query_options(request)
    if media_type == "text/plain" and text_field is not None:
        encoding = options.pop(ENCODING_PARAMETER, None) or _charset(request.headers.get("content-type", ""))
        _refuse_loose_booleans(model, options)
        # The text is one string field: validating it costs microseconds whatever its length.
        return _validate(model, {**options, text_field: _decode(raw, encoding)})
    if media_type in ("application/json", "") or media_type.endswith("+json"):
        _refuse_query_options(options)
        if len(raw) <= INLINE_JSON_BYTES:
            return _load_model(model, raw)
        return await run_cpu(_load_model, model, raw)
    accepted = "application/json" if text_field is None else "application/json or text/plain"
    detail = f"send {accepted}, not {media_type}"
    raise ProblemException(415, "unsupported-media-type", "Unsupported media type", detail)


def body_of(model: type[Model], text_field: str | None = "trf") -> Callable[[Request], Awaitable[Model]]:
    """A dependency giving the request body as ``model`` (JSON, or text/plain placed in ``text_field``)."""

    async def read_body(request: Request) -> Model:
        return await read_model(request, model, text_field)

    return read_body


#: JSON bodies up to this size are read on the event loop (at most ~1.5 ms of work: a 100-player games
#: document of 4 rounds is 20 KB, 0.8 ms); a larger one goes to a worker thread, where the hand-off
#: (~0.1 ms of CPU, and a wait for the GIL while an engine runs) is worth it.
INLINE_JSON_BYTES = 32 * 1024


def _load_model(model: type[Model], raw: bytes) -> Model:
    """A JSON body as ``model``: read strictly (:func:`load_json`: one meaning per document), then
    validated in pydantic's strict JSON mode: a JSON value of the wrong type is refused, never
    converted (issue 34: ``true`` as a player id became 1, ``"1500"`` and ``1500.0`` ratings, ``1.0``
    ids were accepted). Enumerations and nested objects still read their JSON forms."""
    load_json(raw)
    try:
        return model.model_validate_json(raw, strict=True)
    except ValidationError as error:
        raise RequestValidationError(error.errors(include_url=False)) from None


def _validate(model: type[Model], data: Any) -> Model:
    """``data`` as ``model``, values converted as query strings need (``?round=3``)."""
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise RequestValidationError(error.errors(include_url=False)) from None


def _refuse_loose_booleans(model: type[BaseModel], options: dict[str, str]) -> None:
    """A boolean option in the query string is ``true`` or ``false``: pydantic's lax reading also
    takes ``yes``, ``on``, ``1``, ``t``, … (issue 34: wrong-typed booleans were accepted)."""
    for name, value in options.items():
        field = model.model_fields.get(name)
        if field is not None and field.annotation in (bool, bool | None) and value not in ("true", "false"):
            message = f"a boolean is true or false, got {value[:20]!r}"
            raise ProblemException(
                422,
                "invalid-input",
                "Invalid input",
                f"/{name}: {message}",
                [ProblemError(where=f"/{name}", message=message)],
            )


def _refuse_query_options(options: dict[str, str]) -> None:
    """A JSON body carries its options itself: a query parameter beside it would be silently ignored
    (issue 44: ``?system=swedish`` on a Dutch JSON request), so it is a 422 naming each one."""
    if not options:
        return
    errors = [
        ProblemError(
            where=f"?{name}",
            message="query parameters are read with a text/plain TRF body only: put it in the JSON body",
        )
        for name in options
    ]
    detail = f"query parameter {next(iter(options))!r} beside a JSON body: put it in the JSON body"
    raise ProblemException(422, "invalid-input", "Invalid input", detail, errors)


#: Query parameter naming the text encoding of a text/plain body (generated clients cannot set a charset).
ENCODING_PARAMETER = "encoding"


def _charset(content_type: str) -> str | None:
    for part in content_type.split(";")[1:]:
        name, _, value = part.strip().partition("=")
        if name.lower() == "charset" and value:
            return value.strip('"')
    return None


def _decode(raw: bytes, encoding: str | None) -> str:
    """The text of a TRF body: in the encoding named (one of :mod:`service.http.text_encoding`), else UTF-8
    falling back to Latin-1."""
    if encoding is None:
        return decode_trf(raw)
    try:
        return raw.decode(codec_for(encoding))
    except UnknownEncoding as error:
        message = str(error)
    except UnicodeError as error:  # any codec fault is the body's, never a 500
        start = getattr(error, "start", None)
        at = f": byte {start} cannot be decoded" if start is not None else ""
        message = f"the body is not valid {encoding}{at}"
    raise ProblemException(
        422, "invalid-input", "Invalid input", message, [ProblemError(where="/encoding", message=message)]
    )


def query_options(request: Request) -> dict[str, str]:
    """The query parameters, each given once: a repeated one is a 422 naming it, not last-wins (issue 16)."""
    items = request.query_params.multi_items()
    repeated = sorted(name for name, count in Counter(name for name, _ in items).items() if count > 1)
    if repeated:
        errors = [ProblemError(where=f"?{name}", message="query parameter given more than once") for name in repeated]
        detail = f"query parameter {repeated[0]!r} given more than once"
        raise ProblemException(422, "invalid-input", "Invalid input", detail, errors)
    return dict(items)


def openapi_body(model: type[BaseModel], text_description: str | None) -> dict[str, Any]:
    """``openapi_extra`` documenting the accepted body forms of a route: JSON, and TRF as a
    ``text/plain`` body unless ``text_description`` is ``None``.

    The TRF form is declared as bytes (``format: binary``): TRF files come in several encodings
    (UTF-8, Latin-1, ...), which the service detects, so clients should send the file as it is.
    """
    content: dict[str, Any] = {"application/json": {"schema": {"$ref": f"#/components/schemas/{model.__name__}"}}}
    if text_description is not None:
        content["text/plain"] = {"schema": {"type": "string", "format": "binary", "description": text_description}}
    return {"requestBody": {"required": True, "content": content}}
