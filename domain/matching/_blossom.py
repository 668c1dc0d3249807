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

Slack bookkeeping (dense Galil lists, lazy duals)
-------------------------------------------------
Every S-vertex ``y`` has the constant *key* ``k(y) = u[y] + shift``
(``shift`` = total dual change in the stage; S duals fall at that rate), so
``slack(x, y) = k(y) - W(x, y) + u[x] - shift``.  Each top-level S-blossom
``B`` owns the dense array ``A_B[x] = min over y in B of k(y) - W(x, y)``
(one entry per vertex, infinite for members of ``B``): Galil's "least-slack
edge from ``B`` to every vertex", indexed by vertex so that lists are merged
element-wise in C (``map(min, ...)``) when a blossom forms.

* S-blossoms are scanned lazily (a stack, depth first): scanning builds
  ``A_B`` (reusing scanned sub-blossoms' arrays), lowers ``D2`` (below) and
  acts at once on the tight edges among the improving entries, so a stage
  that augments early never pays for the rest of its trees.
* delta2 reads ``D2 = min over all scanned S-blossoms of A_B`` plus the
  duals of unlabelled vertices.  S-vertices stay S for the whole stage, so
  no entry ever goes stale.
* delta3 at a top-level *trivial* S-vertex ``x`` is ``D2[x] + k(x)``
  exactly (no blossom can make it stale).  For non-trivial S-blossoms a
  heap holds candidate S-S edges: before each dual step every new top
  S-blossom pushes its least-slack edge to the S-vertices present then.
  Each such edge is covered by the entry of the later of its two blossoms,
  and an entry only dies when both ends fall into one blossom, so the
  least *valid* entry is exact.
* Duals are lazy: during a stage ``u`` holds ``k(y)`` for S-vertices,
  ``u - shift`` for T-vertices, and top-level blossom duals hold
  ``z -/+ 2 shift``; a dual step is O(1) and :meth:`_settle_duals` writes
  the real values back at the end of the stage.

A scan costs O(n) element-wise work in C and merging a blossom's array
O(n) per child, as in Galil's formulation; no vertex ever rescans its
adjacency because a blossom swallowed its best edge.

Warm start
----------
:meth:`BlossomSolver.greedy_start` gives each vertex the least feasible dual
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

from collections.abc import Callable
from heapq import heappop, heappush
from itertools import compress, repeat
from operator import add, lt, sub

_UNLABELED = 0
_S = 1
_T = 2

Edge = tuple[int, int]


class BlossomSolver:
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
        self.verts: list[list[int] | None] = [None] * nb
        self.base: list[int] = list(range(n)) + [-1] * n
        self.top: list[int] = list(range(n))
        self.free_ids: list[int] = list(range(nb - 1, n - 1, -1))
        self.max_w = max((max(a.values()) for a in adj if a), default=0)
        # Dense weight rows (``-inf`` for "no edge"), built on demand.
        self.rows: list[list[int] | None] = [None] * n
        self.inf = 1
        # Per-stage search state (see the module docstring).
        self.label: list[int] = [_UNLABELED] * nb
        self.labeledge: list[Edge | None] = [None] * nb
        self.shift = 0
        self.d2: list[int] = []  # least S key - W per vertex
        self.u2: list[int] = []  # u of unlabelled vertices, else inf
        self.sk: list[int] = []  # key of S-vertices, else inf
        self.sk1: list[int] = []  # key of top-level trivial S, else inf
        self.sarr: dict[int, list[int]] = {}  # A_B of non-trivial S-blossoms
        self.heap: list[tuple[int, int, int]] = []  # (key sum, x, y in B)
        self.tset: set[int] = set()  # non-trivial top-level T-blossoms
        self.min_s: tuple[int, int] = (0, -1)  # least S key and its vertex
        self.pending: list[int] = []  # S-blossoms not scanned yet (a stack)
        # Scanned S-blossoms (with their arrays) whose S-S edge is not queued.
        self.unpushed: list[tuple[int, list[int]]] = []
        self.stamp = 0
        self.mark: list[int] = [0] * nb

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
                for x in self._leaves(b):
                    u[x] += half
            self._expand(b, False)

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
            self._rotate(b, v)
        else:
            partner = mate[v]
        mate[v] = -1
        self._dissolve_chain(v)
        if partner != -1:
            mate[partner] = -1
            if self.u[partner] & 1:
                self._dissolve_chain(partner)
                self.u[partner] += self.u[partner] & 1

    def detach_pair(self, a: int) -> bool:
        """Unmatch ``a`` and its partner ``b`` leaving every other vertex matched as it was and
        the duals a proof that the rest of the matching is optimal; False (nothing changed) when
        the blossoms do not allow it.

        Two trivial top-level vertices are simply unmatched. Inside blossoms this handles the
        shape a search through equal pairs builds, one pair at a time: ``a`` and ``b`` are the two
        trivial children of a three-child blossom ``B`` = (``C``, ``a``, ``b``), and no cycle edge
        of a blossom holding ``B`` ends at them. Then ``C`` takes ``B``'s place and ``B``'s dual:
        every edge inside ``C`` keeps its slack, and ``C`` is full (its base is ``B``'s). Releasing
        ``a`` instead would re-match ``B`` around it and free two vertices the next solve re-pairs.
        Between stages only; the caller then removes the edges of ``a`` and ``b`` and resets
        their duals.
        """
        b = self.mate[a]
        if b < 0:
            return False
        parent, top = self.parent, self.top
        if top[a] != a or top[b] != b:
            blossom = parent[a]
            kids = self.children[blossom] if blossom >= 0 else None
            if kids is None or parent[b] != blossom or len(kids) != 3 or self._cycle_edge_at(parent[blossom], a, b):
                return False
            rest, up = kids[0], parent[blossom]
            if rest >= self.n:
                self.z[rest] += self.z[blossom]
            parent[rest] = up
            if up >= 0:
                outer = self.children[up]
                assert outer is not None
                outer[outer.index(blossom)] = rest
            else:
                for v in self._leaves(rest):
                    top[v] = rest
            while up >= 0:
                verts = self.verts[up]
                assert verts is not None
                self.verts[up] = [v for v in verts if v != a and v != b]
                up = parent[up]
            parent[a] = parent[b] = parent[blossom] = -1
            top[a], top[b] = a, b
            self._free_blossom(blossom)
        self.mate[a] = self.mate[b] = -1
        return True

    def _row_keeps_partner(self, v: int, row: dict[int, int | None]) -> bool:
        """Whether the current matching provably stays optimal if ``v``'s edges to the vertices of
        ``row`` took its internal weights (None: no edge); nothing is changed.

        ``v`` is matched to ``p``, the row raises ``{v, p}`` by some ``delta >= 0``, and every other
        pair of the row has its slack under the new weight (blossom duals included) plus ``delta``
        at least 0. By LP duality a matching pairing ``v`` with ``j`` then gains at most what the
        current one gains, and one leaving ``v`` unpaired gains nothing. The state must be optimal.
        Unlike raising ``u[v]`` (which a blossom cycle through ``v`` forbids), ``v`` may sit in
        blossoms: the Dutch step (d) confirms a partner this way and pairs ``v`` for good at once.
        """
        p = self.mate[v]
        new = row.get(p) if p >= 0 else None
        if new is None:
            return False
        delta = new - self.adj[v][p]
        if delta < 0:
            return False
        shared = self._shared_blossom_duals(v)
        u = self.u
        base = u[v] + delta
        return all(w is None or j == p or base + u[j] + shared(j) >= w for j, w in row.items())

    def _shared_blossom_duals(self, v: int) -> Callable[[int], int]:
        """``j`` -> the sum of the duals of the blossoms holding both ``v`` and ``j``."""
        parent, z = self.parent, self.z
        chain = []
        b = parent[v]
        while b != -1:
            chain.append(b)
            b = parent[b]
        known: dict[int, int] = {}
        total = 0
        for b in reversed(chain):  # outermost first
            total += z[b]
            known[b] = total

        def shared(j: int) -> int:
            path = []
            b = parent[j]
            while b != -1 and b not in known:
                path.append(b)
                b = parent[b]
            found = 0 if b == -1 else known[b]
            for blossom in path:
                known[blossom] = found
            return found

        return shared

    def _cycle_edge_at(self, blossom: int, a: int, b: int) -> bool:
        """Whether a cycle edge of ``blossom`` or of a blossom holding it ends at ``a`` or ``b``."""
        while blossom >= 0:
            edges = self.cedges[blossom]
            assert edges is not None
            if any(x in (a, b) or y in (a, b) for x, y in edges):
                return True
            blossom = self.parent[blossom]
        return False

    def reset_dual(self, v: int) -> None:
        """Give trivial vertex ``v`` the least even dual keeping its edges feasible."""
        u = self.u
        best = 0
        for y, wt in self.adj[v].items():
            d = wt - u[y]
            if d > best:
                best = d
        u[v] = best + (best & 1)

    def needs_release(self, i: int, j: int, wt: int | None) -> bool:
        """Whether changing edge ``{i, j}`` to internal weight ``wt`` (None: removing it) can
        violate an optimality condition of the current state."""
        if self.mate[i] == j or self.top[i] == self.top[j]:
            return True
        if wt is None:
            return False
        return not self._covers(i, j, wt)

    def clear_vertex(self, v: int) -> None:
        """Remove every edge of ``v`` (between stages, after :meth:`release`)."""
        for y in list(self.adj[v]):
            self.set_weight(v, y, None)

    def neighbours(self, v: int) -> list[int]:
        """The vertices joined to ``v`` by an edge."""
        return list(self.adj[v])

    def mate_of(self, v: int) -> int:
        """The partner of ``v`` (-1 if free)."""
        return self.mate[v]

    def _covers(self, i: int, j: int, wt: int) -> bool:
        """Whether the current duals keep an edge ``{i, j}`` of internal
        weight ``wt`` feasible (ignoring blossom duals, which only add)."""
        return self.u[i] + self.u[j] >= wt

    # ------------------------------------------------------------------
    # Blossom helpers
    # ------------------------------------------------------------------
    def _leaves(self, b: int) -> list[int]:
        """The vertices contained in blossom ``b`` (``[b]`` if trivial)."""
        if b < self.n:
            return [b]
        return self.verts[b]  # type: ignore[return-value]

    def _rotate(self, b: int, v: int) -> None:
        """Make vertex ``v`` the base of blossom ``b`` by flipping the even
        alternating path inside it (and in every sub-blossom it re-matches).

        Mates of inner vertices are updated; ``mate[v]`` is left to the caller.
        Each work item climbs from its vertex to its blossom once and turns every
        level on the way, top down: a nest a thousand deep climbed once per level
        made each rotation quadratic in its depth.
        """
        n, parent = self.n, self.parent
        work = [(b, v)]
        while work:
            b, v = work.pop()
            if b < n:
                continue
            chain = [v]  # v, then each blossom above it, up to a child of b
            while parent[chain[-1]] != b:
                chain.append(parent[chain[-1]])
            for blossom, child in zip([b, *chain[:0:-1]], chain[::-1], strict=True):
                self._rotate_level(blossom, child, v, work)

    def _rotate_level(self, b: int, c: int, v: int, work: list[tuple[int, int]]) -> None:
        """One level of :meth:`_rotate`: child ``c`` (holding ``v``) leads ``b``'s cycle, the even path
        to the old base is re-matched, and each child so re-matched is queued to turn to its new end."""
        children, cedges, mate = self.children, self.cedges, self.mate
        kids = children[b]
        edges = cedges[b]
        assert kids is not None and edges is not None
        k = len(kids)
        i = kids.index(c)
        flips = range(0, i, 2) if i % 2 == 0 else range(k - 1, i, -2)
        for j in flips:
            x, y = edges[j]
            mate[x] = y
            mate[y] = x
            work.append((kids[j], x))
            work.append((kids[(j + 1) % k], y))
        children[b] = kids[i:] + kids[:i]
        cedges[b] = edges[i:] + edges[:i]
        self.base[b] = v

    def _expand(self, b: int, recurse_zero: bool) -> list[int]:
        """Dissolve top-level blossom ``b``; its children become top-level.

        With ``recurse_zero`` children whose dual is 0 are dissolved too
        (end-of-stage clean-up, iteratively at any depth).  Returns the
        new top-level ids.
        """
        n, top, parent, z = self.n, self.top, self.parent, self.z
        result: list[int] = []
        work = [b]
        while work:
            b = work.pop()
            kids = self.children[b]
            assert kids is not None
            for c in kids:
                parent[c] = -1
                for v in self._leaves(c):
                    top[v] = c
                if recurse_zero and c >= n and z[c] == 0:
                    work.append(c)
                else:
                    result.append(c)
            self._free_blossom(b)
        return result

    def _free_blossom(self, b: int) -> None:
        """Return blossom id ``b`` to the pool."""
        self.children[b] = None
        self.cedges[b] = None
        self.verts[b] = None
        self.base[b] = -1
        self.z[b] = 0
        self.label[b] = _UNLABELED
        self.labeledge[b] = None
        self.free_ids.append(b)

    # ------------------------------------------------------------------
    # Dense rows
    # ------------------------------------------------------------------
    def _row(self, x: int) -> list[int]:
        """Dense weights of ``x``: ``row[y] = W(x, y)``, ``-inf`` if no edge."""
        r = self.rows[x]
        if r is None:
            r = [-self.inf] * self.n
            for y, wt in self.adj[x].items():
                r[y] = wt
            self.rows[x] = r
        return r

    def set_weight(self, i: int, j: int, wt: int | None) -> None:
        """Set internal weight of edge ``{i, j}`` (None removes it)."""
        rows = self.rows
        if wt is None:
            self.adj[i].pop(j, None)
            self.adj[j].pop(i, None)
            cell = -self.inf
        else:
            self.adj[i][j] = wt
            self.adj[j][i] = wt
            cell = wt
            if wt > self.max_w:
                self.max_w = wt
                self.rows = rows = [None] * self.n  # inf may be too small
        ri, rj = rows[i], rows[j]
        if ri is not None:
            ri[j] = cell
        if rj is not None:
            rj[i] = cell

    def _ensure_inf(self) -> None:
        """Pick ``inf`` far above every key reachable in the next stage.

        Keys and slacks are bounded by a few times the largest weight or
        dual (the stage's total dual change is at most the largest ``u``).
        """
        m = max(self.max_w, max(self.u, default=0), max(self.z, default=0))
        need = 1 << (m.bit_length() + 8)
        if need > self.inf:
            self.inf = need << 16
            self.rows = [None] * self.n

    # ------------------------------------------------------------------
    # Labelling (keeps the lazy duals and slack arrays up to date)
    # ------------------------------------------------------------------
    def _register_s(self, verts: list[int]) -> None:
        """Book vertices that just turned S (``u`` already holds their keys)."""
        u, sk, u2, inf = self.u, self.sk, self.u2, self.inf
        best = self.min_s
        for v in verts:
            k = u[v]
            sk[v] = k
            u2[v] = inf
            if k < best[0]:
                best = (k, v)
        self.min_s = best

    def _array(self, c: int) -> list[int]:
        """``A_c[x] = min over S-vertices y in c of key(y) - W(x, y)``.

        Reuses the arrays of already scanned sub-blossoms; members of
        ``c`` are not masked.  Nested blossoms are walked with an explicit
        stack (children before parents), so nesting depth is unbounded.
        """
        if c < self.n:
            return list(map(sub, repeat(self.u[c]), self._row(c)))
        arr = self.sarr.pop(c, None)
        if arr is not None:
            return arr
        n, children, sarr, u, row = self.n, self.children, self.sarr, self.u, self._row
        built: dict[int, list[int]] = {}
        stack = [c]
        while stack:
            b = stack[-1]
            kids: list[int] = children[b]  # type: ignore[assignment]
            missing = [k for k in kids if k >= n and k not in built and k not in sarr]
            if missing:
                stack.extend(missing)
                continue
            stack.pop()
            parts = [
                list(map(sub, repeat(u[k]), row(k))) if k < n else sarr.pop(k) if k in sarr else built.pop(k)
                for k in kids
            ]
            if len(parts) == 2:
                first, second = parts
                built[b] = [x if x < y else y for x, y in zip(first, second, strict=True)]
            else:
                built[b] = list(map(min, *parts))
        return built.pop(c)

    def _label_s(self, b: int, edge: Edge | None) -> None:
        """Label unlabelled top-level blossom ``b`` S (duals are real values)."""
        self.label[b] = _S
        self.labeledge[b] = edge
        verts = self._leaves(b)
        shift, u = self.shift, self.u
        if shift:
            for v in verts:
                u[v] += shift
        if b >= self.n:
            self.z[b] -= 2 * shift
        else:
            self.sk1[b] = u[b]
        self._register_s(verts)
        self.pending.append(b)

    def _scan(self, b: int) -> bool:
        """Scan S-blossom ``b``: build its slack array, lower ``D2`` and act
        on tight edges at once; push its least S-S edge.  True if the stage
        ended.

        Only entries that improve ``D2`` reach the Python loop.  A tight
        edge that does not improve (an equal one was seen) is picked up by
        the next dual step (delta 0).
        """
        n, top, label, u, sk = self.n, self.top, self.label, self.u, self.sk
        arr = self._array(b)
        members = self._leaves(b)
        if b >= n:
            inf = self.inf
            for v in members:
                arr[v] = inf
            self.sarr[b] = arr
        d2 = self.d2
        for i in compress(range(n), list(map(lt, arr, d2))):
            a = arr[i]
            d2[i] = a
            bi = top[i]
            li = label[bi]
            if li == _UNLABELED:
                tight = a + u[i] == self.shift
            elif li == _S:
                tight = bi != top[members[0]] and a + sk[i] == 2 * self.shift
            else:
                tight = False
            if tight:
                ri = self._row(i)
                y = next(v for v in members if u[v] - ri[v] == a)
                if self._tight_edge(y, i):
                    return True
        if b >= n:
            self.unpushed.append((b, arr))
        return False

    def _push_s_edges(self) -> None:
        """Queue the least-slack S-S edge of every scanned top non-trivial
        S-blossom (trivial ones are read from ``D2``, see :meth:`_least_delta`).

        Deferred from :meth:`_scan` to the next dual step: a blossom that
        is swallowed first never needs its own entry.  Every S-S edge is
        still covered by the entry of the later-pushed of its blossoms.
        """
        parent, sk, half, heap = self.parent, self.sk, self.inf >> 1, self.heap
        for b, arr in self.unpushed:
            if parent[b] == -1:
                sums = list(map(add, arr, sk))
                m = min(sums)
                if m < half:
                    heappush(heap, (m, sums.index(m), self._leaves(b)[0]))
        self.unpushed = []

    def _mark_t(self, b: int, edge: Edge) -> None:
        """Label unlabelled top-level blossom ``b`` T (duals are real values)."""
        self.label[b] = _T
        self.labeledge[b] = edge
        shift, u, u2, inf = self.shift, self.u, self.u2, self.inf
        for v in self._leaves(b):
            u[v] -= shift
            u2[v] = inf
        if b >= self.n:
            self.z[b] += 2 * shift
            self.tset.add(b)

    def _label_t(self, b: int, edge: Edge) -> None:
        """Label ``b`` T via ``edge`` and its base's mate's blossom S."""
        self._mark_t(b, edge)
        bs = self.base[b]
        m = self.mate[bs]
        self._label_s(self.top[m], (bs, m))

    def _settle_duals(self) -> None:
        """Turn the lazy stage duals back into real ``u`` and ``z``."""
        shift = self.shift
        if not shift:
            return
        n, u, z, top, label = self.n, self.u, self.z, self.top, self.label
        for v in range(n):
            lv = label[top[v]]
            if lv == _S:
                u[v] -= shift
            elif lv == _T:
                u[v] += shift
        parent, children = self.parent, self.children
        for b in range(n, 2 * n):
            if children[b] is not None and parent[b] == -1:
                if label[b] == _S:
                    z[b] += 2 * shift
                elif label[b] == _T:
                    z[b] -= 2 * shift
        self.shift = 0

    # ------------------------------------------------------------------
    # Tree walking
    # ------------------------------------------------------------------
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
        """Contract the odd cycle closed by tight S-S edge ``(x, y)``.

        Former T-children turn S here; the new blossom is scanned later
        (its slack array is the element-wise minimum of its children's,
        Galil's merge, see :meth:`_array`).
        """
        n, top, labeledge, label = self.n, self.top, self.labeledge, self.label
        u, z, shift = self.u, self.z, self.shift
        px = self._path_up(top[x], lca)
        py = self._path_up(top[y], lca)
        py.reverse()
        kids = [lca, *py, *px]
        edges: list[Edge] = [labeledge[c] for c in py]  # type: ignore[misc]
        edges.append((y, x))
        for c in px:
            p, q = labeledge[c]  # type: ignore[misc]
            edges.append((q, p))
        b = self.free_ids.pop()
        turned: list[int] = []
        members: list[int] = []
        for c in kids:
            self.parent[c] = b
            verts = self._leaves(c)
            members += verts
            if label[c] == _T:
                for v in verts:
                    u[v] += 2 * shift
                if c >= n:
                    z[c] -= 2 * shift
                    self.tset.discard(c)
                turned += verts
            elif c >= n:
                z[c] += 2 * shift
        if turned:
            self._register_s(turned)
        sk1, inf = self.sk1, self.inf
        for v in members:
            top[v] = b
            sk1[v] = inf
        self.children[b] = kids
        self.cedges[b] = edges
        self.verts[b] = members
        self.base[b] = self.base[lca]
        z[b] = -2 * shift
        label[b] = _S
        labeledge[b] = labeledge[lca]
        self.pending.append(b)

    def _augment_half(self, s: int, partner: int) -> None:
        """Match ``s`` to ``partner`` and flip the tree path from ``s`` to its root."""
        top, labeledge, mate = self.top, self.labeledge, self.mate
        while True:
            b = top[s]
            self._rotate(b, s)
            mate[s] = partner
            le = labeledge[b]
            if le is None:
                return
            tb = top[le[0]]
            s2, y2 = labeledge[tb]  # type: ignore[misc]
            self._rotate(tb, y2)
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
        u, u2, shift = self.u, self.u2, self.shift
        for v in self._leaves(b):
            u[v] += shift  # real dual again
            u2[v] = u[v]
        self.tset.discard(b)
        self._expand(b, False)
        k = len(kids)
        j = kids.index(top[entry[1]])
        step = -1 if j % 2 == 0 else 1
        for c in kids:
            label[c] = _UNLABELED
            labeledge[c] = None
        le: Edge = entry
        i = j
        while True:
            self._mark_t(kids[i], le)
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
    def _start_stage(self) -> bool:
        """Reset labels and label all roots S; False if there is no root."""
        n = self.n
        self._ensure_inf()
        inf = self.inf
        self.label = [_UNLABELED] * (2 * n)
        self.labeledge = [None] * (2 * n)
        self.shift = 0
        self.d2 = [inf] * n
        self.u2 = list(self.u)
        self.sk = [inf] * n
        self.sk1 = [inf] * n
        self.sarr = {}
        self.heap = []
        self.tset = set()
        self.min_s = (inf, -1)
        self.pending = []
        self.unpushed = []
        any_root = False
        for v in range(n):
            if self.mate[v] == -1 and self.u[v] > 0:
                b = self.top[v]
                if self.label[b] == _UNLABELED:
                    self._label_s(b, None)
                    any_root = True
        return any_root

    def _least_delta(self) -> tuple[int, int, int]:
        """Largest feasible dual step and its event ``(delta, kind, arg)``.

        delta1 = least S dual (zero-dual flip), delta2 = least slack
        S -> unlabelled (``arg`` the unlabelled vertex), delta3 = least
        slack S-S / 2 (the heap top), delta4 = least T-blossom z / 2.
        """
        self._push_s_edges()
        shift, top, half = self.shift, self.top, self.inf >> 1
        d, kind, arg = self.min_s[0] - shift, 1, self.min_s[1]
        sums = list(map(add, self.d2, self.u2))
        m = min(sums)
        if m < half and m - shift < d:
            d, kind, arg = m - shift, 2, sums.index(m)
        heap = self.heap
        # delta3 at top-level trivial S-vertices: D2 is exact there.
        sums = list(map(add, self.d2, self.sk1))
        m = min(sums)
        if m < half:
            s = m - 2 * shift
            assert s % 2 == 0, "parity invariant broken"
            if s // 2 < d:
                d, kind, arg = s // 2, 3, sums.index(m)
        # delta3 at non-trivial S-blossoms: the least valid heap entry.
        while heap and top[heap[0][1]] == top[heap[0][2]]:
            heappop(heap)
        if heap:
            s = heap[0][0] - 2 * shift
            assert s % 2 == 0, "parity invariant broken"
            if s // 2 < d:
                d, kind, arg = s // 2, 3, -1
        z = self.z
        for b in self.tset:
            s = (z[b] - 2 * shift) // 2
            if s < d:
                d, kind, arg = s, 4, b
        return d, kind, arg

    def _s_partner(self, x: int, members: list[int] | None) -> int:
        """The S-vertex (among ``members`` if given) with least slack to ``x``."""
        keys = list(map(sub, self.sk, self._row(x)))
        if members is None:
            return keys.index(min(keys))
        return min(members, key=keys.__getitem__)

    def _run_stage(self) -> None:
        """Grow trees and adjust duals until an augmentation or zero-dual flip."""
        parent, pending = self.parent, self.pending
        while True:
            while pending:
                if self.min_s[0] == self.shift:
                    break  # an S dual is 0: flip now (delta1 = 0)
                b = pending.pop()
                if parent[b] == -1 and self._scan(b):
                    return
            d, kind, arg = self._least_delta()
            assert d >= 0
            self.shift += d
            if kind == 1:
                self._augment_half(arg, -1)
                return
            if kind == 2:
                if self._tight_edge(self._s_partner(arg, None), arg):
                    return
            elif kind == 3:
                if arg >= 0:  # at trivial S-vertex arg
                    x, s = arg, self._s_partner(arg, None)
                else:
                    _, x, y = self.heap[0]
                    s = self._s_partner(x, self._leaves(self.top[y]))
                if self._tight_edge(s, x):
                    return
            else:
                self._expand_t(arg)

    def _end_stage(self) -> None:
        """Settle the duals and dissolve top-level blossoms whose dual is zero."""
        self._settle_duals()
        n = self.n
        for b in range(n, 2 * n):
            if self.children[b] is not None and self.parent[b] == -1 and self.z[b] == 0:
                self._expand(b, True)
        self.sarr = {}
        self.heap = []
        self.unpushed = []

    def solve(self, poll: Callable[[], None] | None = None) -> None:
        """Run stages until every free vertex has dual 0 (optimal).

        ``poll`` is called between stages (where the state is consistent), so that a caller's
        deadline can stop a long solve: it raises to stop, and the solve is abandoned.
        """
        while self._start_stage():
            self._run_stage()
            self._end_stage()
            if poll is not None:
                poll()
