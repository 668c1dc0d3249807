"""Compressed bodies both ways (issue 33 item 6): gzip answers when the client accepts them, and
gzip request bodies read within the body limit.

Answers: Starlette's ``GZipMiddleware`` compresses an answer of at least
:data:`MINIMUM_SIZE` bytes when the request says ``Accept-Encoding: gzip`` (a 100-player pairing
answer is about a quarter of its size; the ``/docs`` assets a tenth).

Requests: a body sent with ``Content-Encoding: gzip`` is inflated here, and at most
``PAIRING_MAX_BODY_BYTES`` of it: the limit bounds what is decompressed, so a small "zip bomb"
is a 413 before it takes memory, not after. A body that is not gzip is a 422; another encoding
is a 415 naming the ones accepted.
"""

from __future__ import annotations

import zlib

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


def decoded_body(raw: bytes, content_encoding: str | None, max_bytes: int) -> bytes:
    """The body as sent before its ``Content-Encoding``: at most ``max_bytes`` once inflated."""
    encoding = (content_encoding or "").strip().lower()
    if encoding in _IDENTITY:
        return raw
    if encoding not in _GZIP:
        detail = f"Content-Encoding {encoding!r} is not read; send gzip or no encoding"
        raise ProblemException(415, "unsupported-media-type", "Unsupported media type", detail)
    inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
    try:
        body = inflater.decompress(raw, max_bytes + 1)
    except zlib.error as error:
        raise _not_gzip(f"the body is not valid gzip ({error})") from None
    if len(body) > max_bytes or inflater.unconsumed_tail:
        detail = f"request body exceeds {max_bytes} bytes once decompressed"
        raise ProblemException(413, "body-too-large", "Body too large", detail)
    if not inflater.eof or inflater.unused_data:
        raise _not_gzip("the gzip body is truncated or has data after its end")
    return body


def _not_gzip(message: str) -> ProblemException:
    return ProblemException(422, "invalid-input", "Invalid input", message, [ProblemError(where="/", message=message)])
