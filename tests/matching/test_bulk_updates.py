"""The bulk entry points of IncrementalMatching: a matcher from a weight matrix, pairs set in blocks.

The Dutch engine builds every bracket matcher from a matrix (dropping the top field with
``low_bits``) and sets whole blocks of pairs at once; both must behave exactly like the
edge-by-edge calls (same optimum, optimality certificate intact), on both cores.
"""

from __future__ import annotations

import doctest
import random

import pytest

from domain.matching import IncrementalMatching, max_weight_matching, offset_rows, ranked_row
from domain.matching import cores as cores_module
from domain.matching import rows as rows_module
from domain.matching.python_core import PythonCore
from domain.matching.rows import deferred_rows, without_deferred
from tests.matching.certificate import certificate_errors

from .helpers import brute_force, check_valid, score


def random_matrix(rng: random.Random, n: int, bits: int, density: float) -> list[list[int]]:
    """A symmetric matrix of weights (0: no edge), a few values shared as in the engine."""
    values = [rng.getrandbits(bits) | 1 for _ in range(6)]
    rows = [[0] * n for _ in range(n)]
    for x in range(n):
        for y in range(x + 1, n):
            if rng.random() < density:
                rows[x][y] = rows[y][x] = rng.choice(values) + rng.randrange(3)
    return rows


def matrix_edges(rows: list[list[int]], mask: int) -> list[tuple[int, int, int]]:
    return [(x, y, rows[x][y] & mask) for x in range(len(rows)) for y in range(x + 1, len(rows)) if rows[x][y] & mask]


def check_optimal(inc: IncrementalMatching, exact: bool) -> None:
    mate = inc.solve()
    edges = inc.edges()
    check_valid(inc.n, edges, mate)
    assert certificate_errors(inc.core) == []
    reference = max_weight_matching(inc.n, edges)
    assert score(edges, mate, False) == score(edges, reference, False)
    if exact:
        assert score(edges, mate, False) == brute_force(inc.n, edges, False)


@pytest.mark.parametrize("seed", range(8))
def test_a_matcher_from_a_matrix_equals_one_from_its_edges(seed: int) -> None:
    rng = random.Random(seed)
    n, bits = rng.randint(2, 9), rng.choice([4, 64, 300])
    low_bits = rng.choice([0, bits - 2, bits + 5])
    rows = random_matrix(rng, n, bits, rng.random())
    mask = (1 << low_bits) - 1 if low_bits else -1
    inc = IncrementalMatching.from_rows(rows, low_bits=low_bits)
    assert sorted(inc.edges()) == sorted(matrix_edges(rows, mask))
    check_optimal(inc, exact=True)


@pytest.mark.parametrize("seed", range(12))
def test_a_start_in_parts_leaves_the_state_of_the_parts_then_their_rows(seed: int) -> None:
    """The compiled core holds the parts' cross pairs back itself; it must end where the matcher of
    the parts plus one set_row per held row ends: the same releases, duals, partners and edges."""
    rng = random.Random(300 + seed)
    n = rng.randint(3, 40)
    bits = rng.choice([8, 200])
    low_bits = rng.choice([0, bits - 3])
    rows = random_matrix(rng, n, bits, rng.uniform(0.5, 1.0))
    residents_end = rng.choice([0, n, rng.randint(0, n)])  # no parts, one part, two
    mdps = rng.randint(0, min(residents_end, 3))
    held = IncrementalMatching.from_rows(rows, low_bits=low_bits, defer=(mdps, residents_end))
    stepwise = IncrementalMatching.from_rows(without_deferred(rows, mdps, residents_end), low_bits=low_bits)
    for x, others, weights in deferred_rows(rows, mdps, residents_end):
        stepwise.set_row(x, others, weights, low_bits=low_bits)
    assert held._dirty == stepwise._dirty
    assert (list(held.core.u), list(held.core.mate)) == (list(stepwise.core.u), list(stepwise.core.mate))
    assert sorted(held.edges()) == sorted(stepwise.edges())
    assert held.solve() == stepwise.solve()
    check_optimal(held, exact=False)


