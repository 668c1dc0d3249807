"""A JSON request body read strictly: one meaning per document, or a 422 that names the place.

Python's parser is used (orjson refuses integers past 64 bits, which must reach the schema to be
refused as out of range with their field named), made strict: UTF-8 only, no ``NaN`` or
``Infinity``, no number past the double range (``1e400`` is valid JSON that every parser reads as
infinity; issue 44), no key given twice in one object (every parser would otherwise keep the last
value silently; issue 16), no lone surrogate (it could not be written back into an answer).
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, NoReturn

from service.http.errors import ProblemError, ProblemException

_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def load_json(raw: bytes) -> Any:
    """The document of ``raw``; 422 when it is empty, not JSON, or ambiguous."""
    if not raw.strip():
        _refuse("/", "a JSON object is required", "the request body is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        _refuse("/", f"the body is not UTF-8: byte {error.start} cannot be decoded", "the body is not UTF-8")
    repeated = crowded = infinite = False

    def members(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        nonlocal repeated, crowded
        found = dict(pairs)
        repeated = repeated or len(found) != len(pairs)
        crowded = crowded or len(pairs) > MAX_MEMBERS
        return found

    def number(literal: str) -> float:
        nonlocal infinite
        value = float(literal)
        infinite = infinite or math.isinf(value)
        return value

    try:
        data = json.loads(text, object_pairs_hook=members, parse_constant=_no_constant, parse_float=number)
    except json.JSONDecodeError as error:
        place = f"line {error.lineno}, column {error.colno}"
        _refuse("/", f"invalid JSON at {place}: {error.msg}", f"the body is not valid JSON: {error.msg} ({place})")
    except RecursionError:
        _refuse("/", "the document is nested too deeply", "the body is nested too deeply")
    except ValueError as error:
        _refuse("/", str(error), f"the body is not valid JSON: {error}")
    if repeated:
        where = _repeated_key(text)
        _refuse(where, "this key is given more than once in its object", f"{where}: key given more than once")
    if infinite:
        where = _first_infinite(data)
        message = "a number past the range of a double (about 1.8e308) is not a usable value"
        _refuse(where, message, f"{where}: {message}")
    if crowded:
        where = _crowded_object(data)
        message = f"an object of more than {MAX_MEMBERS} members (no request object has that many fields)"
        _refuse(where, message, f"{where}: {message}")
    if _SURROGATE_ESCAPE.search(raw):
        lone = _lone_surrogate(data)
        if lone is not None:
            _refuse(lone, "a lone UTF-16 surrogate (\\ud800-\\udfff) is not text", f"{lone}: lone surrogate")
    return data


#: Members one JSON object of a request may have: more than any request model has fields. A
#: larger object could only be refused field by field, one error per member (200,000 errors and
#: 12.7 MB for a 2.3 MB body, issue 34): it is refused whole, at once.
MAX_MEMBERS = 256


def _crowded_object(data: Any) -> str:
    """The JSON pointer of the first object with more than :data:`MAX_MEMBERS` members."""
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack:
        node, pointer = stack.pop()
        if isinstance(node, dict):
            if len(node) > MAX_MEMBERS:
                return pointer or "/"
            stack.extend((value, f"{pointer}/{_escape(key)}") for key, value in node.items())
        elif isinstance(node, list):
            stack.extend((item, f"{pointer}/{index}") for index, item in enumerate(node))
    return "/"


def _first_infinite(data: Any) -> str:
    """The JSON pointer of the first number read as infinite (the body is known to hold one)."""
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack:
        node, pointer = stack.pop()
        if isinstance(node, float) and math.isinf(node):
            return pointer or "/"
        if isinstance(node, dict):
            stack.extend((value, f"{pointer}/{_escape(key)}") for key, value in reversed(node.items()))
        elif isinstance(node, list):
            stack.extend((item, f"{pointer}/{index}") for index, item in reversed(list(enumerate(node))))
    return "/"


def _refuse(where: str, message: str, detail: str) -> NoReturn:
    raise ProblemException(422, "invalid-input", "Invalid input", detail, [ProblemError(where=where, message=message)])


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a JSON number")


class _Pairs(list[tuple[str, Any]]):
    """An object's members in order, as read (so that a repeated key is still visible)."""


def _repeated_key(text: str) -> str:
    """The JSON pointer of the first key repeated within one object (the body is known to have one)."""
    stack: list[tuple[Any, str]] = [(json.loads(text, object_pairs_hook=_Pairs), "")]
    while stack:
        node, pointer = stack.pop()
        if isinstance(node, _Pairs):
            seen: set[str] = set()
            for key, value in node:
                place = f"{pointer}/{_escape(key)}"
                if key in seen:
                    return place
                seen.add(key)
                stack.append((value, place))
        elif isinstance(node, list):
            stack.extend((item, f"{pointer}/{index}") for index, item in enumerate(node))
    return "/"


def _lone_surrogate(data: Any) -> str | None:
    """The JSON pointer of the first key or string holding a lone surrogate, if any."""
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack:
        node, pointer = stack.pop()
        if isinstance(node, str) and not _encodable(node):
            return pointer or "/"
        if isinstance(node, dict):
            for key, value in node.items():
                place = f"{pointer}/{_escape(key)}"
                if not _encodable(key):
                    return place
                stack.append((value, place))
        elif isinstance(node, list):
            stack.extend((item, f"{pointer}/{index}") for index, item in enumerate(node))
    return None


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _escape(key: str) -> str:
    """A key as a JSON pointer segment (RFC 6901)."""
    return key.replace("~", "~0").replace("/", "~1")
