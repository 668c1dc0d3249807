"""The field builder behind both weight layouts, and the 2026 weight read back field by field."""

from __future__ import annotations

import pytest

from domain.history import Float
from domain.model import Color
from domain.swiss.dutch.bitfields import BitFields
from domain.swiss.dutch.players import DutchPlayer
from domain.swiss.dutch.weights import BracketView, Layout, WeightFunction


def test_fields_are_laid_out_from_the_top_and_read_back():
    fields = BitFields([("top", 2), ("middle", 3), ("room", 4)])
    assert fields.total_bits == 9
    assert fields.shifts == {"room": 0, "middle": 4, "top": 7}
    packed = fields.pack({"top": 3, "middle": 5})
    assert packed == (3 << 7) | (5 << 4)
    assert fields.unpack(packed) == {"top": 3, "middle": 5, "room": 0}


def test_a_more_significant_field_outweighs_every_field_below():
    fields = BitFields([("first", 1), ("second", 4)])
    assert fields.pack({"first": 1}) > fields.pack({"second": 15})


def test_a_penalty_borrows_from_the_field_above_like_a_sum():
    fields = BitFields([("a", 2), ("b", 2), ("c", 2)])
    sequential = 0
    for width, value in ((2, 1), (2, -1), (2, 3)):  # shift in a=1, b=-1, c=3 one after the other
        sequential = (sequential << width) + value
    assert fields.pack({"a": 1, "b": -1, "c": 3}) == sequential == (1 << 4) - (1 << 2) + 3


def test_repeated_names_and_negative_widths_are_refused():
    with pytest.raises(ValueError):
        BitFields([("a", 1), ("a", 2)])
    with pytest.raises(ValueError):
        BitFields([("a", -1)])


def _player(id_: int, score: int, colours: tuple[Color, ...], preference: Color | None) -> DutchPlayer:
    return DutchPlayer(
        id=id_,
        rank=id_,
        score=score,
        real_score=score,
        opponents=frozenset(),
        forbidden=frozenset(),
        colors=colours,
        preference=preference,
        absolute=False,
        strong=False,
        imbalance=0,
        repeated=None,
        floats=(Float.NONE, Float.NONE),
        bye_eligible=True,
        played_games=len(colours),
    )


def test_the_2026_weight_of_a_pair_reads_back_as_its_criteria():
    """Two players of one scoregroup who both prefer White: a pair ([C6]) that denies a preference ([C12])."""
    high = _player(1, 2, (Color.BLACK,), Color.WHITE)
    low = _player(2, 2, (Color.BLACK,), Color.WHITE)
    layout = Layout.for_scores([2, 2])
    weigh = WeightFunction(layout, [True, True])
    view = BracketView(s_star=0, single=False, c9_rank={}, played_rounds=1)
    fields = layout.fields.unpack(weigh(0, high, 1, low, True, False, view))
    assert fields["C4 C5 completion and PAB candidacy"] == 1
    assert fields["C6 pairs"] == 1
    assert fields["C8 next pairs"] == 0
    assert fields["C12 colour preference"] == 0
    assert fields["C10 colour difference"] == fields["C11 three in a row"] == fields["C13 strong preference"] == 1
    other = _player(3, 2, (Color.WHITE,), Color.BLACK)
    assert layout.fields.read(weigh(0, high, 1, other, True, False, view), "C12 colour preference") == 1
