"""The error answers of each operation, as the OpenAPI document declares them.

Every error is an RFC 9457 problem (``application/problem+json``, schema ``Problem``); each
operation lists exactly the statuses it can answer, so a client generator and a conformance test
(tests/test_contract_conformance.py) can rely on the document. The server itself may also
answer 503 in plain text when a worker is at its connection cap (``PAIRING_MAX_CONNECTIONS``),
and 408/400 in the HTTP layer to a head that is late or malformed: see README "Deployment".
"""

from __future__ import annotations

from typing import Any

PROBLEM_JSON = "application/problem+json"
_PROBLEM = {"$ref": "#/components/schemas/Problem"}

DESCRIPTIONS = {
    "408": "The body did not arrive within the body timeout (PAIRING_BODY_TIMEOUT_SECONDS); the connection is closed.",
    "409": "No legal pairing exists for this state (the detail says which rule blocks it), nobody is left to pair, "
    "or the round asked for is not the next round to pair.",
    "413": "The body is larger than the service accepts (PAIRING_MAX_BODY_BYTES).",
    "415": "The body is in a media type the operation does not read.",
    "422": "Invalid or inconsistent input, or over a configured limit (type /problems/limit-exceeded); each entry "
    "of errors names the field (JSON pointer), the query parameter (?name) or the TRF line and columns.",
    "503": "The request used up its computing-time budget (PAIRING_REQUEST_TIMEOUT_SECONDS).",
}

#: What every operation with a request body can answer.
_BODY = ("408", "413", "415", "422")

ERROR_ANSWERS: dict[tuple[str, str], tuple[str, ...]] = {
    ("post", "/v1/swiss/pairings"): (*_BODY, "409", "503"),
    ("post", "/v1/swiss/check"): (*_BODY, "409", "503"),
    ("post", "/v1/standings"): (*_BODY, "503"),
    ("post", "/v1/trf/parse"): _BODY,
    ("post", "/v1/trf/render"): _BODY,
    ("post", "/v1/round-robin/schedule"): _BODY,
    ("post", "/v1/round-robin/varma-draw"): (*_BODY, "503"),
    ("post", "/v1/round-robin/redraw-check"): _BODY,
}


def declare_error_answers(schema: dict[str, Any]) -> None:
    """Replace FastAPI's guessed error answers (a 422 in application/json) by the ones each operation gives."""
    for path, item in schema.get("paths", {}).items():
        for method, operation in item.items():
            codes = ERROR_ANSWERS.get((method, path), ())
            responses = operation.setdefault("responses", {})
            for code in [code for code in responses if code[0] in "45" and code not in codes]:
                del responses[code]
            for code in codes:
                responses[code] = {"description": DESCRIPTIONS[code], "content": {PROBLEM_JSON: {"schema": _PROBLEM}}}
