"""Example requests and answers of every operation, shown in the contract (/docs, openapi.json).

The answers are what the service gives for the requests (tests/platform/test_contract_examples.py
sends every example and compares), so the examples cannot drift from the behaviour. After a change
of behaviour or of an answer's shape: ``make examples`` (``tools/refresh_contract_examples.py``)
rewrites the answers, and the request files of ``docs/examples/`` that README's "Try it" posts.

Each operation has one example (``REQUESTS``); the Swiss operations have one more per kind of
event (``MORE_REQUESTS``: a team event, a Double-Swiss event), shown as named examples.
"""

from __future__ import annotations

from typing import Any

EVENT: dict[str, Any] = {
    "rounds_total": 5,
    "initial_color": "white",
    "players": [
        {"id": "u-1842", "name": "Kowalski, Vera", "rating": 2446, "title": "IM", "federation": "POL"},
        {"id": "u-77", "name": "Berg, Ola", "rating": 2391, "federation": "NOR"},
        {"id": "u-9", "name": "Aalto, Eero", "rating": 2305, "federation": "FIN"},
        {"id": "u-21", "name": "Novak, Jan", "rating": 2250, "federation": "CZE"},
        {"id": "u-40", "name": "Silva, Ana", "rating": 2102, "federation": "POR"},
    ],
    "rounds": [
        {
            "games": [
                {"white": "u-1842", "black": "u-21", "result": "1-0"},
                {"white": "u-40", "black": "u-77", "result": "0-1", "forfeit": True},
            ],
            "byes": [{"player": "u-9", "kind": "pairing"}],
        },
    ],
    "byes": [{"player": "u-77", "round": 2, "kind": "half"}],
    "withdrawals": [],
}
#: The same event as TRF (what POST /v1/trf/render answers for it, with a name).
TRF = (
    "012 Example Open\n"
    "XXR 5\n"
    "XXC white1\n"
    "001    1   IM Kowalski, Vera                    2446 POL                         1.0          4 w 1\n"
    "001    2      Berg, Ola                         2391 NOR                         1.0          5 b +\n"
    "001    3      Aalto, Eero                       2305 FIN                         1.0       0000 - U\n"
    "001    4      Novak, Jan                        2250 CZE                         0.0          1 b 0\n"
    "001    5      Silva, Ana                        2102 POR                         0.0          2 w -\n"
    "240 H   2    2\n"
)
_FEDERATIONS = ["ESP", "ESP", "FRA", "FRA", "GER", "ITA", "NED", "POL", "SWE", "USA"]


def _team(team_id: str, name: str, ratings: list[int]) -> dict[str, Any]:
    players = [
        {"id": f"{team_id}-{k}", "name": f"{name} {k}", "rating": rating} for k, rating in enumerate(ratings, start=1)
    ]
    return {"id": team_id, "name": name, "players": players}


#: A team event (swiss-team): five teams of three (a reserve each) on two boards, round 1 played
#: (a board not fielded, a player resting), a half bye asked for round 2.
TEAM_EVENT: dict[str, Any] = {
    "rounds_total": 5,
    "boards": 2,
    "initial_color": "white",
    "scoring": {"primary": "match_points", "match_points": {"win": 2, "draw": 1, "loss": 0}},
    "teams": [
        _team("nor", "Norway", [2830, 2610, 2590]),
        _team("ger", "Germany", [2720, 2680, 2550]),
        _team("esp", "Spain", [2700, 2640, 2600]),
        _team("fra", "France", [2690, 2650, 2500]),
        _team("isl", "Iceland", [2560, 2540, 2480]),
    ],
    "rounds": [
        {
            "matches": [
                {
                    "white": "nor",
                    "black": "fra",
                    "boards": [
                        {"white": "nor-1", "black": "fra-1", "result": "1-0"},
                        {"white": "fra-2", "black": "nor-2", "result": "1/2-1/2"},
                    ],
                },
                {
                    "white": "esp",
                    "black": "ger",
                    "boards": [
                        {"white": "esp-1", "black": "ger-1", "result": "1/2-1/2"},
                        {"white": None, "black": "esp-3", "result": "0-1", "forfeit": True},
                    ],
                },
            ],
            "byes": [{"team": "isl", "kind": "pairing"}],
        }
    ],
    "byes": [{"team": "fra", "round": 2, "kind": "half"}],
    "withdrawals": [],
}
#: A Double-Swiss event: seven players, round 1 played (both games of each match, a game forfeited
#: on its own), the pairing-allocated bye covering a whole match.
DOUBLE_SWISS_EVENT: dict[str, Any] = {
    "rounds_total": 4,
    "initial_color": "white",
    "players": [{"id": f"p-{k:02d}", "name": f"Player {k:02d}", "rating": 2500 - 20 * k} for k in range(1, 8)],
    "rounds": [
        {
            "games": [
                {"white": "p-01", "black": "p-04", "result": "1-0", "game": 1},
                {"white": "p-04", "black": "p-01", "result": "1/2-1/2", "game": 2},
                {"white": "p-05", "black": "p-02", "result": "0-1", "game": 1},
                {"white": "p-02", "black": "p-05", "result": "1-0", "forfeit": True, "game": 2},
                {"white": "p-03", "black": "p-06", "result": "1/2-1/2", "game": 1},
                {"white": "p-06", "black": "p-03", "result": "1/2-1/2", "game": 2},
            ],
            "byes": [{"player": "p-07", "kind": "pairing"}],
        }
    ],
}

#: operation id -> (method, path, request body or None)
REQUESTS: dict[str, tuple[str, str, Any]] = {
    "pairSwissRound": ("POST", "/v1/swiss/pairings", {"system": "dutch", "round": 2, "event": EVENT}),
    "checkSwissPairing": (
        "POST",
        "/v1/swiss/check",
        {
            "system": "dutch",
            "round": 2,
            "event": EVENT,
            "pairing": {
                "pairs": [{"white": "u-9", "black": "u-1842"}, {"white": "u-21", "black": "u-40"}],
                "bye": None,
            },
        },
    ),
    "computeStandings": ("POST", "/v1/standings", {"event": EVENT, "tiebreaks": ["BH/C1", "BH", "SB"]}),
    "computeRatingChanges": ("POST", "/v1/ratings", {"event": {**EVENT, "start_date": "2026-03-02"}}),
    "findTitleNorms": ("POST", "/v1/norms", {"event": EVENT, "titles": ["GM"], "host_federation": "POL"}),
    "parseTrf": ("POST", "/v1/trf/parse", {"trf": TRF}),
    "renderTrf": ("POST", "/v1/trf/render", {"event": EVENT}),
    "scheduleRoundRobin": ("POST", "/v1/round-robin/schedule", {"players": ["ana", "ben", "cem", "dan"], "cycles": 1}),
    "drawRoundRobinVarma": (
        "POST",
        "/v1/round-robin/varma-draw",
        {
            "players": [
                {"id": f"p{i}", "name": f"Player {i}", "federation": fed} for i, fed in enumerate(_FEDERATIONS, start=1)
            ],
            "seed": 12345,
        },
    ),
    "checkRoundRobinRedraw": ("POST", "/v1/round-robin/redraw-check", {"players": 10, "withdrawn": 4}),
    "auditSwissTournament": ("POST", "/v1/swiss/audit", {"system": "dutch", "trf": TRF}),
    "simulateSwissTournament": (
        "POST",
        "/v1/swiss/simulate",
        {
            "system": "dutch",
            "seed": 7,
            "config": {"players": 10, "rounds": 5, "tiebreaks": ["BH/C1", "BH", "SB"], "start_date": "2026/04/11"},
        },
    ),
    "getVersion": ("GET", "/v1/version", None),
    "getHealth": ("GET", "/health", None),
    "getReadiness": ("GET", "/ready", None),
}
#: More examples of an operation, by event: name -> (operation id, request body). The name after
#: the colon is the example's name in the contract; the operation's own example is named by its system.
MORE_REQUESTS: dict[str, tuple[str, Any]] = {
    "pairSwissRound:swiss-team": ("pairSwissRound", {"system": "swiss-team", "round": 2, "event": TEAM_EVENT}),
    "pairSwissRound:double-swiss": (
        "pairSwissRound",
        {"system": "double-swiss", "round": 2, "event": DOUBLE_SWISS_EVENT},
    ),
    "checkSwissPairing:swiss-team": (
        "checkSwissPairing",
        {
            "system": "swiss-team",
            "round": 2,
            "event": TEAM_EVENT,
            "pairing": {"pairs": [{"white": "ger", "black": "nor"}, {"white": "isl", "black": "esp"}], "bye": None},
        },
    ),
    "computeStandings:swiss-team": ("computeStandings", {"event": TEAM_EVENT, "tiebreaks": ["MP", "GP", "EMGSB"]}),
    "computeStandings:double-swiss": (
        "computeStandings",
        {"event": {**DOUBLE_SWISS_EVENT, "system": "double-swiss"}, "tiebreaks": ["BH/C1", "BH", "SB"]},
    ),
    "renderTrf:swiss-team": ("renderTrf", {"event": TEAM_EVENT}),
    "auditSwissTournament:swiss-team": ("auditSwissTournament", {"system": "swiss-team", "event": TEAM_EVENT}),
    "auditSwissTournament:double-swiss": (
        "auditSwissTournament",
        {"system": "double-swiss", "event": DOUBLE_SWISS_EVENT},
    ),
}
#: The request files README's "Try it" posts (``docs/examples/NAME``), written by ``make examples``.
EXAMPLE_FILES: dict[str, str] = {
    "dutch-round.json": "pairSwissRound",
    "swiss-team-round.json": "pairSwissRound:swiss-team",
    "double-swiss-round.json": "pairSwissRound:double-swiss",
    "swiss-team-standings.json": "computeStandings:swiss-team",
    "dutch-event.json": "renderTrf",
}
#: Operations whose TRF form (text/plain body) is shown too.
TEXT_FORMS = ("pairSwissRound", "computeStandings", "parseTrf", "renderTrf")

