"""The bracket oracle reads a block of weights above its diagonal only, wherever it keeps it.

The generation steps hand the oracle bracket-wide blocks (an exchange tried, S1 and S2 fixed) as
rows by position whose pair ``k < m`` lives in row ``k``; they leave the rest of each row empty,
since building it cost as much as the block itself. Every reader must take the pair from there:
the weight lookup, the block spread into single changes, the matcher rebuilt mid-bracket, and
the solves. A bracket's first matcher, started from its parts, must reach the whole optimum.
"""

from __future__ import annotations

import itertools
import random

import pytest

from domain.budget import Deadline
from domain.matching import max_weight_matching, offset_rows, ranked_row
from domain.swiss.dutch.completion import CompletionOracle
from domain.swiss.dutch.generation import BracketGeneration
from domain.swiss.dutch.oracle import BracketOracle

COUNT = 6
TOP = 40  # the top field's shift: every weight below it


def new_oracle() -> BracketOracle:
    completion = CompletionOracle(COUNT, lambda a, b: True, None)
    oracle = BracketOracle(COUNT, lambda i, j: 1 + i + j, completion, None, TOP)
    base = [[0 if x == y else 1 + x + y for y in range(COUNT)] for x in range(COUNT)]
    oracle.begin_bracket(list(range(COUNT)), False, base, 0)
    return oracle


def upper_block(vertices: list[int]) -> tuple[list[list[int]], dict[tuple[int, int], int]]:
    """Rows whose pairs sit above the diagonal; below it, a weight that must never be read."""
    size = len(vertices)
    rows = [[999 if m < k else 0 for m in range(size)] for k in range(size)]
    meant = {}
    for k, m in itertools.combinations(range(size), 2):
        rows[k][m] = 10 * (k + 1) + m
        meant[vertices[k], vertices[m]] = rows[k][m]
    return rows, meant


def test_weights_come_from_above_the_diagonal_in_both_orders() -> None:
    oracle = new_oracle()
    vertices = [4, 1, 3, 0]  # an order that is not the vertices' own
    rows, meant = upper_block(vertices)
    oracle.set_block(vertices, rows)
    for (a, b), weight in meant.items():
        assert oracle.weight(a, b) == weight and oracle.weight(b, a) == weight


def test_a_spread_block_keeps_the_weights_and_a_later_change_wins() -> None:
    oracle = new_oracle()
    vertices = [4, 1, 3, 0]
    rows, meant = upper_block(vertices)
    oracle.set_block(vertices, rows)
    oracle.set(1, 3, 5)
    oracle.set_block([2, 5], [[0, 7], [0, 0]])  # another block: the first is spread into changes
    meant[1, 3] = 5
    for (a, b), weight in meant.items():
        assert oracle.weight(a, b) == weight and oracle.weight(b, a) == weight
    assert oracle.weight(5, 2) == 7


def test_solves_before_and_after_a_rebuild_see_the_upper_weights() -> None:
    oracle = new_oracle()
    vertices = list(range(COUNT))
    rows, meant = upper_block(vertices)
    oracle.set_block(vertices, rows)
    best = max_weight_matching(COUNT, [(a, b, w) for (a, b), w in meant.items()])
    weight = sum(meant[min(v, m), max(v, m)] for v, m in enumerate(best) if m > v)

    def solved_weight() -> int:
        mate = oracle.solve()
        return sum(meant[min(v, m), max(v, m)] for v, m in enumerate(mate) if m > v)

    assert solved_weight() == weight
    oracle._compact()  # the matcher rebuilt from the stored weights, as after a squeeze fallback
    assert solved_weight() == weight


@pytest.mark.parametrize("seed", range(12))
def test_a_bracket_started_from_its_parts_has_the_optimum_of_the_whole(seed: int) -> None:
    """The first solve runs on the residents and the next scoregroup apart, then the MDPs' and the
    floaters' edges join them: the optimum must be the whole bracket's, whatever the parts."""
    rng = random.Random(seed)
    mdps, residents_end = rng.randint(0, 3), rng.randint(4, COUNT + 6)
    size = max(residents_end, COUNT + 6)

    def initial(i: int, j: int) -> int:
        return 3 + (i * 7 + j * 11) % 13  # the MDP-MDP pairs' weight, carried from earlier brackets

    weights = [[0] * size for _ in range(size)]
    for x, y in itertools.combinations(range(size), 2):
        if x < mdps and y < mdps:
            weights[x][y] = weights[y][x] = initial(x, y)
        elif rng.random() < 0.8:
            heavier = 40 if x < mdps else 20 if y >= residents_end and x < residents_end else 0
            weights[x][y] = weights[y][x] = heavier + rng.randrange(1, 16)
    completion = CompletionOracle(size, lambda a, b: True, None)
    oracle = BracketOracle(size, initial, completion, None, TOP)
    oracle.begin_bracket(list(range(size)), False, weights, mdps, residents_end=residents_end)
    mate = oracle.solve()
    best = max_weight_matching(size, [(x, y, weights[x][y]) for x, y in itertools.combinations(range(size), 2)])
    assert matched_weight(weights, mate) == matched_weight(weights, best)


