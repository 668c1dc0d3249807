"""The long schemathesis run: many generated requests per operation against the app in-process.

``python -m bench.fuzz_contract [--examples 500] [--seed 16] [--workers 2]`` sends positive
(schema-valid) and negative (schema-violating) requests to every operation and checks each answer
against the OpenAPI document (status, content type, headers, schema) and for 5xx. Prints, per
operation and in total, the requests sent, the 5xx answers and the violations (the first few
spelled out). ``--workers`` shares the (operation, mode) runs among processes, each with its own
app, so one run of 100,000 requests fits in an hour on two cores.
tests/process/test_contract_conformance.py is the bounded CI run of the same checks.
"""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import time
from collections import Counter

import hypothesis
import hypothesis.errors
import schemathesis
from schemathesis import GenerationMode
from schemathesis.core.failures import FailureGroup

from service.app import create_app
from service.runtime.settings import Settings
from tests.process.test_contract_conformance import CHECKS


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
        counts[f"{operation.label} requests"] += 1
        counts["requests"] += 1
        try:
            response = case.call()
        except Exception as crash:  # the in-process app re-raises what it answered 500 to: count it, go on
            counts["5xx"] += 1
            counts["violations"] += 1
            counts[f"{operation.label} violations"] += 1
            if len(notes) < 10:
                notes.append(f"{operation.label} [{mode.value}] 500: {type(crash).__name__}: {crash}"[:300])
            return
        if response.status_code >= 500:
            counts["5xx"] += 1
        violation = violation_of(case, response)
        if violation is not None:
            counts["violations"] += 1
            counts[f"{operation.label} violations"] += 1
            if len(notes) < 10:
                notes.append(f"{operation.label} [{mode.value}] {response.status_code}: {violation}")

    with contextlib.suppress(hypothesis.errors.Unsatisfiable):  # nothing to violate (an operation without inputs)
        run()


def violation_of(case: schemathesis.Case, response: object) -> str | None:
    """What the checks find wrong with ``response`` (its first line), or ``None``. schemathesis reports
    failures as a ``FailureGroup``, a ``BaseExceptionGroup`` that ``except Exception`` does not catch
    (issue 44: the counter could never count one)."""
    try:
        case.validate_response(response, checks=list(CHECKS))  # type: ignore[arg-type]
    except (Exception, FailureGroup) as failure:
        first: BaseException = failure
        while isinstance(first, BaseExceptionGroup) and first.exceptions:
            first = first.exceptions[0]  # the group's own message only counts its members
        lines = str(first).splitlines() or [type(first).__name__]
        return lines[0][:200]
    return None


_schema: schemathesis.BaseSchema | None = None


def _load_schema() -> schemathesis.BaseSchema:
    """The app's own schema, built once per process (each worker serves its own app)."""
    global _schema
    if _schema is None:
        _schema = schemathesis.openapi.from_asgi("/openapi.json", create_app(Settings(request_timeout_seconds=10)))
    return _schema


def _operation_labels() -> list[str]:
    return [result.ok().label for result in _load_schema().get_all_operations()]


def _fuzz_one(task: tuple[str, GenerationMode, int, int]) -> tuple[str, Counter[str], list[str]]:
    """One operation in one generation mode; what a worker runs."""
    label, mode, examples, seed = task
    operation = next(r.ok() for r in _load_schema().get_all_operations() if r.ok().label == label)
    counts: Counter[str] = Counter()
    notes: list[str] = []
    fuzz(operation, mode, examples, seed, counts, notes)
    return label, counts, notes


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=500, help="examples per operation and generation mode")
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--workers", type=int, default=1, help="processes sharing the operations")
    args = parser.parse_args(argv)
    labels = _operation_labels()
    tasks = [(label, mode, args.examples, args.seed) for label in labels for mode in GenerationMode]
    counts: Counter[str] = Counter()
    notes: list[str] = []
    started = time.monotonic()
    with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        for label, task_counts, task_notes in pool.imap_unordered(_fuzz_one, tasks):
            counts.update(task_counts)
            notes.extend(task_notes[: 10 - len(notes)])
            print(
                f"{label:40} {counts[f'{label} requests']:6} requests {counts[f'{label} violations']:4} violations "
                f"({time.monotonic() - started:.0f} s)",
                flush=True,
            )
    print(
        f"total: {counts['requests']} requests over {len(labels)} operations, {counts['5xx']} 5xx, "
        f"{counts['violations']} violations ({time.monotonic() - started:.0f} s wall, {args.workers} workers, "
        f"seed {args.seed}, {args.examples} examples per operation and mode)"
    )
    for note in notes:
        print("  " + note)


if __name__ == "__main__":
    main()
