"""Berger schedules (C.05 Annex 1): the published tables, and the properties every size must have."""

from __future__ import annotations

from collections import Counter

import pytest

from domain.roundrobin.berger import Bye, Game, schedule, table

# The tables of round-robin.md §1.3 (White first), and the 11/12 table of the Handbook.
PUBLISHED = {
    4: "1-4 2-3 | 4-3 1-2 | 2-4 3-1",
    6: "1-6 2-5 3-4 | 6-4 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1",
    8: "1-8 2-7 3-6 4-5 | 8-5 6-4 7-3 1-2 | 2-8 3-1 4-7 5-6 | 8-6 7-5 1-4 2-3 | 3-8 4-2 5-1 6-7"
    " | 8-7 1-6 2-5 3-4 | 4-8 5-3 6-2 7-1",
    10: "1-10 2-9 3-8 4-7 5-6 | 10-6 7-5 8-4 9-3 1-2 | 2-10 3-1 4-9 5-8 6-7 | 10-7 8-6 9-5 1-4 2-3"
    " | 3-10 4-2 5-1 6-9 7-8 | 10-8 9-7 1-6 2-5 3-4 | 4-10 5-3 6-2 7-1 8-9 | 10-9 1-8 2-7 3-6 4-5"
    " | 5-10 6-4 7-3 8-2 9-1",
    12: "1-12 2-11 3-10 4-9 5-8 6-7 | 12-7 8-6 9-5 10-4 11-3 1-2 | 2-12 3-1 4-11 5-10 6-9 7-8"
    " | 12-8 9-7 10-6 11-5 1-4 2-3 | 3-12 4-2 5-1 6-11 7-10 8-9 | 12-9 10-8 11-7 1-6 2-5 3-4"
    " | 4-12 5-3 6-2 7-1 8-11 9-10 | 12-10 11-9 1-8 2-7 3-6 4-5 | 5-12 6-4 7-3 8-2 9-1 10-11"
    " | 12-11 1-10 2-9 3-8 4-7 5-6 | 6-12 7-5 8-4 9-3 10-2 11-1",
}


def parse_table(text: str) -> list[list[tuple[int, int]]]:
    return [[tuple(map(int, game.split("-"))) for game in row.split()] for row in text.split("|")]  # type: ignore[misc]


@pytest.mark.parametrize("n", sorted(PUBLISHED))
def test_generated_table_equals_the_published_one(n: int) -> None:
    generated = [[(game.white, game.black) for game in row] for row in table(n)]
    assert generated == parse_table(PUBLISHED[n])


@pytest.mark.parametrize("n", sorted(PUBLISHED))
def test_odd_field_uses_the_even_table_with_the_top_number_as_bye(n: int) -> None:
    played = schedule(n - 1)
    for row, boards in zip(parse_table(PUBLISHED[n]), played.rounds, strict=True):
        games = [(b.white, b.black) for b in boards if isinstance(b, Game)]
        byes = [b.player for b in boards if isinstance(b, Bye)]
        assert games == [pair for pair in row if n not in pair]
        assert byes == [next(a if b == n else b for a, b in row if n in (a, b))]


def colour_strings(players: int, cycles: int, swap: bool = True) -> dict[int, str]:
    """W/B/- per player over the rounds as played."""
    strings = {number: "" for number in range(1, players + 1)}
    for boards in schedule(players, cycles, swap).rounds:
        for board in boards:
            if isinstance(board, Game):
                strings[board.white] += "W"
                strings[board.black] += "B"
            else:
                strings[board.player] += "-"
    return strings


@pytest.mark.parametrize("players", range(2, 31))
def test_single_cycle_everyone_meets_everyone_once_with_balanced_colours(players: int) -> None:
    played = schedule(players)
    pairs = Counter(frozenset((b.white, b.black)) for boards in played.rounds for b in boards if isinstance(b, Game))
    everyone = {frozenset((a, b)) for a in range(1, players + 1) for b in range(a + 1, players + 1)}
    assert set(pairs) == everyone and set(pairs.values()) == {1}
    for boards in played.rounds:
        seated = [p for b in boards for p in ((b.white, b.black) if isinstance(b, Game) else (b.player,))]
        assert sorted(seated) == list(range(1, players + 1)), "everyone plays or rests exactly once per round"
    for colours in colour_strings(players, 1).values():
        assert abs(colours.count("W") - colours.count("B")) <= 1
        assert colours.count("-") == players % 2


@pytest.mark.parametrize("players", range(2, 31))
def test_double_cycle_repeats_every_pairing_with_colours_reversed(players: int) -> None:
    played = schedule(players, cycles=2)
    games = Counter((b.white, b.black) for boards in played.rounds for b in boards if isinstance(b, Game))
    assert set(games.values()) == {1}
    assert all((black, white) in games for white, black in games)
    half = len(played.rounds) // 2
    assert played.table_rounds[half:] == tuple(range(1, half + 1)), "the second cycle follows the table order"
    for colours in colour_strings(players, 2).values():
        assert colours.count("W") == colours.count("B")


@pytest.mark.parametrize("players", range(4, 31))
def test_swapping_the_last_two_rounds_avoids_three_equal_colours_in_a_row(players: int) -> None:
    for colours in colour_strings(players, 2).values():
        played = colours.replace("-", "")
        assert "WWW" not in played and "BBB" not in played, colours


def test_without_the_swap_some_player_gets_three_equal_colours_at_the_junction() -> None:
    """Why the swap is the default: n = 6, player 1 would play B (round 5), B, B."""
    assert colour_strings(6, 2, swap=False)[1] == "WWBWBBBWBW"
    assert colour_strings(6, 2, swap=True)[1] == "WWBBWBBWBW"
