"""Art. 3.6: pairing a bracket by the first Pairing Identifier that is best on the bracket criteria.

The bracket's teams are seated in ascending TPN (3.6.1); a pair's top member is the one seated
first. The identifier lists the top members in seat order, then the bottom members in the order
of their tops (3.6.2), and identifiers compare lexicographically (3.6.3). Each criterion and each
identifier position adds up over pairs, so one maximum-weight perfect matching with
lexicographic digit weights finds the first identifier that is best on [C8], [C9] and [C10]
(3.6.4): a bottom member on seat j weighs 2**(B-j) in the top-set digit (a low seat made a bottom
member costs more than every later choice), and seat j as the bottom of seat i's pair weighs
j*(B+1)**(B-i) below it (base B+1, so no seat carries into the previous top's position).
When some pairing scores 0 on every criterion, :mod:`.first_identifier` builds the same answer
seat by seat on the graph of zero-cost pairs, without those wide numbers.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.budget import Deadline, MemoryBudget
from domain.matching import max_weight_matching

from .field import RoundField
from .first_identifier import FreePair, first_identifier
from .wide_brackets import PairCost, wide_first_identifier


def pair_cost(field: RoundField, one: int, other: int, bracket_level: int) -> tuple[int, int, int]:
    """The pair's ([C8], [C9], [C10]) counts in a bracket of ``bracket_level``.

    [C8] (2.3.5): both prefer the same colour. [C9] (2.3.6, Type B): both preferences are
    strong. [C10] (2.3.7; Double-Swiss [C8]): for each member that is an upfloater, whether its
    opponent floated in the previous round (Gacrux's reading, which also covers two upfloaters).
    """
    a, b = field.entrants[one], field.entrants[other]
    same = field.criteria.colours and a.preference is not None and a.preference == b.preference
    strong = same and field.criteria.strong_colours and a.strong and b.strong
    floats = 0
    if field.floats:
        floats = sum(mate.floated for member, mate in ((one, b), (other, a)) if field.level[member] < bracket_level)
    return int(same), int(strong), floats


def costs_nothing(field: RoundField, member: int, bracket_level: int) -> bool:
    """Whether every pair of ``member`` scores 0 in :func:`pair_cost`: it has no colour preference
    (or the system no colour criterion), and it neither floated nor is an upfloater (or floats lapse)."""
    entrant = field.entrants[member]
    plain = not field.criteria.colours or entrant.preference is None
    return plain and (not field.floats or (not entrant.floated and field.level[member] >= bracket_level))


def pair_bracket(
    field: RoundField, members: Sequence[int], bracket_level: int, deadline: Deadline, memory: MemoryBudget
) -> list[tuple[int, int]]:
    """The pairs (top, bottom vertex) of the first identifier best on [C8]-[C10]; ``members`` must
    have a perfect matching under [C1]."""
    seats = sorted(members)
    natural = _natural_pairs(field, seats, bracket_level)
    if natural is not None:
        return natural
    free = first_identifier(len(seats), _free_pairs(field, seats, bracket_level), deadline)
    if free is not None:
        return [(seats[i], seats[j]) for i, j in free]
    memory.reserve(len(seats) ** 2 * COSTED_BYTES_PER_SEAT_PAIR, f"a bracket of {len(seats)} seats with costs")
    if _weights_fit(len(seats)):
        return _weighted_pairs(field, seats, bracket_level, deadline)
    free = wide_first_identifier(len(seats), _criteria_cost(field, seats, bracket_level), deadline)
    return [(seats[i], seats[j]) for i, j in free]


#: Bytes a bracket of ``m`` seats without a zero-cost pairing needs per ``m^2``: a cost per pair,
#: the weights of each narrow step and its matcher (measured on wide brackets of 300 and 600 seats:
#: 442 and 452). Checked before anything is built (issue 34); the zero-cost path needs O(m).
COSTED_BYTES_PER_SEAT_PAIR = 450

#: The widest weights (bits) given to one matching; the compiled matcher takes about 4,000.
SINGLE_MATCHING_BITS = 3072


def _weights_fit(size: int) -> bool:
    """Whether the digit weights of :func:`_weighted_pairs` for ``size`` seats fit one matching."""
    return (size + 3) * (size + 1).bit_length() + size <= SINGLE_MATCHING_BITS


def _criteria_cost(field: RoundField, seats: list[int], bracket_level: int) -> PairCost:
    """[C8], [C9], [C10] of a pair of seats as one number, [C8] first (None: the pair may not meet)."""
    base = len(seats) + 1

    def cost(i: int, j: int) -> int | None:
        if not field.may_meet(seats[i], seats[j]):
            return None
        same, strong, floats = pair_cost(field, seats[i], seats[j], bracket_level)
        return (same * base + strong) * base + floats

    return cost


def _free_pairs(field: RoundField, seats: list[int], bracket_level: int) -> FreePair:
    """Whether seats ``i < j`` are a legal pair ([C1]) that scores 0 on every bracket criterion."""
    plain = [costs_nothing(field, v, bracket_level) for v in seats]
    banned = [field.banned[v] for v in seats]

    def free(i: int, j: int) -> bool:
        if seats[j] in banned[i]:
            return False
        return plain[i] or plain[j] or not any(pair_cost(field, seats[i], seats[j], bracket_level))

    return free


def _weighted_pairs(
    field: RoundField, seats: list[int], bracket_level: int, deadline: Deadline
) -> list[tuple[int, int]]:
    """The first identifier best on the criteria by one maximum-weight matching (the digit weights
    of the module's docstring), for brackets where every pairing costs something; the deadline is
    polled per seat while the weights are made and by the matching."""
    size = len(seats)
    base = size + 1
    top_digit = base**size
    c10 = top_digit * 2**size
    c9 = c10 * base
    c8 = c9 * base
    costs: list[tuple[int, int, int]] = []
    for i in range(size):
        deadline.check()
        for j in range(i + 1, size):
            if field.may_meet(seats[i], seats[j]):
                same, strong, floats = pair_cost(field, seats[i], seats[j], bracket_level)
                weight = same * c8 + strong * c9 + floats * c10
                weight += top_digit * 2 ** (size - 1 - j) + (j + 1) * base ** (size - 1 - i)
                costs.append((i, j, weight))
    ceiling = max(weight for _, _, weight in costs) + 1
    edges = [(i, j, ceiling - weight) for i, j, weight in costs]
    mate = max_weight_matching(size, edges, max_cardinality=True, poll=deadline.check)
    return [(seats[i], seats[mate[i]]) for i in range(size) if i < mate[i]]


def _natural_pairs(field: RoundField, seats: list[int], bracket_level: int) -> list[tuple[int, int]] | None:
    """Seat i against seat k+i: the smallest identifier of all, so the answer when every pair is
    legal and scores 0 on every bracket criterion; else None."""
    half = len(seats) // 2
    pairs = list(zip(seats[:half], seats[half:], strict=True))
    for top, bottom in pairs:
        if not field.may_meet(top, bottom) or any(pair_cost(field, top, bottom, bracket_level)):
            return None
    return pairs
