"""Pairing players one at a time without re-solving: the Dutch step (d) on a live matcher.

Step (d) confirms each S1 player's partner and then takes the pair out of the graph for good.
Two operations make that cheap, and both must keep the matcher exact:

* ``remove_pair`` (``detach_pair`` in the cores) takes a matched pair out so that every other
  vertex keeps its partner and the duals still prove the rest optimal: no solve has to re-pair
  what a release would have freed.
* ``ranked_row_keeps_partner`` proves from the duals, blossoms included, that a bonus row would
  leave the optimum where it is, so neither the row nor a solve is needed.

Blossoms matter here: the graphs are dense with few distinct weights, where the searches nest
blossoms the way a Dutch scoregroup does. Both cores run every test (conftest).
"""

from __future__ import annotations

import random

import pytest

from domain.matching import IncrementalMatching, max_weight_matching, ranked_row
from tests.matching.certificate import certificate_errors

from .helpers import check_valid, score

Edge = tuple[int, int, int]


def dense_edges(rng: random.Random, n: int, noise_bits: int = 0) -> list[Edge]:
    """Dense edges with a few weight levels (blossoms form), plus random low bits if asked."""
    span = rng.choice([2, 3, 5])

    def weight() -> int:
        level = rng.randint(1, span)
        return (level << noise_bits) + rng.getrandbits(noise_bits) if noise_bits else level

    return [(i, j, weight()) for i in range(n) for j in range(i + 1, n) if rng.random() < 0.7]


def optimum(n: int, edges: list[Edge]) -> int:
    return score(edges, max_weight_matching(n, edges), False)[1]


def without(edges: list[Edge], gone: set[int]) -> list[Edge]:
    return [(i, j, w) for i, j, w in edges if i not in gone and j not in gone]


def stale_blossom_ids(core: object) -> list[int]:
    """Blossom ids no vertex is inside that still name a parent: reused, they would corrupt the forest."""
    parent, n = core.parent, core.n  # type: ignore[attr-defined]
    live = set()
    for v in range(n):
        b = parent[v]
        while b != -1 and b not in live:
            live.add(b)
            b = parent[b]
    return [b for b in range(n, 2 * n) if b not in live and parent[b] != -1]


def matched_pairs(mate: list[int], alive: set[int]) -> list[tuple[int, int]]:
    return [(v, mate[v]) for v in sorted(alive) if mate[v] > v]


def solved_matcher(seed: int, smallest: int, largest: int) -> tuple[random.Random, list[Edge], IncrementalMatching]:
    """A solved matcher over :func:`dense_edges` of a size drawn from the seed."""
    rng = random.Random(seed)
    n = rng.randint(smallest, largest)
    edges = dense_edges(rng, n)
    inc = IncrementalMatching(n, edges)
    inc.solve()
    return rng, edges, inc


def detach(inc: IncrementalMatching, a: int, b: int) -> bool:
    """Take the partners ``a``-``b`` out by the core's detach as ``remove_pair`` does (True), or, when
    the blossoms do not allow it, by ``remove_pair``'s release (False)."""
    core = inc.core
    if not core.detach_pair(a):
        inc.remove_pair(a, b)
        return False
    for v in (a, b):
        core.clear_vertex(v)
        core.reset_dual(v)
    return True


@pytest.mark.parametrize("seed", range(40))
def test_a_detached_pair_leaves_every_other_partner_and_the_proof(seed: int) -> None:
    rng, edges, inc = solved_matcher(seed, 6, 40)
    n, mate, alive = inc.n, list(inc.core.mate), set(range(inc.n))
    while pairs := matched_pairs(mate, alive):
        a, b = rng.choice(pairs)
        alive -= {a, b}
        if detach(inc, a, b):
            core = inc.core
            assert [core.mate[v] for v in sorted(alive)] == [mate[v] for v in sorted(alive)]
            assert core.mate[a] == core.mate[b] == -1
            assert certificate_errors(core) == []
            assert stale_blossom_ids(core) == []
        edges = without(edges, {a, b})
        mate = inc.solve()
        check_valid(n, edges, mate)
        assert certificate_errors(inc.core) == []
        assert score(edges, mate, False)[1] == optimum(n, edges)


def test_pairs_inside_blossoms_are_detached() -> None:
    """The shape (d) meets: the pair is two trivial children of a three-child blossom."""
    inside = 0
    for seed in range(40):
        rng, _, inc = solved_matcher(seed, 6, 40)
        mate, alive = list(inc.core.mate), set(range(inc.n))
        while pairs := matched_pairs(mate, alive):
            a, b = rng.choice(pairs)
            in_blossom = inc.core.top[a] != a
            inside += detach(inc, a, b) and in_blossom
            alive -= {a, b}
            mate = inc.solve()
    assert inside >= 20