def matched_weight(weights: list[list[int]], mate: list[int]) -> int:
    return sum(weights[v][m] for v, m in enumerate(mate) if m > v)


def test_a_solve_answer_stays_as_solved_while_its_pairs_are_fixed() -> None:
    """A solve's mate is read on demand (the fixed pairs live, the matcher's answer kept): fixing
    the pairs it gave, as the generation does, must not change what it reads, and it reads as a
    complete, symmetric list (slices too)."""
    oracle = new_oracle()
    vertices = list(range(COUNT))
    rows, _ = upper_block(vertices)
    oracle.set_block(vertices, rows)
    mate = oracle.solve()
    answer = list(mate)
    assert len(answer) == COUNT and all(answer[p] == v for v, p in enumerate(answer) if p >= 0)
    assert mate[1:4] == answer[1:4]
    first = next(v for v, p in enumerate(answer) if p >= 0)
    oracle.freeze(first, answer[first])
    assert list(mate) == answer
    later = oracle.solve()
    assert later[first] == answer[first] and later[answer[first]] == first


@pytest.mark.parametrize("favourite", [0, 1, 3, 4, 5])
def test_a_ranked_row_is_read_and_rebuilt_with_its_weights(favourite: int) -> None:
    """(d)'s ranked row is kept as given, not pair by pair: a weight read, another change, and a
    matcher rebuilt mid-bracket (as after a squeeze fallback) must all see its weights."""
    oracle = new_oracle()
    others = [favourite, *(o for o in range(COUNT) if o not in (2, favourite))]
    bases = [1 + 2 + o for o in others]
    oracle.set_ranked_row(2, others, bases, 100)
    oracle._compact()
    assert oracle.solve()[2] == favourite
    meant = dict(zip(*ranked_row(others, bases, 100), strict=True))
    assert all(oracle.weight(2, o) == weight and oracle.weight(o, 2) == weight for o, weight in meant.items())
    oracle.set_ranked_row(2, others, bases, 100)
    oracle.set(2, others[-1], 7)  # a later change of one pair wins over the row
    assert oracle.weight(2, others[-1]) == 7 and oracle.weight(2, favourite) == meant[favourite]


def test_a_block_of_bases_and_offsets_is_read_as_their_sums() -> None:
    """(c3)'s block comes as base weights and tie-breaks, kept in that form: the weight lookup,
    a rebuilt matcher and the block spread into single changes must all add them."""
    oracle = new_oracle()
    vertices = [4, 1, 3, 0, 5]
    rows, meant = upper_block(vertices)
    rows[0][2] = 0  # no edge, whatever its offset
    offsets = [[(k * 7 + m * 3) % 5 - 2 for m in range(len(vertices))] for k in range(len(vertices))]
    sums = offset_rows(rows, offsets)
    meant = {(a, b): sums[vertices.index(a)][vertices.index(b)] for a, b in meant}
    oracle.set_block(vertices, rows, offsets)
    assert all(oracle.weight(a, b) == weight == oracle.weight(b, a) for (a, b), weight in meant.items())
    oracle._compact()
    whole = {(a, b): 1 + a + b for a, b in itertools.combinations(range(COUNT), 2)}  # 2's pairs keep these
    whole.update({(min(a, b), max(a, b)): weight for (a, b), weight in meant.items()})
    best = max_weight_matching(COUNT, [(a, b, w) for (a, b), w in whole.items() if w])
    assert matched_weight_of(whole, oracle.solve()) == matched_weight_of(whole, best)
    oracle.set_block([2, 5], [[0, 7], [0, 0]])  # another block: the first is spread into changes
    assert all(oracle.weight(a, b) == weight for (a, b), weight in meant.items())


def matched_weight_of(weights: dict[tuple[int, int], int], mate: list[int]) -> int:
    return sum(weights[v, m] for v, m in enumerate(mate) if m > v)


def test_the_generation_zeroes_its_own_copy_of_the_rows_the_oracle_shares() -> None:
    """The oracle keeps the caller's rows of a bracket's matrix (only the MDPs' rows are copied,
    to fill in their pairs), so the largest bracket's matrix is held once. The generation steps
    zero base weights on copies of those rows: the oracle still reads every weight as given."""
    size, mdps = COUNT, 2
    base = [[0 if y <= x else 1 + x + y for y in range(size)] for x in range(size)]
    given = [row[:] for row in base]
    completion = CompletionOracle(size, lambda a, b: True, None)
    oracle = BracketOracle(size, lambda i, j: 1 + i + j, completion, None, TOP)
    oracle.begin_bracket(list(range(size)), False, base, mdps)
    generation = BracketGeneration(
        oracle, list(range(size)), mdps, size, base, 1 << TOP, 4, lambda v: 0, Deadline.unlimited()
    )
    generation.clear_base(3, [5, 1, 4])  # read in row 3 (3-5, 3-4) and in row 1 (1-3)
    assert generation.base[3][5] == generation.base[3][4] == generation.base[1][3] == 0
    assert generation.base[2] == given[2]  # rows it did not touch stay
    for x, y in itertools.combinations(range(size), 2):
        if x >= mdps or y >= mdps:  # the MDP-MDP pair is the oracle's own (filled in)
            assert oracle.weight(x, y) == given[x][y]
