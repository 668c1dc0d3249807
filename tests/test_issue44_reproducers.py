"""One test per class of issue 44, sent through the HTTP app: numbers past the double range, team
records past the answer model or meaningless for the event, work that outlives the answer, limits
stated twice, error lists without a cap, ids that look alike, and the smaller items.

The resource cases run in a guarded child process (as issue 34's) and assert the acceptance:
answered within the budget plus 2 s with a 4xx, a 503 or a correct 200, the worker under 300 MB
(a valid 9,999-player field under 1 GiB), and no CPU spent after the answer.
"""

from __future__ import annotations

import gzip
import json
import textwrap
import time
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any

import pytest
from fastapi.testclient import TestClient
from pydantic import ValidationError

from domain.limits import GAME_ROUND_CAP, PLAYER_CAP, RECORD_BOUNDS, ROUND_CAP, TEAM_CAP, TEAM_MEMBER_CAP
from domain.model import Color, Player, ResultCode, RoundEntry, TeamForfeit, Tournament
from domain.swiss.result import SwissPairing
from domain.swiss.system import SYSTEMS
from domain.trf import render_trf
from service.adapters.event import PlayerIds
from service.adapters.pairing import pairing_response
from service.adapters.round_options import silent_absences
from service.adapters.tournament import load_source
from service.app import create_app
from service.runtime.limits import Limits
from service.runtime.settings import Settings
from service.schemas.swiss import PairingResponse
from service.schemas.tournament import TournamentSource
from tests.guarded_child import run_limited
from tests.team.builder import TeamEvent

CLIENT = TestClient(create_app(Settings()))
OPENAPI = create_app(Settings()).openapi()
COMPONENTS = OPENAPI["components"]["schemas"]


# -- 1. every number finite and bounded at the edge ------------------------------------------------


def _resolve(schema: dict) -> dict:
    return COMPONENTS[schema["$ref"].rsplit("/", 1)[-1]] if "$ref" in schema else schema


def number_fields(schema: dict, pointer: str = "", depth: int = 0) -> Iterator[tuple[str, dict]]:
    """Every ``number`` property reachable in ``schema`` (JSON pointers, index 0 for list items)."""
    schema = _resolve(schema)
    if depth > 15:
        return
    for key in ("anyOf", "oneOf", "allOf"):
        for option in schema.get(key, []):
            yield from number_fields(option, pointer, depth + 1)
    if schema.get("type") == "number":
        yield pointer, schema
    for name, sub in schema.get("properties", {}).items():
        yield from number_fields(sub, f"{pointer}/{name}", depth + 1)
    if "items" in schema:
        yield from number_fields(schema["items"], f"{pointer}/0", depth + 1)


def json_operations() -> dict[str, dict]:
    """``{path: request body schema}`` of every operation with a JSON body."""
    found = {}
    for path, operations in OPENAPI["paths"].items():
        for operation in operations.values():
            content = operation.get("requestBody", {}).get("content", {})
            if "application/json" in content:
                found[path] = content["application/json"]["schema"]
    return found


def request_number_fields() -> list[tuple[str, str, dict]]:
    fields: dict[tuple[str, str], dict] = {}
    for path, schema in json_operations().items():
        for pointer, field in number_fields(schema):
            fields.setdefault((path, pointer), field)
    return [(path, pointer, field) for (path, pointer), field in sorted(fields.items())]


NUMBER_FIELDS = request_number_fields()


def body_with(pointer: str, raw_number: str) -> bytes:
    """A JSON body holding ``raw_number`` (as written, e.g. ``1e400``) at ``pointer``, nothing else."""
    parts = pointer.strip("/").split("/")
    leaf: Any = "__NUMBER__"
    for part in reversed(parts):
        leaf = [leaf] if part == "0" else {part: leaf}
    return json.dumps(leaf).replace('"__NUMBER__"', raw_number).encode()


def test_the_request_models_have_point_fields_in_every_operation_that_takes_a_tournament() -> None:
    paths = {path for path, _, _ in NUMBER_FIELDS}
    assert {"/v1/swiss/pairings", "/v1/swiss/check", "/v1/swiss/audit", "/v1/standings", "/v1/trf/parse"} <= paths
    assert len(NUMBER_FIELDS) > 40