@pytest.mark.parametrize("seed", range(8))
def test_blocks_of_pairs_re_solve_like_pair_by_pair_changes(seed: int) -> None:
    rng = random.Random(100 + seed)
    n = rng.randint(4, 40)
    bits = rng.choice([8, 200, 600])
    low_bits = rng.choice([0, bits - 3])
    mask = (1 << low_bits) - 1 if low_bits else -1
    inc = IncrementalMatching.from_rows(random_matrix(rng, n, bits, 0.8), low_bits=low_bits)
    twin = IncrementalMatching(n, inc.edges())
    inc.solve()
    twin.solve()
    for _ in range(6):
        block = rng.sample(range(n), rng.randint(2, n))
        rows = random_matrix(rng, len(block), bits, rng.random())
        inc.set_block(block, rows, low_bits=low_bits)
        for k, x in enumerate(block):
            for m in range(k + 1, len(block)):
                twin.set_edge(x, block[m], (rows[k][m] & mask) or None)
        assert sorted(inc.edges()) == sorted(twin.edges())
        check_optimal(inc, exact=n <= 9)
        twin.solve()
        assert score(inc.edges(), inc.core.mate, False) == score(twin.edges(), twin.core.mate, False)


def test_a_weight_too_wide_for_the_compiled_core_rebuilds_it() -> None:
    """A later weight far wider than the first ones is still exact (the core is rebuilt wider)."""
    inc = IncrementalMatching(4, [(0, 1, 2), (2, 3, 2), (1, 2, 6)])
    assert inc.solve()[1] == 2
    inc.set_edge(0, 3, 1 << 900)
    assert inc.solve()[0] == 3
    inc.set_block([0, 1, 2], [[0, 1 << 1000, 0], [1 << 1000, 0, 0], [0, 0, 0]])
    check_optimal(inc, exact=True)
    assert inc.core.mate[:4] == [1, 0, 3, 2]


class _TooNarrow:
    """A core whose solve reports integers too narrow (what a compiled core does in that case)."""

    def __init__(self, core: object) -> None:
        self._core = core

    def __getattr__(self, name: str) -> object:
        return getattr(self._core, name)

    def solve(self, poll: object = None) -> None:
        raise OverflowError("compiled matcher: a dual exceeds its integer width")


def test_a_core_too_narrow_for_its_duals_hands_over_to_the_python_core(matcher: str) -> None:
    rng = random.Random(7)
    rows = random_matrix(rng, 12, 300, 0.9)
    inc = IncrementalMatching.from_rows(rows)
    inc._core = _TooNarrow(inc.core)
    inc.set_edge(0, 1, 1 << 299)
    if matcher == "python":  # nothing to hand over to: the error surfaces (never loops)
        with pytest.raises(OverflowError):
            inc.solve()
        return
    check_optimal(inc, exact=False)
    assert type(inc.core).__name__ == "PythonCore"


