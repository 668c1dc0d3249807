"""Edge weights of one 2017-edition bracket (C.04.3 2017, A.8 and C.5-C.19), as bbpPairings 5.x.

The 2017 edition pairs bracket by bracket, so the weights are local to one bracket list
``L = MDPs + residents + next players`` (the next scoregroup, or every player still unpaired
in the special mode of the last bracket, the PPB and the CLB). A pairing is better when its
weight sum is larger; fields are compared lexicographically, most significant first:

  F1   special mode only: completion and PAB eligibility (C.4, C.2)
  F2   pairs in the bracket (C.5)
  F3   pairing score differences, PSD (C.6, A.8)
  F4   non-special only: pairs with the next players (C.7); in the "final brackets" (the next
       scoregroup is the last one) every edge counts, preferring an eligible PAB recipient
  F5   non-special only: PSD of the players that float into the next bracket (C.7)
  F6-F9    colours (C.8-C.11), only for pairs inside the bracket
  F10-F13  repeated down/up floats, rounds r-1 and r-2 (C.12-C.15)
  F14-F17  their score differences (C.16-C.19)
  room     generation-order tie-breaks (:mod:`domain.swiss.dutch.generation`)

The layout is :meth:`BracketWeights.fields` (:class:`~domain.swiss.dutch.bitfields.BitFields`).

Score differences (A.8) are encoded as one counter per distinct difference value, ordered so
that a larger difference is a more significant counter; an unpaired bracket player counts as a
difference of "his score minus the lowest score in L, plus one point". Penalties (negative field
values) borrow from the fields above; that is harmless because only sums are compared.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.kinds import BracketPosition, ScoreUnits, Weight
from domain.swiss.dutch.bitfields import BitFields
from domain.swiss.dutch.players import DutchPlayer, Float
from domain.swiss.dutch.weights import bits, colour_criteria


class ScoreDifferences:
    """The counters of the PSD field: one per distinct score difference that can occur."""

    def __init__(self, scores: list[int], mdps: int, bracket_end: int, one_point: int) -> None:
        self.scores = scores
        self.floor = scores[-1] - one_point
        occurrences: dict[int, int] = {}
        for i in range(bracket_end):
            key = self.downfloater_key(i)
            occurrences[key] = occurrences.get(key, 0) + 1
            first = max(mdps, i + 1)
            for o in range(first, bracket_end):
                if o == first or scores[o] < scores[o - 1]:  # one entry per run of equal scores
                    key = scores[i] - scores[o]
                    occurrences[key] = occurrences.get(key, 0) + 1
        self.offsets: dict[int, int] = {}
        offset = 0
        for key in sorted(occurrences):
            self.offsets[key] = offset
            offset += bits(occurrences[key])
        self.width = offset

    def downfloater_key(self, i: int) -> int:
        """A.8: an unpaired player's SD is his score minus one point below the lowest score."""
        return self.scores[i] - self.floor

    def unpaired(self, i: int) -> int:
        return 1 << self.offsets[self.downfloater_key(i)]

    def between(self, hi: int, li: int) -> int:
        return 1 << self.offsets[self.scores[hi] - self.scores[li]]


@dataclass(frozen=True, slots=True)
class BracketShape:
    """Where the bracket list splits: MDPs ``[0, mdps)``, residents ``[mdps, bracket_end)``, next players after."""

    size: int
    mdps: int
    bracket_end: int
    special: bool
    final: bool
    played_rounds: int

    @property
    def resident_bits(self) -> int:
        return bits(self.bracket_end - self.mdps)

    @property
    def next_bits(self) -> int:
        return bits(self.size - self.bracket_end)

    @property
    def room_bits(self) -> int:
        return 4 * self.resident_bits + 1  # generation.lean needs 4 resident_bits


#: The repeated-float fields per round back (r-1, then r-2): (C.12/C.14 down, C.13/C.15 up, C.16/C.18, C.17/C.19).
FLOAT_FIELDS = (
    ("C.12 down again", "C.13 up again", "C.16 down again scores", "C.17 up again scores"),
    ("C.14 down again", "C.15 up again", "C.18 down again scores", "C.19 up again scores"),
)
COLOUR_FIELDS = ("C.8 colour difference", "C.9 three in a row", "C.10 colour preference", "C.11 strong preference")