@pytest.mark.parametrize(("path", "pointer", "field"), NUMBER_FIELDS, ids=[f"{p}{q}" for p, q, _ in NUMBER_FIELDS])
def test_every_number_field_declares_finite_bounds(path: str, pointer: str, field: dict) -> None:
    assert "minimum" in field and "maximum" in field, (path, pointer, field)


@pytest.mark.parametrize("raw", ["1e400", "-1e400"])
@pytest.mark.parametrize(("path", "pointer", "field"), NUMBER_FIELDS, ids=[f"{p}{q}" for p, q, _ in NUMBER_FIELDS])
def test_a_number_past_the_double_range_is_a_422_naming_the_field(
    path: str, pointer: str, field: dict, raw: str
) -> None:
    response = CLIENT.post(path, content=body_with(pointer, raw), headers={"content-type": "application/json"})
    assert response.status_code == 422, response.text[:300]
    assert any(error["where"] == pointer for error in response.json()["errors"]), response.json()["errors"][:3]


def test_a_point_value_past_its_bound_is_refused_by_the_schema() -> None:
    body = {"system": "dutch", "tournament": {"players": [{"id": 1, "points": 1e300}, {"id": 2}]}}
    errors = CLIENT.post("/v1/swiss/pairings", json=body).json()["errors"]
    assert errors[0]["where"] == "/tournament/players/0/points", errors


# -- 2. TRF team records: the answer model holds what the reader accepts, or the reader names the line


def team_file(**changes: str) -> str:
    """A 4-team, 2-board Swiss Team file of 5 rounds, round 1 played (team 2 won its match against
    team 4 by forfeit, record 330); ``changes`` replace records."""
    event = TeamEvent(4, boards=2, rounds=5).match(1, 1, 3, "1=").match(1, 2, 4, "++")
    event.records.forfeits.append(TeamForfeit("+-", 1, 2, 4))
    text = render_trf(event.build())
    for old, new in changes.items():
        text = text.replace(old, new)
    return text


def line_of(text: str, prefix: str) -> int:
    """The number of the last line starting with ``prefix`` (a record given twice: the second)."""
    return max(n for n, line in enumerate(text.split("\n"), start=1) if line.startswith(prefix))


def with_team_totals(text: str, match_points: str) -> str:
    """``text`` with team 1's 310 record declaring ``match_points`` (columns 55-60)."""
    line = next(line for line in text.split("\n") if line.startswith("310   1"))
    padded = line.ljust(80)
    return text.replace(line, (padded[:54] + match_points.rjust(6) + padded[60:]).rstrip())


PAST_THE_MODEL = {
    "310-declaring-999999-match-points": (with_team_totals(team_file(), "999999"), "310   1"),
    "310-of-101-players": (
        team_file() + "310   5 Big" + " " * 62 + "".join(f"{n:>5}" for n in range(9, 110)) + "\n",
        "310   5",
    ),
    "320-of-200-rounds": (team_file(**{"320  1.0  1.0": "320  1.0  1.0" + " 000" * 200}), "320"),
    "330-in-round-999": (team_file() + "330 +- 999   1   3\n", "330 +- 999"),
    "330-against-team-0": (team_file() + "330 +-   1   0   3\n", "330 +-   1   0"),
    "352-of-101-colours": (team_file(**{"352 WB": "352 " + "WB" * 50 + "W"}), "352"),
    "240-listing-1000-teams": (team_file() + "240 Z   2" + "    1" * (TEAM_CAP + 1) + "\n", "240"),
    # the line-ups of issue 42 (300) are bounded as the other team records are
    "300-of-101-boards": (team_file() + "300   1   1   3" + "    1" * (TEAM_MEMBER_CAP + 1) + "\n", "300"),
    "300-in-round-1000": (team_file() + "300 1000   1   3    2    1\n", "300 1000"),
    "300-of-team-1000": (team_file() + "300   1 1000   3    2    1\n", "300   1 1000"),
    "300-against-team-0": (team_file() + "300   1   1   0    2    1\n", "300   1   1   0"),
    "300-of-player-10000": (team_file() + "300   1   1   3 10000    1\n", "300   1   1   3 10000"),
}