def test_a_start_in_parts_handed_over_to_the_python_core_keeps_its_held_pairs(
    matcher: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The held pairs live in the compiled core until it joins them: if its first solve hands over
    to the Python core, they must still enter (as rows), or the matcher would lose edges."""
    rows = random_matrix(random.Random(11), 14, 300, 0.9)
    start = IncrementalMatching._start

    def too_narrow_start(self: IncrementalMatching) -> None:
        if not isinstance(self._core, PythonCore) or matcher == "python":  # the first core only
            self._core = _TooNarrow(self._core)
        start(self)

    monkeypatch.setattr(IncrementalMatching, "_start", too_narrow_start)
    if matcher == "python":  # nothing to hand over to: the error surfaces
        with pytest.raises(OverflowError):
            IncrementalMatching.from_rows(rows, defer=(2, 9))
        return
    inc = IncrementalMatching.from_rows(rows, defer=(2, 9))
    assert type(inc.core).__name__ == "PythonCore"
    assert sorted(inc.edges()) == sorted(matrix_edges(rows, -1))
    check_optimal(inc, exact=False)


@pytest.mark.parametrize("seed", range(12))
def test_bonus_rows_of_matched_vertices_re_solve_like_pair_by_pair_changes(seed: int) -> None:
    """The Dutch generation step raises a matched player's row by a bonus per opponent: the
    compiled core keeps the matching when raising that player's dual proves it still optimal
    (no release), else re-solves; either way the optimum equals the edge-by-edge one."""
    rng = random.Random(300 + seed)
    n = rng.randint(4, 30)
    bits = rng.choice([10, 300])
    rows = random_matrix(rng, n, bits, 0.9)
    inc = IncrementalMatching.from_rows(rows)
    twin = IncrementalMatching(n, inc.edges())
    for _ in range(8):
        mate = inc.solve()
        twin.solve()
        v = rng.choice([x for x in range(n) if mate[x] >= 0] or [0])
        others = [y for y in range(n) if y != v and rows[v][y]]
        rng.shuffle(others)
        weights = [rows[v][y] + rng.choice([0, bonus]) for bonus, y in enumerate(others)]
        inc.set_row(v, others, weights)
        for y, weight in zip(others, weights, strict=True):
            twin.set_edge(v, y, weight)
            rows[v][y] = rows[y][v] = weight
        assert sorted(inc.edges()) == sorted(twin.edges())
        check_optimal(inc, exact=n <= 9)
        assert score(inc.edges(), inc.core.mate, False) == score(twin.edges(), twin.solve(), False)


def test_a_bonus_that_keeps_the_partner_best_does_not_release(matcher: str) -> None:
    """Raising a matched vertex's edges, its partner's most, leaves the matching optimal: the
    compiled core only raises that vertex's dual (nothing is left to re-solve)."""
    rows = [[0, 8, 6, 0], [8, 0, 0, 6], [6, 0, 0, 8], [0, 6, 8, 0]]
    inc = IncrementalMatching.from_rows(rows)
    assert inc.solve() == [1, 0, 3, 2]
    inc.set_row(0, [1, 2], [8 + 4, 6 + 1])
    if matcher != "python":  # the compiled core, either arithmetic
        assert inc.core.mate == [1, 0, 3, 2] and not inc._dirty
    assert inc.solve() == [1, 0, 3, 2]
    inc.set_row(0, [1, 2], [8 + 1, 6 + 8])  # now 0-2 with 3-1 is better: 14 + 6 > 9 + 8
    assert inc.solve() == [2, 3, 0, 1]


def test_the_row_examples() -> None:
    """The examples of the weight patterns (ranked rows, offsets, deferred edges) and of the cores' choice."""
    for module in (rows_module, cores_module):
        assert doctest.testmod(module).failed == 0


def ranked_case(rng: random.Random, n: int, bits: int, low_bits: int) -> tuple[list[int], list[int]]:
    """Others of one vertex in a random order, and their bases: a few shared values and some 0s,
    among them bases with no low bits (their bonus alone is the weight) and bases whose bonuses
    carry out of the low bits (into the dropped top field)."""
    others = rng.sample(range(1, n), rng.randint(1, n - 1))
    top = 1 << low_bits if low_bits else 0
    values = [rng.getrandbits(bits) | 1 for _ in range(3)] + [0, top, top + (1 << max(low_bits, 1)) - 2]
    return others, [rng.choice(values) for _ in others]


@pytest.mark.parametrize("seed", range(16))
def test_ranked_rows_re_solve_like_the_rows_they_stand_for(seed: int) -> None:
    """(d)'s rows: the compiled core makes the weights of a ranked row itself; they must be the
    weights :func:`ranked_row` gives, set as :meth:`set_row` sets them, with the same optimum."""
    rng = random.Random(500 + seed)
    n = rng.randint(3, 30)
    bits = rng.choice([10, 300])
    low_bits = rng.choice([0, bits - 2])
    inc = IncrementalMatching.from_rows(random_matrix(rng, n, bits, 0.9), low_bits=low_bits)
    twin = IncrementalMatching.from_rows([[0] * n for _ in range(n)])
    for x, y, weight in inc.edges():
        twin.set_edge(x, y, weight)
    for _ in range(6):
        v = rng.randrange(n)
        others, bases = ranked_case(rng, n, bits, low_bits)
        others = [(y + v) % n for y in others]
        step = rng.choice([0, 1, 3, 1 << 20])
        inc.set_ranked_row(v, others, bases, step, low_bits=low_bits)
        twin.set_row(v, *ranked_row(others, bases, step), low_bits=low_bits)
        assert sorted(inc.edges()) == sorted(twin.edges())
        check_optimal(inc, exact=n <= 9)
        assert score(inc.edges(), inc.core.mate, False) == score(twin.edges(), twin.solve(), False)


def test_a_ranked_row_whose_bonus_is_too_wide_is_set_all_the_same() -> None:
    """A bonus past the compiled core's 62 bits takes the general path (exact, wide weights)."""
    inc = IncrementalMatching.from_rows([[0, 5, 5], [5, 0, 5], [5, 5, 0]])
    inc.set_ranked_row(0, [1, 2], [5, 5], 1 << 70)
    assert sorted(inc.edges()) == [(0, 1, 5 + (1 << 70)), (0, 2, 5), (1, 2, 5)]
    assert inc.solve()[0] == 1


@pytest.mark.parametrize("seed", range(16))
def test_blocks_of_bases_and_offsets_re_solve_like_their_weights(seed: int) -> None:
    """(c3)'s blocks: base weights plus signed tie-breaks, which the compiled core adds itself;
    they must set the weights :func:`offset_rows` gives, as :meth:`set_block` sets them."""
    rng = random.Random(700 + seed)
    n = rng.randint(3, 30)
    bits = rng.choice([10, 300])
    low_bits = rng.choice([0, bits - 2])
    matrix = random_matrix(rng, n, bits, 0.9)
    inc = IncrementalMatching.from_rows(matrix, low_bits=low_bits)
    twin = IncrementalMatching.from_rows(matrix, low_bits=low_bits)
    for _ in range(5):
        block = rng.sample(range(n), rng.randint(2, n))
        values = ranked_case(rng, 2, bits, low_bits)[1] + ranked_case(rng, 2, bits, low_bits)[1]
        bases = [[rng.choice(values) for _ in block] for _ in block]
        reach = rng.choice([0, 5, 1 << 20])
        offsets = [[max(rng.randint(-reach, reach), -base) for base in row] for row in bases]  # weights >= 0
        inc.set_block(block, bases, low_bits=low_bits, offsets=offsets)
        twin.set_block(block, offset_rows(bases, offsets), low_bits=low_bits)
        assert sorted(inc.edges()) == sorted(twin.edges())
        check_optimal(inc, exact=n <= 9)
        assert score(inc.edges(), inc.core.mate, False) == score(twin.edges(), twin.solve(), False)


@pytest.mark.parametrize("seed", range(3))
def test_a_tie_break_block_over_an_equal_field_re_solves_exactly(seed: int) -> None:
    """(c3) on a bracket of equal players: the first half keeps only its pairs with the second,
    each tie-broken by how near the two stand. Most pairs change, so the re-solve starts from
    dozens of roots and, in the compiled core, goes on after each augmentation with the least
    slacks the joined trees left behind (checked one by one); the result must be the optimum."""
    rng = random.Random(900 + seed)
    n = rng.choice([120, 161])
    matrix = [[0] * n for _ in range(n)]
    for x in range(n):
        for y in range(x + 1, n):
            if rng.random() < 0.9:
                matrix[x][y] = matrix[y][x] = 1 << 20 | rng.randrange(2) << 12
    inc = IncrementalMatching.from_rows(matrix)
    inc.solve()
    half = n // 2
    bases = [[matrix[x][y] if x < half <= y else 0 for y in range(n)] for x in range(n)]
    offsets = [[half * half - (y - half - x) ** 2 for y in range(n)] for x in range(n)]
    inc.set_block(list(range(n)), bases, offsets=offsets)
    assert len(inc._dirty) >= 16, "the block must leave many roots for this test to mean anything"
    check_optimal(inc, exact=False)
