"""The restricted draw: drawing order, the envelope rule, and compatriots kept out of the last
three rounds for 1,000 seeded federation mixes of every size 9-24 and searched fields beyond."""

from __future__ import annotations

import random
import string
from collections import defaultdict

import pytest

from domain.budget import Deadline
from domain.roundrobin.assignment import conflict_graph
from domain.roundrobin.berger import Game
from domain.roundrobin.draw import RestrictedDraw, restricted_draw
from domain.roundrobin.entrants import Entrant, drawing_order

CODES = ["ARM", "AZE", "CHN", "ESP", "FRA", "GER", "IND", "NED", "USA"]


def random_mix(players: int, rng: random.Random) -> list[Entrant]:
    """Players spread over a random number of federations with random weights; a few without one.

    Every other mix has even weights over many federations (the usual invitation field, which
    the Varma groups can hold); the rest are skewed and often need the search.
    """
    even = rng.random() < 0.5
    codes = rng.sample(CODES, rng.randint(4 if even else 1, len(CODES)))
    weights = [1.0 if even else rng.random() ** 2 for _ in codes]
    entrants = []
    for index in range(players):
        federation = None if rng.random() < 0.05 else rng.choices(codes, weights)[0]
        name = "".join(rng.choices(string.ascii_letters, k=5))
        entrants.append(Entrant(id=f"p{index}", name=name, federation=federation))
    return entrants


def compatriots_in_last_three_rounds(drawn: RestrictedDraw, entrants: list[Entrant]) -> set[tuple[int, str, str]]:
    """Read off the schedule: (round, white, black) of compatriots paired in the last three rounds."""
    federation = {e.id: e.federation for e in entrants}
    id_of = {number: player for player, number in drawn.numbers.items()}
    total = len(drawn.schedule.rounds)
    found = set()
    for index in range(max(0, total - 3), total):
        for board in drawn.schedule.rounds[index]:
            if isinstance(board, Game):
                white, black = id_of[board.white], id_of[board.black]
                if federation[white] is not None and federation[white] == federation[black]:
                    found.add((index + 1, white, black))
    return found


def check_draw(drawn: RestrictedDraw, entrants: list[Entrant]) -> set[tuple[int, str, str]]:
    """Every property a user relies on; returns the compatriot meetings left."""
    assert sorted(drawn.numbers.values()) == list(range(1, len(entrants) + 1))
    assert set(drawn.numbers) == {e.id for e in entrants}
    left = compatriots_in_last_three_rounds(drawn, entrants)
    assert left == {(m.round, m.white, m.black) for m in drawn.compatriot_meetings}, (
        "the response names every pair left"
    )
    if drawn.method == "varma":
        group_of = {step.entrant_id: step.group for step in drawn.steps}
        by_federation = defaultdict(set)
        for e in entrants:
            if e.federation:
                by_federation[e.federation].add(group_of[e.id])
        assert all(len(groups) == 1 for groups in by_federation.values()), "a contingent draws from one envelope"
        assert left == set(), "players holding numbers of one group never meet in the last three rounds"
    return left


@pytest.mark.parametrize("players", range(9, 25))
def test_thousand_random_mixes_keep_compatriots_apart(players: int) -> None:
    rng = random.Random(players)
    methods = defaultdict(int)
    for _ in range(1000):
        entrants = random_mix(players, rng)
        drawn = restricted_draw(entrants, rng.randrange(2**32), Deadline(10))
        left = check_draw(drawn, entrants)
        methods[drawn.method] += 1
        assert drawn.minimal, f"{len(left)} meetings left without proof that fewer is impossible"
    assert methods["varma"] >= 200, "the mixes must exercise the Varma tables, not only the search"


def feasible_mix(players: int, rng: random.Random) -> list[Entrant]:
    """Federations built from a random proper colouring of the last-three-rounds graph, so a
    draw keeping every compatriot apart is known to exist."""
    graph = conflict_graph(players)
    colour: dict[int, int] = {}
    for number in rng.sample(sorted(graph), len(graph)):
        taken = {colour.get(n) for n in graph[number]}
        colour[number] = min(c for c in range(len(graph)) if c not in taken)
    codes = {c: f"F{c:02d}" for c in set(colour.values())}
    return [
        Entrant(id=f"p{number}", name=f"N{rng.random()}", federation=codes[colour[number]]) for number in sorted(colour)
    ]