@pytest.mark.parametrize("case", sorted(PAST_THE_MODEL))
def test_a_team_record_the_answer_model_cannot_hold_is_refused_with_its_line(case: str) -> None:
    text, prefix = PAST_THE_MODEL[case]
    response = CLIENT.post("/v1/trf/parse", content=text.encode(), headers={"content-type": "text/plain"})
    assert response.status_code == 422, response.text[:300]
    wheres = [error["where"] for error in response.json()["errors"]]
    assert any(where.startswith(f"line {line_of(text, prefix)}") for where in wheres), (wheres, case)


INDIVIDUAL = "012 Open\nXXR 3\n" + "".join(
    f"001 {n:>4}      {f'Player {n}':<33} {2400 - n:>4}                             0.0 {n:>4}\n" for n in (1, 2)
)


@pytest.mark.parametrize("code", ["XXP", "260   1   3", "XXZ", "240 H   2"])
def test_a_record_listing_more_players_than_a_field_holds_is_refused_with_its_line(code: str) -> None:
    """An XXP of 10,000 entries reached the answer model, whose groups hold at most the field: a 500."""
    text = INDIVIDUAL + code + " 1" * (PLAYER_CAP + 1) + "\n"
    response = CLIENT.post("/v1/trf/parse", content=text.encode(), headers={"content-type": "text/plain"})
    assert response.status_code == 422, response.text[:300]
    assert response.json()["errors"][0]["where"] == "line 5", response.json()["errors"]


#: Records at the edge of their columns and bounds: the reader accepts each or names its line, and
#: what it accepts the answer model holds (never a 500).
AT_THE_EDGE = {
    "xxs-1000": "XXS W=1000 D=1000",
    "xxa-198-values": "XXA    1" + "  9.9" * 198,
    "xxa-of-player-0": "XXA    0  1.0",
    "250-widest": "250 1000 1000   1 198    1 9999",
    "xxp-of-9999": "XXP " + " ".join(["1", "2"] * 4999 + ["1"]),
    "260-past-the-event": "260 198 198 1 2",
    "xxz-of-9999": "XXZ " + " ".join(["1"] * 9999),
    "240-round-198": "240 F 198 1 2",
    "xxu-round-198": "XXU 198 " + " ".join(["2"] * 9999),
    "013-of-100": "013 " + "T" * 32 + "    1" * 100,
    "unknown-record-of-10081": "999 " + "x" * 10077,
}


@pytest.mark.parametrize("name", sorted(AT_THE_EDGE))
def test_a_record_at_the_edge_is_answered_or_refused_with_its_line(name: str) -> None:
    text = INDIVIDUAL + AT_THE_EDGE[name] + "\n"
    response = CLIENT.post("/v1/trf/parse", content=text.encode(), headers={"content-type": "text/plain"})
    assert response.status_code in (200, 422), response.text[:300]


@pytest.mark.parametrize(
    ("record", "earlier"), [("330 +-   1   2   4\n", 1), ("240 Z   2    1\n", 0), ("300   1   1   3    2    1\n", 0)]
)
def test_10001_records_of_one_kind_are_refused_at_the_first_past_the_bound(record: str, earlier: int) -> None:
    """The 10,001st forfeit (330) or team absence (240) reached the answer model: a 500; line-ups
    (300) are bounded the same way."""
    text = team_file() + record * (RECORD_BOUNDS.records + 1 - earlier)
    response = CLIENT.post("/v1/trf/parse", content=text.encode(), headers={"content-type": "text/plain"})
    assert response.status_code == 422
    first = len(team_file().split("\n"))
    assert response.json()["errors"][0]["where"] == f"line {first + RECORD_BOUNDS.records - earlier}"


