"""Squeezing weights to the fields a matcher needs keeps every comparison of matchings exact.

:class:`~domain.matching.squeeze.Squeeze` is applied by the compiled core natively and by
Python otherwise; both must agree, sums of squeezed weights must order matchings as sums of the
originals do, and a weight with a bit outside the kept fields must be refused, never narrowed
wrongly.
"""

from __future__ import annotations

import doctest
import random

import pytest

from domain.matching import IncrementalMatching, offset_rows, ranked_row
from domain.matching import squeeze as squeeze_module
from domain.matching.squeeze import DERIVED_BITS, Squeeze, SqueezeError, split_room

from .helpers import random_layout, random_weight, score


def test_the_documented_examples() -> None:
    assert doctest.testmod(squeeze_module).failed == 0


@pytest.mark.parametrize("seed", range(40))
def test_sums_of_squeezed_weights_order_matchings_like_the_originals(seed: int) -> None:
    rng = random.Random(seed)
    squeeze, _ = random_layout(rng)
    for _ in range(30):
        first = [random_weight(rng, squeeze) for _ in range(rng.randint(1, 6))]
        second = [random_weight(rng, squeeze) for _ in range(rng.randint(1, 6))]
        original = (sum(first) > sum(second)) - (sum(first) < sum(second))
        squeezed = [squeeze.apply(w) for w in first], [squeeze.apply(w) for w in second]
        assert (sum(squeezed[0]) > sum(squeezed[1])) - (sum(squeezed[0]) < sum(squeezed[1])) == original


@pytest.mark.parametrize("seed", range(40))
def test_both_cores_hold_the_squeezed_weights(seed: int) -> None:
    """The compiled core squeezes in C; the Python path applies :meth:`Squeeze.apply`."""
    rng = random.Random(1000 + seed)
    squeeze, fields = random_layout(rng)
    for _ in range(20):
        weight = random_weight(rng, squeeze)
        matcher = IncrementalMatching.from_rows([[0, weight], [weight, 0]], squeeze=squeeze)
        assert matcher.core.adj[0][1] == 2 * squeeze.apply(weight)
    dropped = [field for field in fields if field not in squeeze.fields]
    if dropped:
        stray = 1 << (squeeze.room_bits + dropped[0][0])
        with pytest.raises(SqueezeError):
            squeeze.apply(stray)
        with pytest.raises(SqueezeError):
            IncrementalMatching.from_rows([[0, stray], [stray, 0]], squeeze=squeeze)


@pytest.mark.parametrize("seed", range(10))
def test_a_squeezed_matcher_finds_an_optimum_of_the_original_weights(seed: int) -> None:
    rng = random.Random(2000 + seed)
    squeeze, _ = random_layout(rng)
    n = rng.randint(2, 24)
    values = [random_weight(rng, squeeze, fields_per_weight=1) for _ in range(5)]
    rows = [[0] * n for _ in range(n)]
    for x in range(n):
        for y in range(x + 1, n):
            if rng.random() < 0.7:
                rows[x][y] = rows[y][x] = rng.choice(values)
    edges = [(x, y, rows[x][y]) for x in range(n) for y in range(x + 1, n) if rows[x][y]]
    plain = IncrementalMatching.from_rows(rows).solve()
    squeezed = IncrementalMatching.from_rows(rows, squeeze=squeeze)
    assert score(edges, squeezed.solve(), False) == score(edges, plain, False)
    row = rng.randrange(n)  # later weights are squeezed too
    others = [y for y in range(n) if y != row]
    bonus = [rng.choice(values) + k for k in range(len(others))]
    squeezed.set_row(row, others, bonus)
    reference = IncrementalMatching.from_rows(rows)
    reference.set_row(row, others, bonus)
    for y, weight in zip(others, bonus, strict=True):
        rows[row][y] = rows[y][row] = weight
    edges = [(x, y, rows[x][y]) for x in range(n) for y in range(x + 1, n) if rows[x][y]]
    assert score(edges, squeezed.solve(), False) == score(edges, reference.solve(), False)


