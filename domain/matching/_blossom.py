"""Primal-dual blossom algorithm for maximum-weight matching (the solver core).

This is Edmonds' weighted matching algorithm in the O(n^3) formulation
described by Galil ("Efficient algorithms for finding maximum matching in
graphs", ACM Computing Surveys 18, 1986), written for exact integer weights.

LP view
-------
Every vertex ``v`` has a dual ``u[v] >= 0`` and every non-trivial blossom
``B`` (an odd set of vertices contracted during the search) has a dual
``z[B] >= 0``.  With the *internal* edge weight ``W = 2 * w`` the slack of an
edge is::

    slack(i, j) = u[i] + u[j] + sum(z[B] for blossoms B holding i and j) - W

Doubling the weights keeps every dual an integer: all deltas below are whole
numbers (see the parity invariant).

Invariants kept between stages
------------------------------
1. Dual feasibility: every slack >= 0, every ``u``, ``z`` >= 0.
2. Every matched edge and every edge of a blossom's odd cycle is tight
   (slack 0); a blossom with ``z > 0`` is full (its base is the only vertex
   not matched inside it).
3. Parity: all free vertices with a positive dual (the *roots*) have duals
   of the same parity.  Vertices of one alternating tree are joined by tight
   edges, so they share their root's parity and the slack of an edge between
   two S-vertices is even: ``delta3 = slack / 2`` stays integral.

The optimum is reached when additionally every free vertex has ``u == 0``
(complementary slackness).  Unlike the textbook version, free vertices may
start with *different* duals (this allows a greedy warm start and re-solving
after edge changes): when an S-vertex ``x`` reaches ``u[x] == 0`` before any
augmentation, the alternating path from its root to ``x`` is flipped, which
moves the "free" spot onto ``x`` (weight-neutral, all edges tight).

Stages
------
Each stage grows alternating trees from all roots, labelling top-level
blossoms S (outer) or T (inner), and changes duals by the largest ``delta``
that keeps feasibility::

    delta1 = min u over S-vertices              -> zero-dual flip
    delta2 = min slack S-vertex -> unlabelled   -> grow a tree
    delta3 = min slack S-S edge / 2             -> new blossom or augment
    delta4 = min z / 2 over T-blossoms          -> expand that blossom

A stage ends with an augmentation or a zero-dual flip; both reduce the number
of roots, so there are at most n stages.

Slack bookkeeping (deviation from Galil)
----------------------------------------
Instead of per-blossom lists of best edges, every vertex ``y`` keeps the
best *key* ``u[x] + shift - W(x, y)`` over S-vertices ``x`` outside its
blossom (``shift`` = total dual change in the stage).  S duals fall at the
same rate, so a key is constant while ``x`` stays S, and one array serves
delta2 (unlabelled ``y``) and delta3 (S ``y``).  Scans compare keys in C
(``map``) so only improving edges cost Python time.  When a new blossom
swallows the best edge of one of its vertices, that vertex rescans its
edges; this breaks the strict O(n^3) bound in theory but is rare in
practice (a few percent of the scans).

Warm start
----------
:meth:`BlossomCore.greedy_start` gives each vertex the least feasible dual
in one pass and matches tight edges greedily (plus tight length-3
augmenting paths); this removes most stages on dense graphs.

Data layout
-----------
Vertices are ``0..n-1``; non-trivial blossoms get ids ``n..2n-1`` (recycled).
``top[v]`` is the outermost blossom holding vertex ``v``.  A blossom lists its
sub-blossoms as an odd cycle starting with the one holding the base;
``cedges[b][i]`` is the edge ``(x, y)`` with ``x`` in child ``i`` and ``y`` in
child ``i + 1`` (cyclically).  Child edges with odd index are matched.
A labelled top-level blossom remembers in ``labeledge`` the edge
``(outside, inside)`` by which it joined its tree (``None`` for a root); for
an S-blossom that is ``(mate of base, base)``.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import compress, repeat
from operator import lt, sub

_UNLABELED = 0
_S = 1
_T = 2

Edge = tuple[int, int]


class BlossomCore:
    """Mutable solver state: matching, duals and blossom forest.

    ``adj[v]`` maps each neighbour of ``v`` to the *internal* (doubled) weight
    of the edge; it must be symmetric.  Construct, optionally call
    :meth:`greedy_start`, then :meth:`solve`.
    """

    def __init__(self, n: int, adj: list[dict[int, int]]) -> None:
        self.n = n
        self.adj = adj
        nb = 2 * n
        self.mate: list[int] = [-1] * n
        self.u: list[int] = [0] * n
        self.z: list[int] = [0] * nb
        self.parent: list[int] = [-1] * nb
        self.children: list[list[int] | None] = [None] * nb
        self.cedges: list[list[Edge] | None] = [None] * nb
        self.base: list[int] = list(range(n)) + [-1] * n
        self.top: list[int] = list(range(n))
        self.free_ids: list[int] = list(range(nb - 1, n - 1, -1))
        # Per-stage search state.
        self.label: list[int] = [_UNLABELED] * nb
        self.labeledge: list[Edge | None] = [None] * nb
        # best_key[y] = min over scanned S-vertices x outside y's blossom of
        # key(x) - W(x, y), key(x) = u[x] + shift; best_arg[y] is that x.
        # S duals all fall at the same rate, so the key is constant while x
        # is S and slack(x, y) = best_key[y] + u[y] - shift for any label.
        self.best_key: list[int] = [0] * n
        self.best_arg: list[int] = [-1] * n
        self.shift = 0  # total dual change of the current stage
        self.rows: list[tuple[list[int], list[int]] | None] = [None] * n
        self.queue: list[int] = []
        self.mark: list[int] = [0] * nb
        self.stamp = 0

    # ------------------------------------------------------------------
    # Initial duals
    # ------------------------------------------------------------------
    def uniform_start(self) -> None:
        """Textbook start: empty matching, every ``u`` = max weight (even).

        ``u = max w`` (half the largest internal weight) makes every edge
        feasible; rounding up to even makes all roots share parity.
        """
        top_w = max((max(a.values()) for a in self.adj if a), default=0) // 2
        top_w += top_w & 1
        self.u = [top_w] * self.n

    def greedy_start(self) -> None:
        """Feasible non-uniform duals plus a greedy matching on tight edges.

        Each vertex first gets ``u = max incident w`` (feasible), then one
        pass lowers each dual to the least feasible value given the others,
        which makes at least one incident edge tight.  Tight edges are then
        matched greedily.  All duals are kept even (parity invariant).
        """
        adj, n = self.adj, self.n
        u = [0] * n
        for v in range(n):
            if adj[v]:
                w = max(adj[v].values()) // 2
                u[v] = w + (w & 1)
        for v in sorted(range(n), key=u.__getitem__, reverse=True):
            best = 0
            for y, wt in adj[v].items():
                d = wt - u[y]
                if d > best:
                    best = d
            u[v] = best + (best & 1)
        self.u = u
        mate = self.mate
        for v in sorted(range(n), key=lambda x: len(adj[x])):
            if mate[v] != -1:
                continue
            uv = u[v]
            for y, wt in adj[v].items():
                if mate[y] == -1 and uv + u[y] == wt:
                    mate[v] = y
                    mate[y] = v
                    break
        self._short_augment()

    def _short_augment(self) -> None:
        """Flip tight paths ``v - y = m - w`` between free vertices.

        Cheap pass after the greedy start: each success saves a whole stage
        of the blossom search (which would rescan every root).
        """
        adj, u, mate = self.adj, self.u, self.mate
        for v in range(self.n):
            if mate[v] != -1 or u[v] == 0:
                continue
            uv = u[v]
            for y, wt in adj[v].items():
                m = mate[y]
                if m == -1 or uv + u[y] != wt:
                    continue
                um = u[m]
                for w, wt2 in adj[m].items():
                    if mate[w] == -1 and w != v and um + u[w] == wt2:
                        mate[v], mate[y] = y, v
                        mate[m], mate[w] = w, m
                        break
                if mate[v] != -1:
                    break

    # ------------------------------------------------------------------
    # Re-solving after local changes
    # ------------------------------------------------------------------
    def _dissolve_chain(self, v: int) -> None:
        """Expand every blossom holding ``v`` (outermost first) outside a stage.

        ``v`` must be the base of each of them and not matched outside.  The
        blossom dual is pushed into the vertex duals (``u += z / 2`` for its
        vertices): slacks of edges inside stay equal, edges leaving it gain
        slack, and since the base is free no matched edge leaves it.
        """
        top, u = self.top, self.u
        while top[v] != v:
            b = top[v]
            half = self.z[b] // 2
            if half:
                for x in self.leaves(b):
                    u[x] += half
            self.expand(b, False)

    def release(self, v: int) -> None:
        """Unmatch ``v`` (and its partner) and make ``v`` a trivial blossom.

        Afterwards no matched edge and no blossom cycle uses ``v``, so the
        caller may change ``v``'s edges freely, then call :meth:`reset_dual`.
        The former partner stays free with its dual; if that dual is odd it
        is detached as well and rounded up to keep all roots even (parity
        invariant).  Must be called between stages (the state is optimal or
        was only modified by ``release``).
        """
        top, mate, base = self.top, self.mate, self.base
        b = top[v]
        if b != v and base[b] != v:
            partner = mate[base[b]]
            self.rotate(b, v)
        else:
            partner = mate[v]
        mate[v] = -1
        self._dissolve_chain(v)
        if partner != -1:
            mate[partner] = -1
            if self.u[partner] & 1:
                self._dissolve_chain(partner)
                self.u[partner] += self.u[partner] & 1

    def reset_dual(self, v: int) -> None:
        """Give trivial vertex ``v`` the least even dual keeping its edges feasible."""
        u = self.u
        best = 0
        for y, wt in self.adj[v].items():
            d = wt - u[y]
            if d > best:
                best = d
        u[v] = best + (best & 1)

    # ------------------------------------------------------------------
    # Blossom helpers
    # ------------------------------------------------------------------
    def leaves(self, b: int) -> Iterator[int]:
        """Yield the vertices contained in blossom ``b`` (``b`` itself if trivial)."""
        n, children = self.n, self.children
        if b < n:
            yield b
            return
        stack = [b]
        while stack:
            c = stack.pop()
            if c < n:
                yield c
            else:
                stack.extend(children[c])  # type: ignore[arg-type]

    def rotate(self, b: int, v: int) -> None:
        """Make vertex ``v`` the base of blossom ``b`` by flipping the even
        alternating path inside it (recursively in sub-blossoms).

        Mates of inner vertices are updated; ``mate[v]`` is left to the caller.
        """
        n, parent, children, cedges, mate = (
            self.n, self.parent, self.children, self.cedges, self.mate)
        work = [(b, v)]
        while work:
            b, v = work.pop()
            if b < n:
                continue
            c = v
            while parent[c] != b:
                c = parent[c]
            work.append((c, v))
            kids = children[b]
            edges = cedges[b]
            assert kids is not None and edges is not None
            k = len(kids)
            i = kids.index(c)
            if i % 2 == 0:
                flips = range(0, i, 2)
            else:
                flips = range(k - 1, i, -2)
            for j in flips:
                x, y = edges[j]
                mate[x] = y
                mate[y] = x
                work.append((kids[j], x))
                work.append((kids[(j + 1) % k], y))
            children[b] = kids[i:] + kids[:i]
            cedges[b] = edges[i:] + edges[:i]
            self.base[b] = v

    def expand(self, b: int, recurse_zero: bool) -> list[int]:
        """Dissolve top-level blossom ``b``; its children become top-level.

        With ``recurse_zero`` children whose dual is 0 are dissolved too
        (end-of-stage clean-up).  Returns the new top-level ids.
        """
        n = self.n
        kids = self.children[b]
        assert kids is not None
        result: list[int] = []
        for c in kids:
            self.parent[c] = -1
            for v in self.leaves(c):
                self.top[v] = c
            if recurse_zero and c >= n and self.z[c] == 0:
                result.extend(self.expand(c, True))
            else:
                result.append(c)
        self._free_blossom(b)
        return result

    def _free_blossom(self, b: int) -> None:
        """Return blossom id ``b`` to the pool."""
        self.children[b] = None
        self.cedges[b] = None
        self.base[b] = -1
        self.z[b] = 0
        self.label[b] = _UNLABELED
        self.labeledge[b] = None
        self.free_ids.append(b)

    # ------------------------------------------------------------------
    # Labelling and tree walking
    # ------------------------------------------------------------------
    def _label_s(self, b: int, edge: Edge | None) -> None:
        """Label top-level blossom ``b`` S and queue its vertices for scanning."""
        self.label[b] = _S
        self.labeledge[b] = edge
        self.queue.extend(self.leaves(b))

    def _label_t(self, b: int, edge: Edge) -> None:
        """Label ``b`` T via ``edge`` and its base's mate's blossom S."""
        self.label[b] = _T
        self.labeledge[b] = edge
        bs = self.base[b]
        m = self.mate[bs]
        self._label_s(self.top[m], (bs, m))

    def _tree_parent(self, b: int) -> int:
        """Parent S-blossom of S-blossom ``b`` in its tree, -1 for a root."""
        le = self.labeledge[b]
        if le is None:
            return -1
        top = self.top
        tb = top[le[0]]
        return top[self.labeledge[tb][0]]  # type: ignore[index]

    def _find_lca(self, bx: int, by: int) -> int:
        """Nearest common S-ancestor of two S-blossoms, -1 if different trees."""
        self.stamp += 1
        stamp, mark = self.stamp, self.mark
        a, b = bx, by
        while a != -1 or b != -1:
            if a != -1:
                if mark[a] == stamp:
                    return a
                mark[a] = stamp
                a = self._tree_parent(a)
            a, b = b, a
        return -1

    def _path_up(self, b: int, stop: int) -> list[int]:
        """Blossoms (S, T, S, T, ...) from S-blossom ``b`` up to ``stop`` (excluded)."""
        top, labeledge = self.top, self.labeledge
        path = []
        while b != stop:
            path.append(b)
            tb = top[labeledge[b][0]]  # type: ignore[index]
            path.append(tb)
            b = top[labeledge[tb][0]]  # type: ignore[index]
        return path

    # ------------------------------------------------------------------
    # Search events
    # ------------------------------------------------------------------
    def _make_blossom(self, lca: int, x: int, y: int) -> None:
        """Contract the odd cycle closed by tight S-S edge ``(x, y)``."""
        top, labeledge, label = self.top, self.labeledge, self.label
        px = self._path_up(top[x], lca)
        py = self._path_up(top[y], lca)
        py.reverse()
        kids = [lca] + py + px
        edges: list[Edge] = [labeledge[c] for c in py]  # type: ignore[misc]
        edges.append((y, x))
        for c in px:
            p, q = labeledge[c]  # type: ignore[misc]
            edges.append((q, p))
        b = self.free_ids.pop()
        self.children[b] = kids
        self.cedges[b] = edges
        self.base[b] = self.base[lca]
        self.z[b] = 0
        self.label[b] = _S
        self.labeledge[b] = labeledge[lca]
        for c in kids:
            self.parent[c] = b
            if label[c] == _T:
                # T child: its vertices become S and get scanned.
                self.queue.extend(self.leaves(c))
        best_arg = self.best_arg
        stale = []
        for v in self.leaves(b):
            top[v] = b
        for v in self.leaves(b):
            a = best_arg[v]
            if a != -1 and top[a] == b:
                stale.append(v)
        for v in stale:
            self._recompute_best(v)

    def _recompute_best(self, y: int) -> None:
        """Recompute ``best_key[y]`` after its best edge became internal."""
        top, label, u, shift = self.top, self.label, self.u, self.shift
        by = top[y]
        best, arg = self.inf, -1
        for x, wt in self.adj[y].items():
            bx = top[x]
            if bx != by and label[bx] == _S:
                c = u[x] + shift - wt
                if c < best:
                    best, arg = c, x
        self.best_key[y] = best
        self.best_arg[y] = arg

    def _augment_half(self, s: int, partner: int) -> None:
        """Match ``s`` to ``partner`` and flip the tree path from ``s`` to its root."""
        top, labeledge, mate = self.top, self.labeledge, self.mate
        while True:
            b = top[s]
            self.rotate(b, s)
            mate[s] = partner
            le = labeledge[b]
            if le is None:
                return
            tb = top[le[0]]
            s2, y2 = labeledge[tb]  # type: ignore[misc]
            self.rotate(tb, y2)
            mate[y2] = s2
            s, partner = s2, y2

    def _tight_edge(self, x: int, y: int) -> bool:
        """Handle newly tight edge from S-vertex ``x``; True if the stage ends."""
        top, label = self.top, self.label
        by = top[y]
        lb = label[by]
        if lb == _UNLABELED:
            if self.mate[self.base[by]] == -1:
                # Free vertex with zero dual: augmenting path.
                self._augment_half(x, y)
                self._augment_half(y, x)
                return True
            self._label_t(by, (x, y))
        elif lb == _S:
            lca = self._find_lca(top[x], by)
            if lca == -1:
                self._augment_half(x, y)
                self._augment_half(y, x)
                return True
            self._make_blossom(lca, x, y)
        return False

    def _expand_t(self, b: int) -> None:
        """Expand T-blossom ``b`` (its dual hit 0) and relabel the even path."""
        top, label, labeledge = self.top, self.label, self.labeledge
        kids = self.children[b]
        edges = self.cedges[b]
        assert kids is not None and edges is not None
        entry = labeledge[b]
        assert entry is not None
        self.expand(b, False)
        k = len(kids)
        j = kids.index(top[entry[1]])
        step = -1 if j % 2 == 0 else 1
        for c in kids:
            label[c] = _UNLABELED
            labeledge[c] = None
        le: Edge = entry
        i = j
        while True:
            label[kids[i]] = _T
            labeledge[kids[i]] = le
            if i == 0:
                break
            if step == 1:
                p, q = edges[i]
            else:
                q, p = edges[i - 1]
            i = (i + step) % k
            self._label_s(kids[i], (p, q))
            if step == 1:
                p, q = edges[i]
            else:
                q, p = edges[i - 1]
            i = (i + step) % k
            le = (p, q)

    # ------------------------------------------------------------------
    # Stage driver
    # ------------------------------------------------------------------
    def row(self, x: int) -> tuple[list[int], list[int]]:
        """Neighbour and weight lists of ``x`` (cached copy of ``adj[x]``)."""
        r = self.rows[x]
        if r is None:
            r = self.rows[x] = (list(self.adj[x]), list(self.adj[x].values()))
        return r

    def set_weight(self, i: int, j: int, wt: int | None) -> None:
        """Set internal weight of edge ``{i, j}`` (None removes it)."""
        if wt is None:
            self.adj[i].pop(j, None)
            self.adj[j].pop(i, None)
        else:
            self.adj[i][j] = wt
            self.adj[j][i] = wt
        self.rows[i] = None
        self.rows[j] = None

    def _scan(self, x: int) -> bool:
        """Scan the edges of new S-vertex ``x``; True if the stage ended.

        The candidate keys of all edges are computed and compared with the
        neighbours' current bests in C (map); only improving edges reach
        the Python loop.  A tight edge always improves (its slack 0 is the
        least possible) unless an equally tight one was already seen, which
        the next dual step (delta 0) then picks up.
        """
        top, label, u, shift = self.top, self.label, self.u, self.shift
        best_key, best_arg = self.best_key, self.best_arg
        nbrs, wts = self.row(x)
        cand = list(map(sub, repeat(u[x] + shift), wts))
        better = map(lt, cand, map(best_key.__getitem__, nbrs))
        for i in compress(range(len(nbrs)), list(better)):
            y = nbrs[i]
            by = top[y]
            if by == top[x]:
                continue
            c = cand[i]
            if c >= best_key[y]:
                continue
            best_key[y] = c
            best_arg[y] = x
            if c + u[y] == shift and label[by] != _T:
                if self._tight_edge(x, y):
                    return True
        return False

    def _start_stage(self) -> bool:
        """Reset labels and label all roots S; False if there is no root."""
        n = self.n
        self.label = [_UNLABELED] * (2 * n)
        self.labeledge = [None] * (2 * n)
        self.shift = 0
        self.inf = 4 * max(self.u, default=0) + 4  # above every key
        self.best_key = [self.inf] * n
        self.best_arg = [-1] * n
        self.queue = []
        any_root = False
        for v in range(n):
            if self.mate[v] == -1 and self.u[v] > 0:
                self._label_s(self.top[v], None)
                any_root = True
        return any_root

    def _run_stage(self) -> None:
        """Grow trees and adjust duals until an augmentation or zero-dual flip."""
        n = self.n
        top, label, u, z = self.top, self.label, self.u, self.z
        while True:
            queue = self.queue
            while queue:
                if self._scan(queue.pop()):
                    return
            label = self.label
            # delta1: smallest S-vertex dual (there is always an S-vertex).
            d = min(u[v] for v in range(n) if label[top[v]] == _S)
            kind = 1
            arg: object = next(v for v in range(n)
                               if label[top[v]] == _S and u[v] == d)
            # delta2: least slack S-vertex -> unlabelled vertex;
            # delta3: least slack between S-vertices of different blossoms
            # (halved: both ends move).  Both read the per-vertex bests.
            best_key, best_arg, shift = self.best_key, self.best_arg, self.shift
            for v in range(n):
                if best_arg[v] == -1:
                    continue
                lv = label[top[v]]
                if lv == _T:
                    continue
                s = best_key[v] + u[v] - shift
                if lv == _S:
                    assert s % 2 == 0, "parity invariant broken"
                    s //= 2
                    if s < d:
                        d, kind, arg = s, 3, v
                elif s < d:
                    d, kind, arg = s, 2, v
            for b in range(n, 2 * n):
                if label[b] == _T and self.parent[b] == -1:
                    s = z[b] // 2
                    if s < d:
                        d, kind, arg = s, 4, b
            # Apply the dual change.
            if d:
                self.shift += d
                for v in range(n):
                    lv = label[top[v]]
                    if lv == _S:
                        u[v] -= d
                    elif lv == _T:
                        u[v] += d
                for b in range(n, 2 * n):
                    if self.parent[b] == -1 and self.children[b] is not None:
                        if label[b] == _S:
                            z[b] += 2 * d
                        elif label[b] == _T:
                            z[b] -= 2 * d
            if kind == 1:
                self._augment_half(arg, -1)  # type: ignore[arg-type]
                return
            if kind in (2, 3):
                if self._tight_edge(self.best_arg[arg], arg):  # type: ignore
                    return
            else:
                self._expand_t(arg)  # type: ignore[arg-type]

    def _end_stage(self) -> None:
        """Dissolve top-level blossoms whose dual dropped to zero."""
        n = self.n
        for b in range(n, 2 * n):
            if (self.children[b] is not None and self.parent[b] == -1
                    and self.z[b] == 0):
                self.expand(b, True)

    def solve(self) -> None:
        """Run stages until every free vertex has dual 0 (optimal)."""
        while self._start_stage():
            self._run_stage()
            self._end_stage()
