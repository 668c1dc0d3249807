"""Write the OpenAPI document the app serves: ``python -m service.contract.openapi_export PATH``."""

from __future__ import annotations

import sys
from pathlib import Path

import orjson

from service.app import create_app
from service.runtime.settings import Settings


def openapi_bytes() -> bytes:
    """The committed form of the document: sorted keys, indented, trailing newline."""
    schema = create_app(Settings()).openapi()
    return orjson.dumps(schema, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n"


def main(argv: list[str]) -> int:
    target = Path(argv[1] if len(argv) > 1 else "openapi/openapi.json")
    target.write_bytes(openapi_bytes())
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