MEANINGLESS = {
    "forfeit-past-xxr": (team_file() + "330 +-   9   1   3\n", "330 +-   9"),
    "forfeit-of-a-round-not-played": (team_file() + "330 +-   4   1   3\n", "330 +-   4"),
    "forfeit-of-a-match-played": (team_file() + "330 +-   1   1   3\n", "330 +-   1   1   3"),
    "forfeit-of-an-unknown-team": (team_file() + "330 +-   1   1   9\n", "330 +-   1   1   9"),
    "forfeit-given-twice": (team_file() + "330 +-   1   2   4\n", "330 +-   1   2   4"),
    "pab-past-xxr": (team_file(**{"320  1.0  1.0": "320  1.0  1.0" + "   0" * 6}), "320"),
    "pab-of-an-unknown-team": (team_file(**{"320  1.0  1.0": "320  1.0  1.0   9"}), "320"),
    "absence-past-xxr": (team_file() + "240 Z   9    1\n", "240 Z   9"),
    "absence-of-an-unknown-team": (team_file() + "240 Z   2    7\n", "240 Z   2"),
    "member-without-a-player": (
        team_file(**{"310   4 Team 4": "310   5 Team 5" + " " * 62 + "   40\n310   4 Team 4"}),
        "310   5",
    ),
    "second-352": (team_file() + "352 WW\n", "352 WW"),
    "second-362": (team_file() + "362 TW 3.0   TD 1.0   TL 0.0\n", "362 TW 3.0"),
    "second-320": (team_file() + "320  1.0  2.0\n", "320  1.0  2.0"),
    "352-shorter-than-the-boards-played": (team_file(**{"352 WB": "352 W"}), "352 W"),
    "forbidden-group-of-every-player": (team_file() + "XXP 1 2 3 4 5 6 7 8\n", None),
    "lineup-past-xxr": (team_file() + "300   9   1   3    2    1\n", "300   9"),
    "lineup-of-a-round-not-played": (team_file() + "300   4   1   3    2    1\n", "300   4"),
    "lineup-of-an-unknown-team": (team_file() + "300   1   9   3    2    1\n", "300   1   9"),
    "lineup-against-an-unknown-team": (team_file() + "300   1   1   9    2    1\n", "300   1   1   9"),
    "lineup-against-itself": (team_file() + "300   1   1   1    2    1\n", "300   1   1   1"),
    "lineup-of-a-player-of-another-team": (team_file() + "300   1   1   3    5    1\n", "300   1   1   3    5"),
    "lineup-of-a-player-on-two-boards": (team_file() + "300   1   1   3    1    1\n", "300   1   1   3    1"),
    "lineup-given-twice": (team_file() + "300   1   1   3    2    1\n" * 2, "300   1   1   3    2"),
}


@pytest.mark.parametrize("path", ["/v1/swiss/pairings", "/v1/standings", "/v1/trf/parse"])
@pytest.mark.parametrize("case", sorted(MEANINGLESS))
def test_a_record_meaningless_for_the_event_is_refused_naming_it(case: str, path: str) -> None:
    text, prefix = MEANINGLESS[case]
    params = {"system": "swiss-team"} if path == "/v1/swiss/pairings" else {}
    response = CLIENT.post(path, content=text.encode(), headers={"content-type": "text/plain"}, params=params)
    assert response.status_code == 422, response.text[:400]
    wheres = [error["where"] for error in response.json()["errors"]]
    if prefix is not None:
        assert any(where.startswith(f"line {line_of(text, prefix)}") for where in wheres), (wheres, case)


@pytest.mark.parametrize("lineup", ["", "300   1   1   3    2    1\n"])
def test_the_same_team_file_without_them_is_valid(lineup: str) -> None:
    """With or without a line-up out of roster order (300) that the event can hold."""
    for path, params in (
        ("/v1/swiss/pairings", {"system": "swiss-team"}),
        ("/v1/standings", {}),
        ("/v1/trf/parse", {}),
    ):
        response = CLIENT.post(
            path, content=(team_file() + lineup).encode(), headers={"content-type": "text/plain"}, params=params
        )
        assert response.status_code == 200, response.text[:300]


def test_the_team_records_of_a_json_document_are_checked_the_same_way() -> None:
    parsed = CLIENT.post("/v1/trf/parse", content=team_file().encode(), headers={"content-type": "text/plain"})
    document = parsed.json()["tournament"]
    document["team_records"]["forfeits"] = [{"kind": "+-", "round": 4, "white": 1, "black": 3}]
    response = CLIENT.post("/v1/standings", json={"tournament": document})
    assert response.status_code == 422
    assert response.json()["errors"][0]["where"] == "/tournament/team_records/forfeits/0", response.json()