class BracketWeights:
    """Base weights of the edges of one bracket list (local indices, ``hi < li``)."""

    def __init__(self, players: list[DutchPlayer], shape: BracketShape, one_point: ScoreUnits) -> None:
        self.players = players
        self.shape = shape
        self.sd = ScoreDifferences([p.score for p in players], shape.mdps, shape.bracket_end, one_point)
        self.fields = self._layout()
        # Two spare bits above the top field, as the endorsed engine sizes a fixed pair's weight.
        self.frozen_weight = (1 << (self.fields.total_bits + 2)) - 1
        at = self.fields.shifts
        self._float_fields = [tuple(at[name] for name in names) for names in FLOAT_FIELDS[: self._float_rounds()]]
        self._colour_fields = tuple(at[name] for name in COLOUR_FIELDS)
        self._all_colours = sum(1 << shift for shift in self._colour_fields)

    def _layout(self) -> BitFields:
        """The fields of this bracket, most significant first (see the module docstring)."""
        shape, p, s = self.shape, self.shape.resident_bits, self.sd.width
        fields = [("C.4 C.2 completion and PAB eligibility", 2)] if shape.special else []
        fields += [("C.5 pairs", p), ("C.6 PSD", s)]
        if not shape.special:
            fields += [("C.7 next pairs", self._lookahead_bits()), ("C.7 next PSD", s)]
        fields += [(name, p) for name in COLOUR_FIELDS]
        rounds = FLOAT_FIELDS[: self._float_rounds()]
        fields += [(name, p) for down, up, _, _ in rounds for name in (down, up)]
        fields += [(name, s) for _, _, down, up in rounds for name in (down, up)]
        return BitFields([*fields, ("room", shape.room_bits)])

    def _lookahead_bits(self) -> int:
        shape = self.shape
        return max(shape.resident_bits, shape.next_bits) + 3 if shape.final else shape.next_bits

    def _float_rounds(self) -> int:
        return min(self.shape.played_rounds, 2)

    def __call__(self, hi: BracketPosition, li: BracketPosition) -> Weight:
        """The weight of pairing ``hi`` with ``li`` (the caller checks compatibility first).

        Fields are added, not or-ed: the up-float fields hold penalties (negative values).
        """
        shape, sd, at = self.shape, self.sd, self.fields.shifts
        high, low = self.players[hi], self.players[li]
        in_bracket = li < shape.bracket_end
        weight = 0
        if shape.special:
            weight += (1 + (not high.bye_eligible) + (not low.bye_eligible)) << at[
                "C.4 C.2 completion and PAB eligibility"
            ]
        else:
            lookahead = 1 + (not high.bye_eligible) + (not low.bye_eligible) if shape.final else not in_bracket
            floating = (sd.unpaired(hi) if hi < shape.bracket_end else 0) + (sd.unpaired(li) if in_bracket else 0)
            weight += (lookahead << at["C.7 next pairs"]) + (floating << at["C.7 next PSD"])
        if in_bracket:
            weight += (1 << at["C.5 pairs"]) + (
                (sd.unpaired(hi) + sd.unpaired(li) - sd.between(hi, li)) << at["C.6 PSD"]
            )
            weight += self._colour_weight(high, low) + self._float_weight(hi, li)
        return weight

    def _colour_weight(self, high: DutchPlayer, low: DutchPlayer) -> Weight:
        if high.preference is None or high.preference != low.preference:
            return self._all_colours
        cd, three, preference, strong = self._colour_fields
        cd_ok, three_ok, preference_ok, strong_ok = colour_criteria(high, low)
        return (cd_ok << cd) + (three_ok << three) + (preference_ok << preference) + (strong_ok << strong)

    def _float_weight(self, hi: BracketPosition, li: BracketPosition) -> Weight:
        """C.12-C.19 for the rounds already played (rewards for C.12/C.14, penalties for C.13/C.15)."""
        high, low, weight = self.players[hi], self.players[li], 0
        for back, (down_at, up_at, down_scores_at, up_scores_at) in enumerate(self._float_fields):
            weight += (_repeated_down(high, low, back) << down_at) + (
                self._down_differences(hi, li, back) << down_scores_at
            )
            if _repeated_up(high, low, back):
                weight -= (1 << up_at) + (self.sd.between(hi, li) << up_scores_at)
        return weight

    def _down_differences(self, hi: BracketPosition, li: BracketPosition, back: int) -> int:
        """C.16/C.18: score differences of residents and MDPs that float down again."""
        high, low, sd = self.players[hi], self.players[li], self.sd
        value = sd.unpaired(li) if low.floats[back] is Float.DOWN else 0
        if high.floats[back] is Float.DOWN:
            value += sd.unpaired(hi)
            if high.score > low.score:
                value -= sd.between(hi, li)
        return value


def _repeated_down(high: DutchPlayer, low: DutchPlayer, back: int) -> int:
    """C.12/C.14: bracket residents paired inside the bracket after a downfloat (rewarded)."""
    return (low.floats[back] is Float.DOWN) + (high.score <= low.score and high.floats[back] is Float.DOWN)


def _repeated_up(high: DutchPlayer, low: DutchPlayer, back: int) -> bool:
    """C.13/C.15: the lower player floats up again (penalised)."""
    return high.score > low.score and low.floats[back] is Float.UP
