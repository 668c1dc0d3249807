"""Edge weights that encode the Dutch criteria lexicographically (2026 Art. 2; [C4]-[C21]).

A pairing of a bracket is better when its weight sum is larger. Every criterion is a field of
the weight; fields are wide enough that sums never carry into the field above, so comparing
sums compares the criteria in priority order. The low "room" bits are left for the
generation-order tie-breaks (Art. 4), see :mod:`domain.swiss.dutch.generation`.

Field order, most significant first:
  F1 completion and PAB candidacy ([C4], [C2], [C5])    F2 pairs in the bracket ([C6])
  F3 scores of the paired MDPs ([C7])                    F4/F5 the same for the next bracket ([C8])
  F6 unplayed games of the PAB recipient ([C9])          F7-F10 colours ([C10]-[C13])
  F11-F14 repeated floats ([C14]-[C17])                  F15-F18 their scores ([C18]-[C21])
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.swiss.dutch.players import DutchPlayer, Float


def bits(value: int) -> int:
    """Binary digits of ``value`` (0 for 0)."""
    return value.bit_length()


@dataclass(frozen=True, slots=True)
class Layout:
    """Field widths: ``group_bits`` counts players of one scoregroup, ``score_bits`` one unit per score."""

    group_bits: int
    score_bits: int
    offsets: dict[int, int]

    @classmethod
    def for_scores(cls, scores: list[int]) -> Layout:
        counts: dict[int, int] = {}
        for score in scores:
            counts[score] = counts.get(score, 0) + 1
        offsets, offset = {}, 0
        for score in sorted(counts):
            offsets[score] = offset
            offset += bits(counts[score])
        return cls(bits(max(counts.values(), default=0)), offset, offsets)

    @property
    def room_bits(self) -> int:
        return 3 * self.group_bits + 1

    @property
    def total_bits(self) -> int:
        g, s = self.group_bits, self.score_bits
        return 2 + g + s + g + s + 2 * g + 4 * g + 4 * g + 4 * s + self.room_bits

    @property
    def frozen_weight(self) -> int:
        """The weight of a pair already fixed: larger than any other edge."""
        return (1 << self.total_bits) - 1


@dataclass(slots=True)
class BracketView:
    """What the weights of one bracket iteration depend on."""

    s_star: int | None
    single: bool
    c9_rank: dict[int, int]
    played_rounds: int


class WeightFunction:
    """Computes the weight of an edge between a higher player ``h`` and a lower player ``l``."""

    def __init__(self, layout: Layout, candidate: list[bool]) -> None:
        self.layout = layout
        self.candidate = candidate

    def __call__(
        self, hi: int, h: DutchPlayer, li: int, l: DutchPlayer, in_current: bool, in_next: bool, view: BracketView
    ) -> int:
        lay = self.layout
        g, s, off = lay.group_bits, lay.score_bits, lay.offsets
        weight = 1 + (not self.candidate[hi]) + (not self.candidate[li])
        weight = (weight << g) | in_current
        weight = (weight << s) | (in_current << off[h.score])
        weight = (weight << g) | in_next
        weight = (weight << s) | (in_next << off[h.score])
        weight = (weight << 2 * g) | self._c9(h, l, view)
        if in_current:
            weight = (weight << 4 * g) | colour_fields(h, l, g)
            weight = (weight << 4 * g) | _float_count_fields(h, l, g, view.played_rounds)
            weight = (weight << 4 * s) | _float_score_fields(h, l, s, off, view.played_rounds)
        else:
            weight <<= 4 * g + 4 * g + 4 * s
        return weight << lay.room_bits

    @staticmethod
    def _c9(h: DutchPlayer, l: DutchPlayer, view: BracketView) -> int:
        if not view.single:
            return 0
        value = view.c9_rank[h.id] if h.score == view.s_star else 0
        return value + (view.c9_rank[l.id] if l.score == view.s_star else 0)


def colour_fields(h: DutchPlayer, l: DutchPlayer, g: int) -> int:
    """[C10]-[C13] as "not violated" flags (maximised)."""
    same = h.preference is not None and h.preference == l.preference
    cd_ok = not (same and h.imbalance > 1 and l.imbalance > 1)
    three_ok = not (same and h.absolute and l.absolute and _third_same_colour(h, l))
    preference_ok = not same
    strong_ok = not (same and (h.absolute or h.strong) and (l.absolute or l.strong) and not (h.absolute and l.absolute))
    return (((((cd_ok << g) | three_ok) << g) | preference_ok) << g) | strong_ok


def _third_same_colour(h: DutchPlayer, l: DutchPlayer) -> bool:
    """Would the loser of the colour allocation get the same colour a third time in a row?"""
    if h.imbalance == l.imbalance:
        return h.repeated is not None and h.repeated == l.repeated
    smaller = h if h.imbalance < l.imbalance else l
    return smaller.repeated is not None and smaller.repeated != h.preference


def _float_count_fields(h: DutchPlayer, l: DutchPlayer, g: int, played_rounds: int) -> int:
    """[C14]-[C17]: residents who float down again, MDP opponents who float up again (rewarded when not)."""
    fields = 0
    for back in (1, 2):
        if played_rounds >= back:
            f_h, f_l = h.floats[back - 1], l.floats[back - 1]
            down = (f_l is Float.DOWN) + (h.score <= l.score and f_h is Float.DOWN)
            up = not (h.score > l.score and f_l is Float.UP)
        else:
            down, up = 0, False
        fields = (((fields << g) | down) << g) | up
    return fields


def _float_score_fields(h: DutchPlayer, l: DutchPlayer, s: int, off: dict[int, int], played_rounds: int) -> int:
    """[C18]-[C21]: the same, weighted by score."""
    fields = 0
    for back in (1, 2):
        if played_rounds >= back:
            f_h, f_l = h.floats[back - 1], l.floats[back - 1]
            down = ((f_l is Float.DOWN) << off[l.score]) + ((f_h is Float.DOWN) << off[h.score])
            up = (not (f_l is Float.UP and h.score > l.score)) << off[h.score]
        else:
            down, up = 0, 0
        fields = (((fields << s) | down) << s) | up
    return fields
