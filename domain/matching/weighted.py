"""Public entry points for maximum-weight matching in general graphs.

Weights are non-negative Python ints of any size; all arithmetic is exact.
An edge of weight 0 can never raise the weight of a matching, so in plain
maximum-weight mode it is treated as absent.  In ``max_cardinality`` mode
every listed edge counts (including weight-0 edges): the solver adds a bonus
``K`` larger than any possible weight difference to every edge, so a
maximum-weight matching of the shifted weights is a maximum-cardinality
matching of maximum original weight.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from .cores import core_class
from .protocol import check_vertex


def cardinality_bonus(n: int, max_w: int) -> int:
    """Bonus K added to every edge so one more matched edge beats any weight.

    A matching has at most ``n // 2`` edges, so the original weights of two
    matchings differ by at most ``(n // 2) * max_w`` < K.
    """
    return (n // 2) * max_w + 1


#: Edges read between two polls while the adjacency is built (a dense graph has n^2 / 2 of them).
EDGES_PER_POLL = 4096


def build_adjacency(
    n: int, edges: Iterable[tuple[int, int, int]], max_cardinality: bool, poll: Callable[[], None] | None = None
) -> tuple[list[dict[int, int]], int]:
    """Validate edges and build the symmetric internal adjacency.

    Returns ``(adj, bonus)`` where ``adj[v][y] = 2 * (w + bonus)``.
    Parallel edges keep the largest weight; self-loops are rejected. ``poll`` is called every
    :data:`EDGES_PER_POLL` edges and may raise to stop.
    """
    raw: list[dict[int, int]] = [{} for _ in range(n)]
    max_w = 0
    for count, (i, j, w) in enumerate(edges):
        if poll is not None and count % EDGES_PER_POLL == 0:
            poll()
        check_vertex(n, i)
        check_vertex(n, j)
        if i == j:
            raise ValueError(f"self-loop at vertex {i}")
        if not isinstance(w, int) or w < 0:
            raise ValueError(f"edge ({i}, {j}): weight must be an int >= 0")
        if w == 0 and not max_cardinality:
            continue
        old = raw[i].get(j)
        if old is None or w > old:
            raw[i][j] = w
            raw[j][i] = w
        if w > max_w:
            max_w = w
    if poll is not None:
        poll()
    bonus = cardinality_bonus(n, max_w) if max_cardinality else 0
    adj = [{y: 2 * (w + bonus) for y, w in row.items()} for row in raw]
    return adj, bonus


def solve_core(
    n: int,
    adj: list[dict[int, int]],
    greedy: bool = True,
    prefer_compiled: bool | None = None,
    poll: Callable[[], None] | None = None,
) -> Any:
    """Create a solver core on ``adj``, run it to optimality and return it; ``poll`` is called
    between the solve's stages and may raise to stop."""
    core = core_class(prefer_compiled)(n, adj)
    if poll is not None:
        poll()  # building the core copies every edge: a dense graph's longest stretch before the solve
    if greedy:
        core.greedy_start()
    else:
        core.uniform_start()
    core.solve(poll)
    return core


def max_weight_matching(
    n: int,
    edges: Iterable[tuple[int, int, int]],
    *,
    max_cardinality: bool = False,
    poll: Callable[[], None] | None = None,
) -> list[int]:
    """Maximum-weight matching of an undirected general graph.

    ``edges`` holds ``(i, j, w)`` with ``0 <= i, j < n`` and integer
    ``w >= 0``.  Returns ``mate`` with ``mate[v]`` the partner of ``v`` or -1.
    With ``max_cardinality`` the result has maximum cardinality and, among
    those, maximum weight.  Weight-0 edges are ignored unless
    ``max_cardinality`` is set. ``poll`` (a deadline's check) is called while
    the graph is read and between the solve's stages, and may raise to stop.
    """
    if n < 0:
        raise ValueError("n must be >= 0")
    adj, _ = build_adjacency(n, edges, max_cardinality, poll)
    return list(solve_core(n, adj, poll=poll).mate)


def matching_weight(edges: Iterable[tuple[int, int, int]], mate: Sequence[int]) -> int:
    """Total weight of matching ``mate`` (best parallel edge per pair)."""
    best: dict[tuple[int, int], int] = {}
    for i, j, w in edges:
        key = (min(i, j), max(i, j))
        if w > best.get(key, -1):
            best[key] = w
    return sum(best[(v, m)] for v, m in enumerate(mate) if v < m)
