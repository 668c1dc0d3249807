"""The OpenAPI document against the running app: schemathesis sends generated requests to every
operation and checks each answer's status, content type, headers and body against what the
document declares (and that nothing is a 5xx).

Bounded for CI (fixed seed, a few dozen examples per operation, well under a minute of CPU);
``python -m bench.fuzz_contract`` is the long run.
"""

from __future__ import annotations

import hypothesis
import schemathesis
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from service.app import create_app
from service.runtime.settings import Settings

CHECKS = (
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
)
#: Small limits keep generated requests cheap: the contract does not depend on the sizes.
APP = create_app(Settings(max_players=64, request_timeout_seconds=5))
schema = schemathesis.openapi.from_asgi("/openapi.json", APP)


@schema.parametrize()
@hypothesis.settings(
    max_examples=25, deadline=None, derandomize=True, database=None, suppress_health_check=list(hypothesis.HealthCheck)
)
def test_every_answer_is_what_the_document_declares(case: schemathesis.Case) -> None:
    case.call_and_validate(checks=CHECKS)