@pytest.mark.parametrize("seed", range(24))
def test_a_ranked_row_is_squeezed_weight_by_weight(seed: int) -> None:
    """The compiled core makes a ranked row's weights from each base's squeezed value plus the
    bonus; a bonus that crosses the room must give what squeezing the whole weight gives (a carry
    into the lowest field, or a SqueezeError)."""
    rng = random.Random(3000 + seed)
    squeeze, _ = random_layout(rng)
    n = rng.randint(3, 12)
    values = [random_weight(rng, squeeze, fields_per_weight=1) for _ in range(3)]
    rows = [[0] + [rng.choice(values) if x and y and x != y else 0 for y in range(1, n)] for x in range(n)]
    matcher = IncrementalMatching.from_rows(rows, squeeze=squeeze)  # as wide as the bases: no fallback
    others = rng.sample(range(1, n), n - 1)
    bases = [rng.choice(values) for _ in others]
    step = 1 << rng.choice([0, squeeze.room_bits - 6, squeeze.room_bits - 3])
    kept, weights = ranked_row(others, bases, step)
    try:
        expected = {y: 2 * squeeze.apply(weight) for y, weight in zip(kept, weights, strict=True)}
    except SqueezeError:
        with pytest.raises(SqueezeError):
            matcher.set_ranked_row(0, others, bases, step)
        return
    matcher.set_ranked_row(0, others, bases, step)
    assert matcher.core.adj[0] == expected and not matcher._wide


def test_a_later_weight_wider_than_the_squeezed_core_stays_exact() -> None:
    """A core sized by its first weights may be given a wider one later: its squeezed value
    must not be cut to the core's limbs (the weight is held aside and the core rebuilt wider)."""
    squeeze = Squeeze(20, tuple((40 * k, 40) for k in range(6)))
    matcher = IncrementalMatching.from_rows([[0] * 3 for _ in range(3)], squeeze=squeeze)
    wide = ((1 << 239) | 5) << 20
    matcher.set_row(0, [1, 2], [wide, wide])
    assert matcher.edges() == [(0, 1, squeeze.apply(wide)), (0, 2, squeeze.apply(wide))]
    assert matcher.solve()[0] in (1, 2)


def test_zero_fields_past_the_cores_limbs_are_skipped() -> None:
    """A core sized by its first (narrow) weights squeezes a weight whose kept high fields are 0:
    their places lie past the core's limbs, and nothing may be read or written there (issue 34,
    item 5: ``put_bits`` read one limb past the number; ``make sanitize`` reports such a read)."""
    squeeze = Squeeze(8, ((0, 16), *((16 + 64 * k, 64) for k in range(8))))
    weight = (0xBEEF << 8) + 3
    matcher = IncrementalMatching.from_rows([[0, weight, 1 << 8], [weight, 0, 0], [1 << 8, 0, 0]], squeeze=squeeze)
    assert matcher.core.adj[0] == {1: 2 * squeeze.apply(weight), 2: 2 * squeeze.apply(1 << 8)}
    matcher.set_row(0, [1, 2], [weight + 1, 2 << 8])
    assert matcher.edges() == [(0, 1, squeeze.apply(weight + 1)), (0, 2, squeeze.apply(2 << 8))]
    assert matcher.solve() == [1, 0, -1]


@pytest.mark.parametrize("seed", range(24))
def test_a_block_of_bases_and_offsets_is_squeezed_weight_by_weight(seed: int) -> None:
    """(c3)'s tie-breaks are signed: one that crosses the room downwards borrows from the lowest
    field, which the compiled core must do as squeezing the whole weight does."""
    rng = random.Random(4000 + seed)
    squeeze, _ = random_layout(rng)
    n = rng.randint(3, 10)
    values = [random_weight(rng, squeeze, fields_per_weight=1) for _ in range(3)]
    matcher = IncrementalMatching.from_rows([[rng.choice(values)] * n for _ in range(n)], squeeze=squeeze)
    reach = 1 << rng.choice([0, squeeze.room_bits - 5, squeeze.room_bits - 1])
    bases = [[rng.choice([0, *values]) for _ in range(n)] for _ in range(n)]
    offsets = [[max(rng.randint(-reach, reach), -base) for base in row] for row in bases]  # weights >= 0
    weights = offset_rows(bases, offsets)
    pairs = [(x, y) for x in range(n) for y in range(x + 1, n) if weights[x][y]]  # set_block reads above the diagonal
    try:
        expected = {(x, y): 2 * squeeze.apply(weights[x][y]) for x, y in pairs}
    except SqueezeError:
        with pytest.raises(SqueezeError):
            matcher.set_block(list(range(n)), bases, offsets=offsets)
        return
    matcher.set_block(list(range(n)), bases, offsets=offsets)
    adj = matcher.core.adj
    assert {(x, y): weight for x in range(n) for y, weight in adj[x].items() if x < y} == expected
    assert not matcher._wide


