"""Exact shortcuts for Art. 3.5's walk over upfloater sets: facts of the bracket that hold for every
set of a score profile, so a profile is passed over, or its walk stopped, without trying each set.

The sets of one profile are combinatorially many (``C(m, k)`` for k upfloaters from a level of m),
and the walk used to try every one whenever none was legal or none met [C6]. Two bounds, both
necessary conditions read from the [C1] graph, cut those walks short without changing the answer:

* [C1]: the residents a maximum matching among themselves leaves over must each meet an
  upfloater, so a profile offering fewer upfloaters who may meet some resident has no legal set.
* [C6] (Art. 2.3.3): when a profile takes no team from the following scoregroup, that group is
  the same after every set; if it cannot be paired on its own (with one team from lower down when
  odd), every set fails [C6], and a legal set with the fewest floaters is then unbeatable.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from domain.budget import Deadline

from .field import RoundField


class SetBounds:
    """The bounds of one bracket: its ``residents`` and the ``lower`` teams upfloaters come from."""

    def __init__(self, field: RoundField, residents: list[int], lower: list[int], deadline: Deadline) -> None:
        self.field = field
        self.level = field.level[residents[0]]
        self.lower = lower
        self.deadline = deadline
        self.lonely = _left_over(field, residents)
        self.partners = Counter(field.level[v] for v in lower if any(field.may_meet(v, r) for r in residents))
        self._following_stuck: bool | None = None

    def no_legal_set(self, profile: tuple[int, ...]) -> bool:
        """[C1]: no set of ``profile`` holds as many upfloaters who may meet a resident as the
        residents left over need, so none can be paired."""
        offered = sum(min(taken, self.partners[level]) for level, taken in Counter(profile).items())
        return offered < self.lonely

    def c6_fails_throughout(self, profile: tuple[int, ...]) -> Callable[[], bool]:
        """A test, run only when asked, of whether every set of ``profile`` fails [C6]."""
        if self.level - 1 in profile:
            return lambda: False
        return self.following_stuck

    def following_stuck(self) -> bool:
        """Whether the following scoregroup, whole, cannot be paired by itself (even) or with any one
        lower team (odd): then [C6] fails whatever set leaves it whole. Computed once."""
        if self._following_stuck is None:
            self._following_stuck = not self._following_may_pair()
        return self._following_stuck

    def _following_may_pair(self) -> bool:
        field, below = self.field, self.level - 1
        following = [v for v in self.lower if field.level[v] == below]
        if not following:
            return True
        if len(following) % 2 == 0:
            return field.perfect_matching(following) is not None
        for extra in (v for v in self.lower if field.level[v] < below):
            self.deadline.check()
            if field.perfect_matching([*following, extra]) is not None:
                return True
        return False


def _left_over(field: RoundField, residents: list[int]) -> int:
    """How many residents a maximum matching among the residents alone leaves unpaired."""
    mate = field.maximum_matching(residents)
    return sum(mate[v] == -1 for v in residents)