def test_the_line_ups_of_a_json_document_are_checked_and_bounded_the_same_way() -> None:
    parsed = CLIENT.post("/v1/trf/parse", content=team_file().encode(), headers={"content-type": "text/plain"})
    document = parsed.json()["tournament"]
    document["team_records"]["lineups"] = [{"round": 4, "team": 1, "opponent": 3, "players": [2, 1]}]
    response = CLIENT.post("/v1/standings", json={"tournament": document})
    assert response.status_code == 422
    assert response.json()["errors"][0]["where"] == "/tournament/team_records/lineups/0", response.json()
    document["team_records"]["lineups"] = [
        {"round": 1, "team": 1, "opponent": 3, "players": [1] * (TEAM_MEMBER_CAP + 1)}
    ]
    response = CLIENT.post("/v1/standings", json={"tournament": document})
    assert response.status_code == 422
    assert response.json()["errors"][0]["where"].startswith("/tournament/team_records/lineups/0/players")


# -- 3. no work before the engine that grows faster than the input; none after the answer ----------

ADDRESS_SPACE = 3 * 1024**3


def field_of(count: int, rounds: int = 9) -> dict:
    players = [{"id": f"u-{n}", "name": f"Player {n}", "rating": 2800 - n % 2000} for n in range(1, count + 1)]
    return {"rounds_total": rounds, "players": players}


def seconds_of(work: Callable[[], object]) -> float:
    started = time.process_time()
    work()
    return time.process_time() - started


def test_looking_up_every_id_of_a_9999_player_event_is_linear() -> None:
    """``PlayerIds.number_of`` rebuilt the whole id map for every id it looked up: a proposed pairing,
    withdrawals or published boards of 9,999 ids took 100 million steps before the engine started."""
    ids = PlayerIds({number: f"u-{number}" for number in range(1, 10_000)})
    assert seconds_of(lambda: [ids.number_of(f"u-{n}", "/withdrawn/0") for n in range(1, 10_000)]) < 1


def test_silent_absences_are_found_in_one_pass_over_the_rounds() -> None:
    """9,997 of 9,999 players who entered in round 98 of 99: "did he play before round r?" was asked
    again for every round without an entry (47 million entry reads)."""
    tournament = Tournament(players={n: Player(n) for n in range(1, 10_000)})
    tournament.players[1].entries = [RoundEntry(2, Color.WHITE, ResultCode.WIN)] * ROUND_CAP
    tournament.players[2].entries = [RoundEntry(1, Color.BLACK, ResultCode.LOSS)] * ROUND_CAP
    for number in range(3, 10_000):
        tournament.players[number].entries = [None] * (ROUND_CAP - 2) + [RoundEntry.bye(ResultCode.ZERO_BYE)]
    found: dict[int, list[int]] = {}
    assert seconds_of(lambda: found.update(silent_absences(tournament, {}))) < 2
    assert len(found[ROUND_CAP]) == 9997


def test_the_answer_of_a_round_with_9998_absent_players_is_built_linearly() -> None:
    """Each absent player's reason scanned every bye request, and the withdrawn were found by
    building the set of the absent once per withdrawn player."""
    players = [{"id": f"u-{n}"} for n in range(1, 10_000)]
    event = {"rounds_total": 9, "players": players}
    event["byes"] = [{"player": f"u-{n}", "round": 1, "kind": "half"} for n in range(2, 10_000, 2)]
    event["withdrawals"] = [{"player": f"u-{n}", "from_round": 1} for n in range(3, 10_000, 2)]
    loaded = load_source(TournamentSource.model_validate({"event": event}), Limits())
    bye = loaded.ids.number_of("u-1", "")
    absent = sorted(set(loaded.ids.by_number) - {bye})
    pairing = SwissPairing("dutch", 1, [], bye, absent, scores={bye: Fraction(0)})
    answer: list[PairingResponse] = []
    assert (
        seconds_of(
            lambda: answer.append(pairing_response(pairing, SYSTEMS["dutch"].facts, False, loaded, set(), [], "dutch"))
        )
        < 2
    )
    reasons = {player.id: player.reason for player in answer[0].absent_players}
    assert len(answer[0].withdrawn) == len(loaded.withdrawals) == 4999
    assert (reasons["u-2"], reasons["u-3"]) == ("half", "withdrawn")


# -- 4. a team document of 250,000 players is refused at the cost of reading it ---------------------


