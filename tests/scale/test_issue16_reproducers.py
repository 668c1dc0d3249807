"""One test per reproducer of issue 16, sent through the HTTP app.

The resource cases run in a child process under an address-space limit and a CPU limit (a
regression fails the test instead of taking the machine down), and assert what the issue's
acceptance asks: answered within the budget plus 2 s, peak memory of the worker under 300 MB.
"""

from __future__ import annotations

import json
import textwrap

import pytest
from fastapi.testclient import TestClient

from tests.conftest import FIXTURES
from tests.guarded_child import run_limited
from tests.test_hostile_domain import HEAD, VALID, P, columns, document, player

ADDRESS_SPACE = 2 * 1024**3  # worker threads reserve stack address space; resident memory is asserted below
CPU_SECONDS = 60
CHILD = """
import json, sys, time
from fastapi.testclient import TestClient
from service.app import create_app
from service.runtime.settings import Settings
client = TestClient(create_app(Settings(request_timeout_seconds={budget})))
request = json.loads(sys.stdin.read())
def peak_mb():  # VmHWM: this process's peak resident memory (ru_maxrss would count the parent's before exec)
    line = next(l for l in open("/proc/self/status") if l.startswith("VmHWM:"))
    return int(line.split()[1]) / 1024
started = time.monotonic()
response = client.post(request["path"], json=request.get("json"), content=request.get("content"),
                       headers=request.get("headers"), params=request.get("params"))
print(json.dumps({{"seconds": time.monotonic() - started, "status": response.status_code,
                  "problem": response.json() if response.status_code >= 400 else None,
                  "peak_mb": peak_mb()}}))
"""


def guarded(path: str, budget: float, **request: object) -> dict:
    """Answer one request in a guarded child process: status, problem, seconds and peak resident MB."""
    script = textwrap.dedent(CHILD).format(budget=budget)
    stdin = json.dumps({"path": path, **request})
    return run_limited(
        script, address_space=ADDRESS_SPACE, cpu_seconds=CPU_SECONDS, timeout=CPU_SECONDS * 3, stdin=stdin
    )


def assert_refused_in_time(report: dict, budget: float, where: str) -> None:
    assert report["status"] == 422, report
    assert any(where in error["where"] for error in report["problem"]["errors"]), report["problem"]
    assert report["seconds"] < budget + 2 and report["peak_mb"] < 300, report


FOUR = HEAD.replace("XXR 5", "XXR 9") + "\n".join(columns(line, 92, " " * 10)[:91] for line in P) + "\n"


# -- unbounded memory and CPU from tiny bodies ---------------------------------------------------


def test_250_record_with_a_million_rounds() -> None:
    report = guarded(
        "/v1/swiss/pairings",
        10,
        content=FOUR + "250 1 1 1 1000000 1 2\n",
        headers={"content-type": "text/plain"},
        params={"system": "dutch"},
    )
    assert_refused_in_time(report, 10, "line 8")


def test_250_record_with_10_to_the_30_players() -> None:
    report = guarded(
        "/v1/swiss/pairings",
        10,
        content=FOUR + "250 1 1 1 2 1 1" + "0" * 30 + "\n",
        headers={"content-type": "text/plain"},
        params={"system": "dutch"},
    )
    assert_refused_in_time(report, 10, "line 8")


def test_json_acceleration_range_to_round_9e18() -> None:
    ranges = [
        {
            "match_points": 1,
            "game_points": 1,
            "first_round": 1,
            "last_round": 9000000000000000000,
            "first_player": 1,
            "last_player": 2,
        }
    ]
    report = guarded(
        "/v1/swiss/pairings", 10, json={"system": "dutch", "tournament": document(acceleration_ranges=ranges)}
    )
    assert_refused_in_time(report, 10, "last_round")


def test_xxr_20_million_with_baku_acceleration() -> None:
    report = guarded(
        "/v1/swiss/pairings",
        10,
        content=FOUR.replace("XXR 9", "XXR 20000000\n192 FIDE_DUTCH_2025_BAKU"),
        headers={"content-type": "text/plain"},
        params={"system": "dutch"},
    )
    assert_refused_in_time(report, 10, "line 2")


# about 15 s of CPU: the budget (10 s) runs out in the first bracket
def test_9999_players_without_rounds_answer_within_the_budget() -> None:
    """The all-pairs set-up grew to 6 GB with no answer; now an answer (a pairing or 503) within the
    budget plus 2 s. Memory: the scale issue's target for this field is 1 GiB."""
    text = (FIXTURES / "perf" / "n9999_round5_input.trf").read_text()
    fresh = "\n".join(line[:91] if line.startswith("001") else line for line in text.splitlines()) + "\n"
    report = guarded(
        "/v1/swiss/pairings", 10, content=fresh, headers={"content-type": "text/plain"}, params={"system": "dutch"}
    )
    assert report["status"] in (200, 503) and report["seconds"] < 12, report
    assert report["peak_mb"] < 1024, report


# -- limits that were not enforced, 500s, silently accepted nonsense -----------------------------


