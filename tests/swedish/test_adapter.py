"""The Swiss adapter with the Swedish rules: request options in, api.md-shaped dicts out (HTTP
tests come with the shared endpoint)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from domain.budget import Deadline
from domain.errors import InvalidInput
from domain.swiss.swedish import pair_swedish
from domain.swiss.system import SYSTEMS, SwissOptions, pair_round
from domain.trf import parse_trf, render_trf
from service.adapters.event import LoadedSource, PlayerIds
from service.adapters.pairing import pairing_response
from service.adapters.swedish import swedish_options
from service.schemas.swedish import SwedishExplanationStep, SwedishOptionsModel
from tests.conftest import FIXTURES
from tests.swedish.builder import Swiss


def swedish_pairing_response(tournament, model, deadline, explain=False):
    """What the endpoint answers for ``"system": "swedish"`` with the ``swedish`` options ``model``."""
    options = SwissOptions(system_rules=swedish_options(model, tournament, "/swedish"))
    loaded = LoadedSource(tournament, PlayerIds.identity(list(tournament.players)), [], {})
    pairing = pair_round(tournament, "swedish", options, deadline)
    return pairing_response(pairing, SYSTEMS["swedish"].facts, explain, loaded, set(), [], "swedish").model_dump()


def test_defaults_are_the_spec_decisions():
    options = swedish_options(None, Swiss(4).build())
    assert options.postponed_rating_gap == 200 and options.look_ahead and options.postponed_counts_as_game
    assert options.starting_order.value == "pairing-number"


def test_odd_round_names_the_bye_and_never_x():
    answer = swedish_pairing_response(Swiss(5).build(), None, Deadline.unlimited(), explain=True)
    assert answer["round"] == 1
    boards = [{key: board[key] for key in ("board", "white", "black")} for board in answer["pairs"]]
    assert boards == [{"board": 1, "white": 4, "black": 1}, {"board": 2, "white": 5, "black": 2}]
    assert answer["bye"] == 3 and answer["absent"] == []
    (step,) = answer["explanation"]
    assert step["lower_half"] == [4, 5, "X"]
    assert "2.6" in step["text"] and "3-X" in step["text"]
    SwedishExplanationStep.model_validate(step)


def test_explanation_only_on_request():
    answer = swedish_pairing_response(Swiss(4).build(), None, Deadline.unlimited())
    assert answer["explanation"] is None


def test_trf_round_trip_gives_the_same_pairing():
    # A tournament sent as TRF pairs like the same tournament as a document.
    t = Swiss(6).games(1, (4, 1, "0"), (5, 2, "="), (6, 3, "1")).build()
    from_trf = parse_trf(render_trf(t))
    assert swedish_pairing_response(from_trf, None, Deadline.unlimited()) == swedish_pairing_response(
        t, None, Deadline.unlimited()
    )


def test_unknown_withdrawn_player_is_named():
    with pytest.raises(InvalidInput) as error:
        swedish_options(SwedishOptionsModel(withdrawn=[2, 99]), Swiss(4).build(), pointer="/swedish")
    assert [issue.where for issue in error.value.issues] == ["/swedish/withdrawn/1"]


@pytest.mark.parametrize("bad", [{"postponed_rating_gap": -1}, {"starting_order": "alphabet"}, {"colour": "white"}])
def test_bad_options_are_rejected(bad):
    with pytest.raises(ValidationError):
        SwedishOptionsModel.model_validate(bad)


def test_score_board_order_puts_the_higher_score_sum_first():
    # The 2.5 case of test_swedish_rules: 1-5 (2.5), then 2.7 pairs 2 with the moved-up 3
    # (score 0.5) before 4-6 (both 1 point). handling.md F1 ranks 4-6 (sum 2) above 2-3
    # (sum 1.5), both below 1-5 (higher score 1.5).
    t = Swiss(6).games(1, (4, 1, "0"), (2, 5, "="), (3, 6, "=")).games(2, (1, 2, "="), (4, 3, "1"), (5, 6, "=")).build()
    boards = lambda answer: [(p["white"], p["black"]) for p in answer["pairs"]]  # noqa: E731
    assert boards(swedish_pairing_response(t, None, Deadline.unlimited())) == [(5, 1), (3, 2), (6, 4)]
    score = swedish_pairing_response(t, SwedishOptionsModel(board_order="score"), Deadline.unlimited())
    assert boards(score) == [(5, 1), (6, 4), (3, 2)]


def test_a_finished_tournament_is_not_paired_again() -> None:
    """C.04.1 Art. 1: the number of rounds is fixed; pairing beyond it is invalid input."""
    finished = parse_trf((FIXTURES / "dutch" / "n008_r06_s1508994952.trf").read_text())
    with pytest.raises(InvalidInput, match="already paired"):
        pair_swedish(finished)
