"""The first paragraph of the Swedish procedure (``swedish.md`` §2) where a legal proposal departs
from the engine's pairing.

The engine's steps are walked in pairing order (2.2: groups from the top). Every step before the
first one that differs pairs its players exactly as the proposal does, so at that step the proposal
also pairs the group among the group and some lower players. The procedure's decisions are then
taken in their own order, and the first one the proposal does not follow is named:

1. who joins the group from below (2.5, 2.7, 2.8; none for 2.6);
2. whether players change halves (2.6.f-g), i.e. whether the proposal pairs two players of one half;
3. the upper half's partners in order (2.6.c default, 2.6.d-e re-ordering and backtracking),
   or for the project's last resort (step "2.3") each player's partner in starting order.

Each claim follows from the engine having taken the first choice that works: a proposal that is
legal could have been that choice only if it came later. Where no decision explains the difference
the answer says so ("differs from the engine's pairing") rather than guess.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from domain.swiss.check_report import Comparison
from domain.swiss.swedish.field import RoundField
from domain.swiss.swedish.procedure import Step

#: A pairing seen from each player: field index -> partner's field index (X included).
Partners = dict[int, int]


def partners_of(pairs: Iterable[tuple[int, int]]) -> Partners:
    partner: Partners = {}
    for a, b in pairs:
        partner[a], partner[b] = b, a
    return partner


def first_departure(field: RoundField, steps: Sequence[Step], proposal: Partners) -> Comparison:
    """``equivalent`` when the proposal makes the engine's pairs (and bye), else the first rule it departs from."""
    engine = partners_of(pair for step in steps for pair in step.pairs)
    if proposal == engine:
        return Comparison(equivalent=True)
    above: set[int] = set()
    for step in steps:
        if any(proposal[p] != engine[p] for p in step.players):
            return _StepDeparture(field, step, proposal, engine, above).explain()
        above |= step.players
    return _unattributed(field, None, [p for p in engine if proposal[p] != engine[p]])