# -- answers: generated by `make examples` (tools/refresh_contract_examples.py) -----------------
RESPONSES: dict[str, Any] = {
    "pairSwissRound": {
        "service_version": "0.1.0",
        "rule_edition": "dutch: FIDE Dutch system C.04.3, approved 28/10/2025, applied from 1 February 2026",
        "system": "dutch",
        "round": 2,
        "pairs": [
            {
                "board": 1,
                "white": "u-9",
                "black": "u-1842",
                "white_player": {"id": "u-9", "name": "Aalto, Eero", "pairing_number": 3, "rating": 2305, "score": 1.0},
                "black_player": {
                    "id": "u-1842",
                    "name": "Kowalski, Vera",
                    "pairing_number": 1,
                    "rating": 2446,
                    "score": 1.0,
                },
            },
            {
                "board": 2,
                "white": "u-21",
                "black": "u-40",
                "white_player": {"id": "u-21", "name": "Novak, Jan", "pairing_number": 4, "rating": 2250, "score": 0.0},
                "black_player": {"id": "u-40", "name": "Silva, Ana", "pairing_number": 5, "rating": 2102, "score": 0.0},
            },
        ],
        "bye": None,
        "absent": ["u-77"],
        "bye_player": None,
        "absent_players": [
            {"id": "u-77", "name": "Berg, Ola", "pairing_number": 2, "rating": 2391, "score": 1.0, "reason": "half"}
        ],
        "withdrawn": [],
        "pairing_numbers": {"u-1842": 1, "u-77": 2, "u-9": 3, "u-21": 4, "u-40": 5},
        "record": {
            "games": [
                {"white": "u-9", "black": "u-1842", "result": "*", "forfeit": False, "game": None},
                {"white": "u-21", "black": "u-40", "result": "*", "forfeit": False, "game": None},
            ],
            "byes": [{"player": "u-77", "kind": "half"}],
        },
        "warnings": [],
        "explanation": None,
    },
    "checkSwissPairing": {
        "service_version": "0.1.0",
        "rule_edition": "dutch: FIDE Dutch system C.04.3, approved 28/10/2025, applied from 1 February 2026",
        "system": "dutch",
        "round": 2,
        "valid": True,
        "violations": [],
        "comparison": {
            "equivalent": True,
            "criterion": None,
            "bracket_score": None,
            "proposal_better": None,
            "proposal_value": None,
            "engine_value": None,
            "message": None,
            "players": [],
            "colour_departures": None,
        },
        "engine_pairing": {
            "pairs": [{"board": 1, "white": "u-9", "black": "u-1842"}, {"board": 2, "white": "u-21", "black": "u-40"}],
            "bye": None,
        },
        "pairing_numbers": {"u-1842": 1, "u-77": 2, "u-9": 3, "u-21": 4, "u-40": 5},
        "warnings": [],
    },
    "computeStandings": {
        "service_version": "0.1.0",
        "rule_edition": "standings: FIDE C.07 tie-breaks 2023/24 (fide-2024) and as amended from 1 "
        "March 2026 (fide-2026); 1998 tie-break annex of C.06 (legacy-1998); final "
        "ranking of the Dutch system's closing remarks: points, direct encounter, "
        "average opponent rating (seed-f10)",
        "profile": None,
        "rules": "fide-2026",
        "edition_basis": "no start date: the edition in force on the day of the request, 2026-12-07",
        "tiebreaks": ["BH/C1", "BH", "SB"],
        "competitors": "players",
        "rounds": 1,
        "tournament_kind": None,
        "standings": [
            {
                "rank": 1,
                "id": "u-9",
                "name": "Aalto, Eero",
                "points": 1.0,
                "tiebreaks": {"BH/C1": 0, "BH": 0.5, "SB": 0.5},
                "ranked": True,
                "reason": None,
                "decided_by": "BH",
                "by_lot": False,
            },
            {
                "rank": 2,
                "id": "u-1842",
                "name": "Kowalski, Vera",
                "points": 1.0,
                "tiebreaks": {"BH/C1": 0, "BH": 0, "SB": 0},
                "ranked": True,
                "reason": None,
                "decided_by": None,
                "by_lot": False,
            },
            {
                "rank": 2,
                "id": "u-77",
                "name": "Berg, Ola",
                "points": 1.0,
                "tiebreaks": {"BH/C1": 0, "BH": 0, "SB": 0},
                "ranked": True,
                "reason": None,
                "decided_by": "points",
                "by_lot": False,
            },
            {
                "rank": 4,
                "id": "u-21",
                "name": "Novak, Jan",
                "points": 0.0,
                "tiebreaks": {"BH/C1": 0, "BH": 1, "SB": 0},
                "ranked": True,
                "reason": None,
                "decided_by": "BH",
                "by_lot": False,
            },
            {
                "rank": 5,
                "id": "u-40",
                "name": "Silva, Ana",
                "points": 0.0,
                "tiebreaks": {"BH/C1": 0, "BH": 0, "SB": 0},
                "ranked": True,
                "reason": None,
                "decided_by": None,
                "by_lot": False,
            },
        ],
        "readings": [],
        "fide_mode": True,
        "lots_seed": None,
        "warnings": [],
        "trf": None,
    },
    "computeRatingChanges": {
        "service_version": "0.1.0",
        "rule_edition": "ratings: FIDE Rating Regulations B.02 applied from 1 March 2024, with the "
        "amendment of 8.3.1 from 1 October 2025 (no 400-point cap for players "
        "rated 2650 and above) for events starting from that day",
        "regulation": "FIDE Rating Regulations (B.02) applied from 1 March 2024, as amended from 1 "
        "October 2025: 8.3.1 counts a difference of more than 400 points as 400 for "
        "players rated below 2650 only",
        "edition": "B.02-2025-10",
        "start_date": "2026-03-02",
        "rounds": 1,
        "players": [
            {
                "id": "u-1842",
                "name": "Kowalski, Vera",
                "rating": 2446,
                "k": {
                    "value": 10,
                    "base": 10,
                    "rule": "B.02 8.3.3: K = 10 once a published rating has reached 2400",
                    "capped": False,
                },
                "rounds": [
                    {
                        "round": 1,
                        "opponent": "u-21",
                        "kind": "game",
                        "score": 1.0,
                        "opponent_rating": 2250,
                        "difference": 196,
                        "counted_difference": 196,
                        "expected": 0.75,
                        "delta": 0.25,
                        "not_rated": None,
                    }
                ],
                "games": 1,
                "score": 1.0,
                "expected": 0.75,
                "delta": 0.25,
                "exact_change": 2.5,
                "change": 3,
                "new_rating": 2449,
                "initial_rating": None,
                "notes": [],
            },
            {
                "id": "u-77",
                "name": "Berg, Ola",
                "rating": 2391,
                "k": {
                    "value": 20,
                    "base": 20,
                    "rule": "B.02 8.3.3: K = 20 while the rating is under 2400",
                    "capped": False,
                },
                "rounds": [
                    {
                        "round": 1,
                        "opponent": "u-40",
                        "kind": "forfeit win",
                        "score": None,
                        "opponent_rating": None,
                        "difference": None,
                        "counted_difference": None,
                        "expected": None,
                        "delta": None,
                        "not_rated": "B.02 5.1: a forfeit is not rated",
                    }
                ],
                "games": 0,
                "score": 0.0,
                "expected": 0.0,
                "delta": 0.0,
                "exact_change": 0.0,
                "change": 0,
                "new_rating": 2391,
                "initial_rating": None,
                "notes": [
                    "has_been_2400 not given: taken as false (the rating is under 2400)",
                    "no birth date: not taken as a junior",
                    "rated_games not given: taken as 30 or more",
                ],
            },
            {
                "id": "u-9",
                "name": "Aalto, Eero",
                "rating": 2305,
                "k": {
                    "value": 20,
                    "base": 20,
                    "rule": "B.02 8.3.3: K = 20 while the rating is under 2400",
                    "capped": False,
                },
                "rounds": [
                    {
                        "round": 1,
                        "opponent": None,
                        "kind": "pairing-allocated bye",
                        "score": None,
                        "opponent_rating": None,
                        "difference": None,
                        "counted_difference": None,
                        "expected": None,
                        "delta": None,
                        "not_rated": "B.02 5.1: a bye is an unplayed game, not rated",
                    }
                ],
                "games": 0,
                "score": 0.0,
                "expected": 0.0,
                "delta": 0.0,
                "exact_change": 0.0,
                "change": 0,
                "new_rating": 2305,
                "initial_rating": None,
                "notes": [
                    "has_been_2400 not given: taken as false (the rating is under 2400)",
                    "no birth date: not taken as a junior",
                    "rated_games not given: taken as 30 or more",
                ],
            },
            {
                "id": "u-21",
                "name": "Novak, Jan",
                "rating": 2250,
                "k": {
                    "value": 20,
                    "base": 20,
                    "rule": "B.02 8.3.3: K = 20 while the rating is under 2400",
                    "capped": False,
                },
                "rounds": [
                    {
                        "round": 1,
                        "opponent": "u-1842",
                        "kind": "game",
                        "score": 0.0,
                        "opponent_rating": 2446,
                        "difference": -196,
                        "counted_difference": -196,
                        "expected": 0.25,
                        "delta": -0.25,
                        "not_rated": None,
                    }
                ],
                "games": 1,
                "score": 0.0,
                "expected": 0.25,
                "delta": -0.25,
                "exact_change": -5.0,
                "change": -5,
                "new_rating": 2245,
                "initial_rating": None,
                "notes": [
                    "has_been_2400 not given: taken as false (the rating is under 2400)",
                    "no birth date: not taken as a junior",
                    "rated_games not given: taken as 30 or more",
                ],
            },
            {
                "id": "u-40",
                "name": "Silva, Ana",
                "rating": 2102,
                "k": {
                    "value": 20,
                    "base": 20,
                    "rule": "B.02 8.3.3: K = 20 while the rating is under 2400",
                    "capped": False,
                },
                "rounds": [
                    {
                        "round": 1,
                        "opponent": "u-77",
                        "kind": "forfeit loss",
                        "score": None,
                        "opponent_rating": None,
                        "difference": None,
                        "counted_difference": None,
                        "expected": None,
                        "delta": None,
                        "not_rated": "B.02 5.1: a forfeit is not rated",
                    }
                ],
                "games": 0,
                "score": 0.0,
                "expected": 0.0,
                "delta": 0.0,
                "exact_change": 0.0,
                "change": 0,
                "new_rating": 2102,
                "initial_rating": None,
                "notes": [
                    "has_been_2400 not given: taken as false (the rating is under 2400)",
                    "no birth date: not taken as a junior",
                    "rated_games not given: taken as 30 or more",
                ],
            },
        ],
        "notes": [],
        "warnings": [],
    },
    "findTitleNorms": {
        "service_version": "0.1.0",
        "rule_edition": "norms: FIDE Title Regulations B.01 applied from 1 January 2024, article 1.4 "
        "(GM, IM, WGM and WIM norms)",
        "regulation": "FIDE Title Regulations (B.01) applied from 1 January 2024, article 1.4 (title norms)",
        "format": "swiss",
        "competition": "open",
        "scheduled_rounds": 5,
        "rounds": 1,
        "pending_round": None,
        "foreign_field": {"players": 4, "federations": 4, "masters": 0, "met": False},
        "players": [
            {
                "id": "u-1842",
                "name": "Kowalski, Vera",
                "title": "IM",
                "federation": "POL",
                "rounds": [
                    {
                        "round": 1,
                        "opponent": "u-21",
                        "kind": "game",
                        "score": 1.0,
                        "opponent_rating": 2250,
                        "opponent_title": None,
                        "opponent_federation": "CZE",
                        "excluded": None,
                    }
                ],
                "norms": [
                    {
                        "title": "GM",
                        "made": False,
                        "not_applicable": None,
                        "option": None,
                        "figures": {
                            "games": 1,
                            "score": 1.0,
                            "percentage": 100,
                            "average": 2250,
                            "dp": 800,
                            "performance": 3050,
                            "raised_round": None,
                            "title_holders": 0,
                            "titled": 0,
                            "federations": {"CZE": 1},
                            "exemption": None,
                        },
                        "missed": [
                            {"article": "B.01 1.4.1", "message": "1 games counted; a norm needs at least 9"},
                            {
                                "article": "B.01 1.4.3",
                                "message": "opponents from 1 federation(s) other than POL; at least 2 are needed",
                            },
                            {
                                "article": "B.01 1.4.4",
                                "message": "1 of 1 opponents from CZE; at most 2/3, 0, from one federation",
                            },
                            {
                                "article": "B.01 1.4.5 a",
                                "message": "0 of 1 opponents hold a title (CM and WCM not "
                                "counted); at least half, 1, must",
                            },
                            {
                                "article": "B.01 1.4.5 b",
                                "message": "0 of 1 opponents hold GM; at least 1/3 and at least 3, 3, must",
                            },
                            {
                                "article": "B.01 1.4.8 a",
                                "message": "average rating of the opponents 2250; a GM norm needs 2380",
                            },
                        ],
                        "counted": [{"round": 1, "rating": 2250}],
                        "ignored": [],
                        "forecast": None,
                    }
                ],
            },
            {
                "id": "u-77",
                "name": "Berg, Ola",
                "title": None,
                "federation": "NOR",
                "rounds": [
                    {
                        "round": 1,
                        "opponent": "u-40",
                        "kind": "forfeit win",
                        "score": None,
                        "opponent_rating": 2102,
                        "opponent_title": None,
                        "opponent_federation": "POR",
                        "excluded": "B.01 1.4.2 c: a game decided by forfeit is not included",
                    }
                ],
                "norms": [
                    {
                        "title": "GM",
                        "made": False,
                        "not_applicable": None,
                        "option": None,
                        "figures": {
                            "games": 0,
                            "score": 0.0,
                            "percentage": None,
                            "average": None,
                            "dp": None,
                            "performance": None,
                            "raised_round": None,
                            "title_holders": 0,
                            "titled": 0,
                            "federations": {},
                            "exemption": None,
                        },
                        "missed": [
                            {"article": "B.01 1.4.1", "message": "0 games counted; a norm needs at least 9"},
                            {
                                "article": "B.01 1.4.3",
                                "message": "opponents from 0 federation(s) other than NOR; at least 2 are needed",
                            },
                            {
                                "article": "B.01 1.4.5 b",
                                "message": "0 of 0 opponents hold GM; at least 1/3 and at least 3, 3, must",
                            },
                        ],
                        "counted": [],
                        "ignored": [],
                        "forecast": None,
                    }
                ],
            },
            {
                "id": "u-9",
                "name": "Aalto, Eero",
                "title": None,
                "federation": "FIN",
                "rounds": [
                    {
                        "round": 1,
                        "opponent": None,
                        "kind": "pairing-allocated bye",
                        "score": None,
                        "opponent_rating": None,
                        "opponent_title": None,
                        "opponent_federation": None,
                        "excluded": "a bye is no game",
                    }
                ],
                "norms": [
                    {
                        "title": "GM",
                        "made": False,
                        "not_applicable": None,
                        "option": None,
                        "figures": {
                            "games": 0,
                            "score": 0.0,
                            "percentage": None,
                            "average": None,
                            "dp": None,
                            "performance": None,
                            "raised_round": None,
                            "title_holders": 0,
                            "titled": 0,
                            "federations": {},
                            "exemption": None,
                        },
                        "missed": [
                            {"article": "B.01 1.4.1", "message": "0 games counted; a norm needs at least 9"},
                            {
                                "article": "B.01 1.4.3",
                                "message": "opponents from 0 federation(s) other than FIN; at least 2 are needed",
                            },
                            {
                                "article": "B.01 1.4.5 b",
                                "message": "0 of 0 opponents hold GM; at least 1/3 and at least 3, 3, must",
                            },
                        ],
                        "counted": [],
                        "ignored": [],
                        "forecast": None,
                    }
                ],
            },
            {
                "id": "u-21",
                "name": "Novak, Jan",
                "title": None,
                "federation": "CZE",
                "rounds": [
                    {
                        "round": 1,
                        "opponent": "u-1842",
                        "kind": "game",
                        "score": 0.0,
                        "opponent_rating": 2446,
                        "opponent_title": "IM",
                        "opponent_federation": "POL",
                        "excluded": None,
                    }
                ],
                "norms": [
                    {
                        "title": "GM",
                        "made": False,
                        "not_applicable": None,
                        "option": None,
                        "figures": {
                            "games": 1,
                            "score": 0.0,
                            "percentage": 0,
                            "average": 2446,
                            "dp": -800,
                            "performance": 1646,
                            "raised_round": None,
                            "title_holders": 1,
                            "titled": 0,
                            "federations": {"POL": 1},
                            "exemption": None,
                        },
                        "missed": [
                            {"article": "B.01 1.4.1", "message": "1 games counted; a norm needs at least 9"},
                            {
                                "article": "B.01 1.4.3",
                                "message": "opponents from 1 federation(s) other than CZE; at least 2 are needed",
                            },
                            {
                                "article": "B.01 1.4.4",
                                "message": "1 of 1 opponents from POL; at most 2/3, 0, from one federation",
                            },
                            {
                                "article": "B.01 1.4.5 b",
                                "message": "0 of 1 opponents hold GM; at least 1/3 and at least 3, 3, must",
                            },
                            {"article": "B.01 1.4.8 b", "message": "0 of 1 is under 35 %"},
                            {"article": "B.01 1.4.8", "message": "performance 1646; a GM norm needs 2600"},
                        ],
                        "counted": [{"round": 1, "rating": 2446}],
                        "ignored": [],
                        "forecast": None,
                    }
                ],
            },
            {
                "id": "u-40",
                "name": "Silva, Ana",
                "title": None,
                "federation": "POR",
                "rounds": [
                    {
                        "round": 1,
                        "opponent": "u-77",
                        "kind": "forfeit loss",
                        "score": None,
                        "opponent_rating": 2391,
                        "opponent_title": None,
                        "opponent_federation": "NOR",
                        "excluded": "B.01 1.4.2 c: a game decided by forfeit is not included",
                    }
                ],
                "norms": [
                    {
                        "title": "GM",
                        "made": False,
                        "not_applicable": None,
                        "option": None,
                        "figures": {
                            "games": 0,
                            "score": 0.0,
                            "percentage": None,
                            "average": None,
                            "dp": None,
                            "performance": None,
                            "raised_round": None,
                            "title_holders": 0,
                            "titled": 0,
                            "federations": {},
                            "exemption": None,
                        },
                        "missed": [
                            {"article": "B.01 1.4.1", "message": "0 games counted; a norm needs at least 9"},
                            {
                                "article": "B.01 1.4.3",
                                "message": "opponents from 0 federation(s) other than POR; at least 2 are needed",
                            },
                            {
                                "article": "B.01 1.4.5 b",
                                "message": "0 of 0 opponents hold GM; at least 1/3 and at least 3, 3, must",
                            },
                        ],
                        "counted": [],
                        "ignored": [],
                        "forecast": None,
                    }
                ],
            },
        ],
        "notes": [],
        "warnings": [],
    },
    "parseTrf": {
        "service_version": "0.1.0",
        "rule_edition": "trf: FIDE TRF16 (C.04 Annex 2) with XXR/XXC/XXS/XXA/XXP/XXZ; TRF-2026 records 142-260",
        "tournament": {
            "name": "Example Open",
            "header": [],
            "total_rounds": 5,
            "initial_color": "white",
            "rank_ids": False,
            "point_system": {
                "win_white": 1.0,
                "win_black": 1.0,
                "draw_white": 0.5,
                "draw_black": 0.5,
                "loss_white": 0.0,
                "loss_black": 0.0,
                "zero_bye": 0.0,
                "half_bye": 0.5,
                "full_bye": 1.0,
                "pairing_bye": 1.0,
                "forfeit_win": 1.0,
                "forfeit_loss": 0.0,
            },
            "tournament_type": None,
            "players": [
                {
                    "id": 1,
                    "name": "Kowalski, Vera",
                    "sex": None,
                    "title": "IM",
                    "rating": 2446,
                    "federation": "POL",
                    "fide_id": None,
                    "birth_date": None,
                    "points": 1.0,
                    "rank": None,
                    "rounds": [{"opponent": 4, "color": "white", "result": "1"}],
                },
                {
                    "id": 2,
                    "name": "Berg, Ola",
                    "sex": None,
                    "title": None,
                    "rating": 2391,
                    "federation": "NOR",
                    "fide_id": None,
                    "birth_date": None,
                    "points": 1.0,
                    "rank": None,
                    "rounds": [{"opponent": 5, "color": "black", "result": "+"}],
                },
                {
                    "id": 3,
                    "name": "Aalto, Eero",
                    "sex": None,
                    "title": None,
                    "rating": 2305,
                    "federation": "FIN",
                    "fide_id": None,
                    "birth_date": None,
                    "points": 1.0,
                    "rank": None,
                    "rounds": [{"opponent": None, "color": None, "result": "U"}],
                },
                {
                    "id": 4,
                    "name": "Novak, Jan",
                    "sex": None,
                    "title": None,
                    "rating": 2250,
                    "federation": "CZE",
                    "fide_id": None,
                    "birth_date": None,
                    "points": 0.0,
                    "rank": None,
                    "rounds": [{"opponent": 1, "color": "black", "result": "0"}],
                },
                {
                    "id": 5,
                    "name": "Silva, Ana",
                    "sex": None,
                    "title": None,
                    "rating": 2102,
                    "federation": "POR",
                    "fide_id": None,
                    "birth_date": None,
                    "points": 0.0,
                    "rank": None,
                    "rounds": [{"opponent": 2, "color": "white", "result": "-"}],
                },
            ],
            "acceleration": [],
            "acceleration_ranges": [],
            "forbidden_pairs": [],
            "bye_requests": [{"kind": "H", "round": 2, "players": [2]}],
            "unannounced_absences": [],
            "federation_restriction": None,
            "teams": [],
            "extra_records": [],
        },
        "next_round": 2,
        "warnings": [],
    },
    "renderTrf": "XXR 5\n"
    "XXC white1\n"
    "001    1   IM Kowalski, Vera                    2446 POL                         1.0          4 w 1\n"
    "001    2      Berg, Ola                         2391 NOR                         1.0          5 b +\n"
    "001    3      Aalto, Eero                       2305 FIN                         1.0       0000 - U\n"
    "001    4      Novak, Jan                        2250 CZE                         0.0          1 b 0\n"
    "001    5      Silva, Ana                        2102 POR                         0.0          2 w -\n"
    "240 H   2    2\n",
    "scheduleRoundRobin": {
        "service_version": "0.1.0",
        "rule_edition": "round-robin: FIDE C.05 Annex 1 (Berger tables), Annex 2 / C.06 II.3.2 "
        "(Varma restricted draw, 11/12 row as in C.06 1998), C.06 II.3 (re-draw)",
        "players": 4,
        "table_size": 4,
        "cycles": 1,
        "numbers": {"ana": 1, "ben": 2, "cem": 3, "dan": 4},
        "table_rounds": [1, 2, 3],
        "rounds": [
            [{"white": "ana", "black": "dan"}, {"white": "ben", "black": "cem"}],
            [{"white": "dan", "black": "cem"}, {"white": "ana", "black": "ben"}],
            [{"white": "ben", "black": "dan"}, {"white": "cem", "black": "ana"}],
        ],
    },
    "drawRoundRobinVarma": {
        "service_version": "0.1.0",
        "rule_edition": "round-robin: FIDE C.05 Annex 1 (Berger tables), Annex 2 / C.06 II.3.2 "
        "(Varma restricted draw, 11/12 row as in C.06 1998), C.06 II.3 (re-draw)",
        "seed": 12345,
        "method": "varma",
        "groups": {"A": [3, 4, 8], "B": [5, 7, 9], "C": [1, 6], "D": [2, 10]},
        "draw": [
            {"id": "p1", "group": "D", "number": 2},
            {"id": "p2", "group": "D", "number": 10},
            {"id": "p3", "group": "B", "number": 5},
            {"id": "p4", "group": "B", "number": 9},
            {"id": "p5", "group": "C", "number": 6},
            {"id": "p6", "group": "A", "number": 4},
            {"id": "p7", "group": "A", "number": 8},
            {"id": "p8", "group": "B", "number": 7},
            {"id": "p9", "group": "A", "number": 3},
            {"id": "p10", "group": "C", "number": 1},
        ],
        "numbers": {"p10": 1, "p1": 2, "p9": 3, "p6": 4, "p3": 5, "p5": 6, "p8": 7, "p7": 8, "p4": 9, "p2": 10},
        "rounds": [
            [
                {"white": "p10", "black": "p2"},
                {"white": "p1", "black": "p4"},
                {"white": "p9", "black": "p7"},
                {"white": "p6", "black": "p8"},
                {"white": "p3", "black": "p5"},
            ],
            [
                {"white": "p2", "black": "p5"},
                {"white": "p8", "black": "p3"},
                {"white": "p7", "black": "p6"},
                {"white": "p4", "black": "p9"},
                {"white": "p10", "black": "p1"},
            ],
            [
                {"white": "p1", "black": "p2"},
                {"white": "p9", "black": "p10"},
                {"white": "p6", "black": "p4"},
                {"white": "p3", "black": "p7"},
                {"white": "p5", "black": "p8"},
            ],
            [
                {"white": "p2", "black": "p8"},
                {"white": "p7", "black": "p5"},
                {"white": "p4", "black": "p3"},
                {"white": "p10", "black": "p6"},
                {"white": "p1", "black": "p9"},
            ],
            [
                {"white": "p9", "black": "p2"},
                {"white": "p6", "black": "p1"},
                {"white": "p3", "black": "p10"},
                {"white": "p5", "black": "p4"},
                {"white": "p8", "black": "p7"},
            ],
            [
                {"white": "p2", "black": "p7"},
                {"white": "p4", "black": "p8"},
                {"white": "p10", "black": "p5"},
                {"white": "p1", "black": "p3"},
                {"white": "p9", "black": "p6"},
            ],
            [
                {"white": "p6", "black": "p2"},
                {"white": "p3", "black": "p9"},
                {"white": "p5", "black": "p1"},
                {"white": "p8", "black": "p10"},
                {"white": "p7", "black": "p4"},
            ],
            [
                {"white": "p2", "black": "p4"},
                {"white": "p10", "black": "p7"},
                {"white": "p1", "black": "p8"},
                {"white": "p9", "black": "p5"},
                {"white": "p6", "black": "p3"},
            ],
            [
                {"white": "p3", "black": "p2"},
                {"white": "p5", "black": "p6"},
                {"white": "p8", "black": "p9"},
                {"white": "p7", "black": "p1"},
                {"white": "p4", "black": "p10"},
            ],
        ],
        "compatriot_meetings": [],
        "minimal": True,
        "warnings": [],
    },
    "checkRoundRobinRedraw": {
        "service_version": "0.1.0",
        "rule_edition": "round-robin: FIDE C.05 Annex 1 (Berger tables), Annex 2 / C.06 II.3.2 "
        "(Varma restricted draw, 11/12 row as in C.06 1998), C.06 II.3 (re-draw)",
        "new_draw_required": True,
        "article": "C.06 II.3",
        "reason": "number 4 is not the last number of the table (10); the numbers no longer follow on",
        "players_left": 9,
        "bye_number": None,
    },
    "auditSwissTournament": {
        "service_version": "0.1.0",
        "rule_edition": "dutch: FIDE Dutch system C.04.3, approved 28/10/2025, applied from 1 February 2026",
        "system": "dutch",
        "agrees": False,
        "differing_rounds": [1],
        "rounds": [
            {
                "round": 1,
                "verdict": "differs",
                "pairs_agree": False,
                "colours_agree": False,
                "bye_agrees": False,
                "board_order_agrees": None,
                "played": {
                    "pairs": [{"board": 1, "white": 1, "black": 4}, {"board": 2, "white": 5, "black": 2}],
                    "bye": [3],
                    "uncoloured": [],
                },
                "engine": {
                    "pairs": [{"board": 1, "white": 1, "black": 3}, {"board": 2, "white": 4, "black": 2}],
                    "bye": [5],
                    "uncoloured": [],
                },
                "violations": [],
                "comparison": {
                    "equivalent": True,
                    "criterion": None,
                    "bracket_score": None,
                    "proposal_better": None,
                    "proposal_value": None,
                    "engine_value": None,
                    "message": None,
                    "players": [],
                    "colour_departures": None,
                },
                "note": None,
            }
        ],
        "notes": [],
        "warnings": [],
        "standings": None,
    },
    "simulateSwissTournament": {
        "service_version": "0.1.0",
        "rule_edition": "dutch: FIDE Dutch system C.04.3, approved 28/10/2025, applied from 1 February 2026",
        "system": "dutch",
        "seed": 7,
        "config": {
            "players": 10,
            "rounds": 5,
            "highest_rating": 2477,
            "lowest_rating": 1804,
            "draw_rate": 0.36,
            "forfeit_rate": 0.0029,
            "half_bye_rate": 0.0214,
            "zero_bye_rate": 0.011,
            "retire_rate": 0.0012,
            "late_entry_rate": 0.0507,
            "acceleration": "none",
            "forbidden_pairs": 0,
            "initial_color": "white",
            "full_bye_rate": 0.0017,
            "unusual_result_rate": 0.0084,
            "tiebreaks": ["BH/C1", "BH", "SB"],
            "ratings": None,
            "start_date": "2026/04/11",
        },
        "trf": "012 Random tournament 7\n"
        "042 2026/04/11\n"
        "092 FIDE_DUTCH_2025\n"
        "202 BH/C1,BH,SB\n"
        "212 PTS,BH/C1,BH,SB\n"
        "XXR 5\n"
        "XXC white1\n"
        "001    1      Test0001 Player0001               "
        "2449                             2.5    5     6 w =     5 b 1     2 w 0    10 b "
        "1     3 b 0\n"
        "001    2      Test0002 Player0002               "
        "2446                             3.5    2     7 b 1    10 w 1     1 b 1     3 w "
        "0     4 b =\n"
        "001    3      Test0003 Player0003               "
        "2400                             4.5    1     8 w 1     4 b 1  0000 - H     2 b "
        "1     1 w 1\n"
        "001    4      Test0004 Player0004               "
        "2383                             3.5    3     9 b 1     3 w 0     8 b 1     6 w "
        "1     2 w =\n"
        "001    5      Test0005 Player0005               "
        "2368                             3.0    4  0000 - Z     1 w 0  0000 - U     9 b "
        "1     7 w 1\n"
        "001    6      Test0006 Player0006               "
        "2238                             2.5    7     1 b =     7 w =    10 b =     4 b "
        "0     9 w 1\n"
        "001    7      Test0007 Player0007               "
        "2032                             1.5    8     2 w 0     6 b =     9 w =     8 w "
        "=     5 b 0\n"
        "001    8      Test0008 Player0008               "
        "1930                             1.0    9     3 b 0     9 w =     4 w 0     7 b "
        "=    10 w 0\n"
        "001    9      Test0009 Player0009               "
        "1896                             1.0   10     4 w 0     8 b =     7 b =     5 w "
        "0     6 b 0\n"
        "001   10      Test0010 Player0010               "
        "1864                             2.5    6  0000 - U     2 b 0     6 w =     1 w "
        "0     8 b 1\n",
    },
    "getVersion": {
        "service_version": "0.1.0",
        "rule_edition": "dutch: FIDE Dutch system C.04.3, approved 28/10/2025, applied from 1 February 2026; "
        "dutch-2017: FIDE Dutch system C.04.3 as applied from 1 July 2017 until 31 January "
        "2026; swedish: Swedish Swiss system (Lottningsregler), made deterministic where the "
        "text leaves a choice (documented per option); swiss-team: FIDE Swiss Team Pairing "
        "System C.04.6, applied from 1 February 2026 (what is applied and every reading: "
        "docs/systems/swiss-team.md); double-swiss: FIDE Double-Swiss System C.04.5, first "
        "edition, applied from 1 February 2026 (what is applied and every reading: "
        "docs/systems/double-swiss.md); standings: FIDE C.07 tie-breaks 2023/24 (fide-2024) "
        "and as amended from 1 March 2026 (fide-2026); 1998 tie-break annex of C.06 "
        "(legacy-1998); final ranking of the Dutch system's closing remarks: points, direct "
        "encounter, average opponent rating (seed-f10); trf: FIDE TRF16 (C.04 Annex 2) with "
        "XXR/XXC/XXS/XXA/XXP/XXZ; TRF-2026 records 142-260; ratings: FIDE Rating Regulations "
        "B.02 applied from 1 March 2024, with the amendment of 8.3.1 from 1 October 2025 (no "
        "400-point cap for players rated 2650 and above) for events starting from that day; "
        "norms: FIDE Title Regulations B.01 applied from 1 January 2024, article 1.4 (GM, "
        "IM, WGM and WIM norms); round-robin: FIDE C.05 Annex 1 (Berger tables), Annex 2 / "
        "C.06 II.3.2 (Varma restricted draw, 11/12 row as in C.06 1998), C.06 II.3 (re-draw)",
        "service": "pairing-service",
        "version": "0.1.0",
        "editions": {
            "dutch": "FIDE Dutch system C.04.3, approved 28/10/2025, applied from 1 February 2026",
            "dutch-2017": "FIDE Dutch system C.04.3 as applied from 1 July 2017 until 31 January 2026",
            "swedish": "Swedish Swiss system (Lottningsregler), made deterministic where the text "
            "leaves a choice (documented per option)",
            "swiss-team": "FIDE Swiss Team Pairing System C.04.6, applied from 1 February 2026 "
            "(what is applied and every reading: docs/systems/swiss-team.md)",
            "double-swiss": "FIDE Double-Swiss System C.04.5, first edition, applied from 1 "
            "February 2026 (what is applied and every reading: "
            "docs/systems/double-swiss.md)",
            "standings": "FIDE C.07 tie-breaks 2023/24 (fide-2024) and as amended from 1 March 2026 "
            "(fide-2026); 1998 tie-break annex of C.06 (legacy-1998); final ranking of "
            "the Dutch system's closing remarks: points, direct encounter, average "
            "opponent rating (seed-f10)",
            "trf": "FIDE TRF16 (C.04 Annex 2) with XXR/XXC/XXS/XXA/XXP/XXZ; TRF-2026 records 142-260",
            "ratings": "FIDE Rating Regulations B.02 applied from 1 March 2024, with the amendment "
            "of 8.3.1 from 1 October 2025 (no 400-point cap for players rated 2650 and "
            "above) for events starting from that day",
            "norms": "FIDE Title Regulations B.01 applied from 1 January 2024, article 1.4 (GM, IM, WGM and WIM norms)",
            "round-robin": "FIDE C.05 Annex 1 (Berger tables), Annex 2 / C.06 II.3.2 (Varma "
            "restricted draw, 11/12 row as in C.06 1998), C.06 II.3 (re-draw)",
        },
    },
    "getHealth": {"status": "ok"},
    "getReadiness": {"status": "ready"},
    "pairSwissRound:swiss-team": {
        "service_version": "0.1.0",
        "rule_edition": "swiss-team: FIDE Swiss Team Pairing System C.04.6, applied from 1 "
        "February 2026 (what is applied and every reading: "
        "docs/systems/swiss-team.md)",
        "system": "swiss-team",
        "round": 2,
        "pairs": [
            {
                "board": 1,
                "white": "esp",
                "black": "nor",
                "white_player": {
                    "id": "esp",
                    "name": "Spain",
                    "pairing_number": 4,
                    "rating": 2670,
                    "score": 2.0,
                    "match_points": 2.0,
                    "game_points": 1.5,
                },
                "black_player": {
                    "id": "nor",
                    "name": "Norway",
                    "pairing_number": 1,
                    "rating": 2720,
                    "score": 2.0,
                    "match_points": 2.0,
                    "game_points": 1.5,
                },
                "board_colours": [
                    {"board": 1, "white": "esp", "black": "nor"},
                    {"board": 2, "white": "nor", "black": "esp"},
                ],
            },
            {
                "board": 2,
                "white": "ger",
                "black": "isl",
                "white_player": {
                    "id": "ger",
                    "name": "Germany",
                    "pairing_number": 2,
                    "rating": 2700,
                    "score": 0.0,
                    "match_points": 0.0,
                    "game_points": 0.5,
                },
                "black_player": {
                    "id": "isl",
                    "name": "Iceland",
                    "pairing_number": 5,
                    "rating": 2550,
                    "score": 1.0,
                    "match_points": 1.0,
                    "game_points": 1.0,
                },
                "board_colours": [
                    {"board": 1, "white": "ger", "black": "isl"},
                    {"board": 2, "white": "isl", "black": "ger"},
                ],
            },
        ],
        "bye": None,
        "absent": ["fra"],
        "bye_player": None,
        "absent_players": [
            {
                "id": "fra",
                "name": "France",
                "pairing_number": 3,
                "rating": 2670,
                "score": 0.0,
                "match_points": 0.0,
                "game_points": 0.5,
                "reason": "half",
            }
        ],
        "withdrawn": [],
        "pairing_numbers": {"nor": 1, "ger": 2, "fra": 3, "esp": 4, "isl": 5},
        "record": {
            "matches": [
                {
                    "white": "esp",
                    "black": "nor",
                    "boards": [
                        {
                            "white": None,
                            "black": None,
                            "result": "*",
                            "forfeit": False,
                            "white_team": "esp",
                            "black_team": "nor",
                        },
                        {
                            "white": None,
                            "black": None,
                            "result": "*",
                            "forfeit": False,
                            "white_team": "nor",
                            "black_team": "esp",
                        },
                    ],
                },
                {
                    "white": "ger",
                    "black": "isl",
                    "boards": [
                        {
                            "white": None,
                            "black": None,
                            "result": "*",
                            "forfeit": False,
                            "white_team": "ger",
                            "black_team": "isl",
                        },
                        {
                            "white": None,
                            "black": None,
                            "result": "*",
                            "forfeit": False,
                            "white_team": "isl",
                            "black_team": "ger",
                        },
                    ],
                },
            ],
            "byes": [{"team": "fra", "kind": "half"}],
        },
        "warnings": [],
        "explanation": None,
    },
    "pairSwissRound:double-swiss": {
        "service_version": "0.1.0",
        "rule_edition": "double-swiss: FIDE Double-Swiss System C.04.5, first edition, "
        "applied from 1 February 2026 (what is applied and every reading: "
        "docs/systems/double-swiss.md)",
        "system": "double-swiss",
        "round": 2,
        "pairs": [
            {
                "board": 1,
                "white": "p-02",
                "black": "p-01",
                "white_player": {"id": "p-02", "name": "Player 02", "pairing_number": 2, "rating": 2460, "score": 2.0},
                "black_player": {"id": "p-01", "name": "Player 01", "pairing_number": 1, "rating": 2480, "score": 1.5},
            },
            {
                "board": 2,
                "white": "p-07",
                "black": "p-03",
                "white_player": {"id": "p-07", "name": "Player 07", "pairing_number": 7, "rating": 2360, "score": 1.5},
                "black_player": {"id": "p-03", "name": "Player 03", "pairing_number": 3, "rating": 2440, "score": 1.0},
            },
            {
                "board": 3,
                "white": "p-06",
                "black": "p-04",
                "white_player": {"id": "p-06", "name": "Player 06", "pairing_number": 6, "rating": 2380, "score": 1.0},
                "black_player": {"id": "p-04", "name": "Player 04", "pairing_number": 4, "rating": 2420, "score": 0.5},
            },
        ],
        "bye": "p-05",
        "absent": [],
        "bye_player": {"id": "p-05", "name": "Player 05", "pairing_number": 5, "rating": 2400, "score": 0.0},
        "absent_players": [],
        "withdrawn": [],
        "pairing_numbers": {"p-01": 1, "p-02": 2, "p-03": 3, "p-04": 4, "p-05": 5, "p-06": 6, "p-07": 7},
        "record": {
            "games": [
                {"white": "p-02", "black": "p-01", "result": "*", "forfeit": False, "game": 1},
                {"white": "p-01", "black": "p-02", "result": "*", "forfeit": False, "game": 2},
                {"white": "p-07", "black": "p-03", "result": "*", "forfeit": False, "game": 1},
                {"white": "p-03", "black": "p-07", "result": "*", "forfeit": False, "game": 2},
                {"white": "p-06", "black": "p-04", "result": "*", "forfeit": False, "game": 1},
                {"white": "p-04", "black": "p-06", "result": "*", "forfeit": False, "game": 2},
            ],
            "byes": [{"player": "p-05", "kind": "pairing"}],
        },
        "warnings": [],
        "explanation": None,
    },
    "checkSwissPairing:swiss-team": {
        "service_version": "0.1.0",
        "rule_edition": "swiss-team: FIDE Swiss Team Pairing System C.04.6, applied from 1 "
        "February 2026 (what is applied and every reading: "
        "docs/systems/swiss-team.md)",
        "system": "swiss-team",
        "round": 2,
        "valid": True,
        "violations": [],
        "comparison": {
            "equivalent": False,
            "criterion": "3.5",
            "bracket_score": 2.0,
            "proposal_better": None,
            "proposal_value": [2, 5],
            "engine_value": [],
            "message": "the proposal takes other upfloaters in the bracket of score 2 (Art. 3.5)",
            "players": ["nor", "ger", "esp", "isl"],
            "colour_departures": [],
        },
        "engine_pairing": {
            "pairs": [{"board": 1, "white": "esp", "black": "nor"}, {"board": 2, "white": "ger", "black": "isl"}],
            "bye": None,
        },
        "pairing_numbers": {"nor": 1, "ger": 2, "fra": 3, "esp": 4, "isl": 5},
        "warnings": [],
    },
    "computeStandings:swiss-team": {
        "service_version": "0.1.0",
        "rule_edition": "standings: FIDE C.07 tie-breaks 2023/24 (fide-2024) and as amended "
        "from 1 March 2026 (fide-2026); 1998 tie-break annex of C.06 "
        "(legacy-1998); final ranking of the Dutch system's closing "
        "remarks: points, direct encounter, average opponent rating "
        "(seed-f10)",
        "profile": None,
        "rules": "fide-2026",
        "edition_basis": "no start date: the edition in force on the day of the request, 2026-12-07",
        "tiebreaks": ["MP", "GP", "EMGSB"],
        "competitors": "teams",
        "rounds": 1,
        "tournament_kind": None,
        "standings": [
            {
                "rank": 1,
                "id": "nor",
                "name": "Norway",
                "points": 2.0,
                "tiebreaks": {"MP": 2, "GP": 1.5, "EMGSB": 0},
                "ranked": True,
                "reason": None,
                "decided_by": None,
                "by_lot": False,
            },
            {
                "rank": 1,
                "id": "esp",
                "name": "Spain",
                "points": 2.0,
                "tiebreaks": {"MP": 2, "GP": 1.5, "EMGSB": 0},
                "ranked": True,
                "reason": None,
                "decided_by": "points",
                "by_lot": False,
            },
            {
                "rank": 3,
                "id": "isl",
                "name": "Iceland",
                "points": 1.0,
                "tiebreaks": {"MP": 1, "GP": 1, "EMGSB": 1},
                "ranked": True,
                "reason": None,
                "decided_by": "points",
                "by_lot": False,
            },
            {
                "rank": 4,
                "id": "ger",
                "name": "Germany",
                "points": 0.0,
                "tiebreaks": {"MP": 0, "GP": 0.5, "EMGSB": 1},
                "ranked": True,
                "reason": None,
                "decided_by": None,
                "by_lot": False,
            },
            {
                "rank": 4,
                "id": "fra",
                "name": "France",
                "points": 0.0,
                "tiebreaks": {"MP": 0, "GP": 0.5, "EMGSB": 1},
                "ranked": True,
                "reason": None,
                "decided_by": None,
                "by_lot": False,
            },
        ],
        "readings": [],
        "fide_mode": True,
        "lots_seed": None,
        "warnings": [],
        "trf": None,
    },
    "computeStandings:double-swiss": {
        "service_version": "0.1.0",
        "rule_edition": "standings: FIDE C.07 tie-breaks 2023/24 (fide-2024) and as "
        "amended from 1 March 2026 (fide-2026); 1998 tie-break annex of "
        "C.06 (legacy-1998); final ranking of the Dutch system's closing "
        "remarks: points, direct encounter, average opponent rating "
        "(seed-f10)",
        "profile": None,
        "rules": "fide-2026",
        "edition_basis": "no start date: the edition in force on the day of the request, 2026-12-07",
        "tiebreaks": ["BH/C1", "BH", "SB"],
        "competitors": "players",
        "rounds": 1,
        "tournament_kind": None,
        "standings": [
            {
                "rank": 1,
                "id": "p-02",
                "name": "Player 02",
                "points": 2.0,
                "tiebreaks": {"BH/C1": 0, "BH": 0, "SB": 0},
                "ranked": True,
                "reason": None,
                "decided_by": "points",
                "by_lot": False,
            },
            {
                "rank": 2,
                "id": "p-07",
                "name": "Player 07",
                "points": 1.5,
                "tiebreaks": {"BH/C1": 0, "BH": 1, "SB": 1.5},
                "ranked": True,
                "reason": None,
                "decided_by": "BH",
                "by_lot": False,
            },
            {
                "rank": 3,
                "id": "p-01",
                "name": "Player 01",
                "points": 1.5,
                "tiebreaks": {"BH/C1": 0, "BH": 0.5, "SB": 0.75},
                "ranked": True,
                "reason": None,
                "decided_by": "points",
                "by_lot": False,
            },
            {
                "rank": 4,
                "id": "p-03",
                "name": "Player 03",
                "points": 1.0,
                "tiebreaks": {"BH/C1": 0, "BH": 1, "SB": 1},
                "ranked": True,
                "reason": None,
                "decided_by": None,
                "by_lot": False,
            },
            {
                "rank": 4,
                "id": "p-06",
                "name": "Player 06",
                "points": 1.0,
                "tiebreaks": {"BH/C1": 0, "BH": 1, "SB": 1},
                "ranked": True,
                "reason": None,
                "decided_by": "points",
                "by_lot": False,
            },
            {
                "rank": 6,
                "id": "p-04",
                "name": "Player 04",
                "points": 0.5,
                "tiebreaks": {"BH/C1": 0, "BH": 1.5, "SB": 0.75},
                "ranked": True,
                "reason": None,
                "decided_by": "points",
                "by_lot": False,
            },
            {
                "rank": 7,
                "id": "p-05",
                "name": "Player 05",
                "points": 0.0,
                "tiebreaks": {"BH/C1": 0, "BH": 2, "SB": 0},
                "ranked": True,
                "reason": None,
                "decided_by": None,
                "by_lot": False,
            },
        ],
        "readings": [],
        "fide_mode": True,
        "lots_seed": None,
        "warnings": [],
        "trf": None,
    },
    "renderTrf:swiss-team": "142 5\n"
    "152 W\n"
    "192 FIDE_TEAM_TYPEA_MP_GP\n"
    "001    1      Norway 1                          2830                             "
    "1.0          7 w 1\n"
    "001    2      Norway 2                          2610                             "
    "0.5          8 b =\n"
    "001    3      Norway 3                          2590                             0.0\n"
    "001    4      Germany 1                         2720                             "
    "0.5         10 b =\n"
    "001    5      Germany 2                         2680                             0.0\n"
    "001    6      Germany 3                         2550                             0.0\n"
    "001    7      France 1                          2690                             "
    "0.0          1 b 0\n"
    "001    8      France 2                          2650                             "
    "0.5          2 w =\n"
    "001    9      France 3                          2500                             0.0\n"
    "001   10      Spain 1                           2700                             "
    "0.5          4 w =\n"
    "001   11      Spain 2                           2640                             0.0\n"
    "001   12      Spain 3                           2600                             1.0       "
    "0000 - +\n"
    "001   13      Iceland 1                         2560                             1.0       "
    "0000 - U\n"
    "001   14      Iceland 2                         2540                             1.0       "
    "0000 - U\n"
    "001   15      Iceland 3                         2480                             0.0\n"
    "013 Norway                             1    2    3\n"
    "013 Germany                            4    5    6\n"
    "013 France                             7    8    9\n"
    "013 Spain                             10   11   12\n"
    "013 Iceland                           13   14   15\n"
    "352 WB\n"
    "362 TW 2.0   TD 1.0   TL 0.0\n"
    "310   1 Norway                                   2720                       1    2    3\n"
    "310   2 Germany                                  2700                       4    5    6\n"
    "310   3 France                                   2670                       7    8    9\n"
    "310   4 Spain                                    2670                      10   11   12\n"
    "310   5 Iceland                                  2550                      13   14   15\n"
    "240 H   2    3\n"
    "320  1.0  1.0   5\n"
    "300   1   2   4    4    0\n",
    "auditSwissTournament:swiss-team": {
        "service_version": "0.1.0",
        "rule_edition": "swiss-team: FIDE Swiss Team Pairing System C.04.6, applied "
        "from 1 February 2026 (what is applied and every reading: "
        "docs/systems/swiss-team.md)",
        "system": "swiss-team",
        "agrees": True,
        "differing_rounds": [],
        "rounds": [
            {
                "round": 1,
                "verdict": "agrees",
                "pairs_agree": True,
                "colours_agree": True,
                "bye_agrees": True,
                "board_order_agrees": None,
                "played": None,
                "engine": None,
                "violations": [],
                "comparison": None,
                "note": None,
            }
        ],
        "notes": [],
        "warnings": [],
        "standings": None,
    },
    "auditSwissTournament:double-swiss": {
        "service_version": "0.1.0",
        "rule_edition": "double-swiss: FIDE Double-Swiss System C.04.5, first "
        "edition, applied from 1 February 2026 (what is applied and "
        "every reading: docs/systems/double-swiss.md)",
        "system": "double-swiss",
        "agrees": True,
        "differing_rounds": [],
        "rounds": [
            {
                "round": 1,
                "verdict": "agrees",
                "pairs_agree": True,
                "colours_agree": True,
                "bye_agrees": True,
                "board_order_agrees": None,
                "played": None,
                "engine": None,
                "violations": [],
                "comparison": None,
                "note": None,
            }
        ],
        "notes": [],
        "warnings": [],
        "standings": None,
    },
}
# -- end of answers ------------------------------------------------------------------------------


