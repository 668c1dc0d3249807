"""Hostile TRF and JSON inputs at the domain edge (issue 16): each is a 422 naming its place.

Numbers in TRF columns are ASCII digits within the limits of :class:`domain.limits.InputLimits`;
point values are bounded and never negative; free text cannot smuggle records into the TRF
writer; the error list is capped. The resource cases run in a child process under an address
space limit, a CPU limit and a timeout, so that a regression fails the test instead of taking
the machine down.
"""

from __future__ import annotations

import textwrap

import pytest
from fastapi.testclient import TestClient

from domain.errors import InvalidInput
from domain.limits import InputLimits
from domain.trf import parse_trf
from domain.validation import validate
from tests.guarded_child import run_limited

HEAD = "012 Hostile Open\nXXR 5\nXXC white1\n"
P = [
    "001    1      Alpha, Anna                       2400                             1.0    1     3 w 1",
    "001    2      Bravo, Ben                        2300                             1.0    2     4 b 1",
    "001    3      Charlie, Cem                      2200                             0.0    3     1 b 0",
    "001    4      Delta, Dan                        2100                             0.0    4     2 w 0",
]
VALID = HEAD + "\n".join(P) + "\n"


def player(index: int, line: str) -> str:
    lines = list(P)
    lines[index] = line
    return HEAD + "\n".join(lines) + "\n"


def columns(line: str, first: int, text: str) -> str:
    """``line`` with ``text`` written from column ``first`` (1-based)."""
    return line[: first - 1] + text + line[first - 1 + len(text) :]


def problems(text: str, limits: InputLimits | None = None) -> InvalidInput:
    with pytest.raises(InvalidInput) as caught:
        validate(parse_trf(text, limits), limits)
    return caught.value


# (id, TRF text, expected where (substring), expected message (substring))
TRF_CASES = [
    ("superscript-digit-rating", player(0, columns(P[0], 49, "24²0")), "line 4, columns 49-52", "ASCII digits"),
    ("full-width-pairing-number", player(0, columns(P[0], 5, "   １")), "line 4, columns 5-8", "ASCII digits"),  # noqa: RUF001 (the hostile input is the full-width digit)
    ("arabic-indic-rank", player(1, columns(P[1], 86, "   ٢")), "line 5, columns 86-89", "ASCII digits"),
    ("superscript-opponent", player(0, columns(P[0], 92, "   ³")), "line 4, columns 92-95", "opponent"),
    ("superscript-points", player(0, columns(P[0], 81, " 1.²")), "line 4, columns 81-84", "points"),
    ("five-digit-id", player(3, columns(P[3], 5, "99999")), "line 7, columns 5-8", "more than 4 digits"),
    ("five-digit-rating", player(3, columns(P[3], 48, "21000")), "line 7, columns 49-52", "more than 4 digits"),
    ("huge-xxr", VALID.replace("XXR 5", "XXR 99999999999999999999"), "line 2", "over the limit of 999 rounds"),
    ("huge-xxr-baku", VALID.replace("XXR 5", "XXR 20000000\n192 FIDE_DUTCH_2025_BAKU"), "line 2", "over the limit"),
    ("superscript-xxr", VALID.replace("XXR 5", "XXR ⁵"), "line 2", "number of rounds"),
    ("huge-142", VALID.replace("XXR 5", "142 " + "9" * 5000), "line 2", "over the limit"),
    ("huge-xxs", VALID + "XXS W=999999999\n", "line 8", "at most 1000"),
    ("endless-xxs", VALID + "XXS W=" + "9" * 5000 + "\n", "line 8", "ASCII digits"),
    ("negative-xxs", VALID + "XXS D=-1\n", "line 8", "non-negative"),
    ("full-width-xxs", VALID + "XXS W=３\n", "line 8", "ASCII digits"),  # noqa: RUF001 (the hostile input is the full-width digit)
    ("huge-bbw", VALID + "BBW 99999.0\n", "line 8", "at most 1000"),
    ("huge-162", VALID + "162 W 5000.0\n", "line 8", "at most 1000"),
    ("huge-250-rounds", VALID + "250 1 1 1 1000000 1 2\n", "line 8", "over the limit of 999"),
    ("huge-250-players", VALID + "250 1 1 1 2 1 " + "1" + "0" * 30 + "\n", "line 8", "over the limit of 9999"),
    ("huge-250-points", VALID + "250 1 5000 1 2 1 2\n", "line 8", "at most 1000"),
    ("reversed-250", VALID + "250 1 1 3 2 1 2\n", "line 8", "must not come after"),
    ("huge-260-round", VALID + "260 1 99999 1 2\n", "line 8", "over the limit of 999"),
    ("huge-240-round", VALID + "240 H 100000 1\n", "line 8", "over the limit of 999"),
    ("huge-xxp-id", VALID + "XXP 1 " + "7" * 5000 + "\n", "line 8", "over the limit of 9999"),
    ("superscript-xxz", VALID + "XXZ ²\n", "line 8", "ASCII digits"),
    ("huge-xxu-round", VALID + "XXU 99999999999 1\n", "line 8", "over the limit"),
    ("xxa-too-many-rounds", VALID + "XXA    1" + "  1.0" * 1000 + "\n", "line 8", "more than 999 rounds"),
    ("too-many-rounds", player(0, P[0] + "  0000 - Z" * 1000), "line 4, columns 10082-", "more than 999 rounds"),
    (
        "control-char-in-name",
        player(0, columns(P[0], 15, "Alpha\x0bAnna")),
        "line 4 (player 1), name",
        "control character",
    ),
    ("line-separator-in-header", VALID.replace("012 Hostile Open", "012 Hostile\u2028XXR 1"), "header[0]", "U+2028"),
]


