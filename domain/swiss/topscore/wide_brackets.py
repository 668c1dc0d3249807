"""Art. 3.6.3-3.6.4 for wide brackets: the first identifier best on the criteria, digit by digit.

One maximum-weight matching with a digit per seat (:mod:`.identifiers`) needs numbers of about
``B * log2(B)`` bits for a bracket of B seats; past about 400 seats they no longer fit the compiled
matcher. The same answer is reached in steps whose weights stay narrow, each keeping the
criteria first:

1. the roles (top or bottom member, 3.6.1) are decided for a block of seats at a time, lowest
   first: a bottom member on a seat of the block weighs a power of two (the earlier seat the more);
   the roles of earlier blocks are kept by allowing only pairs that respect them;
2. with the roles fixed, the bottoms of a block of tops at a time, in seat order (3.6.2): a top's
   bottom weighs its seat in that top's digit; the pairs of earlier blocks are kept.

Each step minimises the criteria over the pairings that respect what earlier steps fixed, which
earlier steps chose among the optimal ones, so the result is that of the single wide matching.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.budget import Deadline
from domain.matching import max_weight_matching

#: Digit bits one matching may carry beside the criteria (the compiled matcher takes about 4,000).
DIGIT_BITS = 1536

#: The pair cost of seats (i, j), i < j, on the criteria as one number (lower is better), or None
#: when the two may not meet.
PairCost = Callable[[int, int], int | None]


def wide_first_identifier(
    size: int, cost: PairCost, deadline: Deadline, digit_bits: int = DIGIT_BITS
) -> list[tuple[int, int]]:
    """The pairs (top seat, bottom seat) of the first identifier best on ``cost`` among the perfect
    matchings of seats ``0..size-1`` (one must exist)."""
    costs: dict[tuple[int, int], int] = {}
    for i in range(size):
        deadline.check()
        costs.update({(i, j): c for j in range(i + 1, size) if (c := cost(i, j)) is not None})
    top = _roles(size, costs, deadline, max(1, digit_bits))
    return _bottoms(size, costs, top, deadline, max(1, digit_bits // (size + 1).bit_length()))


def _roles(size: int, costs: dict[tuple[int, int], int], deadline: Deadline, block: int) -> list[bool]:
    """Step 1: whether each seat is a top member, decided ``block`` seats at a time."""
    role: list[bool | None] = [None] * size
    for low in range(0, size, block):
        deadline.check()
        high = min(size, low + block)
        unit = 2 ** (high - low)
        weights = {
            (i, j): c * unit + (2 ** (high - 1 - j) if low <= j < high else 0)
            for (i, j), c in costs.items()
            if role[i] is not False and role[j] is not True
        }
        mate = _cheapest_perfect(size, weights, deadline)
        for seat in range(low, high):
            role[seat] = mate[seat] > seat
    return [bool(r) for r in role]


def _bottoms(
    size: int, costs: dict[tuple[int, int], int], top: list[bool], deadline: Deadline, block: int
) -> list[tuple[int, int]]:
    """Step 2: each top's bottom, in seat order of the tops, ``block`` tops at a time."""
    tops = [seat for seat in range(size) if top[seat]]
    base = size + 1
    done = [False] * size
    pairs: list[tuple[int, int]] = []
    for start in range(0, len(tops), block):
        deadline.check()
        digit = {seat: base ** (block - 1 - k) for k, seat in enumerate(tops[start : start + block])}
        unit = base**block
        weights = {
            (i, j): c * unit + (j + 1) * digit.get(i, 0)
            for (i, j), c in costs.items()
            if top[i] and not top[j] and not done[i] and not done[j]
        }
        mate = _cheapest_perfect(size, weights, deadline)
        for seat in digit:
            pairs.append((seat, mate[seat]))
            done[seat] = done[mate[seat]] = True
    return pairs


def _cheapest_perfect(size: int, weights: dict[tuple[int, int], int], deadline: Deadline) -> list[int]:
    """A perfect matching of the vertices ``weights`` touches, of least total weight (the matching
    polls ``deadline``)."""
    ceiling = max(weights.values()) + 1
    edges = [(i, j, ceiling - w) for (i, j), w in weights.items()]
    return max_weight_matching(size, edges, max_cardinality=True, poll=deadline.check)
