"""Maximum-cardinality matching in general graphs (unweighted Edmonds).

Used for feasibility questions ("can all these players be paired?") where
weights do not matter.  Algorithm:

1. Greedy start: repeatedly match a free vertex of smallest remaining degree
   to its free neighbour of smallest degree (this alone is optimal on most
   dense graphs).
2. For every still-free vertex ``r``, search an augmenting path by BFS in the
   alternating forest rooted at ``r``.  Odd cycles (blossoms) are contracted
   implicitly: ``base[v]`` names the base of the outermost blossom holding
   ``v`` and ``pred`` links let a path be traced through contracted cycles.
   Every even (outer) vertex is enqueued once per search.

Berge's theorem: a matching is maximum iff no augmenting path exists; a
search from ``r`` that fails stays failed for the rest of the run (free
vertices that were unreachable remain so), so each vertex is a root once:
O(n * m) total.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol


class Adjacency(Protocol):
    """What an augmenting search reads: the vertex count and each vertex's neighbours (a list of
    lists, or neighbours listed on demand as :mod:`domain.matching.complement` does)."""

    def __len__(self) -> int: ...

    def __getitem__(self, vertex: int, /) -> Iterable[int]: ...


def greedy_matching(adj: Sequence[Sequence[int]], mate: list[int], active: Sequence[bool] | None = None) -> None:
    """Low-degree-first greedy matching: extends ``mate`` in place with edges between free vertices.

    With ``active``, only the subgraph induced by the active vertices counts (degrees included),
    as if ``adj`` were restricted to it; only its free vertices are visited, so a caller that
    re-bases a large matched graph pays for the few players it freed, not for the whole graph.

    >>> mate = [-1] * 4
    >>> greedy_matching([[1, 2], [0, 2], [0, 1, 3], [2]], mate)
    >>> mate
    [1, 0, 3, 2]
    """
    degrees: dict[int, int] = {}

    def degree(v: int) -> int:
        if active is None:
            return len(adj[v])
        if v not in degrees:
            degrees[v] = sum(map(active.__getitem__, adj[v]))
        return degrees[v]

    candidates = [v for v in range(len(adj)) if mate[v] == -1 and (active is None or active[v])]
    for v in sorted(candidates, key=degree):
        if mate[v] != -1:
            continue
        best, best_deg = -1, 0
        for y in adj[v]:
            if mate[y] == -1 and y != v and (active is None or active[y]):
                deg = degree(y)
                if best == -1 or deg < best_deg:
                    best, best_deg = y, deg
        if best != -1:
            mate[v] = best
            mate[best] = v


class _Search:
    """One BFS for an augmenting path from a free root, with blossom contraction."""

    def __init__(self, adj: Adjacency, mate: list[int], active: Sequence[bool] | None = None) -> None:
        self.adj = adj
        self.mate = mate
        self.active = active
        n = len(adj)
        self.base = list(range(n))
        self.pred = [-1] * n  # tree edge into an odd (or bridged) vertex
        self.outer = [False] * n
        #: Bases of the blossom being contracted.
        self.in_blossom: set[int] = set()
        #: The reached vertices by the base of their outermost blossom (only they can change
        #: base in a contraction, and only those of the blossom's bases do).
        self.members: dict[int, list[int]] = {}

    def _lca(self, a: int, b: int) -> int:
        """Base of the smallest blossom-tree ancestor shared by ``a`` and ``b``."""
        base, mate, pred = self.base, self.mate, self.pred
        seen = set()
        while True:
            a = base[a]
            seen.add(a)
            if mate[a] == -1:
                break
            a = pred[mate[a]]
        while True:
            b = base[b]
            if b in seen:
                return b
            b = pred[mate[b]]

    def _mark_path(self, v: int, b: int, child: int) -> None:
        """Mark blossom members on the path from ``v`` down to base ``b``."""
        base, mate, pred, inb = self.base, self.mate, self.pred, self.in_blossom
        while base[v] != b:
            inb.add(base[v])
            inb.add(base[mate[v]])
            pred[v] = child
            child = mate[v]
            v = pred[mate[v]]

    def _contract(self, v: int, w: int, queue: list[int]) -> None:
        """Contract the blossom closed by edge ``(v, w)`` between outer vertices."""
        b = self._lca(v, w)
        self.in_blossom = set()
        self._mark_path(v, b, w)
        self._mark_path(w, b, v)
        base, outer, members = self.base, self.outer, self.members
        turned = []
        merged = members[b]
        for old in self.in_blossom - {b}:
            for x in members.pop(old):
                base[x] = b
                if not outer[x]:
                    outer[x] = True
                    turned.append(x)
                merged.append(x)
        queue.extend(sorted(set(turned)))  # in vertex order, as a scan of all vertices would

    def find(self, root: int) -> int:
        """Return a free vertex reachable by an augmenting path, or -1."""
        adj, mate, base, pred, outer, active = (self.adj, self.mate, self.base, self.pred, self.outer, self.active)
        outer[root] = True
        members = self.members
        members[root] = [root]
        queue = [root]
        head = 0
        while head < len(queue):
            v = queue[head]
            head += 1
            for w in adj[v]:
                if base[v] == base[w] or mate[v] == w:
                    continue
                if active is not None and not active[w]:
                    continue
                if outer[w]:
                    # Both ends outer: odd cycle, contract it.
                    self._contract(v, w, queue)
                elif pred[w] == -1:
                    pred[w] = v
                    members[w] = [w]
                    if mate[w] == -1:
                        return w
                    m = mate[w]
                    outer[m] = True
                    members[m] = [m]
                    queue.append(m)
        return -1


def augment_from(adj: Adjacency, mate: list[int], root: int, active: Sequence[bool] | None = None) -> bool:
    """Match the free vertex ``root`` by one augmenting path (flipped into ``mate``), if one exists.

    ``adj[v]`` lists (or holds as a set) both directions of every edge; with ``active``, only active vertices are
    entered. False means no augmenting path from ``root`` exists (Berge), now or after later
    augmentations, so each free vertex needs one search.
    """
    search = _Search(adj, mate, active)
    end = search.find(root)
    if end == -1:
        return False
    _augment(mate, search.pred, end)
    return True


def _augment(mate: list[int], pred: list[int], end: int) -> None:
    """Flip the augmenting path ending at free vertex ``end``."""
    v = end
    while v != -1:
        p = pred[v]
        nxt = mate[p]
        mate[v] = p
        mate[p] = v
        v = nxt


def max_cardinality_matching(n: int, adjacency: Sequence[Iterable[int]]) -> list[int]:
    """Maximum-cardinality matching of an undirected graph.

    ``adjacency[v]`` lists the neighbours of ``v`` (``len(adjacency) == n``;
    one direction per edge suffices).  Returns ``mate`` (-1 when unmatched).
    Self-loops and duplicate edges are ignored.
    """
    if len(adjacency) != n:
        raise ValueError("adjacency must have one entry per vertex")
    sets: list[set[int]] = [set() for _ in range(n)]
    for i, nbrs in enumerate(adjacency):
        for j in nbrs:
            if not 0 <= j < n:
                raise ValueError(f"edge ({i}, {j}) out of range")
            if i != j:
                sets[i].add(j)
                sets[j].add(i)
    adj = [sorted(s) for s in sets]
    mate = [-1] * n
    greedy_matching(adj, mate)
    for r in range(n):
        if mate[r] == -1:
            augment_from(adj, mate, r)
    return mate
