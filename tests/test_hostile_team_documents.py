"""Hostile team event documents and Double-Swiss games documents (issue 44): numbers, sizes, records
and ids, each sent to every endpoint that reads an event and answered with a problem naming the
place, or a valid 200.

Two families. The in-process cases break one thing of a small valid document (answered 200 as it
is) and expect a 422 whose errors name the field. The resource cases are large documents run in a
guarded child (tests/test_issue44_reproducers.py's): answered 4xx, 503 or a valid 200 within the
budget plus 2 s, the worker under 300 MB (a valid field of 9,999 players under 1 GiB), and no CPU
spent after the answer.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from fastapi.testclient import TestClient

from domain.limits import INTEGER_ID_CAP, PLAYER_CAP, RECORD_BOUNDS, ROUND_CAP, ROUND_GAMES_CAP, TEAM_CAP
from service.app import create_app
from service.runtime.settings import Settings
from tests.guarded_child import BUDGET

Document = dict[str, Any]
Change = Callable[[Document], object]


def team_event() -> Document:
    """Four teams of two boards, round 1 played: by boards, by totals; team t3 asked for a bye in 3."""
    teams = [
        {"id": f"t{t}", "name": f"Team {t}", "rating": 2400 - 10 * t, "players": [{"id": f"t{t}p{b}"} for b in (1, 2)]}
        for t in range(1, 5)
    ]
    boards = [
        {"white": "t1p1", "black": "t2p1", "result": "1-0"},
        {"white": "t2p2", "black": "t1p2", "result": "1/2-1/2"},
    ]
    matches = [
        {"white": "t1", "black": "t2", "boards": boards},
        {"white": "t3", "black": "t4", "game_points": [1.5, 0.5]},
    ]
    return {
        "rounds_total": 5,
        "boards": 2,
        "teams": teams,
        "rounds": [{"matches": matches}],
        "byes": [{"team": "t3", "round": 3, "kind": "half"}],
    }


def double_swiss_event() -> Document:
    """Six players, round 1 played (both games of each match; one game 2 forfeited on its own)."""
    players = [{"id": f"u{n}", "rating": 2500 - 10 * n} for n in range(1, 7)]
    games = []
    for white, black in (("u1", "u4"), ("u2", "u5"), ("u3", "u6")):
        games += [
            {"white": white, "black": black, "result": "1-0", "game": 1},
            {"white": black, "black": white, "result": "1/2-1/2", "game": 2},
        ]
    games[-1] = {**games[-1], "result": "0-1", "forfeit": True}
    return {"system": "double-swiss", "rounds_total": 5, "players": players, "rounds": [{"games": games}]}


#: Each endpoint that reads an event, with what a request to it needs besides the event.
ENDPOINTS: dict[str, Callable[[str], Document]] = {
    "/v1/swiss/pairings": lambda system: {"system": system},
    "/v1/swiss/check": lambda system: {"system": system, "pairing": {"pairs": []}},
    "/v1/swiss/audit": lambda system: {"system": system},
    "/v1/standings": lambda system: {},
    "/v1/trf/parse": lambda system: {},
    "/v1/trf/render": lambda system: {},
}
FORMS: dict[str, tuple[str, Callable[[], Document]]] = {
    "team": ("swiss-team", team_event),
    "double-swiss": ("double-swiss", double_swiss_event),
}


@dataclass(frozen=True)
class Hostile:
    form: str
    change: Change
    where: str


def setter(path: str, value: object) -> Change:
    """Set the value at a JSON pointer of the event (``/teams/0/id``), creating nothing."""

    def change(document: Document) -> None:
        *parents, last = path.strip("/").split("/")
        node: Any = document
        for part in parents:
            node = node[int(part)] if isinstance(node, list) else node[part]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return change


def appender(path: str, item: object, times: int = 1) -> Change:
    def change(document: Document) -> None:
        node: Any = document
        for part in path.strip("/").split("/"):
            node = node[int(part)] if isinstance(node, list) else node.setdefault(part, [])
        node.extend(copy.deepcopy(item) for _ in range(times))

    return change


def both(*changes: Change) -> Change:
    def change(document: Document) -> None:
        for each in changes:
            each(document)

    return change


def many_teams(count: int, size: int = 2) -> Change:
    return setter(
        "/teams", [{"id": f"x{t}", "players": [{"id": f"x{t}p{b}"} for b in range(size)]} for t in range(count)]
    )


HUGE = 1e308
#: Ids no answer may hold or that look like another: hostile in every id field.
HOSTILE_IDS = {
    "bidi-isolate": "t\u2066x",
    "zero-width-joiner": "t\u200dx",
    "private-use": "t\ue001",
    "unassigned": "t\u0378",
    "decomposed": "A\u030a",
    "65-characters": "t" * 65,
    "boolean": True,
    "float": 1.0,
    "past-2**53": INTEGER_ID_CAP + 1,
    "empty": "",
}

TEAM_CASES: dict[str, Hostile] = {
    # numbers
    "match-points-1e308": Hostile(
        "team", setter("/scoring", {"match_points": {"win": HUGE}}), "/event/scoring/match_points/win"
    ),
    "negative-match-points": Hostile(
        "team", setter("/scoring", {"match_points": {"loss": -1}}), "/event/scoring/match_points/loss"
    ),
    "pab-1001-game-points": Hostile(
        "team", setter("/pab", {"match_points": 1, "game_points": 1001}), "/event/pab/game_points"
    ),
    "game-points-1e308": Hostile(
        "team", setter("/rounds/0/matches/1/game_points", [HUGE, 0]), "/event/rounds/0/matches/1/game_points/0"
    ),
    "game-points-not-a-total": Hostile(
        "team", setter("/rounds/0/matches/1/game_points", [0.1, 0.2]), "/event/rounds/0/matches/1/game_points"
    ),
    "game-points-past-the-boards": Hostile(
        "team", setter("/rounds/0/matches/1/game_points", [900, 0]), "/event/rounds/0/matches/1/game_points"
    ),
    "rating-5000": Hostile("team", setter("/teams/0/rating", 5000), "/event/teams/0/rating"),
    "pairing-number-10**30": Hostile(
        "team", setter("/teams/0/pairing_number", 10**30), "/event/teams/0/pairing_number"
    ),
    "boards-101": Hostile("team", setter("/boards", 101), "/event/boards"),
    "boards-0": Hostile("team", setter("/boards", 0), "/event/boards"),
    "rounds-total-100": Hostile("team", setter("/rounds_total", ROUND_CAP + 1), "/event/rounds_total"),
    # sizes
    "1000-teams": Hostile("team", many_teams(TEAM_CAP + 1, 1), "/event/teams"),
    "10000-players": Hostile("team", many_teams(100, 100), "/event/teams"),
    "players-that-are-a-number": Hostile("team", setter("/teams/0/players", 5), "/event/teams/0/players"),
    "players-that-are-an-object": Hostile("team", setter("/teams/0/players", {"id": "x"}), "/event/teams/0/players"),
    "101-players-in-a-team": Hostile(
        "team", setter("/teams/0/players", [{"id": f"q{n}"} for n in range(101)]), "/event/teams/0/players"
    ),
    "500-matches-in-a-round": Hostile(
        "team",
        appender("/rounds/0/matches", {"white": "t1", "black": "t2", "forfeit": "both"}, 498),
        "/event/rounds/0/matches",
    ),
    "100-rounds": Hostile("team", appender("/rounds", {"matches": []}, ROUND_CAP), "/event/rounds"),
    "101-board-colours": Hostile("team", setter("/board_colours", "W" + "BW" * 50), "/event/board_colours"),
    "10001-byes": Hostile("team", appender("/byes", {"team": "t4", "round": 4}, RECORD_BOUNDS.records), "/event/byes"),
    # records
    "board-colours-starting-with-b": Hostile("team", setter("/board_colours", "BW"), "/event/board_colours"),
    "board-colours-for-3-boards": Hostile("team", setter("/board_colours", "WBW"), "/event/board_colours"),
    "match-against-itself": Hostile("team", setter("/rounds/0/matches/1/black", "t3"), "/event/rounds/0/matches/1"),
    "team-twice-in-a-round": Hostile("team", setter("/rounds/0/matches/1/white", "t1"), "/event/rounds/0/matches/1"),
    "unknown-team-in-a-match": Hostile(
        "team", setter("/rounds/0/matches/1/black", "t9"), "/event/rounds/0/matches/1/black"
    ),
    "a-board-of-another-team": Hostile(
        "team", setter("/rounds/0/matches/0/boards/0/black", "t3p1"), "/event/rounds/0/matches/0/boards/0/black"
    ),
    "three-boards-for-two": Hostile(
        "team",
        appender("/rounds/0/matches/0/boards", {"white": "t1p1", "black": "t2p2", "result": "1-0"}),
        "/event/rounds/0/matches/0/boards",
    ),
    "bye-past-rounds-total": Hostile("team", setter("/byes/0/round", 6), "/event/byes/0/round"),
    "withdrawal-past-rounds-total": Hostile(
        "team", setter("/withdrawals", [{"team": "t2", "from_round": 6}]), "/event/withdrawals/0/from_round"
    ),
    "bye-after-a-withdrawal": Hostile(
        "team", setter("/withdrawals", [{"team": "t3", "from_round": 2}]), "/event/byes/0/round"
    ),
    # a kept request stands when its round records it (issue 42); this round records a match instead
    "bye-in-a-round-recording-a-match": Hostile("team", setter("/byes/0/round", 1), "/event/byes/0/kind"),
    "duplicate-team-id": Hostile("team", setter("/teams/1/id", "t1"), "/event/teams/1/id"),
    "player-in-two-teams": Hostile("team", setter("/teams/1/players/0/id", "t1p1"), "/event/teams/1/players/0/id"),
    "some-pairing-numbers": Hostile("team", setter("/teams/0/pairing_number", 1), "/event/teams/1/pairing_number"),
    "second-pab-in-a-round": Hostile(
        "team",
        both(
            appender("/teams", {"id": "t5", "players": [{"id": "a"}, {"id": "b"}]}),
            appender("/teams", {"id": "t6", "players": [{"id": "c"}, {"id": "d"}]}),
            setter("/rounds/0/byes", [{"team": "t5", "kind": "pairing"}, {"team": "t6", "kind": "pairing"}]),
        ),
        "/event/rounds/0/byes/1",
    ),
    # ids
    **{
        f"team-id-{name}": Hostile("team", setter("/teams/0/id", value), "/event/teams/0/id")
        for name, value in HOSTILE_IDS.items()
    },
    **{
        f"player-id-{name}": Hostile("team", setter("/teams/2/players/1/id", value), "/event/teams/2/players/1/id")
        for name, value in HOSTILE_IDS.items()
    },
}

DOUBLE_SWISS_CASES: dict[str, Hostile] = {
    # numbers
    "point-value-1e308": Hostile(
        "double-swiss", setter("/point_system", {"win_white": HUGE}), "/event/point_system/win_white"
    ),
    "negative-point-value": Hostile(
        "double-swiss", setter("/point_system", {"draw_black": -0.5}), "/event/point_system/draw_black"
    ),
    "rating-1e308": Hostile("double-swiss", setter("/players/0/rating", HUGE), "/event/players/0/rating"),
    "pairing-number-10000": Hostile(
        "double-swiss", setter("/players/0/pairing_number", PLAYER_CAP + 1), "/event/players/0/pairing_number"
    ),
    "rounds-total-100": Hostile("double-swiss", setter("/rounds_total", ROUND_CAP + 1), "/event/rounds_total"),
    "bye-round-100": Hostile(
        "double-swiss", setter("/byes", [{"player": "u1", "round": ROUND_CAP + 1}]), "/event/byes/0/round"
    ),
    # sizes
    "10000-players": Hostile(
        "double-swiss", setter("/players", [{"id": n} for n in range(PLAYER_CAP + 1)]), "/event/players"
    ),
    "too-many-games-in-a-round": Hostile(
        "double-swiss",
        appender("/rounds/0/games", {"white": "u1", "black": "u2", "result": "1-0"}, ROUND_GAMES_CAP),
        "/event/rounds/0/games",
    ),
    "100-rounds": Hostile("double-swiss", appender("/rounds", {"games": []}, ROUND_CAP), "/event/rounds"),
    "10001-byes": Hostile(
        "double-swiss", appender("/byes", {"player": "u1", "round": 3}, RECORD_BOUNDS.records + 1), "/event/byes"
    ),
    # records
    "one-game-of-a-match": Hostile("double-swiss", lambda d: d["rounds"][0]["games"].pop(1), "/event/rounds/0/games/0"),
    "game-2-with-the-colours-of-game-1": Hostile(
        "double-swiss",
        setter("/rounds/0/games/1", {"white": "u1", "black": "u4", "result": "0-1", "game": 2}),
        "/event/rounds/0/games/0",
    ),
    "three-games-of-a-match": Hostile(
        "double-swiss",
        appender("/rounds/0/games", {"white": "u1", "black": "u4", "result": "1-0", "game": 1}),
        "/event/rounds/0/games/0",
    ),
    "game-1-twice": Hostile("double-swiss", setter("/rounds/0/games/1/game", 1), "/event/rounds/0/games/0"),
    "no-game-number": Hostile(
        "double-swiss", lambda d: d["rounds"][0]["games"][1].pop("game"), "/event/rounds/0/games/1/game"
    ),
    "unknown-player": Hostile(
        "double-swiss",
        both(setter("/rounds/0/games/0/black", "u9"), setter("/rounds/0/games/1/white", "u9")),
        "/event/rounds/0/games/0/black",
    ),
    "a-player-in-two-matches": Hostile(
        "double-swiss",
        both(setter("/rounds/0/games/2/white", "u1"), setter("/rounds/0/games/3/black", "u1")),
        "/event/rounds/0/games/2",
    ),
    "bye-past-rounds-total": Hostile(
        "double-swiss", setter("/byes", [{"player": "u1", "round": 6}]), "/event/byes/0/round"
    ),
    "withdrawal-past-rounds-total": Hostile(
        "double-swiss", setter("/withdrawals", [{"player": "u1", "from_round": 6}]), "/event/withdrawals/0/from_round"
    ),
    "rounds-past-rounds-total": Hostile("double-swiss", setter("/rounds_total", 0), "/event/rounds_total"),
    "duplicate-player-id": Hostile("double-swiss", setter("/players/1/id", "u1"), "/event/players/1/id"),
    # ids
    **{
        f"player-id-{name}": Hostile("double-swiss", setter("/players/5/id", value), "/event/players/5/id")
        for name, value in HOSTILE_IDS.items()
    },
}
CASES = {
    **{f"team-{k}": v for k, v in TEAM_CASES.items()},
    **{f"double-swiss-{k}": v for k, v in DOUBLE_SWISS_CASES.items()},
}


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(Settings(request_timeout_seconds=BUDGET)))


def request_for(path: str, form: str, document: Document) -> Document:
    system, _ = FORMS[form]
    return {**ENDPOINTS[path](system), "event": document}


def test_the_set_covers_numbers_sizes_records_and_ids_of_both_forms() -> None:
    assert len(TEAM_CASES) >= 50 and len(DOUBLE_SWISS_CASES) >= 30


@pytest.mark.parametrize("path", list(ENDPOINTS))
@pytest.mark.parametrize("form", list(FORMS))
def test_each_base_document_is_valid(client: TestClient, form: str, path: str) -> None:
    """Each hostile case breaks one thing of a document every endpoint answers 200."""
    response = client.post(path, json=request_for(path, form, FORMS[form][1]()))
    assert response.status_code == 200, response.text[:400]


@pytest.mark.parametrize("path", list(ENDPOINTS))
@pytest.mark.parametrize("name", list(CASES))
def test_a_hostile_event_is_a_422_naming_the_place(client: TestClient, name: str, path: str) -> None:
    case = CASES[name]
    document = FORMS[case.form][1]()
    case.change(document)
    body = json.dumps(request_for(path, case.form, document)).encode()
    response = client.post(path, content=body, headers={"content-type": "application/json"})
    assert response.status_code == 422, response.text[:400]
    errors = response.json()["errors"]
    assert len(errors) <= RECORD_BOUNDS.records and len(errors) <= 101, len(errors)
    assert any(error["where"].startswith(case.where) for error in errors), (case.where, errors[:3])


# -- resource cases, in a guarded child -------------------------------------------------------------


def big_team_event(teams: int, boards: int, rounds: int = 0) -> Document:
    """``teams`` teams of ``boards`` players; ``rounds`` rounds recorded by totals (team i v i + half)."""
    event: Document = {
        "rounds_total": max(rounds + 1, 5),
        "boards": boards,
        "teams": [
            {"id": f"T{t}", "rating": 2700 - t % 1000, "players": [{"id": f"T{t}.{b}"} for b in range(boards)]}
            for t in range(teams)
        ],
        "rounds": [],
    }
    half = teams // 2
    for r in range(rounds):
        matches = [
            {
                "white": f"T{(t + r) % teams}",
                "black": f"T{(t + r + half) % teams}",
                "game_points": [boards / 2, boards / 2],
            }
            for t in range(half)
        ]
        event["rounds"].append({"matches": matches})
    return event


def big_double_swiss(players: int, rounds_total: int, played: int = 0) -> Document:
    event: Document = {
        "rounds_total": rounds_total,
        "players": [{"id": f"u{n}", "rating": 2800 - n % 2000} for n in range(players)],
        "rounds": [],
    }
    half = players // 2
    for r in range(played):
        games = []
        for n in range(half):
            white, black = f"u{(n + r) % players}", f"u{(n + r + half) % players}"
            games += [
                {"white": white, "black": black, "result": "1-0", "game": 1},
                {"white": black, "black": white, "result": "1/2-1/2", "game": 2},
            ]
        event["rounds"].append({"games": games})
    return event


def compact(body: Document) -> dict[str, Any]:
    return {"content": json.dumps(body, separators=(",", ":")), "headers": {"content-type": "application/json"}}
