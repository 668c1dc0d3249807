"""The search's ingredients against brute force on small fields."""

from __future__ import annotations

from itertools import combinations, permutations

import pytest

from domain.roundrobin.assignment import conflict_graph, independence_number, lower_bound


def brute_alpha(graph: dict[int, tuple[int, ...]]) -> int:
    numbers = sorted(graph)
    for size in range(len(numbers), 0, -1):
        for subset in combinations(numbers, size):
            chosen = set(subset)
            if all(n not in chosen for v in subset for n in graph[v]):
                return size
    return 0


@pytest.mark.parametrize("players", range(2, 17))
def test_independence_number_matches_brute_force(players: int) -> None:
    graph = conflict_graph(players)
    assert independence_number(graph) == brute_alpha(graph)


@pytest.mark.parametrize("players", range(2, 31))
def test_graph_joins_exactly_the_last_three_rounds_opponents(players: int) -> None:
    from domain.roundrobin.berger import Game, schedule

    rounds = schedule(players).rounds[-3:]
    expected = {frozenset((b.white, b.black)) for boards in rounds for b in boards if isinstance(b, Game)}
    graph = conflict_graph(players)
    assert {frozenset((a, b)) for a in graph for b in graph[a]} == expected


@pytest.mark.parametrize("players", [5, 6, 7, 8])
def test_lower_bound_never_exceeds_the_true_minimum(players: int) -> None:
    """Every split of the field into federations, every assignment: the bound is never above the best."""
    graph = conflict_graph(players)
    edges = [(a, b) for a in graph for b in graph[a] if a < b]
    for sizes in (
        [players],
        [players - 1, 1],
        [players - 2, 2],
        [players - 3, 3],
        [players // 2, players - players // 2],
    ):
        labels = [f for f, size in enumerate(sizes) for _ in range(size)]
        best = min(sum(order[a - 1] == order[b - 1] for a, b in edges) for order in set(permutations(labels)))
        assert lower_bound(sizes, graph) <= best