@pytest.mark.parametrize(("text", "where", "message"), [c[1:] for c in TRF_CASES], ids=[c[0] for c in TRF_CASES])
def test_hostile_trf_names_the_line(text: str, where: str, message: str) -> None:
    error = problems(text)
    assert any(where in issue.where and message in issue.message for issue in error.issues), error.issues


def test_the_base_case_is_valid() -> None:
    assert validate(parse_trf(VALID)) == []


def test_limits_are_a_parameter() -> None:
    """The service narrows the limits; the reader and validation obey the value given."""
    error = problems(VALID, InputLimits(players=3, declared_rounds=4))
    wheres = [issue.where for issue in error.issues]
    assert "line 2" in wheres and "line 7, columns 1-3" in wheres


def test_the_error_list_is_capped_and_counts_the_rest() -> None:
    """A 1 MB garbage line listed 104,858 errors (11.8 MB); now the first 100 and a count."""
    garbage = P[0][:91] + "?" * 1_000_000
    error = problems(player(0, garbage))
    assert len(error.issues) == 101 and error.total > 100
    assert error.issues[-1].where == "more" and f"{error.total - 100} more" in error.issues[-1].message


def test_a_162_line_with_z_reads_as_with_a() -> None:
    with_a = parse_trf(VALID + "162 W 1.0    D 0.5    L 0.0    A 0.0\n")
    assert parse_trf(VALID + "162 W 1.0    D 0.5    L 0.0    Z 0.0\n") == with_a


# -- JSON documents through the service ----------------------------------------------------


def document(**changes: object) -> dict:
    data: dict = {
        "name": "Open",
        "total_rounds": 3,
        "players": [
            {"id": 1, "name": "A", "rating": 2000, "rounds": [{"opponent": 2, "color": "white", "result": "1"}]},
            {"id": 2, "name": "B", "rating": 1900, "rounds": [{"opponent": 1, "color": "black", "result": "0"}]},
        ],
    }
    data.update(changes)
    return data


def accel(**changes: object) -> list[dict]:
    return [
        {
            "match_points": 1,
            "game_points": 1,
            "first_round": 1,
            "last_round": 2,
            "first_player": 1,
            "last_player": 2,
            **changes,
        }
    ]