def test_a_team_document_of_more_players_than_the_cap_names_the_teams() -> None:
    teams = [{"id": f"t{t}", "players": [{"id": f"t{t}p{b}"} for b in range(100)]} for t in range(101)]
    response = CLIENT.post("/v1/swiss/pairings", json={"system": "swiss-team", "event": {"teams": teams}})
    assert response.status_code == 422
    error = response.json()["errors"][0]
    assert error["where"] == "/event/teams" and str(PLAYER_CAP) in error["message"], error


# -- 5. the limits stated once: teams, members, rounds of a two-game event --------------------------


def test_teams_and_members_have_one_cap_in_every_schema_and_the_reader() -> None:
    team_event, records = COMPONENTS["TeamEventDocument"], COMPONENTS["TeamRecordsDocument"]
    assert team_event["properties"]["teams"]["maxItems"] == records["properties"]["teams"]["maxItems"] == TEAM_CAP
    assert RECORD_BOUNDS.teams == TEAM_CAP
    members = COMPONENTS["EventTeam"]["properties"]["players"]["maxItems"]
    assert members == COMPONENTS["TeamEntryDocument"]["properties"]["members"]["maxItems"] == RECORD_BOUNDS.team_members


def test_a_double_swiss_event_of_50_rounds_is_not_refused_as_100() -> None:
    players = [{"id": f"p{n}", "rating": 2000 - n} for n in range(1, 11)]
    event = {"rounds_total": 50, "players": players}
    answer = CLIENT.post("/v1/swiss/pairings", json={"system": "double-swiss", "event": event})
    assert answer.status_code == 200, answer.text[:300]
    rendered = CLIENT.post("/v1/trf/render", json={"event": {**event, "system": "double-swiss"}})
    assert rendered.status_code == 200 and "XXR 100" in rendered.text, rendered.text[:300]
    for path, params in (("/v1/trf/parse", {}), ("/v1/swiss/pairings", {"system": "double-swiss"})):
        again = CLIENT.post(path, content=rendered.content, headers={"content-type": "text/plain"}, params=params)
        assert again.status_code == 200, again.text[:300]


def test_a_double_swiss_event_of_the_round_cap_is_read_everywhere() -> None:
    players = [{"id": f"p{n}", "rating": 2000 - n} for n in range(1, 5)]
    event = {"system": "double-swiss", "rounds_total": ROUND_CAP, "players": players}
    rendered = CLIENT.post("/v1/trf/render", json={"event": event})
    assert rendered.status_code == 200, rendered.text[:300]
    parsed = CLIENT.post("/v1/trf/parse", content=rendered.content, headers={"content-type": "text/plain"})
    assert parsed.status_code == 200 and parsed.json()["tournament"]["total_rounds"] == GAME_ROUND_CAP


def test_a_one_game_event_past_the_round_cap_is_still_refused() -> None:
    players = [{"id": n, "rounds": []} for n in range(1, 5)]
    body = {"system": "dutch", "tournament": {"total_rounds": ROUND_CAP + 1, "players": players}}
    response = CLIENT.post("/v1/swiss/pairings", json=body)
    assert response.status_code == 422 and "PAIRING_MAX_ROUNDS" in response.json()["detail"], response.text[:300]


# -- 6. the error cap on every kind of error --------------------------------------------------------


def small_teams(count: int = 4) -> list[dict]:
    return [{"id": f"t{t}", "players": [{"id": f"t{t}p{b}"} for b in range(2)]} for t in range(count)]


@pytest.mark.parametrize(
    ("system", "event"),
    [
        (
            "swiss-team",
            {"teams": small_teams(), "rounds": [{"byes": [{"team": f"x{i}", "kind": "zero"} for i in range(300)]}]},
        ),
        (
            "double-swiss",
            {
                "players": [{"id": "a"}, {"id": "b"}],
                "rounds": [{"games": [{"white": f"x{i}", "black": f"y{i}", "result": "1-0"} for i in range(300)]}],
            },
        ),
        (
            "dutch",
            {
                "players": [{"id": "a"}, {"id": "b"}],
                "rounds": [{"games": [{"white": f"x{i}", "black": f"y{i}", "result": "1-0"} for i in range(300)]}],
            },
        ),
    ],
    ids=["team", "double-swiss", "games"],
)
def test_document_errors_are_capped_like_every_other_list(system: str, event: dict) -> None:
    response = CLIENT.post("/v1/swiss/pairings", json={"system": system, "event": {"rounds_total": 5, **event}})
    errors = response.json()["errors"]
    assert response.status_code == 422 and len(errors) == 101, len(errors)
    assert errors[-1]["where"] == "more" and "not listed" in errors[-1]["message"]


