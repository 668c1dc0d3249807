"""The long schemathesis run: many generated requests per operation against the app in-process.

``python -m bench.fuzz_contract [--examples 500] [--seed 16]`` sends positive (schema-valid) and
negative (schema-violating) requests to every operation and checks each answer against the
OpenAPI document (status, content type, headers, schema) and for 5xx. Prints, per operation and
in total, the requests sent, the 5xx answers and the violations (the first few spelled out).
tests/test_contract_conformance.py is the bounded CI run of the same checks.
"""

from __future__ import annotations

import argparse
import contextlib
import time
from collections import Counter

import hypothesis
import hypothesis.errors
import schemathesis
from schemathesis import GenerationMode

from service.app import create_app
from service.runtime.settings import Settings
from tests.test_contract_conformance import CHECKS


def fuzz(
    operation: schemathesis.APIOperation,
    mode: GenerationMode,
    examples: int,
    seed: int,
    counts: Counter[str],
    notes: list[str],
) -> None:
    @hypothesis.given(case=operation.as_strategy(generation_mode=mode))
    @hypothesis.settings(
        max_examples=examples,
        deadline=None,
        database=None,
        phases=[hypothesis.Phase.generate],
        suppress_health_check=list(hypothesis.HealthCheck),
    )
    @hypothesis.seed(seed)
    def run(case: schemathesis.Case) -> None:
        response = case.call()
        counts[f"{operation.label} requests"] += 1
        counts["requests"] += 1
        if response.status_code >= 500:
            counts["5xx"] += 1
        try:
            case.validate_response(response, checks=list(CHECKS))
        except Exception as failure:
            counts["violations"] += 1
            counts[f"{operation.label} violations"] += 1
            if len(notes) < 10:
                notes.append(
                    f"{operation.label} [{mode.value}] {response.status_code}: {str(failure).splitlines()[0][:200]}"
                )

    with contextlib.suppress(hypothesis.errors.Unsatisfiable):  # nothing to violate (an operation without inputs)
        run()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=500, help="examples per operation and generation mode")
    parser.add_argument("--seed", type=int, default=16)
    args = parser.parse_args(argv)
    schema = schemathesis.openapi.from_asgi("/openapi.json", create_app(Settings(request_timeout_seconds=10)))
    counts: Counter[str] = Counter()
    notes: list[str] = []
    started, cpu = time.monotonic(), time.process_time()
    for result in schema.get_all_operations():
        operation = result.ok()
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            fuzz(operation, mode, args.examples, args.seed, counts, notes)
        print(
            f"{operation.label:40} {counts[f'{operation.label} requests']:6} requests "
            f"{counts[f'{operation.label} violations']:4} violations",
            flush=True,
        )
    print(
        f"total: {counts['requests']} requests, {counts['5xx']} 5xx, {counts['violations']} violations "
        f"({time.monotonic() - started:.0f} s wall, {time.process_time() - cpu:.0f} s CPU)"
    )
    for note in notes:
        print("  " + note)


if __name__ == "__main__":
    main()
