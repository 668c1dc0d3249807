"""Properties of the Swiss Team engine on random events (``swiss-team.md`` §7), and the RTG checked by the FPC."""

from __future__ import annotations

import random

import pytest

from domain.model import Color
from domain.swiss.simulation import SimulationConfig
from domain.swiss.team.audit import audit_team_tournament
from domain.swiss.team.colours import ColourFacts, colour_difference
from domain.swiss.team.engine import TeamRoundPairing, team_facts
from domain.swiss.team.rules import ColourModel, team_rules
from domain.swiss.team.simulation import generate_team_event, play_team_round, team_field, team_shape
from domain.swiss.team.view import team_view
from domain.trf import parse_trf, render_trf


def _explained(step: str, white: ColourFacts, black: ColourFacts, type_b: bool) -> bool:
    """Whether the logged Art. 4.3 step accounts for White going to ``white``."""
    wants = {team.number: team.preference for team in (white, black)}
    got = {white.number: Color.WHITE, black.number: Color.BLACK}
    granted = [n for n, p in wants.items() if p is not None and p.colour is got[n]]
    with_preference = [n for n, p in wants.items() if p is not None]
    if step == "4.3.1":
        return white.played == 0 and black.played == 0
    if step == "4.3.2":
        return len(with_preference) == 1 and granted == with_preference
    if step == "4.3.3":
        return len(granted) == 2
    if step == "4.3.4":
        strong = [n for n, p in wants.items() if p is not None and p.strong]
        return type_b and len(strong) == 1 and strong == granted
    if step == "4.3.5":
        return colour_difference(white.colours) < colour_difference(black.colours)
    if step == "4.3.6":
        pairs = zip(reversed(white.colours), reversed(black.colours), strict=False)
        latest = next(((w, b) for w, b in pairs if w is not b), None)
        return latest == (Color.BLACK, Color.WHITE)
    return step in ("4.3.7", "4.3.8", "4.3.9")


@pytest.mark.parametrize("seed", range(12))
def test_random_events_never_rematch_never_downfloat_and_log_each_colour_step(seed: int) -> None:
    rng = random.Random(seed)
    config = SimulationConfig(zero_bye_rate=0.02, forfeit_rate=0.03, half_bye_rate=0.02, full_bye_rate=0.02)
    shape = team_shape(config, {}, rng)
    tournament = team_field(shape, rng)
    rules = team_rules(tournament)
    for _ in range(shape.rounds):
        round_number = tournament.next_round
        histories = team_view(tournament, rules, round_number - 1)
        paired: TeamRoundPairing = play_team_round(tournament, shape, rng)
        facts = {n: team_facts(h, rules, round_number) for n, h in histories.items()}
        for match in paired.matches:
            assert match.black not in histories[match.white].met, "rematch of a played match"
            white, black = facts[match.white], facts[match.black]
            assert _explained(match.colour_step, white, black, rules.colour_model is ColourModel.TYPE_B), match
        for bracket in paired.procedure.brackets:
            assert all(paired.scores[n] == bracket.score for n in bracket.residents)
            assert all(paired.scores[n] < bracket.score for n in bracket.upfloaters), "a downfloater"
        if paired.bye is not None:
            assert histories[paired.bye].pab_allowed


@pytest.mark.parametrize("seed", range(40))
def test_generated_events_are_checked_by_the_fpc_without_difference(seed: int) -> None:
    _, shape, event = generate_team_event(SimulationConfig(), {}, seed)
    text = render_trf(event)
    report = audit_team_tournament(parse_trf(text))
    assert report.agrees, report.differing_rounds
    assert len(report.rounds) == shape.rounds