def test_a_pair_not_matched_together_leaves_the_graph_all_the_same() -> None:
    inc = IncrementalMatching(5, [(0, 1, 5), (2, 3, 5), (1, 2, 1), (3, 4, 1)])
    mate = inc.solve()
    assert mate[4] == -1
    assert not inc.core.detach_pair(4)  # a free vertex has no partner to detach
    inc.remove_pair(0, 2)  # not partners: both simply leave the graph
    assert sorted(inc.edges()) == [(3, 4, 1)]
    mate = inc.solve()
    assert mate[1] == -1
    assert mate[3] == 4


@pytest.mark.parametrize("seed", range(40))
def test_remove_pair_equals_removing_every_edge_of_both(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(6, 30)
    edges = dense_edges(rng, n)
    inc = IncrementalMatching(n, edges)
    mate, alive = inc.solve(), set(range(n))
    while len(alive) > 1:
        a, b = rng.sample(sorted(alive), 2)
        if rng.random() < 0.7 and (pairs := matched_pairs(mate, alive)):
            a, b = rng.choice(pairs)  # mostly partners, as in the engine
        inc.remove_pair(a, b)
        alive -= {a, b}
        edges = without(edges, {a, b})
        if rng.random() < 0.3 and len(alive) > 1:  # a change between two pairings
            i, j = sorted(rng.sample(sorted(alive), 2))
            w = rng.randint(1, 5)
            inc.set_edge(i, j, w)
            edges = [e for e in edges if e[:2] != (i, j)] + [(i, j, w)]
        assert sorted(inc.edges()) == sorted(edges)
        mate = inc.solve()
        assert certificate_errors(inc.core) == []
        assert score(edges, mate, False)[1] == optimum(n, edges)


def ranked_weights(inc: IncrementalMatching, v: int, others: list[int], bases: list[int], step: int) -> list[Edge]:
    """The edges after ``set_ranked_row(v, others, bases, step)``."""
    kept, weights = ranked_row(others, bases, step)
    new = {(min(v, o), max(v, o)): w for o, w in zip(kept, weights, strict=True)}
    edges = {(i, j): w for i, j, w in inc.edges()}
    edges.update(new)
    return [(i, j, w) for (i, j), w in edges.items()]


@pytest.mark.parametrize("seed", range(40))
def test_a_proven_partner_stays_optimal_under_the_row(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(6, 36)
    inc = IncrementalMatching(n, dense_edges(rng, n, noise_bits=rng.choice([0, 12])))
    for _ in range(12):
        mate = inc.solve()
        matched = [v for v in range(n) if mate[v] >= 0]
        if not matched:
            break
        v = rng.choice(matched)
        others = rng.sample([o for o in range(n) if o != v], rng.randint(1, n - 1))
        levels = sorted({w for _, _, w in inc.edges()}) or [1]
        bases = [rng.choice(levels) if rng.random() < 0.9 else 0 for _ in others]
        step = rng.choice([1, 2, 7])
        proven = inc.ranked_row_keeps_partner(v, others, bases, step)
        edges = ranked_weights(inc, v, others, bases, step)
        if proven:
            assert score(edges, mate, False)[1] == optimum(n, edges), "a proven matching must stay optimal"
        inc.set_ranked_row(v, others, bases, step)
        new_mate = inc.solve()
        assert score(edges, new_mate, False)[1] == optimum(n, edges)


def test_partners_inside_blossoms_are_proven() -> None:
    """The proof counts blossom duals, so a vertex inside a blossom can keep his partner too."""
    proven_inside = 0
    for seed in range(60):
        _, _, inc = solved_matcher(seed, 8, 36)
        n, mate = inc.n, list(inc.core.mate)
        for v in range(n):
            p = mate[v]
            if p < 0 or inc.core.top[v] == v:
                continue
            # a row that favours the partner by one level over his present weight
            others = [p] + [o for o in range(n) if o not in (v, p)]
            bases = [inc.core.adj[v][p] // 2] + [1] * (n - 2)
            proven_inside += inc.ranked_row_keeps_partner(v, others, bases, 1)
    assert proven_inside >= 20


def test_nothing_is_proven_while_changes_wait_for_a_solve() -> None:
    inc = IncrementalMatching(4, [(0, 1, 5), (2, 3, 5), (1, 2, 1)])
    inc.solve()
    assert inc.ranked_row_keeps_partner(0, [1, 2, 3], [5, 1, 1], 1)
    inc.set_edge(1, 2, 20)  # 1-2 now outweighs both pairs: 0 may lose his partner
    assert not inc.ranked_row_keeps_partner(0, [1, 2, 3], [5, 1, 1], 1)
    assert inc.solve()[0] == -1


def test_a_row_that_lowers_the_partner_is_not_proven() -> None:
    inc = IncrementalMatching(4, [(0, 1, 5), (2, 3, 5), (0, 2, 1)])
    inc.solve()
    assert not inc.ranked_row_keeps_partner(0, [1, 2], [2, 1], 1)
