"""The one Swiss face: every system through ``pair_round``, one result type, typed explanations."""

from __future__ import annotations

from fractions import Fraction

import pytest

from domain.errors import InvalidInput
from domain.swiss.acceleration import AccelerationMode
from domain.swiss.double_swiss import pair_double_swiss
from domain.swiss.double_swiss.explanation import DoubleSwissStep
from domain.swiss.dutch import DUTCH_2017, DUTCH_2025, pair_dutch
from domain.swiss.dutch.explanation import BracketStep
from domain.swiss.dutch.options import DutchOptions
from domain.swiss.swedish import SwedishOptions, pair_swedish
from domain.swiss.swedish.explanation import SwedishStep
from domain.swiss.swedish.system import swedish_rules
from domain.swiss.system import SYSTEMS, SwissOptions, pair_round
from domain.trf import parse_trf
from tests.conftest import fixture_files
from tests.double_swiss.builder import event
from tests.swedish.builder import Swiss

CASE = fixture_files("dutch-special")[0] if fixture_files("dutch-special") else None


def test_the_systems_are_the_api_names() -> None:
    assert list(SYSTEMS) == ["dutch", "dutch-2017", "swedish", "swiss-team", "double-swiss"]


@pytest.mark.skipif(CASE is None, reason="fixtures not available")
@pytest.mark.parametrize(("system", "edition"), [("dutch", DUTCH_2025), ("dutch-2017", DUTCH_2017)])
def test_pair_round_is_the_dutch_engine(system, edition) -> None:
    face = pair_round(parse_trf(CASE.read_text()), system)
    assert face == pair_dutch(parse_trf(CASE.read_text()), edition)
    assert face.system == system


@pytest.mark.skipif(CASE is None, reason="fixtures not available")
def test_dutch_explanation_is_typed_and_covers_every_pair() -> None:
    pairing = pair_round(parse_trf(CASE.read_text()), "dutch")
    assert pairing.explanation and all(isinstance(step, BracketStep) for step in pairing.explanation)
    explained = {frozenset(pair) for step in pairing.explanation for pair in step.pairs}
    assert explained == {frozenset(board) for board in pairing.boards}
    # Bracket scores are game points, never score units (the scores of players in the bracket).
    assert all(isinstance(step.score, Fraction) for step in pairing.explanation)
    assert {step.score for step in pairing.explanation} <= set(pairing.scores.values())


def test_swedish_through_the_face_reads_the_swedish_options() -> None:
    t = Swiss(6).games(1, (4, 1, "0"), (5, 2, "="), (6, 3, "1")).build()
    options = SwissOptions(system_rules=SwedishOptions(look_ahead=False))
    pairing = pair_round(t, "swedish", options)
    assert pairing == pair_swedish(t, SwedishOptions(look_ahead=False))
    assert pairing.system == "swedish" and all(isinstance(step, SwedishStep) for step in pairing.explanation)


def test_unannounced_absence_flag_of_the_round_overrides_the_swedish_one() -> None:
    options = SwissOptions(
        unannounced_absence_withdraws=False, system_rules=SwedishOptions(unannounced_absence_withdraws=True)
    )
    assert swedish_rules(options).unannounced_absence_withdraws is False
    assert swedish_rules(SwissOptions()).unannounced_absence_withdraws is True


def test_the_swedish_rules_refuse_another_systems_options() -> None:
    with pytest.raises(TypeError, match="SwedishOptions"):
        swedish_rules(SwissOptions(system_rules=DutchOptions()))


def test_round_options_carry_the_dutch_choices() -> None:
    dutch = DutchOptions.of(SwissOptions(acceleration="baku", unannounced_absence_withdraws=False))
    assert dutch.acceleration is AccelerationMode.BAKU and dutch.unannounced_absence_withdraws is False


def test_unknown_system_is_invalid_input() -> None:
    with pytest.raises(InvalidInput, match="unknown Swiss system 'monrad'"):
        pair_round(Swiss(4).build(), "monrad")


def test_double_swiss_through_the_face_is_its_engine() -> None:
    pairing = pair_round(event(5), "double-swiss")
    assert pairing == pair_double_swiss(event(5)).pairing
    assert pairing.explanation and all(isinstance(step, DoubleSwissStep) for step in pairing.explanation)
    assert pairing.system == "double-swiss"