@pytest.mark.parametrize("players", [*range(25, 41), 50, 75, 100])
def test_beyond_the_tables_the_search_is_checked_by_the_same_test(players: int) -> None:
    rng = random.Random(1000 + players)
    for _ in range(6):
        entrants = feasible_mix(players, rng)
        drawn = restricted_draw(entrants, rng.randrange(2**32), Deadline(10))
        assert drawn.method == "search"
        assert check_draw(drawn, entrants) == set(), (
            "a draw keeping compatriots apart exists, so the search must find one"
        )
        assert drawn.minimal
    for _ in range(6):
        entrants = random_mix(players, rng)
        drawn = restricted_draw(entrants, rng.randrange(2**32), Deadline(10))
        left = check_draw(drawn, entrants)
        assert len(left) == len(drawn.compatriot_meetings)


@pytest.mark.parametrize("players", [9, 16, 24])
def test_feasible_mixes_inside_the_table_range_are_kept_apart(players: int) -> None:
    rng = random.Random(players)
    for _ in range(50):
        entrants = feasible_mix(players, rng)
        assert check_draw(restricted_draw(entrants, rng.randrange(2**32), Deadline(10)), entrants) == set()


def test_fields_below_the_tables_are_searched() -> None:
    """Six players: at most two numbers avoid each other in the last three of five rounds."""
    pair = [Entrant(f"p{i}", f"N{i}", "ESP" if i < 2 else None) for i in range(6)]
    drawn = restricted_draw(pair, 3, Deadline(10))
    assert drawn.method == "search" and check_draw(drawn, pair) == set()
    trio = [Entrant(f"p{i}", f"N{i}", "ESP" if i < 3 else None) for i in range(6)]
    drawn = restricted_draw(trio, 3, Deadline(10))
    assert len(check_draw(drawn, trio)) == 1 and drawn.minimal


def test_a_federation_larger_than_half_the_field_meets_itself_the_proven_fewest_times() -> None:
    """30 players, 20 compatriots: the last three rounds have 45 games, the 10 others take part in
    at most 30 of them, so at least 15 are between compatriots; the search must reach that."""
    entrants = [Entrant(f"p{i}", f"N{i}", "GER" if i < 20 else "FRA" if i < 25 else "ESP") for i in range(30)]
    drawn = restricted_draw(entrants, 11, Deadline(10))
    assert len(check_draw(drawn, entrants)) == 15 and drawn.minimal


def test_drawing_order_largest_federation_then_code_then_name() -> None:
    entrants = [
        Entrant("1", "Zeta", "ESP"),
        Entrant("2", "alpha", "ESP"),
        Entrant("3", "Beta", "GER"),
        Entrant("4", "Alpha", "GER"),
        Entrant("5", "Mu", "ARM"),
        Entrant("6", "Nu", None),
        Entrant("7", "Kappa", "NED"),
        Entrant("8", "Iota", "NED"),
        Entrant("9", "Eta", "NED"),
    ]
    order = [(c.federation, [m.id for m in c.members]) for c in drawing_order(entrants)]
    assert order == [("NED", ["9", "8", "7"]), ("ESP", ["2", "1"]), ("GER", ["4", "3"]), ("ARM", ["5"]), (None, ["6"])]


def test_each_contingent_draws_from_a_group_that_had_room_for_all_of_it() -> None:
    rng = random.Random(5)
    for _ in range(300):
        players = rng.randint(9, 24)
        entrants = random_mix(players, rng)
        drawn = restricted_draw(entrants, rng.randrange(2**32), Deadline(10))
        if drawn.method != "varma":
            continue
        assert drawn.groups is not None
        left = {group: len(numbers) for group, numbers in drawn.groups.items()}
        federation = {e.id: e.federation or e.id for e in entrants}
        order = [m.id for c in drawing_order(entrants) for m in c.members]
        assert [step.entrant_id for step in drawn.steps] == order, "players draw in the drawing order"
        for step in drawn.steps:
            assert step.number in drawn.groups[step.group]
        for contingent in drawing_order(entrants):
            first = next(s for s in drawn.steps if s.entrant_id == contingent.members[0].id)
            assert left[first.group] >= contingent.size
            left[first.group] -= contingent.size
        assert all(federation[s.entrant_id] for s in drawn.steps)


def test_same_seed_same_draw_and_other_seeds_draw_differently() -> None:
    entrants = random_mix(16, random.Random(2))
    first = restricted_draw(entrants, 42, Deadline(10))
    assert restricted_draw(entrants, 42, Deadline(10)) == first
    others = {tuple(sorted(restricted_draw(entrants, seed, Deadline(10)).numbers.items())) for seed in range(20)}
    assert len(others) > 10
