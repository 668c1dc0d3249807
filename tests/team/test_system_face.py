"""Swiss Team through the one Swiss face: ``pair_round(..., "swiss-team")`` and its explanation."""

from __future__ import annotations

from domain.swiss.system import SYSTEMS, pair_round
from domain.swiss.team import pair_team_round
from domain.swiss.team.audit import team_state_before
from domain.swiss.team.explanation import TeamStep
from domain.trf import parse_trf, render_trf
from tests.team.corpus import CORPUS


def test_the_face_returns_the_engines_matches_and_explains_every_decision() -> None:
    state = team_state_before(parse_trf((CORPUS / "t1003.trf").read_text()), 6)
    pairing = pair_round(state, "swiss-team")
    engine = pair_team_round(state)
    assert SYSTEMS["swiss-team"].facts.name == pairing.system == "swiss-team"
    assert pairing.boards == [(m.white, m.black) for m in engine.matches] and pairing.bye == engine.bye
    steps = pairing.explanation
    assert all(isinstance(step, TeamStep) for step in steps)
    assert steps[0].article == "C.04.6 3.4" and steps[0].residents == (pairing.bye,)
    brackets = [step for step in steps if isinstance(step, TeamStep) and step.article == "C.04.6 3.5-3.6"]
    assert sorted(pair for step in brackets for pair in step.pairs) == sorted(pairing.boards)
    notes = [note for step in brackets for note in step.notes]
    assert len(notes) == len(pairing.boards) and all("colours by Art. 4.3." in note for note in notes)
    assert set(pairing.scores) == {team for board in pairing.boards for team in board} | {pairing.bye}


def test_a_team_round_over_http_derives_the_team_view_once(client, monkeypatch) -> None:
    """The engine and the answer read one team view (issue 39: the answer rebuilt it): a pairing
    request builds each team's history once, and the answer's scores are the engine's standings."""
    from domain.swiss.team import view

    built: list[int] = []

    class CountedHistory(view.TeamHistory):
        def __init__(self, number: int, *args: object) -> None:
            built.append(number)
            super().__init__(number, *args)

    monkeypatch.setattr(view, "TeamHistory", CountedHistory)
    state = team_state_before(parse_trf((CORPUS / "t1003.trf").read_text()), 6)
    answer = client.post("/v1/swiss/pairings", json={"system": "swiss-team", "trf": render_trf(state)})
    assert answer.status_code == 200, answer.text
    teams = sorted(state.team_records.teams)
    assert sorted(built) == teams
    engine = pair_team_round(state)
    first = answer.json()["pairs"][0]["white_player"]
    standing = engine.standings[first["pairing_number"]]
    assert (first["match_points"], first["game_points"]) == (standing.match_points, standing.game_points)
