"""Art. 3.5: the set of upfloaters that joins the top scoregroup, by [C3]-[C7].

The sets are tried the way 3.5.2-3.5.5 order them: [C4] fewest upfloaters first (as many as the
parity needs, then two more at a time); for one count, [C5] the score profiles best first (the
multiset of upfloater scores compared lowest score first); within one profile the sets in the
lexicographic order of 3.5.3/3.5.4 (descending score, then ascending TPN). Of a profile's legal
sets (the bracket pairs under [C1], the rest stays completable, [C3]) the first best on [C6] then
[C7] wins; a profile without a legal set gives way to the next one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from domain.budget import Deadline

from .bounds import SetBounds
from .field import RoundField


@dataclass(frozen=True, slots=True)
class Choice:
    """The chosen upfloaters (vertices, in 3.5.3 order) and a perfect matching of the teams left after the bracket."""

    upfloaters: tuple[int, ...]
    rest_matching: list[int]


def choose_upfloaters(
    field: RoundField, residents: list[int], unpaired: set[int], hint: Sequence[int], deadline: Deadline
) -> Choice | None:
    """The upfloater set of Art. 3.5.5 for ``residents`` among ``unpaired``; None if no set is legal."""
    level = field.level[residents[0]]
    lower = sorted((v for v in unpaired if field.level[v] < level), key=lambda v: (-field.level[v], v))
    bounds = SetBounds(field, residents, lower, deadline)
    for count in range(len(residents) % 2, len(lower) + 1, 2):
        for profile in score_profiles(field, lower, count):
            deadline.check()
            if bounds.no_legal_set(profile):
                continue
            walk = Walk(residents, unpaired, hint, fewest_floaters(field, lower, profile), deadline)
            best = _first_best(field, walk, sets_of_profile(field, lower, profile), bounds.c6_fails_throughout(profile))
            if best is not None:
                return best
    return None


@dataclass(frozen=True, slots=True)
class Walk:
    """What the walk over one profile's sets reads: the bracket's residents, the teams still to pair,
    a matching to seed from, the profile's [C7] lower bound, the deadline."""

    residents: list[int]
    unpaired: set[int]
    hint: Sequence[int]
    fewest: int
    deadline: Deadline


def _first_best(
    field: RoundField, walk: Walk, sets: Iterator[tuple[int, ...]], c6_fails: Callable[[], bool]
) -> Choice | None:
    """The first of ``sets`` that is legal and best on ([C6], [C7]), or None if none is legal. The
    walk stops at a set no later one can beat: [C6] met with the fewest floaters, or [C6] failed
    with the fewest floaters when ``c6_fails()`` says every set of the profile fails it."""
    level = field.level[walk.residents[0]]
    best: tuple[tuple[int, int], Choice] | None = None
    for upfloaters in sets:
        walk.deadline.check()
        found = _judge(field, walk.residents, upfloaters, walk.unpaired, walk.hint, level, walk.deadline)
        if found is None:
            continue
        key, choice = found
        if best is None or key < best[0]:
            best = (key, choice)
        if key == (0, walk.fewest) or (key == (1, walk.fewest) and c6_fails()):
            break
    return None if best is None else best[1]


def _judge(
    field: RoundField,
    residents: list[int],
    upfloaters: tuple[int, ...],
    unpaired: set[int],
    hint: Sequence[int],
    level: int,
    deadline: Deadline,
) -> tuple[tuple[int, int], Choice] | None:
    """A legal set's ([C6] failed, [C7] count), or None when the bracket cannot be paired ([C1])
    or the rest of the round could not be completed ([C3])."""
    bracket = set(residents).union(upfloaters)
    if field.perfect_matching(bracket, hint) is None:
        return None
    rest = unpaired - bracket
    rest_matching = field.perfect_matching(rest, hint)
    if rest_matching is None:
        return None
    c6 = 0 if following_group_complies(field, level, rest, rest_matching, deadline) else 1
    c7 = sum(field.entrants[v].floated for v in upfloaters) if field.floats else 0
    return (c6, c7), Choice(upfloaters, rest_matching)


def fewest_floaters(field: RoundField, lower: list[int], profile: tuple[int, ...]) -> int:
    """A lower bound of [C7] over the sets of ``profile``: at each level, the upfloaters it needs
    beyond the teams there that did not float. A set reaching it (with [C6] met) cannot be beaten,
    so the walk stops there instead of trying every later set."""
    if not field.floats:
        return 0
    need = Counter(profile)
    calm = Counter(field.level[v] for v in lower if not field.entrants[v].floated)
    return sum(max(0, count - calm[level]) for level, count in need.items())


def score_profiles(field: RoundField, lower: list[int], count: int) -> list[tuple[int, ...]]:
    """[C5] (Art. 2.3.2): every multiset of ``count`` score levels the lower teams can supply, best
    first: compared as ascending lists, the larger is better (the lowest score counts most)."""
    available = Counter(field.level[v] for v in lower)
    levels = sorted(available, reverse=True)
    profiles: list[tuple[int, ...]] = []

    def extend(start: int, chosen: list[int]) -> None:
        if len(chosen) == count:
            profiles.append(tuple(chosen))
            return
        for index in range(start, len(levels)):
            taken = chosen.count(levels[index])
            if taken < available[levels[index]]:
                extend(index, [*chosen, levels[index]])

    extend(0, [])
    return sorted(profiles, key=sorted, reverse=True)


def sets_of_profile(field: RoundField, lower: list[int], profile: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """The sets with that score profile in the order of Arts. 3.5.3-3.5.4: levels by descending score,
    within a level ascending TPN, the sets in lexicographic order; produced lazily."""
    need = Counter(profile)
    levels = sorted(need, reverse=True)
    by_level = [[v for v in lower if field.level[v] == level] for level in levels]

    def from_level(index: int) -> Iterator[tuple[int, ...]]:
        if index == len(levels):
            yield ()
            return
        for chosen in combinations(by_level[index], need[levels[index]]):
            for rest in from_level(index + 1):
                yield chosen + rest

    return from_level(0)


def following_group_complies(
    field: RoundField, level: int, rest: set[int], rest_matching: list[int], deadline: Deadline
) -> bool:
    """[C6] (Art. 2.3.3, pass or fail as Gacrux reads it): the scoregroup one level below the
    bracket's, what is left of it, can be paired with the fewest upfloaters its parity allows
    (none if even, one from lower down if odd) while the rest stays completable. An emptied
    group complies."""
    following = [v for v in rest if field.level[v] == level - 1]
    if not following:
        return True
    if len(following) % 2 == 0:
        candidates: list[list[int]] = [[]]
    else:
        candidates = [[v] for v in sorted(rest) if field.level[v] < level - 1]
    for extra in candidates:
        deadline.check()
        group = set(following).union(extra)
        if field.perfect_matching(group, rest_matching) is None:
            continue
        if field.perfect_matching(rest - group, rest_matching) is not None:
            return True
    return False