class _StepDeparture:
    """One engine step at which the proposal pairs some player otherwise."""

    def __init__(self, field: RoundField, step: Step, proposal: Partners, engine: Partners, above: set[int]) -> None:
        self.field, self.step, self.proposal, self.engine, self.above = field, step, proposal, engine, above
        self.group = sorted(step.group)
        self.moved = sorted(step.players - set(step.group))
        self.outsiders = sorted({proposal[p] for p in step.group} - set(step.group))
        self.where = f"the group of score {_points(step.score)}"
        if step.article == "2.8 merge":
            self.where = f"the group merged upwards from the lowest one (art. 2.8; lowest score {_points(step.score)})"

    def explain(self) -> Comparison:
        step = self.step
        if step.article in ("2.5", "2.6", "2.7", "2.8") and self.outsiders != self.moved:
            return self._moved_up()
        if step.halves is not None:
            return self._halves()
        if step.article == "2.3":
            return self._last_resort()
        return _unattributed(self.field, step, self._differing())

    # -- 1. who joins the group ------------------------------------------------------------------

    def _moved_up(self) -> Comparison:
        name, names = self._name, self._names
        article, moved, outsiders = self.step.article, self.moved, self.outsiders
        if article == "2.6":
            text = (
                f"art. 2.6: {self.where} ({names(self.group)}) can be paired within itself, so nobody moves up "
                f"to it (art. 2.7-2.8 apply only when art. 2.6 fails); the proposal pairs it with "
                f"{names(outsiders)}"
            )
        elif article == "2.5":
            (single,), (chosen,) = self.group, moved
            text = (
                f"art. 2.5: player {name(single)}, alone in {self.where}, meets the strongest player of the next "
                f"lower group whom he has not met and who leaves the rest pairable: {name(chosen)}; the proposal "
                f"pairs him with {names(outsiders)}"
            )
        elif article == "2.7" and len(outsiders) == 1:
            text = (
                f"art. 2.7: the strongest player of the next lower group who makes a pairing of {self.where} by "
                f"art. 2.6 possible moves up: {names(moved)}; the proposal moves up {names(outsiders)}"
            )
            if self._stronger_of_next_group(outsiders[0], moved[0]):
                text += f" (with player {name(outsiders[0])} moved up, art. 2.6.a-g finds no pairing of the group)"
        elif article == "2.7":
            text = (
                f"art. 2.7: one player moved up ({names(moved)}) lets art. 2.6 pair {self.where}; the proposal "
                f"pairs it with {names(outsiders)} (art. 2.8 applies only when art. 2.7 fails)"
            )
        else:
            text = (
                f"art. 2.8: {self.where} cannot be paired by art. 2.6 or 2.7 alone; the players who move up are "
                f"the strongest of the next lower group who make a pairing by art. 2.6 possible: {names(moved)}; "
                f"the proposal pairs the group with {names(outsiders)}"
            )
        involved = self.group if article in ("2.5", "2.6") else []
        return self._comparison(article, text, [*involved, *moved, *outsiders])

    def _stronger_of_next_group(self, player: int, chosen: int) -> bool:
        """``player`` belongs to the next lower group and precedes the engine's choice (2.7 tried him first)."""
        below = [p for p in range(self.field.size) if p not in self.above and p not in self.step.group]
        top = max(self.field.scores[p] for p in below)
        return self.field.scores[player] == top and player < chosen

    # -- 2. and 3. the halves --------------------------------------------------------------------

    def _halves(self) -> Comparison:
        halves = self.step.halves
        assert halves is not None
        side = {p: "upper" for p in halves.upper} | {p: "lower" for p in halves.lower}
        same_half = [(p, q) for p in halves.upper + halves.lower if side[p] == side.get(q := self.proposal[p])]
        if same_half:
            return self._exchange(*same_half[0], side)
        for position, player in enumerate(halves.upper):
            ours, theirs = self.engine[player], self.proposal[player]
            if ours != theirs:
                return self._partner(position, player, ours, theirs)
        return _unattributed(self.field, self.step, self._differing())

    def _exchange(self, a: int, b: int, side: dict[int, str]) -> Comparison:
        halves, names = self.step.halves, self._names
        assert halves is not None
        split = f"upper half {names(halves.upper)} against lower half {names(halves.lower)}"
        if halves.exchange is None:
            article = "2.6.f"
            text = (
                f"art. 2.6.f: in {self.where}, players change halves only when the upper half cannot be paired "
                f"against the lower half, and here it can ({split}, art. 2.6.c-e); the proposal pairs "
                f"{self._name(a)} with {self._name(b)}, both of the {side[a]} half"
            )
        else:
            down, up = halves.exchange
            article = "2.6.f" if len(down) == 1 else "2.6.g"
            text = (
                f"art. {article}: in {self.where}, the upper half cannot be paired against the lower half; the "
                f"first exchange that lets it moves {names(down)} down and {names(up)} up ({split}); the proposal "
                f"pairs {self._name(a)} with {self._name(b)}, both of the {side[a]} half after that exchange"
            )
        return self._comparison(article, text, [a, b])

    def _partner(self, position: int, player: int, ours: int, theirs: int) -> Comparison:
        halves, name = self.step.halves, self._name
        assert halves is not None
        after = " (halves after the exchange of art. 2.6.f-g)" if halves.exchange is not None else ""
        if halves.lower.index(ours) == position:
            article = "2.6.c"
            text = (
                f"art. 2.6.c: in {self.where}{after}, the upper half's player {position + 1} (player "
                f"{name(player)}) meets the lower half's player {position + 1} (player {name(ours)}); the proposal "
                f"pairs him with {name(theirs)}"
            )
        else:
            article = "2.6.d"
            backtracked = " after backtracking (art. 2.6.e)" if player in halves.backtracked else ""
            text = (
                f"art. 2.6.d: in {self.where}{after}, player {name(player)} meets the lower-half player with the "
                f"nearest higher starting number whom he has not met and who leaves the group pairable"
                f"{backtracked}: {name(ours)}; the proposal pairs him with {name(theirs)}"
            )
        return self._comparison(article, text, [player, ours, theirs])

    def _last_resort(self) -> Comparison:
        """The engine's step "2.3": each player in starting order meets the strongest opponent who
        leaves the rest pairable (used when 2.6.a-g cannot pair the merged field)."""
        left = sorted(self.step.group)
        while left:
            player = left.pop(0)
            ours, theirs = self.engine[player], self.proposal[player]
            if ours != theirs:
                text = (
                    f"art. 2.3: art. 2.6.a-g cannot pair the group merged by art. 2.8, so each player in "
                    f"starting order meets the strongest opponent he has not met who leaves the rest pairable: "
                    f"player {self._name(player)} meets {self._name(ours)}; the proposal pairs him with "
                    f"{self._name(theirs)}"
                )
                return self._comparison("2.3", text, [player, ours, theirs])
            left.remove(ours)
        return _unattributed(self.field, self.step, [])

    def _differing(self) -> list[int]:
        return [p for p in self.step.players if self.proposal[p] != self.engine[p]]

    # -- wording ---------------------------------------------------------------------------------

    def _name(self, index: int) -> str:
        return _name(self.field, index)

    def _names(self, indices: Sequence[int]) -> str:
        return ", ".join(self._name(p) for p in indices)

    def _comparison(self, article: str, text: str, players: Sequence[int]) -> Comparison:
        return Comparison(
            equivalent=False,
            criterion=article,
            bracket_score=float(self.step.score),
            message=text,
            players=_ids(self.field, players),
        )


def _unattributed(field: RoundField, step: Step | None, players: Sequence[int]) -> Comparison:
    """No decision of the procedure explains the difference: say only that it differs."""
    where = f" in the group of score {_points(step.score)} (step {step.article})" if step is not None else ""
    return Comparison(
        equivalent=False,
        bracket_score=float(step.score) if step is not None else None,
        message=f"differs from the engine's pairing{where}",
        players=_ids(field, players),
    )


def _name(field: RoundField, index: int) -> str:
    """A player by pairing number; the extra player of §4 as X."""
    label = field.label(index)
    return "X (the bye)" if isinstance(label, str) else str(label)


def _ids(field: RoundField, indices: Iterable[int]) -> tuple[int, ...]:
    """The real players among ``indices`` (X is no player), each once, in starting order."""
    return tuple(field.ids[i] for i in sorted(set(indices)) if field.ids[i] is not None)  # type: ignore[misc]


def _points(score: Fraction) -> str:
    return str(int(score)) if score.denominator == 1 else str(float(score))
