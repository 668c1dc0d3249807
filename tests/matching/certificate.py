"""Independent optimality check of a solver state (LP duality certificate).

A matching ``M`` with duals ``u`` (vertices) and ``z`` (odd sets, the
blossoms) is maximum-weight when (Edmonds' matching polytope):

* ``u >= 0``, ``z >= 0`` and every edge has non-negative slack;
* every matched edge is tight (slack 0);
* every vertex with ``u > 0`` is matched;
* every blossom with ``z > 0`` is full: ``(|B| - 1) / 2`` of its vertices'
  matched edges lie inside it.

The check re-derives blossom membership from the parent pointers only, so it
does not trust the solver's bookkeeping.  Cheap enough to
run on graphs of a few hundred vertices. Test-only: the engines never call it.
"""

from __future__ import annotations

from domain.matching.protocol import BlossomCore


def _blossom_members(core: BlossomCore) -> dict[int, set[int]]:
    """Map every live non-trivial blossom id to its vertex set."""
    members: dict[int, set[int]] = {}
    for v in range(core.n):
        b = core.parent[v]
        while b != -1:
            members.setdefault(b, set()).add(v)
            b = core.parent[b]
    return members


def certificate_errors(core: BlossomCore) -> list[str]:
    """Return the violated optimality conditions (empty list: optimal)."""
    n, mate, u, z, adj = core.n, core.mate, core.u, core.z, core.adj
    errors: list[str] = []
    members = _blossom_members(core)
    for v in range(n):
        m = mate[v]
        if m != -1 and (mate[m] != v or m not in adj[v]):
            errors.append(f"mate[{v}]={m} is not a matched edge")
        if u[v] < 0:
            errors.append(f"u[{v}] < 0")
        if u[v] > 0 and m == -1:
            errors.append(f"free vertex {v} has u={u[v]}")
    chains: list[list[int]] = []
    for v in range(n):
        chain = []
        b = core.parent[v]
        while b != -1:
            chain.append(b)
            b = core.parent[b]
        chains.append(chain)
    for b, verts in members.items():
        if z[b] < 0:
            errors.append(f"z[{b}] < 0")
        if len(verts) % 2 == 0:
            errors.append(f"blossom {b} has even size")
        if z[b] > 0:
            inside = sum(1 for v in verts if mate[v] in verts) // 2
            if inside != (len(verts) - 1) // 2:
                errors.append(f"blossom {b} with z>0 is not full")
    for i in range(n):
        ci = set(chains[i])
        for j, wt in adj[i].items():
            if j < i:
                continue
            zs = sum(z[b] for b in chains[j] if b in ci)
            slack = u[i] + u[j] + zs - wt
            if slack < 0:
                errors.append(f"edge ({i},{j}) has negative slack {slack}")
            if mate[i] == j and slack != 0:
                errors.append(f"matched edge ({i},{j}) has slack {slack}")
    return errors
