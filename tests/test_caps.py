"""The caps have one home, ``domain.limits``: the schemas, settings and round reading follow it."""

from __future__ import annotations

from domain.limits import DEFAULT_LIMITS, GAME_ROUND_CAP, PLAYER_CAP, ROUND_CAP, TRF_ROUND_CAP
from service.adapters.round_options import silent_absences
from service.app import create_app
from service.runtime.settings import Settings
from tests.swedish.builder import Swiss


def test_the_domain_caps_bound_the_service_caps():
    """The service accepts at most what a TRF can hold: four-digit pairing numbers, three-digit rounds."""
    assert DEFAULT_LIMITS.players == PLAYER_CAP
    assert DEFAULT_LIMITS.rounds == DEFAULT_LIMITS.declared_rounds == TRF_ROUND_CAP
    assert ROUND_CAP <= TRF_ROUND_CAP
    assert Settings().max_players == PLAYER_CAP and Settings().max_rounds == ROUND_CAP


def test_the_contract_states_the_domain_caps():
    """Every bound the OpenAPI document gives to a pairing number or a round is one of the caps: the
    games document counts the system's rounds, the tournament document TRF's (two per Double-Swiss round)."""
    schemas = create_app().openapi()["components"]["schemas"]
    tournament = schemas["TournamentDocument"]["properties"]
    assert tournament["total_rounds"]["anyOf"][0]["maximum"] == GAME_ROUND_CAP
    assert schemas["EventDocument"]["properties"]["rounds_total"]["anyOf"][0]["maximum"] == ROUND_CAP
    assert tournament["players"]["maxItems"] == PLAYER_CAP
    assert schemas["PlayerDocument"]["properties"]["id"]["maximum"] == PLAYER_CAP


def _silent_in_last_round(rounds: int) -> dict[int, list[int]]:
    swiss = Swiss(4)
    for r in range(1, rounds):
        swiss.games(r, (1, 2, "1"), (3, 4, "="))
    swiss.game(rounds, 1, 2, "1")  # 3 and 4 played before and have no entry in the last round
    return silent_absences(swiss.tournament, {})


def test_silent_absences_are_found_up_to_the_last_accepted_round():
    """A player without an entry in round ``ROUND_CAP`` (99) is named like one in any earlier round."""
    assert _silent_in_last_round(5) == {5: [3, 4]}
    assert _silent_in_last_round(ROUND_CAP) == {ROUND_CAP: [3, 4]}
