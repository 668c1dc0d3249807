"""What separates each entry from the next, and the ties left after the whole list: the arbiter's
order, the drawing of lots (C.07 Art. 2) and values the arbiter enters.

TIED: four players, one round, two draws (1-2, 3-4): all on ½ point, and DE separates nobody
(a Swiss fragment in which not every pair met), so one group of four stays tied after ``DE``.
"""

from __future__ import annotations

import hashlib
from fractions import Fraction as F

import pytest

from domain.errors import InvalidInput
from domain.tiebreaks import Rules, compute_standings, parse_codes
from domain.tiebreaks.external import refuse_code_names
from domain.tiebreaks.options import StandingsOptions
from tests.tiebreaks.builders import tournament
from tests.tiebreaks.test_swiss_hand_worked import EVENT

TIED = {1: ["2w="], 2: ["1b="], 3: ["4w="], 4: ["3b="]}


def _standings(event: dict[int, list[str]], codes: list[str], **options: object):
    chosen = StandingsOptions(**options)  # type: ignore[arg-type]
    return compute_standings(
        tournament(event), parse_codes(codes, entered=frozenset(chosen.external)), Rules(), options=chosen
    )


def _order(result) -> list[tuple[int | None, int, str | None]]:
    return [(row.rank, row.id, row.decided_by) for row in result.rows]


def test_each_entry_names_what_separated_it_from_the_next() -> None:
    """EVENT: P5 3.5 | P1, P2 2.5 (BH/C1 7.5 against 7) | P4 1.5 | P6 1 | P3 0."""
    result = _standings(EVENT, ["BH/C1", "BH", "SB"])
    assert _order(result) == [
        (1, 5, "points"),
        (2, 1, "BH/C1"),
        (3, 2, "points"),
        (4, 4, "points"),
        (5, 6, "points"),
        (6, 3, None),
    ]
    assert not any(row.by_lot for row in result.rows)


def test_players_still_tied_share_the_rank_and_name_nothing() -> None:
    assert _order(_standings(TIED, ["DE"])) == [(1, 1, None), (1, 2, None), (1, 3, None), (1, 4, None)]


def test_manual_order_orders_the_tied_players() -> None:
    result = _standings(TIED, ["DE"], manual_order=(3, 1, 4, 2))
    assert _order(result) == [(1, 3, "manual"), (2, 1, "manual"), (3, 4, "manual"), (4, 2, None)]


def test_a_partial_manual_order_puts_the_listed_first_and_leaves_the_rest_tied() -> None:
    """A play-off for first place only: the winner first, the others still share second place."""
    result = _standings(TIED, ["DE"], manual_order=(4,))
    assert _order(result) == [(1, 4, "manual"), (2, 1, None), (2, 2, None), (2, 3, None)]


def test_manual_order_may_only_order_tied_players() -> None:
    """EVENT after DE: only P1 and P2 (who drew) are tied; P5 is alone on 3.5 points."""
    with pytest.raises(InvalidInput) as refused:
        _standings(EVENT, ["DE"], manual_order=(2, 5, 1), labels={5: "u-5"})
    assert [issue.where for issue in refused.value.issues] == ["/manual_order/1"]
    assert "u-5 is tied with nobody" in refused.value.issues[0].message


def test_lots_break_every_remaining_tie_reproducibly_by_the_published_lot() -> None:
    """Each tied player's lot is SHA-256("<seed>:<id>"); the lowest lot ranks first."""
    result = _standings(TIED, ["DE"], lots_seed=2024)
    expected = sorted(TIED, key=lambda cid: hashlib.sha256(f"2024:{cid}".encode()).hexdigest())
    assert [row.id for row in result.rows] == expected
    assert [row.rank for row in result.rows] == [1, 2, 3, 4]
    assert [row.decided_by for row in result.rows] == ["lots", "lots", "lots", None]
    assert all(row.by_lot for row in result.rows)
    assert _order(_standings(TIED, ["DE"], lots_seed=2024)) == _order(result)
    orders = {tuple(row.id for row in _standings(TIED, ["DE"], lots_seed=seed).rows) for seed in range(20)}
    assert len(orders) > 1, "the seed decides the draw"


def test_lots_touch_only_players_still_tied_and_come_after_the_manual_order() -> None:
    event = _standings(EVENT, ["DE"], lots_seed=1)
    assert {row.id for row in event.rows if row.by_lot} == {1, 2}
    assert [row.rank for row in event.rows] == [1, 2, 3, 4, 5, 6]
    ordered = _standings(TIED, ["DE"], manual_order=(2,), lots_seed=1)
    assert ordered.rows[0].id == 2 and not ordered.rows[0].by_lot
    assert ordered.rows[0].decided_by == "manual"
    assert all(row.by_lot for row in ordered.rows[1:])


def test_entered_values_rank_higher_first_and_only_where_still_tied() -> None:
    arm = {1: F(1), 2: F(0), 3: F(1, 2), 4: F(1, 2)}
    result = _standings(TIED, ["DE", "ARM"], external={"ARM": arm})
    assert _order(result) == [(1, 1, "ARM"), (2, 3, None), (2, 4, "ARM"), (4, 2, None)]
    assert {row.id: row.values["ARM"] for row in result.rows} == arm
    only_the_tied = _standings(EVENT, ["DE", "ARM"], external={"ARM": {1: F(0), 2: F(1)}})
    assert [row.id for row in only_the_tied.rows][:3] == [5, 2, 1]
    assert only_the_tied.rows[0].values["ARM"] is None


def test_a_tied_player_without_an_entered_value_is_named() -> None:
    with pytest.raises(InvalidInput) as refused:
        _standings(TIED, ["DE", "ARM"], external={"ARM": {1: F(1)}}, labels={2: "b", 3: "c", 4: "d"})
    issue = refused.value.issues[0]
    assert issue.where == "/external_tiebreaks/ARM" and "b, c, d" in issue.message


def test_entered_names_take_no_modifier_and_cannot_be_c07_codes() -> None:
    with pytest.raises(InvalidInput) as modified:
        parse_codes(["ARM/C1"], entered=frozenset({"ARM"}))
    assert modified.value.issues[0].where == "/tiebreaks/0"
    with pytest.raises(InvalidInput) as taken:
        refuse_code_names(["ARM", "SB", "GE"])
    assert [issue.where for issue in taken.value.issues] == ["/external_tiebreaks/SB", "/external_tiebreaks/GE"]
