"""The complement matcher (domain.matching.complement) on a field of the largest size the service
takes: the [C1] graph is read from the bars alone, never written out."""

from __future__ import annotations

import random

from domain.matching.complement import complement_matching


def test_a_large_field_is_paired_from_its_bars_alone() -> None:
    """9,999 vertices with a few bars each: listing the allowed pairs would take 100 million entries."""
    rng = random.Random(9)
    size = 9_999
    barred = [{v} for v in range(size)]
    for v in range(size):
        for w in rng.sample(range(size), 8):
            barred[v].add(w)
            barred[w].add(v)
    mate = complement_matching(range(size), barred)
    assert sum(m == -1 for m in mate) == 1