# -- 7. ids: no invisible or unassigned characters, one spelling per id -----------------------------

REFUSED_IDS = {
    "Cc-bell": "a\u0007",
    "Cf-first-strong-isolate": "a\u2068b",
    "Cf-left-to-right-isolate": "\u2066a",
    "Cf-tag": "a\U000e0041",
    "Cf-arabic-letter-mark": "a\u061c",
    "Co-private-use": "a\ue000",
    "Co-plane-15": "a\U000f0000",
    "Cn-unassigned": "a\u0378",
    "Zl-line-separator": "a\u2028b",
    "Zp-paragraph-separator": "a\u2029b",
    "not-NFC-decomposed": "A\u030a",
    "not-NFC-angstrom-sign": "\u212b",
}


@pytest.mark.parametrize("name", sorted(REFUSED_IDS))
def test_an_id_with_an_invisible_unassigned_or_unnormalised_character_is_refused(name: str) -> None:
    players = [{"id": "x"}, {"id": REFUSED_IDS[name]}]
    response = CLIENT.post(
        "/v1/swiss/pairings", json={"system": "dutch", "event": {"rounds_total": 5, "players": players}}
    )
    assert response.status_code == 422, response.text[:300]
    assert response.json()["errors"][0]["where"] == "/event/players/1/id", response.json()["errors"]


@pytest.mark.parametrize("name", ["Cf-first-strong-isolate", "not-NFC-decomposed", "Co-private-use"])
def test_team_ids_and_ids_naming_players_follow_the_same_rule(name: str) -> None:
    teams = small_teams()
    teams[1]["id"] = REFUSED_IDS[name]
    response = CLIENT.post("/v1/swiss/pairings", json={"system": "swiss-team", "event": {"teams": teams}})
    assert response.status_code == 422 and response.json()["errors"][0]["where"] == "/event/teams/1/id"
    players = [{"id": "x"}, {"id": "y"}]
    body = {"system": "dutch", "event": {"rounds_total": 5, "players": players}, "withdrawn": [REFUSED_IDS[name]]}
    response = CLIENT.post("/v1/swiss/pairings", json=body)
    assert response.status_code == 422 and response.json()["errors"][0]["where"] == "/withdrawn/0"


def test_the_composed_spelling_and_visible_scripts_are_accepted() -> None:
    players = [{"id": "\u00c5se"}, {"id": "Ølstad"}, {"id": "مريم"}, {"id": "李"}]
    response = CLIENT.post(
        "/v1/swiss/pairings", json={"system": "dutch", "event": {"rounds_total": 5, "players": players}}
    )
    assert response.status_code == 200, response.text[:300]


# -- 8. the smaller items --------------------------------------------------------------------------


def test_an_events_board_colours_start_with_w_like_a_matchs() -> None:
    event = {"teams": small_teams(), "boards": 2, "board_colours": "BW"}
    response = CLIENT.post("/v1/swiss/pairings", json={"system": "swiss-team", "event": event})
    assert response.status_code == 422 and response.json()["errors"][0]["where"] == "/event/board_colours"


def test_a_352_of_two_colours_for_four_boards_is_refused_as_in_json() -> None:
    event = TeamEvent(4, boards=4, rounds=5).match(1, 1, 3, "1=10").match(1, 2, 4, "10==")
    text = render_trf(event.build()).replace("352 WBWB", "352 WB")
    response = CLIENT.post(
        "/v1/swiss/pairings",
        content=text.encode(),
        headers={"content-type": "text/plain"},
        params={"system": "swiss-team"},
    )
    assert response.status_code == 422, response.text[:300]
    assert response.json()["errors"][0]["where"].startswith(f"line {line_of(text, '352')}")


JSON_BODY = json.dumps(
    {"system": "dutch", "event": {"rounds_total": 5, "players": [{"id": "a"}, {"id": "b"}]}}
).encode()


