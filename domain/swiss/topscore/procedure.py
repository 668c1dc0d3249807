"""Art. 3.3: one round of the top-scoregroup procedure, the PAB first, then bracket after bracket."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from domain.budget import Deadline, MemoryBudget
from domain.errors import NoLegalPairing

from .bye import choose_bye
from .criteria import Criteria
from .entrants import Bracket, Entrant, TopScorePairing
from .field import RoundField
from .identifiers import pair_bracket
from .upfloaters import choose_upfloaters


def pair_top_scoregroups(
    entrants: Sequence[Entrant],
    criteria: Criteria,
    round_number: int,
    rounds: int | None,
    deadline: Deadline | None = None,
    forbidden: Sequence[Collection[int]] = (),
    memory: MemoryBudget | None = None,
) -> TopScorePairing:
    """Pair ``entrants`` for ``round_number`` of ``rounds`` (Arts. 3.3-3.6); the members of each
    ``forbidden`` group (entrant numbers) may not meet one another, as if they had met ([C1]).
    Every search and matching polls ``deadline``; a bracket with costs is refused before it is built
    when it would need more than ``memory`` (both unlimited when not given).

    Raises :class:`NoLegalPairing` when the round cannot be completed (Art. 3.3.3): no legal PAB,
    or a top scoregroup that no set of upfloaters pairs while keeping the rest completable.
    """
    deadline = deadline or Deadline.unlimited()
    memory = memory or MemoryBudget.unlimited()
    field = RoundField(entrants, criteria, criteria.floats_apply(round_number, rounds), deadline, forbidden)
    unpaired = set(range(len(field.entrants)))
    bye: int | None = None
    if len(unpaired) % 2:
        bye, matching = choose_bye(field, deadline)
        unpaired.discard(bye)
    else:
        found = field.perfect_matching(unpaired)
        if found is None:
            raise NoLegalPairing("the teams have no pairing without a rematch (C.04.6 Arts. 2.1.1 and 3.3.3)")
        matching = found
    brackets: list[Bracket] = []
    while unpaired:
        bracket, matching = _next_bracket(field, unpaired, matching, deadline, memory)
        brackets.append(bracket)
    return TopScorePairing(None if bye is None else field.numbers[bye], tuple(brackets))


def _next_bracket(
    field: RoundField, unpaired: set[int], matching: list[int], deadline: Deadline, memory: MemoryBudget
) -> tuple[Bracket, list[int]]:
    """Pair the top scoregroup of ``unpaired`` with its upfloaters; removes them from ``unpaired``."""
    level = max(field.level[v] for v in unpaired)
    residents = sorted(v for v in unpaired if field.level[v] == level)
    choice = choose_upfloaters(field, residents, unpaired, matching, deadline)
    if choice is None:
        score = field.score(residents[0])
        raise NoLegalPairing(
            f"the scoregroup of score {score} has no legal pairing with any set of upfloaters (C.04.6 Art. 3.3.3)"
        )
    members = residents + list(choice.upfloaters)
    pairs = pair_bracket(field, members, level, deadline, memory)
    unpaired.difference_update(members)
    numbers = field.numbers
    bracket = Bracket(
        field.score(residents[0]),
        tuple(numbers[v] for v in residents),
        tuple(numbers[v] for v in choice.upfloaters),
        tuple((numbers[top], numbers[bottom]) for top, bottom in pairs),
    )
    return bracket, choice.rest_matching
