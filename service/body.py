"""Reading a request body that may be JSON or raw TRF text (``Content-Type: text/plain``).

FastAPI's own body parsing only knows JSON; these helpers accept both forms, validate JSON with
the route's pydantic model and turn every fault into a 422 problem that names the field.
"""

from __future__ import annotations

import re
from typing import Any, TypeVar

import orjson
from fastapi import Request
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, ValidationError

from domain.errors import InconsistentTournament, InvalidInput, Issue
from domain.model import Tournament
from domain.trf import decode_trf, parse_trf
from domain.validation import validate
from service.convert import tournament_from_document
from service.errors import ProblemError, ProblemException
from service.event_document import LoadedEvent, PlayerIds, tournament_from_event
from service.schemas.tournament import TournamentDocument, TournamentSource

Model = TypeVar("Model", bound=BaseModel)


async def read_model(request: Request, model: type[Model], text_field: str = "trf") -> Model:
    """The body as ``model``: JSON as is, or plain text placed in ``text_field``.

    For plain text the other fields come from the query string (``?system=dutch``).
    """
    media_type = request.headers.get("content-type", "application/json").split(";")[0].strip().lower()
    raw = await request.body()
    if media_type == "text/plain":
        options = dict(request.query_params)
        encoding = options.pop(ENCODING_PARAMETER, None) or _charset(request.headers.get("content-type", ""))
        data: Any = {**options, text_field: _decode(raw, encoding)}
    elif media_type in ("application/json", "") or media_type.endswith("+json"):
        data = _load_json(raw)
    else:
        raise ProblemException(415, "unsupported-media-type", "Unsupported media type",
                               f"send application/json or text/plain, not {media_type}")
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise RequestValidationError(error.errors(include_url=False)) from None


#: Query parameter naming the text encoding of a text/plain body (generated clients cannot set a charset).
ENCODING_PARAMETER = "encoding"


def _charset(content_type: str) -> str | None:
    for part in content_type.split(";")[1:]:
        name, _, value = part.strip().partition("=")
        if name.lower() == "charset" and value:
            return value.strip('"')
    return None


def _decode(raw: bytes, encoding: str | None) -> str:
    """The text of a TRF body: in the encoding named, else UTF-8 falling back to Latin-1."""
    if encoding is None:
        return decode_trf(raw)
    try:
        return raw.decode(encoding)
    except LookupError:
        message = f"unknown text encoding {encoding!r} (e.g. utf-8, latin-1, cp1252, cp852)"
    except UnicodeDecodeError as error:
        message = f"the body is not valid {encoding}: byte {error.start} cannot be decoded"
    raise ProblemException(422, "invalid-input", "Invalid input", message, [ProblemError(where="/encoding", message=message)])


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
    if source.trf is not None:
        tournament = parse_trf(source.trf)
        warnings = validate(tournament)
    else:
        tournament = tournament_from_document(source.tournament)  # type: ignore[arg-type]
        warnings = _validate_document(tournament, source.tournament)  # type: ignore[arg-type]
    return LoadedEvent(tournament, PlayerIds.identity(list(tournament.players)), warnings, {})


_PLAYER_PLACE = re.compile(r"^player (\d+)(?:, round (\d+))?$")


def _validate_document(tournament: Tournament, document: TournamentDocument) -> list[Issue]:
    """Validation of the tournament document, its places given as JSON pointers like every other
    fault of a JSON body (``/tournament/players/4/rounds/1``, not ``player 5, round 2``)."""
    index_of = {player.id: index for index, player in enumerate(document.players)}

    def pointer(issue: Issue) -> Issue:
        match = _PLAYER_PLACE.match(issue.where)
        if match is None or int(match.group(1)) not in index_of:
            return issue
        place = f"/tournament/players/{index_of[int(match.group(1))]}"
        return Issue(place + (f"/rounds/{int(match.group(2)) - 1}" if match.group(2) else ""), f"{issue.where}: {issue.message}")

    try:
        return [pointer(issue) for issue in validate(tournament)]
    except InconsistentTournament as error:
        raise InconsistentTournament([pointer(issue) for issue in error.issues]) from None


def load_tournament(source: TournamentSource) -> tuple[Tournament, list[Issue]]:
    """The validated domain tournament of a request, and the validation warnings."""
    loaded = load_source(source)
    return loaded.tournament, loaded.warnings


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