def test_two_content_encoding_lines_are_not_read_as_one() -> None:
    response = CLIENT.post(
        "/v1/swiss/pairings",
        content=gzip.compress(JSON_BODY),
        headers=[("content-type", "application/json"), ("content-encoding", "gzip"), ("content-encoding", "gzip")],
    )
    assert response.status_code == 415 and "gzip" in response.json()["detail"], response.text[:300]


def test_a_multi_member_gzip_body_is_read_whole() -> None:
    half = len(JSON_BODY) // 2
    body = gzip.compress(JSON_BODY[:half]) + gzip.compress(JSON_BODY[half:])
    response = CLIENT.post(
        "/v1/swiss/pairings", content=body, headers={"content-type": "application/json", "content-encoding": "gzip"}
    )
    assert response.status_code == 200, response.text[:300]


def test_a_multi_member_gzip_body_is_bounded_by_the_limit_as_a_whole() -> None:
    small = TestClient(create_app(Settings(max_body_bytes=len(JSON_BODY) + 10)))
    body = gzip.compress(JSON_BODY) + gzip.compress(b" " * 100)
    response = small.post(
        "/v1/swiss/pairings", content=body, headers={"content-type": "application/json", "content-encoding": "gzip"}
    )
    assert response.status_code == 413


@pytest.mark.parametrize("params", [{"bogus": "1"}, {"system": "swedish"}, {"encoding": "latin-1"}])
def test_query_parameters_on_a_json_request_are_refused_naming_them(params: dict) -> None:
    response = CLIENT.post(
        "/v1/swiss/pairings", content=JSON_BODY, headers={"content-type": "application/json"}, params=params
    )
    assert response.status_code == 422, response.text[:300]
    assert response.json()["errors"][0]["where"] == f"?{next(iter(params))}"


def test_a_cors_origin_list_may_not_mix_any_origin_with_named_ones() -> None:
    with pytest.raises(ValidationError, match="cors_origins"):
        Settings(cors_origins="https://a.example, *")
    assert Settings(cors_origins="*").cors_allowed == ["*"]


def test_the_contract_fuzz_counts_a_schemathesis_failure_group() -> None:
    from schemathesis.core.failures import FailureGroup

    from bench.fuzz_contract import violation_of

    class Case:
        def validate_response(self, response: object, checks: list) -> None:
            raise FailureGroup([AssertionError("status 418 is not documented")], "1 failure")

    assert "418" in (violation_of(Case(), object()) or "")  # type: ignore[arg-type]


MEMORY_CHILD = """
import json
from domain.budget import MemoryBudget
from fastapi.testclient import TestClient
from service.app import create_app
from service.runtime.settings import Settings
estimates = []
reserve = MemoryBudget.reserve
def recording(self, estimate, what):
    estimates.append(estimate)
    return reserve(self, estimate, what)
MemoryBudget.reserve = recording
client = TestClient(create_app(Settings(request_timeout_seconds=120, request_memory_mib={budget_mib})))
def rss_mb(field):
    line = next(l for l in open("/proc/self/status") if l.startswith(field + ":"))
    return int(line.split()[1]) / 1024
players = [{{"id": n, "name": f"Player {{n}}", "rating": 2800 - n % 2000}} for n in range(1, {count} + 1)]
body = {{"system": "dutch-2017", "tournament": {{"total_rounds": 9, "players": players}}}}
warm_up = {{"system": "dutch-2017", "tournament": {{"total_rounds": 9, "players": players[:4]}}}}
client.post("/v1/swiss/pairings", json=warm_up)
before = rss_mb("VmRSS")
status = client.post("/v1/swiss/pairings", json=body).status_code
grown = rss_mb("VmHWM") - before
print(json.dumps({{"status": status, "grown_mb": grown, "estimate_mb": max(estimates, default=0) / 2**20}}))
"""


def memory_report(count: int, budget_mib: int) -> dict:
    """A Dutch 2017 round 1 of ``count`` players (one bracket): the worker's growth and the estimate."""
    script = textwrap.dedent(MEMORY_CHILD).format(count=count, budget_mib=budget_mib)
    return run_limited(script, address_space=ADDRESS_SPACE, cpu_seconds=300, timeout=900)
