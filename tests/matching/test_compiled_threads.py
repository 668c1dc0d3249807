"""A compiled solve lets other threads run: the server's event loop answers during a long pairing."""

from __future__ import annotations

import random
import threading
import time

from domain.matching.cores import CompiledCore, compiled_available
from domain.matching.weighted import build_adjacency


def test_other_threads_run_while_the_compiled_core_solves() -> None:
    assert compiled_available()
    rng = random.Random(1)
    n = 1200
    edges = [(i, j, rng.getrandbits(200)) for i in range(n) for j in range(i + 1, n)]
    adjacency, _ = build_adjacency(n, edges, False)
    core = CompiledCore(n, adjacency)
    core.uniform_start()  # no warm start: about n / 2 stages, a long solve
    solver = threading.Thread(target=core.solve)
    started = last = time.perf_counter()
    solver.start()
    longest_pause = 0.0
    while solver.is_alive():
        time.sleep(0.001)
        now = time.perf_counter()
        longest_pause, last = max(longest_pause, now - last), now
    solve_time = time.perf_counter() - started
    assert solve_time > 0.05, "the solve was too short to tell"
    # holding the GIL for the whole solve would stall this thread for all of it
    assert longest_pause < solve_time / 3, (longest_pause, solve_time)
    assert sum(1 for v, m in enumerate(core.mate) if m >= 0 and core.mate[m] == v) == n