# (id, document, expected where (substring), expected message (substring))
JSON_CASES = [
    # point values are bounded by the schema (issue 44), which names the field by its JSON pointer
    (
        "huge-point-value",
        document(point_system={"win_white": 1e300}),
        "/tournament/point_system/win_white",
        "or equal to 1000",
    ),
    (
        "negative-point-value",
        document(point_system={"draw_black": -0.5}),
        "/tournament/point_system/draw_black",
        "or equal to 0",
    ),
    (
        "huge-last-round",
        document(acceleration_ranges=accel(last_round=9000000000000000000)),
        "acceleration_ranges[0].last_round",
        "outside 1..99",
    ),  # the service limit (PAIRING_MAX_ROUNDS)
    (
        "huge-last-player",
        document(acceleration_ranges=accel(last_player=10**6)),
        "acceleration_ranges[0].last_player",
        "outside 1..9999",
    ),
    # read exactly (orjson made it the float 1e30), then refused by the player limit
    (
        "astronomic-last-player",
        document(acceleration_ranges=accel(last_player=10**30)),
        "acceleration_ranges[0].last_player",
        "31 digits is outside 1..9999",
    ),
    (
        "huge-acceleration-points",
        document(acceleration_ranges=accel(game_points=1e308)),
        "/tournament/acceleration_ranges/0/game_points",
        "or equal to 1000",
    ),
    (
        "reversed-range",
        document(acceleration_ranges=accel(first_round=3, last_round=2)),
        "acceleration_ranges[0].last_round",
        "comes before",
    ),
    (
        "negative-xxa",
        document(acceleration=[{"player": 1, "points": [1, -1]}]),
        "/tournament/acceleration/0/points/1",
        "or equal to 0",
    ),
    (
        "name-injects-records",
        document(players=[{"id": 1, "name": "A\nXXR 1\nXXP 1 2"}, {"id": 2, "name": "B"}]),
        "player 1, name",
        "U+000A",
    ),
    (
        "header-injects-records",
        document(header=[{"code": "022", "text": "Town\r001    9"}]),
        "header[1] (022)",
        "U+000D",
    ),
    (
        "header-with-record-code",
        document(header=[{"code": "142", "text": "1"}]),
        "header[1].code",
        "not a free-text header",
    ),
    ("extra-record-is-a-record", document(extra_records=["XXP 1 2"]), "extra_records[0]", "read back as a TRF record"),
    ("type-with-newline", document(tournament_type="FIDE_DUTCH\nXXR 1"), "tournament_type", "U+000A"),
    ("team-name-with-newline", document(teams=[{"name": "T\nXXR 1", "members": [1]}]), "teams[0].name", "U+000A"),
]


@pytest.mark.parametrize("endpoint", ["/v1/trf/parse", "/v1/trf/render"])
@pytest.mark.parametrize(("data", "where", "message"), [c[1:] for c in JSON_CASES], ids=[c[0] for c in JSON_CASES])
def test_hostile_json_names_the_field(client: TestClient, endpoint: str, data: dict, where: str, message: str) -> None:
    response = client.post(endpoint, json={"tournament": data})
    assert response.status_code == 422, response.text[:500]
    errors = response.json()["errors"]
    assert any(where in error["where"] and message in error["message"] for error in errors), errors


def test_the_writer_refuses_text_validation_would_refuse() -> None:
    from domain.trf import render_trf

    tournament = parse_trf(VALID)
    tournament.players[2].name = "Bravo\nXXR 1"
    with pytest.raises(InvalidInput) as caught:
        render_trf(tournament)
    assert caught.value.issues[0].where == "player 2, name"


# -- resource cases, in a guarded child process ---------------------------------------------

MEMORY_LIMIT = 1024 * 1024 * 1024
CPU_SECONDS = 30


def run_guarded(body: str, timeout: float = 60) -> dict:
    """Run ``body`` (which must set ``result``) in a child under the limits; its JSON report.

    The report adds ``peak_mb`` (tracemalloc peak) and ``cpu_s`` (process time of the body).
    """
    script = "import json, time, tracemalloc\ntracemalloc.start()\nstart = time.process_time()\n"
    script += textwrap.dedent(body)
    script += "\nresult['cpu_s'] = time.process_time() - start\n"
    script += "result['peak_mb'] = tracemalloc.get_traced_memory()[1] / 2**20\n"
    script += "print(json.dumps(result))\n"
    return run_limited(script, address_space=MEMORY_LIMIT, cpu_seconds=CPU_SECONDS, timeout=timeout)


