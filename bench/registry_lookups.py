"""How often one request asks the system registry (issue 39): ``python -m bench.registry_lookups``.

The registry (:data:`domain.swiss.system.SYSTEMS`) is swapped for a counting dict before the
service is imported, so every module that reads it reads the counting one. Per request through the
HTTP app it prints the look-ups by name (``SYSTEMS[name]``, ``name in SYSTEMS``, ``.get``) and the
listings (iterating the registry, as the request schema does to validate ``system``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar

import domain.swiss.system as registry


class CountingRegistry(dict):
    """A dict that counts how it is read."""

    reads: ClassVar[Counter[str]] = Counter()

    def __getitem__(self, key: Any) -> Any:
        self.reads["by name"] += 1
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        self.reads["by name"] += 1
        return super().__contains__(key)

    def get(self, key: Any, default: Any = None) -> Any:
        self.reads["by name"] += 1
        return super().get(key, default)

    def __iter__(self) -> Any:
        self.reads["listing"] += 1
        return super().__iter__()

    def items(self) -> Any:
        self.reads["listing"] += 1
        return super().items()

    def keys(self) -> Any:
        self.reads["listing"] += 1
        return super().keys()

    def values(self) -> Any:
        self.reads["listing"] += 1
        return super().values()


registry.SYSTEMS = CountingRegistry(registry.SYSTEMS)  # before any service module imports it

from tests.conftest import FIXTURES  # noqa: E402 - after the swap: it imports the service


def _double_swiss_event() -> dict[str, Any]:
    players = [{"id": f"u{n}", "name": f"Player {n:02d}", "rating": 2600 - 10 * n} for n in range(1, 11)]
    return {"rounds_total": 5, "initial_color": "white", "players": players, "rounds": []}


def _team_trf() -> str:
    from domain.swiss.team.audit import team_state_before
    from domain.trf import parse_trf, render_trf

    return render_trf(team_state_before(parse_trf((FIXTURES / "swiss-team" / "t1001.trf").read_text()), 3))


def requests() -> dict[str, dict[str, Any]]:
    dutch = (FIXTURES / "perf" / "n100_round5_input.trf").read_text()
    return {
        "dutch": {"system": "dutch", "trf": dutch},
        "dutch-2017": {"system": "dutch-2017", "trf": dutch},
        "swedish": {"system": "swedish", "trf": dutch},
        "swiss-team": {"system": "swiss-team", "trf": _team_trf(), "explain": True},
        "double-swiss": {"system": "double-swiss", "event": _double_swiss_event(), "explain": True},
    }


def main() -> None:
    from fastapi.testclient import TestClient

    from service.app import create_app

    client = TestClient(create_app())
    for name, body in requests().items():
        CountingRegistry.reads.clear()
        answer = client.post("/v1/swiss/pairings", json=body)
        assert answer.status_code == 200, answer.text
        reads = CountingRegistry.reads
        print(f"{name:>13}: {reads['by name']:2d} look-ups by name, {reads['listing']:2d} listings")


if __name__ == "__main__":
    main()