@pytest.mark.parametrize(
    ("name", "text", "where"),
    [
        ("xxr-20-digits", VALID.replace("XXR 5", "XXR 99999999999999999999"), "line 2"),
        ("50000-rounds", player(0, P[0] + "  0000 - Z" * 50_000), "line 4"),
        ("superscript-digit", player(0, columns(P[0], 49, "24²0")), "line 4, columns 49-52"),
        ("huge-xxr-baku", VALID.replace("XXR 5", "XXR 99999999999999999999\n192 FIDE_DUTCH_2025_BAKU"), "line 2"),
        ("huge-xxs", VALID + "XXS W=" + "9" * 400 + "\n", "line 8"),
        ("five-digit-id", player(3, columns(P[3], 5, "99999")), "line 7, columns 5-8"),
        ("full-width-digits", player(0, columns(P[0], 5, "   １")), "line 4, columns 5-8"),  # noqa: RUF001 - full-width on purpose
        ("negative-points", VALID + "XXS D=-1\n", "line 8"),
    ],
)
@pytest.mark.parametrize("path", ["/v1/swiss/pairings", "/v1/standings", "/v1/trf/parse"])
def test_trf_reproducers_are_422_on_every_endpoint(
    client: TestClient, path: str, name: str, text: str, where: str
) -> None:
    response = client.post(path, json={"trf": text, "system": "dutch"} if "swiss" in path else {"trf": text})
    assert response.status_code == 422 and response.headers["content-type"] == "application/problem+json", (
        response.text[:300]
    )
    assert any(error["where"].startswith(where) for error in response.json()["errors"]), response.text[:500]


@pytest.mark.parametrize("path", ["/v1/standings", "/v1/trf/render", "/v1/swiss/pairings"])
def test_huge_json_point_value_is_422_not_a_float_overflow(client: TestClient, path: str) -> None:
    body = {"tournament": document(point_system={"win_white": 1e300}), "system": "dutch", "tiebreaks": ["BH"]}
    response = client.post(
        path,
        json={
            key: value
            for key, value in body.items()
            if key == "tournament"
            or (
                path != "/v1/trf/render"
                and (key != "system" or "swiss" in path)
                and (key != "tiebreaks" or "standings" in path)
            )
        },
    )
    assert response.status_code == 422, response.text[:300]
    assert any(error["where"] == "/tournament/point_system/win_white" for error in response.json()["errors"])


def test_render_refuses_a_name_that_would_write_records(client: TestClient) -> None:
    players = [{"id": 1, "name": "A\nXXR 1\nXXP 1 2"}, {"id": 2, "name": "B"}]
    response = client.post("/v1/trf/render", json={"tournament": document(players=players)})
    assert response.status_code == 422 and "XXP 1 2" not in response.text.replace("\\n", "\n").split("errors")[0]
    assert response.json()["errors"][0]["where"].startswith("player 1, name")


def test_a_megabyte_garbage_line_gets_a_short_answer(client: TestClient) -> None:
    response = client.post(
        "/v1/trf/parse", content=player(0, P[0][:91] + "?" * 1_000_000).encode(), headers={"content-type": "text/plain"}
    )
    assert response.status_code == 422 and len(response.content) < 64 * 1024
    assert response.json()["errors"][-1]["where"] == "more"


def test_redraw_check_with_10_to_the_30_players(client: TestClient) -> None:
    response = client.post("/v1/round-robin/redraw-check", json={"players": 10**30, "withdrawn": 1})
    assert response.status_code == 422 and response.json()["type"] == "/problems/limit-exceeded"
    assert response.json()["errors"][0]["where"] == "/players"


def test_duplicate_json_keys_are_refused_not_last_wins(client: TestClient) -> None:
    response = client.post(
        "/v1/round-robin/redraw-check",
        content=b'{"players": 8, "withdrawn": 3, "players": 10}',
        headers={"content-type": "application/json"},
    )
    assert response.status_code == 422 and response.json()["errors"][0]["where"] == "/players"


def test_repeated_query_parameters_are_refused_not_last_wins(client: TestClient) -> None:
    response = client.post(
        "/v1/swiss/pairings?system=dutch&system=swedish", content=VALID.encode(), headers={"content-type": "text/plain"}
    )
    assert response.status_code == 422 and response.json()["errors"][0]["where"] == "?system"


def test_charset_utf16_is_honoured_and_an_unknown_charset_is_refused(client: TestClient) -> None:
    as_utf8 = client.post("/v1/trf/parse", content=VALID.encode(), headers={"content-type": "text/plain"})
    as_utf16 = client.post(
        "/v1/trf/parse", content=VALID.encode("utf-16"), headers={"content-type": "text/plain; charset=utf-16"}
    )
    assert as_utf16.status_code == 200 and as_utf16.json()["tournament"] == as_utf8.json()["tournament"]
    unknown = client.post("/v1/trf/parse", content=b"x", headers={"content-type": "text/plain; charset=x-klingon"})
    assert unknown.status_code == 422 and unknown.json()["errors"][0]["where"] == "/encoding"


def test_round_robin_non_utf8_body_is_422_like_the_others(client: TestClient) -> None:
    response = client.post(
        "/v1/round-robin/schedule", content=b'{"count": "\xff"}', headers={"content-type": "application/json"}
    )
    assert response.status_code == 422 and response.json()["type"] == "/problems/invalid-input"
    assert "UTF-8" in response.json()["errors"][0]["message"]
