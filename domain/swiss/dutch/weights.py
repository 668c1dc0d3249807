"""Edge weights that encode the Dutch criteria lexicographically (2026 Art. 2; [C4]-[C21]).

A pairing of a bracket is better when its weight sum is larger. Every criterion is a field of
the weight (:func:`weight_fields`, most significant first); fields are wide enough that sums
never carry into the field above, so comparing sums compares the criteria in priority order.
The low "room" bits are left for the generation-order tie-breaks (Art. 4), see
:mod:`domain.swiss.dutch.generation`. Every criterion is rewarded, so all fields are
non-negative: a minimisation is encoded as "one per pair that does not violate it".
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.kinds import PlayerId, Rank, ScoreUnits, Vertex, Weight
from domain.swiss.dutch.bitfields import BitFields
from domain.swiss.dutch.players import DutchPlayer, Float

#: The fields that hold one counter per score (see :attr:`Layout.offsets`).
SCORE_FIELDS = (
    "C7 paired MDP scores",
    "C8 next paired MDP scores",
    "C18 scores down again",
    "C19 scores up again",
    "C20 scores down again",
    "C21 scores up again",
)

#: Field names of the criteria about repeated floats, per round back (r-1, then r-2):
#: ([C14]/[C16] count, [C15]/[C17] count, [C18]/[C20] scores, [C19]/[C21] scores).
FLOAT_FIELDS = (
    ("C14 residents down again", "C15 MDP opponents up again", "C18 scores down again", "C19 scores up again"),
    ("C16 residents down again", "C17 MDP opponents up again", "C20 scores down again", "C21 scores up again"),
)


def bits(value: int) -> int:
    """Binary digits of ``value`` (0 for 0)."""
    return value.bit_length()


def weight_fields(group_bits: int, score_bits: int) -> BitFields:
    """The 2026 weight layout: ``group_bits`` count players of one scoregroup, ``score_bits`` one counter per score."""
    g, s = group_bits, score_bits
    return BitFields(
        [
            ("C4 C5 completion and PAB candidacy", 2),  # [C4] complete round, [C2]/[C5] eligible PAB of score s*
            ("C6 pairs", g),  # 2.4.1 fewest downfloaters
            ("C7 paired MDP scores", s),  # 2.4.2 the highest MDP scores paired
            ("C8 next pairs", g),  # 2.4.3 [C6] in the following bracket
            ("C8 next paired MDP scores", s),  # 2.4.3 [C7] in the following bracket
            ("C9 PAB unplayed games", 2 * g),  # 2.4.4
            ("C10 colour difference", g),  # 2.4.5
            ("C11 three in a row", g),  # 2.4.6
            ("C12 colour preference", g),  # 2.4.7
            ("C13 strong preference", g),  # 2.4.8
            *((FLOAT_FIELDS[0][0], g), (FLOAT_FIELDS[0][1], g), (FLOAT_FIELDS[1][0], g), (FLOAT_FIELDS[1][1], g)),
            *((FLOAT_FIELDS[0][2], s), (FLOAT_FIELDS[0][3], s), (FLOAT_FIELDS[1][2], s), (FLOAT_FIELDS[1][3], s)),
            ("room", 4 * g + 1),  # Art. 4 generation order (generation.lean needs 4g)
        ]
    )


@dataclass(frozen=True, slots=True)
class Layout:
    """Field widths: ``group_bits`` counts players of one scoregroup, ``score_bits`` one unit per score.

    A score field holds one counter per scoregroup, the lowest score least significant;
    ``offsets`` gives each score's counter position inside it.
    """

    group_bits: int
    score_bits: int
    offsets: dict[ScoreUnits, int]
    fields: BitFields

    @classmethod
    def for_scores(cls, scores: list[ScoreUnits]) -> Layout:
        counts: dict[ScoreUnits, int] = {}
        for score in scores:
            counts[score] = counts.get(score, 0) + 1
        offsets, offset = {}, 0
        for score in sorted(counts):
            offsets[score] = offset
            offset += bits(counts[score])
        group_bits = bits(max(counts.values(), default=0))
        return cls(group_bits, offset, offsets, weight_fields(group_bits, offset))

    @property
    def room_bits(self) -> int:
        return self.fields.widths["room"]

    def counters(self) -> list[tuple[int, int]]:
        """Every field between the top field and the room as (shift above the room, width), ascending,
        a score field split into its counters: what a bracket's matcher may squeeze away."""
        room, shifts, widths = self.room_bits, self.fields.shifts, self.fields.widths
        counter_widths = self._counter_widths()
        result = []
        for name in self.fields.names[1:-1]:  # not the top field, not the room
            shift = shifts[name] - room
            if name in SCORE_FIELDS:
                result += [(shift + offset, width) for offset, width in counter_widths if width]
            else:
                result.append((shift, widths[name]))
        return sorted(result)

    def _counter_widths(self) -> list[tuple[int, int]]:
        """(offset, width) of each score's counter inside a score field."""
        starts = sorted(self.offsets.values())
        ends = [*starts[1:], self.score_bits]
        return list(zip(starts, [end - start for start, end in zip(starts, ends, strict=True)], strict=True))

    @property
    def total_bits(self) -> int:
        return self.fields.total_bits

    @property
    def frozen_weight(self) -> Weight:
        """The weight of a pair already fixed: larger than any other edge."""
        return (1 << self.total_bits) - 1