ACCELERATED = (
    "XXR 9\\nXXC white1\\n" + "\\n".join(f"001 {n:>4}      Player {n:<26} {2500 - n:>4}" for n in range(1, 5)) + "\\n"
)


def test_an_acceleration_range_far_past_the_tournament_is_bounded_by_it() -> None:
    """``250`` reaching round 999 and player 9999 with 4 players and 9 rounds: 4 short rows."""
    report = run_guarded(f"""
        from domain.swiss.acceleration import acceleration_table
        from domain.swiss.dutch import DUTCH_2025, pair_dutch
        from domain.trf import parse_trf
        tournament = parse_trf("{ACCELERATED}" + "250  1.0  1.0   1 999    1 9999\\n")
        table = acceleration_table(tournament)
        result = {{"rows": sorted(table), "longest": max(map(len, table.values())),
                  "pairs": len(pair_dutch(tournament, DUTCH_2025).boards)}}
    """)
    assert (report["rows"], report["longest"], report["pairs"]) == ([1, 2, 3, 4], 9, 2)
    assert report["peak_mb"] < 50 and report["cpu_s"] < 5


def test_unvalidated_huge_ranges_are_clipped_not_looped_over() -> None:
    """Ranges built in code (no validation) with 10**30 players and 9*10**18 rounds."""
    report = run_guarded("""
        from fractions import Fraction
        from domain.model import AccelerationRange, Player, Tournament
        from domain.swiss.acceleration import acceleration_table
        tournament = Tournament(players={n: Player(n) for n in range(1, 5)}, total_rounds=7)
        tournament.acceleration_ranges = [AccelerationRange(Fraction(1), Fraction(1), 1, 9 * 10**18, 1, 10**30)]
        table = acceleration_table(tournament)
        result = {"rows": sorted(table), "longest": max(map(len, table.values()))}
    """)
    assert (report["rows"], report["longest"]) == ([1, 2, 3, 4], 7)
    assert report["peak_mb"] < 50 and report["cpu_s"] < 5


def test_a_full_field_with_a_full_range_stays_small() -> None:
    """9,999 players, 999 rounds declared, one range over everything: rows are shared."""
    report = run_guarded("""
        from fractions import Fraction
        from domain.model import AccelerationRange, Player, Tournament
        from domain.swiss.acceleration import acceleration_table
        tournament = Tournament(players={n: Player(n) for n in range(1, 10000)}, total_rounds=999)
        tournament.acceleration_ranges = [AccelerationRange(Fraction(1), Fraction(1, 2), 1, 999, 1, 9999)]
        table = acceleration_table(tournament)
        result = {"rows": len(table), "value": str(table[5000][998])}
    """)
    assert (report["rows"], report["value"]) == (9999, "1/2")
    assert report["peak_mb"] < 100 and report["cpu_s"] < 10


def test_baku_with_a_huge_number_of_rounds_is_refused_not_overflowed() -> None:
    report = run_guarded("""
        from domain.errors import InvalidInput
        from domain.model import Player, Tournament
        from domain.swiss.acceleration import baku
        tournament = Tournament(players={n: Player(n) for n in range(1, 5)}, total_rounds=10**30)
        try:
            baku(tournament)
            result = {"error": None}
        except InvalidInput as error:
            result = {"error": error.issues[0].where}
    """)
    assert report["error"] == "total_rounds" and report["cpu_s"] < 5


def test_a_megabyte_of_garbage_is_answered_small_and_fast() -> None:
    report = run_guarded(f"""
        from domain.errors import InvalidInput
        from domain.trf import parse_trf
        line = {P[0][:91]!r} + "?" * 1_000_000
        try:
            parse_trf("XXR 5\\n" + line + "\\n" + "001    2 " + "²" * 1_000_000 + "\\n")
            result = {{"listed": None}}
        except InvalidInput as error:
            result = {{"listed": len(error.issues), "total": error.total}}
    """)
    assert report["listed"] == 101 and report["total"] > 100
    assert report["peak_mb"] < 100 and report["cpu_s"] < 10
