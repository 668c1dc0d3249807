"""The weight patterns the bulk operations of a core take, spelled out pair by pair.

A compiled core makes these weights itself, without a Python int per pair; the Python core and
the tests use these functions, which define what the compiled core must compute.
"""

from __future__ import annotations

from itertools import compress, repeat
from operator import add


def ranked_row(others: list[int], bases: list[int], step: int) -> tuple[list[int], list[int]]:
    """The pairs of a ranked row: each of ``others`` whose base is not 0, with its base plus
    ``step`` for each later one of ``others`` (the first is favoured most, the last gets its base).

    >>> ranked_row([4, 5, 6, 7], [10, 0, 20, 10], 100)
    ([4, 6, 7], [310, 120, 10])
    """
    bonuses = range(step * (len(others) - 1), -1, -step) if step else repeat(0, len(others))
    kept = list(compress(others, bases))
    return kept, list(map(add, compress(bases, bases), compress(bonuses, bases)))


def offset_rows(rows: list[list[int]], offsets: list[list[int]]) -> list[list[int]]:
    """The weights of a block given as base weights plus offsets: each base plus its offset,
    0 (no edge) where the base is 0.

    >>> offset_rows([[0, 10, 0], [0, 0, 20], [0, 0, 0]], [[0, 3, 4], [0, 0, -5], [0, 0, 0]])
    [[0, 13, 0], [0, 0, 15], [0, 0, 0]]
    """
    return [
        [base and base + offset for base, offset in zip(row, line, strict=True)]
        for row, line in zip(rows, offsets, strict=True)
    ]


def low_bits_mask(low_bits: int) -> int:
    """The mask keeping a weight's lowest ``low_bits`` bits (0: the whole weight, mask -1).

    >>> low_bits_mask(4), low_bits_mask(0)
    (15, -1)
    """
    return (1 << low_bits) - 1 if low_bits else -1


def deferred_rows(rows: list[list[int]], lead: int, cut: int) -> list[tuple[int, list[int], list[int]]]:
    """The edges a core defers (``defer=(lead, cut)``, :mod:`domain.matching.protocol`) as rows,
    in the order they enter: each of the first ``lead`` vertices with every later one, then,
    when vertices follow ``cut``, each vertex before it with them.

    >>> deferred_rows([[0, 1, 2, 3], [0, 0, 4, 5], [0, 0, 0, 6], [0, 0, 0, 0]], 1, 3)
    [(0, [1, 2, 3], [1, 2, 3]), (1, [3], [5]), (2, [3], [6])]
    """
    size = len(rows)
    leading = [(x, list(range(x + 1, size)), rows[x][x + 1 :]) for x in range(lead)]
    below = list(range(cut, size))
    return leading + [(x, below, rows[x][cut:]) for x in range(lead, cut if below else lead)]


def without_deferred(rows: list[list[int]], lead: int, cut: int) -> list[list[int]]:
    """``rows`` with the edges of :func:`deferred_rows` absent (0).

    >>> without_deferred([[0, 1, 2, 3], [0, 0, 4, 5], [0, 0, 0, 6], [0, 0, 0, 0]], 1, 3)
    [[0, 0, 0, 0], [0, 0, 4, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    """
    size = len(rows)
    leading = [[0] * size for _ in range(lead)]
    parts = [row[:cut] + [0] * (size - cut) for row in rows[lead:cut]]
    return leading + parts + rows[cut:]