@dataclass(slots=True)
class BracketView:
    """What the weights of one bracket iteration depend on."""

    #: s*: the lowest score an eligible PAB recipient can have ([C5]); ``None`` before it is known.
    s_star: ScoreUnits | None
    #: [C9] is active: this bracket downfloats exactly the future PAB recipient.
    single: bool
    #: [C9] rank of each player of score s* (more played games, larger rank).
    c9_rank: dict[PlayerId, Rank]
    played_rounds: int


class WeightFunction:
    """Computes the weight of an edge between a higher player ``high`` and a lower player ``low``."""

    def __init__(self, layout: Layout, candidate: list[bool]) -> None:
        self.layout = layout
        #: [C5]: the vertices that may receive the PAB (eligible, score at most s*).
        self.candidate = candidate
        at = layout.fields.shifts
        self._completion = at["C4 C5 completion and PAB candidacy"]
        self._pairs, self._mdp_scores = at["C6 pairs"], at["C7 paired MDP scores"]
        self._next_pairs, self._next_mdp_scores = at["C8 next pairs"], at["C8 next paired MDP scores"]
        self._c9 = at["C9 PAB unplayed games"]
        self._colours = tuple(
            at[name]
            for name in (
                "C10 colour difference",
                "C11 three in a row",
                "C12 colour preference",
                "C13 strong preference",
            )
        )
        self._all_colours = sum(1 << shift for shift in self._colours)
        self._floats = [tuple(at[name] for name in names) for names in FLOAT_FIELDS]

    def __call__(
        self,
        hi: Vertex,
        high: DutchPlayer,
        li: Vertex,
        low: DutchPlayer,
        in_current: bool,
        in_next: bool,
        view: BracketView,
    ) -> Weight:
        """``in_current``: the pair is inside the bracket being paired; ``in_next``: it reaches the next scoregroup."""
        offset = self.layout.offsets[high.score]
        completion = 1 + (not self.candidate[hi]) + (not self.candidate[li])
        weight = (completion << self._completion) | (_c9(high, low, view) << self._c9)
        if in_current:
            weight |= (1 << self._pairs) | (1 << (self._mdp_scores + offset))
            weight |= self._colour_fields(high, low) | self._float_fields(high, low, view.played_rounds)
        if in_next:
            weight |= (1 << self._next_pairs) | (1 << (self._next_mdp_scores + offset))
        return weight

    def _colour_fields(self, high: DutchPlayer, low: DutchPlayer) -> Weight:
        if high.preference is None or high.preference != low.preference:
            return self._all_colours
        cd, three, preference, strong = self._colours
        cd_ok, three_ok, preference_ok, strong_ok = colour_criteria(high, low)
        return (cd_ok << cd) | (three_ok << three) | (preference_ok << preference) | (strong_ok << strong)

    def _float_fields(self, high: DutchPlayer, low: DutchPlayer, played_rounds: int) -> Weight:
        """[C14]-[C21] for the previous round and the one before (only rounds already played)."""
        offsets, weight = self.layout.offsets, 0
        for back in range(min(played_rounds, 2)):
            down_at, up_at, down_scores_at, up_scores_at = self._floats[back]
            high_down, low_down = high.floats[back] is Float.DOWN, low.floats[back] is Float.DOWN
            up_avoided = not (high.score > low.score and low.floats[back] is Float.UP)
            resident_downs = low_down + (high.score <= low.score and high_down)
            score_downs = (low_down << offsets[low.score]) + (high_down << offsets[high.score])
            weight |= (resident_downs << down_at) | (up_avoided << up_at)
            weight |= (score_downs << down_scores_at) | (up_avoided << (up_scores_at + offsets[high.score]))
        return weight


def _c9(high: DutchPlayer, low: DutchPlayer, view: BracketView) -> int:
    """[C9] (2.4.4): the ranks of the players of score s* in a bracket that downfloats the PAB recipient."""
    if not view.single:
        return 0
    value = view.c9_rank[high.id] if high.score == view.s_star else 0
    return value + (view.c9_rank[low.id] if low.score == view.s_star else 0)


def colour_criteria(high: DutchPlayer, low: DutchPlayer) -> tuple[bool, bool, bool, bool]:
    """[C10]-[C13] (2017 C.8-C.11) for one pair, each as "not violated" (maximised).

    In order: no topscorer CD beyond 2, no third colour in a row, both preferences granted, both
    strong preferences granted. Only a pair with the same preference can violate any of them.
    """
    same = high.preference is not None and high.preference == low.preference
    cd_ok = not (same and high.imbalance > 1 and low.imbalance > 1)
    three_ok = not (same and high.absolute and low.absolute and _third_same_colour(high, low))
    preference_ok = not same
    strong_ok = not (
        same
        and (high.absolute or high.strong)
        and (low.absolute or low.strong)
        and not (high.absolute and low.absolute)
    )
    return cd_ok, three_ok, preference_ok, strong_ok


def _third_same_colour(high: DutchPlayer, low: DutchPlayer) -> bool:
    """Would the loser of the colour allocation get the same colour a third time in a row?"""
    if high.imbalance == low.imbalance:
        return high.repeated is not None and high.repeated == low.repeated
    smaller = high if high.imbalance < low.imbalance else low
    return smaller.repeated is not None and smaller.repeated != high.preference
