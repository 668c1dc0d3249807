"""Compressed bodies both ways (issue 33 item 6): gzip answers when the client accepts them, and
gzip request bodies read within the body limit.

Answers: Starlette's ``GZipMiddleware`` compresses an answer of at least
:data:`MINIMUM_SIZE` bytes when the request says ``Accept-Encoding: gzip`` (a 100-player pairing
answer is about a quarter of its size; the ``/docs`` assets a tenth).

Requests: a body sent with ``Content-Encoding: gzip`` is inflated here, every member of it (a
gzip file is a series of members, RFC 1952 2.2), and at most ``PAIRING_MAX_BODY_BYTES`` in all:
the limit bounds what is decompressed, so a small "zip bomb" is a 413 before it takes memory, not
after. A body that is not gzip is a 422; another encoding, or more than one (two ``Content-Encoding``
lines say the body was encoded twice, RFC 9110 8.4), is a 415 naming what is accepted.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence

from fastapi import FastAPI
from starlette.middleware.gzip import GZipMiddleware

from service.http.errors import ProblemError, ProblemException

#: Answers shorter than this go uncompressed (gzip's header and a round trip cost more than they save).
MINIMUM_SIZE = 1000
#: zlib's own default: an 840 KB pairing answer (5,000 boards) takes 15 ms to 104 KB; Starlette's
#: default 9 takes 42 ms for 3 % less.
COMPRESS_LEVEL = 6
_GZIP = ("gzip", "x-gzip")
_IDENTITY = ("", "identity")


def install_compression(app: FastAPI) -> None:
    """gzip answers for clients that accept them."""
    app.add_middleware(GZipMiddleware, minimum_size=MINIMUM_SIZE, compresslevel=COMPRESS_LEVEL)


def decoded_body(raw: bytes, content_encodings: Sequence[str], max_bytes: int) -> bytes:
    """The body as sent before its ``Content-Encoding`` (every line of the header): at most
    ``max_bytes`` once inflated."""
    codings = [coding for coding in _codings(content_encodings) if coding not in _IDENTITY]
    if not codings:
        return raw
    if len(codings) > 1:
        said = ", ".join(codings)
        detail = f"Content-Encoding says the body was encoded {len(codings)} times ({said}); send it gzipped once"
        raise ProblemException(415, "unsupported-media-type", "Unsupported media type", detail)
    if codings[0] not in _GZIP:
        detail = f"Content-Encoding {codings[0]!r} is not read; send gzip or no encoding"
        raise ProblemException(415, "unsupported-media-type", "Unsupported media type", detail)
    return _gunzip(raw, max_bytes)


def _codings(content_encodings: Sequence[str]) -> list[str]:
    """The codings of every ``Content-Encoding`` line, in order (a line may list several)."""
    return [part.strip().lower() for line in content_encodings for part in line.split(",") if part.strip()]


def _gunzip(raw: bytes, max_bytes: int) -> bytes:
    """Every gzip member of ``raw``, inflated one after the other within ``max_bytes`` in all."""
    parts: list[bytes] = []
    size, rest = 0, raw
    while True:
        inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
        try:
            part = inflater.decompress(rest, max_bytes + 1 - size)
        except zlib.error as error:
            raise _not_gzip(f"the body is not valid gzip ({error})") from None
        parts.append(part)
        size += len(part)
        if size > max_bytes or inflater.unconsumed_tail:
            detail = f"request body exceeds {max_bytes} bytes once decompressed"
            raise ProblemException(413, "body-too-large", "Body too large", detail)
        if not inflater.eof:
            raise _not_gzip("the gzip body is truncated")
        rest = inflater.unused_data
        if not rest:
            return b"".join(parts)


def _not_gzip(message: str) -> ProblemException:
    return ProblemException(422, "invalid-input", "Invalid input", message, [ProblemError(where="/", message=message)])
