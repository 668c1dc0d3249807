"""C.06 II.3: a withdrawal after the draw forces a new draw, with two exceptions."""

from __future__ import annotations

import pytest

from domain.errors import InvalidInput
from domain.roundrobin.redraw import redraw_needed


def test_last_number_of_an_even_field_becomes_the_bye_without_a_new_draw() -> None:
    answer = redraw_needed(players=10, withdrawn_number=10)
    assert not answer.new_draw_required and answer.article == "C.06 II.3 (a)"
    assert answer.players_left == 9 and answer.bye_number == 10


@pytest.mark.parametrize("withdrawn", [1, 5, 9])
def test_any_other_number_needs_a_new_draw(withdrawn: int) -> None:
    assert redraw_needed(players=10, withdrawn_number=withdrawn).new_draw_required


@pytest.mark.parametrize("withdrawn", [1, 9])
def test_odd_field_as_drawn_needs_a_new_draw(withdrawn: int) -> None:
    answer = redraw_needed(players=9, withdrawn_number=withdrawn)
    assert answer.new_draw_required and answer.bye_number is None


@pytest.mark.parametrize(("players", "withdrawn"), [(10, 3), (9, 9), (12, 12)])
def test_a_substitute_never_needs_a_new_draw(players: int, withdrawn: int) -> None:
    answer = redraw_needed(players, withdrawn, substitute=True)
    assert not answer.new_draw_required and answer.players_left == players and answer.article == "C.06 II.3 (b)"


@pytest.mark.parametrize(
    ("players", "withdrawn", "where"), [(1, 1, "/players"), (10, 11, "/withdrawn"), (10, 0, "/withdrawn")]
)
def test_impossible_questions_are_invalid_input(players: int, withdrawn: int, where: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        redraw_needed(players, withdrawn)
    assert caught.value.issues[0].where == where