def examples() -> dict[str, dict[str, Any]]:
    """``{operation id: {"request": ..., "request_text": ..., "response": ..., "named": {...}}}``; an
    operation whose answer is not recorded yet (its route came from another branch) has no
    ``response``. ``named``: every example of an operation with more than one, by name
    (``{"dutch": {"request": ..., "response": ...}, "swiss-team": {...}}``)."""
    found: dict[str, dict[str, Any]] = {}
    for operation, (_, _, body) in REQUESTS.items():
        entry = found.setdefault(operation, {})
        if body is not None:
            entry["request"] = body
        if operation in TEXT_FORMS:
            entry["request_text"] = TRF
        if operation in RESPONSES:
            entry["response"] = RESPONSES[operation]
    for key, (operation, body) in MORE_REQUESTS.items():
        entry = found[operation]
        named = entry.setdefault("named", {_first_name(entry["request"]): _sample(entry)})
        named[key.split(":", 1)[1]] = {"request": body, **({"response": RESPONSES[key]} if key in RESPONSES else {})}
    return found


def example_requests() -> dict[str, tuple[str, str, Any]]:
    """Every example request by name (an operation id, or ``operation:event`` for the further ones):
    ``(method, path, body)``."""
    more = {key: (*REQUESTS[operation][:2], body) for key, (operation, body) in MORE_REQUESTS.items()}
    return {**REQUESTS, **more}


def _first_name(request: Any) -> str:
    """The name of an operation's own example: its system, else the kind of event it sends."""
    return str(request.get("system") or "players")


def _sample(entry: dict[str, Any]) -> dict[str, Any]:
    return {key: entry[key] for key in ("request", "response") if key in entry}
