"""Starting numbers beyond the Varma tables: a search that keeps compatriots apart at the end.

Where no table applies (fewer than 9 or more than 24 players) or the contingents do not fit
into the groups, the numbers are assigned by a search. The *conflict graph* joins two starting
numbers when the Berger schedule pairs them in one of the last three rounds (the bye number
excluded); a federation whose numbers form an independent set never meets itself there.

The search is a seeded tabu search over swaps of numbers between players of different
federations, starting from a greedy assignment in drawing order and restarting from a new one
when it stalls; it stops as soon as it
reaches a lower bound (:func:`lower_bound`). Deterministic for a seed; bounded by an iteration
cap and a deadline.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from domain.budget import Deadline
from domain.roundrobin.berger import last_table_rounds, meetings, table_size
from domain.roundrobin.entrants import Contingent

Graph = dict[int, tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class Assignment:
    """Numbers found by the search; ``conflicts`` compatriot meetings remain in the last rounds."""

    numbers: dict[str, int]
    conflicts: int
    lower_bound: int

    @property
    def minimal(self) -> bool:
        """True when no assignment can do better (the lower bound is reached)."""
        return self.conflicts == self.lower_bound


@lru_cache(maxsize=128)
def _alpha(players: int) -> int:
    return independence_number(conflict_graph(players))


@lru_cache(maxsize=128)
def conflict_graph(players: int, last_rounds: int = 3) -> Graph:
    """Numbers 1..players joined when they meet in the last ``last_rounds`` rounds of the table.

    Cached: callers must not change the graph."""
    n = table_size(players)
    adjacency: dict[int, list[int]] = {number: [] for number in range(1, players + 1)}
    for pair in meetings(n, last_table_rounds(n, last_rounds)):
        low, high = sorted(pair)
        if high <= players:
            adjacency[low].append(high)
            adjacency[high].append(low)
    return {number: tuple(sorted(neighbours)) for number, neighbours in adjacency.items()}


def lower_bound(federation_sizes: list[int], graph: Graph, alpha: int | None = None) -> int:
    """Fewest compatriot meetings any assignment can leave: the sum of two bounds per federation.

    A federation of ``k`` numbers meets itself at least ``k - alpha`` times (``alpha``: the size of
    a largest independent set; each meeting removes at most one player from an independent set),
    and at least ``|E| - d`` times, where ``d`` is the largest degree sum of the ``N - k`` numbers
    it does not hold (edges not inside the federation all touch those numbers). Meetings of
    different federations are different edges, so the bounds add up.
    """
    alpha = independence_number(graph) if alpha is None else alpha
    edges = sum(len(neighbours) for neighbours in graph.values()) // 2
    degrees = sorted((len(neighbours) for neighbours in graph.values()), reverse=True)
    total = 0
    for k in federation_sizes:
        total += max(0, k - alpha, edges - sum(degrees[: len(graph) - k]))
    return total


def independence_number(graph: Graph) -> int:
    """The size of a largest independent set, by dynamic programming along a BFS order.

    The state is the chosen part of the frontier (processed numbers with unprocessed
    neighbours); the conflict graph is a ring of bounded width, so the frontier stays small.
    """
    order = _bfs_order(graph)
    position = {vertex: index for index, vertex in enumerate(order)}
    states: dict[frozenset[int], int] = {frozenset(): 0}
    frontier: set[int] = set()
    for index, vertex in enumerate(order):
        following: dict[frozenset[int], int] = {}
        for chosen, size in states.items():
            _keep_best(following, chosen, size)
            if not any(neighbour in chosen for neighbour in graph[vertex]):
                _keep_best(following, chosen | {vertex}, size + 1)
        frontier.add(vertex)
        done = {v for v in frontier if all(position[w] <= index for w in graph[v])}
        frontier -= done
        states = {}
        for chosen, size in following.items():
            _keep_best(states, chosen - done, size)
    return max(states.values())


def search_numbers(
    contingents: list[Contingent],
    players: int,
    rng: random.Random,
    deadline: Deadline,
    max_iterations: int | None = None,
) -> Assignment:
    """Starting numbers for the contingents that minimise compatriot meetings in the last three rounds."""
    graph = conflict_graph(players)
    bound = lower_bound(
        [contingent.size for contingent in contingents if contingent.federation], graph, _alpha(players)
    )
    budget = max_iterations if max_iterations is not None else 2000 + 100 * players
    patience = 100 + 10 * players
    best: _TabuSearch | None = None
    while budget > 0:
        search = _TabuSearch(graph, _greedy(contingents, graph, rng), rng)
        budget -= search.run(bound, patience, budget, deadline)
        if best is None or search.best_cost < best.best_cost:
            best = search
        if best.best_cost <= bound:
            break
    assert best is not None
    numbers = _numbers_for_members(contingents, best.best, rng)
    return Assignment(numbers=numbers, conflicts=best.best_cost, lower_bound=bound)


def _greedy(contingents: list[Contingent], graph: Graph, rng: random.Random) -> dict[int, int]:
    """Contingent index per number: each player in drawing order takes a free number with the
    fewest compatriot neighbours (ties at random). Players without a federation get fresh keys."""
    federation: dict[int, int] = {}
    free = sorted(graph)
    for key, contingent in enumerate(contingents):
        for _ in contingent.members:
            clashes = {number: sum(federation.get(n) == key for n in graph[number]) for number in free}
            fewest = min(clashes.values())
            number = rng.choice([number for number in free if clashes[number] == fewest])
            federation[number] = key
            free.remove(number)
    return federation


class _TabuSearch:
    """Min-conflict tabu search over swaps of two numbers held by different federations."""

    def __init__(self, graph: Graph, federation: dict[int, int], rng: random.Random) -> None:
        self.graph = graph
        self.federation = dict(federation)
        self.rng = rng
        # around[x][key]: how many neighbours of x hold a number of contingent ``key``.
        self.around: dict[int, dict[int, int]] = {x: {} for x in graph}
        for x, neighbours in graph.items():
            for y in neighbours:
                key = self.federation[y]
                self.around[x][key] = self.around[x].get(key, 0) + 1
        self.cost = self._cost()
        self.best = dict(federation)
        self.best_cost = self.cost
        self.tabu: dict[tuple[int, int], int] = {}

    def run(self, target: int, patience: int, limit: int, deadline: Deadline) -> int:
        """Search until ``target`` is reached, ``patience`` iterations pass without a new best or
        ``limit`` iterations are spent; returns the iterations spent."""
        numbers = sorted(self.graph)
        iteration = since_best = 0
        while self.best_cost > target and since_best < patience and iteration < limit:
            iteration += 1
            since_best += 1
            if iteration % 64 == 0:
                deadline.check()
            conflicted = [a for a in numbers if self._clashes(a, self.federation[a]) > 0]
            a = self.rng.choice(conflicted)
            move = self._best_swap(a, numbers, iteration)
            if move is None:
                continue
            b, delta = move
            self._swap(a, b, iteration)
            self.cost += delta
            if self.cost < self.best_cost:
                self.best, self.best_cost = dict(self.federation), self.cost
                since_best = 0
        return iteration

    def _best_swap(self, a: int, numbers: list[int], iteration: int) -> tuple[int, int] | None:
        fa = self.federation[a]
        best_delta: int | None = None
        best_moves: list[int] = []
        for b in numbers:
            fb = self.federation[b]
            if fb == fa:
                continue
            adjacent = 2 if b in self.graph[a] else 0
            delta = self._clashes(a, fb) + self._clashes(b, fa) - self._clashes(a, fa) - self._clashes(b, fb) - adjacent
            tabu = self.tabu.get((a, fb), -1) > iteration or self.tabu.get((b, fa), -1) > iteration
            if tabu and self.cost + delta >= self.best_cost:
                continue
            if best_delta is None or delta < best_delta:
                best_delta, best_moves = delta, [b]
            elif delta == best_delta:
                best_moves.append(b)
        if best_delta is None:
            return None
        return self.rng.choice(best_moves), best_delta

    def _swap(self, a: int, b: int, iteration: int) -> None:
        fa, fb = self.federation[a], self.federation[b]
        tenure = 5 + self.rng.randrange(len(self.graph) // 4 + 1)
        self.tabu[(a, fa)] = iteration + tenure
        self.tabu[(b, fb)] = iteration + tenure
        self.federation[a], self.federation[b] = fb, fa
        for number, old, new in ((a, fa, fb), (b, fb, fa)):
            for y in self.graph[number]:
                self.around[y][old] -= 1
                self.around[y][new] = self.around[y].get(new, 0) + 1

    def _clashes(self, number: int, key: int) -> int:
        return self.around[number].get(key, 0)

    def _cost(self) -> int:
        return sum(self._clashes(a, self.federation[a]) for a in self.graph) // 2


def _numbers_for_members(
    contingents: list[Contingent], federation: dict[int, int], rng: random.Random
) -> dict[str, int]:
    """Hand each contingent's numbers to its members by lot (any order keeps them apart alike)."""
    numbers: dict[str, int] = {}
    for key, contingent in enumerate(contingents):
        held = sorted(number for number, owner in federation.items() if owner == key)
        rng.shuffle(held)
        numbers.update((member.id, number) for member, number in zip(contingent.members, held, strict=True))
    return numbers


def _bfs_order(graph: Graph) -> list[int]:
    order: list[int] = []
    seen: set[int] = set()
    for start in sorted(graph):
        if start in seen:
            continue
        seen.add(start)
        queue = [start]
        while queue:
            vertex = queue.pop(0)
            order.append(vertex)
            for neighbour in graph[vertex]:
                if neighbour not in seen:
                    seen.add(neighbour)
                    queue.append(neighbour)
    return order


def _keep_best(states: dict[frozenset[int], int], chosen: frozenset[int], size: int) -> None:
    if states.get(chosen, -1) < size:
        states[chosen] = size