def derived_layout(rng: random.Random) -> Squeeze:
    """A squeeze keeping some of a random run of fields, with one to three lower ones dropped as
    derived from higher kept ones: a copy of one, or the sum of two (no wider than the dropped
    field, so that every value fits it; of at most the 32 bits the compiled core checks)."""
    while True:
        squeeze, _ = random_layout(rng)
        kept, derived = list(squeeze.fields), []
        for _ in range(rng.randint(1, 3)):
            if len(kept) < 2:
                break
            low = rng.randrange(len(kept) - 1)
            higher = rng.sample(kept[low + 1 :], min(rng.randint(1, 2), len(kept) - low - 1))
            if kept[low][1] <= DERIVED_BITS and all(width <= kept[low][1] for _, width in higher):
                derived.append((*kept.pop(low), 1, tuple((shift, width, 1) for shift, width in higher)))
        derived = [entry for entry in derived if all((shift, width) in kept for shift, width, _ in entry[3])]
        if derived:
            return Squeeze(squeeze.room_bits, tuple(kept), tuple(derived))


def consistent(rng: random.Random, squeeze: Squeeze) -> int:
    """:func:`random_weight` with each derived field holding its combination of the kept fields."""
    room = squeeze.room_bits
    rounded, offset = split_room(random_weight(rng, squeeze), room)
    base = rounded >> room
    for shift, _, _, terms in squeeze.derived:
        base |= sum(num * ((base >> at) & ((1 << width) - 1)) for at, width, num in terms) << shift
    return max((base << room) + offset, 1)


@pytest.mark.parametrize("seed", range(30))
def test_a_derived_field_never_decides_a_comparison(seed: int) -> None:
    """A field dropped as a combination of higher ones sums as they do, so matchings keep their order."""
    rng = random.Random(5000 + seed)
    squeeze = derived_layout(rng)
    for _ in range(30):
        first = [consistent(rng, squeeze) for _ in range(rng.randint(1, 6))]
        second = [consistent(rng, squeeze) for _ in range(rng.randint(1, 6))]
        original = (sum(first) > sum(second)) - (sum(first) < sum(second))
        squeezed = sum(map(squeeze.apply, first)), sum(map(squeeze.apply, second))
        assert (squeezed[0] > squeezed[1]) - (squeezed[0] < squeezed[1]) == original


@pytest.mark.parametrize("seed", range(30))
def test_both_cores_drop_a_derived_field_and_refuse_one_off_its_combination(seed: int) -> None:
    rng = random.Random(6000 + seed)
    squeeze = derived_layout(rng)
    weight = consistent(rng, squeeze)
    matcher = IncrementalMatching.from_rows([[0, weight], [weight, 0]], squeeze=squeeze)
    assert matcher.core.adj[0][1] == 2 * squeeze.apply(weight)
    room = squeeze.room_bits
    base = split_room(weight, room)[0] >> room
    unlike = weight + (((base ^ (1 << squeeze.derived[0][0])) - base) << room)  # the dropped field: lowest bit flipped
    with pytest.raises(SqueezeError):
        squeeze.apply(unlike)
    with pytest.raises(SqueezeError):
        IncrementalMatching.from_rows([[0, unlike], [unlike, 0]], squeeze=squeeze)
