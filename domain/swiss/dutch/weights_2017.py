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
  F6-F9    colours (C.10-C.13), only for pairs inside the bracket
  F10-F13  repeated down/up floats, rounds r-1 and r-2 (C.14-C.17)
  F14-F17  their score differences (C.18-C.21)
  room     generation-order tie-breaks (:mod:`domain.swiss.dutch.generation`)

Score differences (A.8) are encoded as one counter per distinct difference value, ordered so
that a larger difference is a more significant counter; an unpaired bracket player counts as a
difference of "his score minus the lowest score in L, plus one point". Penalties (negative field
values) borrow from the fields above; that is harmless because only sums are compared.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.swiss.dutch.players import DutchPlayer, Float
from domain.swiss.dutch.weights import bits, colour_fields


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

    def between(self, h: int, l: int) -> int:
        return 1 << self.offsets[self.scores[h] - self.scores[l]]


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
        return 3 * self.resident_bits + 1


class BracketWeights:
    """Base weights of the edges of one bracket list (local indices, ``h < l``)."""

    def __init__(self, players: list[DutchPlayer], shape: BracketShape, one_point: int) -> None:
        self.players = players
        self.shape = shape
        self.sd = ScoreDifferences([p.score for p in players], shape.mdps, shape.bracket_end, one_point)
        self.frozen_weight = (1 << (self._total_bits() + 2)) - 1

    def _total_bits(self) -> int:
        shape, p, s = self.shape, self.shape.resident_bits, self.sd.width
        total = p + s + 4 * p + self._float_rounds() * (2 * p + 2 * s) + shape.room_bits
        if shape.special:
            total += 2
        else:
            total += self._lookahead_bits() + s
        return total

    def _lookahead_bits(self) -> int:
        shape = self.shape
        return max(shape.resident_bits, shape.next_bits) + 3 if shape.final else shape.next_bits

    def _float_rounds(self) -> int:
        return min(self.shape.played_rounds, 2)

    def __call__(self, hi: int, li: int) -> int:
        """The weight of pairing ``hi`` with ``li`` (the caller checks compatibility first)."""
        shape, sd = self.shape, self.sd
        h, l = self.players[hi], self.players[li]
        in_bracket = li < shape.bracket_end
        p = shape.resident_bits
        fields = _Fields()
        if shape.special:
            fields.push(0, 1 + (not h.bye_eligible) + (not l.bye_eligible))
        fields.push(p, in_bracket)
        fields.push(sd.width, sd.unpaired(hi) + sd.unpaired(li) - sd.between(hi, li) if in_bracket else 0)
        if not shape.special:
            if shape.final:
                fields.push(self._lookahead_bits(), 1 + (not h.bye_eligible) + (not l.bye_eligible))
            else:
                fields.push(self._lookahead_bits(), not in_bracket)
            floating = (sd.unpaired(hi) if hi < shape.bracket_end else 0) + (sd.unpaired(li) if in_bracket else 0)
            fields.push(sd.width, floating)
        fields.push(4 * p, colour_fields(h, l, p) if in_bracket else 0)
        rounds = range(self._float_rounds())
        for back in rounds:
            fields.push(p, _repeated_down(h, l, back) if in_bracket else 0)
            fields.push(p, -_repeated_up(h, l, back) if in_bracket else 0)
        for back in rounds:
            fields.push(sd.width, self._down_differences(hi, li, back) if in_bracket else 0)
            fields.push(sd.width, -sd.between(hi, li) if in_bracket and _repeated_up(h, l, back) else 0)
        fields.push(shape.room_bits, 0)
        return fields.value

    def _down_differences(self, hi: int, li: int, back: int) -> int:
        """C.18/C.20: score differences of residents and MDPs that float down again."""
        h, l, sd = self.players[hi], self.players[li], self.sd
        value = sd.unpaired(li) if l.floats[back] is Float.DOWN else 0
        if h.floats[back] is Float.DOWN:
            value += sd.unpaired(hi)
            if h.score > l.score:
                value -= sd.between(hi, li)
        return value


def _repeated_down(h: DutchPlayer, l: DutchPlayer, back: int) -> int:
    """C.14/C.16: bracket residents paired inside the bracket after a downfloat (rewarded)."""
    return (l.floats[back] is Float.DOWN) + (h.score <= l.score and h.floats[back] is Float.DOWN)


def _repeated_up(h: DutchPlayer, l: DutchPlayer, back: int) -> bool:
    """C.15/C.17: the lower player floats up again (penalised)."""
    return h.score > l.score and l.floats[back] is Float.UP


class _Fields:
    """Accumulates fields most significant first; values may be negative (penalties)."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = 0

    def push(self, width: int, value: int) -> None:
        self.value = (self.value << width) + value
