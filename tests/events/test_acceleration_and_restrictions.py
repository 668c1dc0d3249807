"""Acceleration chosen by the request (``"acceleration": "auto" | "baku" | "none"``) and the
same-federation restriction of C.06 II.3.1 (``federation_restriction``), which both Swiss
engines treat as forbidden pairs."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.model import RoundRange
from domain.swiss.dutch import DUTCH_2025, pair_dutch
from domain.swiss.swedish import pair_swedish
from domain.trf import parse_trf, render_trf
from tests.conftest import fixture_files
from tests.events.builder import event, for_dutch

BAKU_CASES = [p for p in fixture_files("dutch-special") if p.name.startswith("baku_") and int(p.name[6:9]) < 30]


def _expected(path: Path) -> tuple[set[tuple[int, int]], int | None]:
    numbers = list(map(int, path.with_suffix(".expected").read_text().split()[1:]))
    pairs = list(zip(numbers[0::2], numbers[1::2], strict=True))
    return {p for p in pairs if p[1] != 0}, next((w for w, b in pairs if b == 0), None)


def _without_type_line(path: Path) -> str:
    return "".join(line for line in path.read_text().splitlines(keepends=True) if not line.startswith("192 "))


def _pair_text(client, text: str, **query: str) -> dict:
    answer = client.post(
        "/v1/swiss/pairings", params={"system": "dutch", **query}, content=text, headers={"Content-Type": "text/plain"}
    )
    assert answer.status_code == 200, answer.text
    return answer.json()


def _pairs(answer: dict) -> set[tuple[int, int]]:
    return {(board["white"], board["black"]) for board in answer["pairs"]}


@pytest.mark.parametrize("path", BAKU_CASES, ids=lambda p: p.name)
def test_request_forces_baku_on_a_file_without_the_baku_type(client, path):
    pairs, bye = _expected(path)
    answer = _pair_text(client, _without_type_line(path), acceleration="baku")
    assert _pairs(answer) == pairs and answer["bye"] == bye


@pytest.mark.parametrize("path", BAKU_CASES, ids=lambda p: p.name)
def test_request_turns_acceleration_off(client, path):
    # Every Baku case of the fixtures changes with the acceleration (README "Effect"): with
    # "none" the answer is the unaccelerated pairing, which is not the expected one.
    plain = _pair_text(client, _without_type_line(path))
    off = _pair_text(client, path.read_text(), acceleration="none")
    assert (_pairs(off), off["bye"]) == (_pairs(plain), plain["bye"])
    assert (_pairs(off), off["bye"]) != _expected(path)


def test_acceleration_option_is_refused_for_the_swedish_system(client):
    answer = client.post(
        "/v1/swiss/pairings", json={"system": "swedish", "trf": BAKU_CASES[0].read_text(), "acceleration": "baku"}
    )
    assert answer.status_code == 422
    assert any(error["where"] == "/acceleration" for error in answer.json()["errors"])


def _federations(restriction: RoundRange | None):
    builder = event(6)
    for number, federation in {1: "ESP", 2: "FRA", 3: "GER", 4: "ESP", 5: "ITA", 6: "NOR"}.items():
        builder.tournament.players[number].federation = federation
    builder.tournament.federation_restriction = restriction
    return for_dutch(builder)


def test_dutch_keeps_compatriots_apart_in_the_restricted_rounds():
    # Round 1 (XXC white1): S1 {1,2,3} v S2 {4,5,6}; 1-4 (both ESP) is forbidden, so the first
    # transposition of S2 that works is 5,4,6: 1-5, 2-4, 3-6. Round-1 colours alternate down
    # S1: 1 White, 2 Black, 3 White.
    assert pair_dutch(_federations(RoundRange(1, 1)), DUTCH_2025).boards == [(1, 5), (4, 2), (3, 6)]
    # Outside the restricted rounds the restriction does nothing: 1-4, 5-2, 3-6.
    assert pair_dutch(_federations(RoundRange(4, 5)), DUTCH_2025).boards == [(1, 4), (5, 2), (3, 6)]


def test_swedish_keeps_compatriots_apart_in_the_restricted_rounds():
    # Round 1: upper 1,2,3 v lower 4,5,6; 1-4 is forbidden like a rematch (2.3), so 2.6.d gives
    # 1 the next free lower-half player, 5; then 2-4, 3-6. The upper half has Black in round 1.
    assert pair_swedish(_federations(RoundRange(1, 1))).boards == [(5, 1), (4, 2), (6, 3)]


def test_restriction_in_json_and_as_trf_260_groups(client):
    state = _federations(RoundRange(1, 3))
    text = render_trf(state)
    assert "260   1   3    1    4" in text  # the ESP group; lone federations make no group
    assert parse_trf(text).forbidden[0].players == (1, 4)
    document = client.post(
        "/v1/trf/parse", content=render_trf(_federations(None)), headers={"Content-Type": "text/plain"}
    ).json()
    document = document.get("tournament", document)
    document["federation_restriction"] = {"first_round": 1, "last_round": 3}
    for system in ("dutch", "swedish"):
        answer = client.post("/v1/swiss/pairings", json={"system": system, "tournament": document})
        assert answer.status_code == 200, answer.text
        assert not {(1, 4), (4, 1)} & _pairs(answer.json())
    document["federation_restriction"] = {"first_round": 3, "last_round": 1}
    bad = client.post("/v1/swiss/pairings", json={"system": "dutch", "tournament": document})
    assert bad.status_code == 422
