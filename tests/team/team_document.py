"""A TRF-2026 team tournament written as the API's team event document (api.md), the way a
platform that stores teams, players and match results would send it.

Teams and players get the platform's kind of ids (``team-7``, ``p-25``); each match is written
board by board from the players' entries, a match forfeited on every board (record 330) as a
``forfeit``, the PAB (record 320) and the absences (240 by team) as byes. The test that uses it
compares the API's answer with the corpus; nothing here calls the engine.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from domain.model import Color, ResultCode, RoundEntry, TeamRecords, Tournament
from domain.swiss.team.rules import ColourModel, parse_team_code, team_rules
from domain.swiss.team.view import team_view

_FORFEITED_BY = {"-+": "white", "+-": "black", "--": "both"}
_PLAYED = {ResultCode.WIN: "1-0", ResultCode.LOSS: "0-1", ResultCode.DRAW: "1/2-1/2"}


def team_id(tpn: int) -> str:
    return f"team-{tpn}"


def player_id(number: int) -> str:
    return f"p-{number}"


def team_document(tournament: Tournament, round_to_pair: int) -> dict[str, Any]:
    """The event before ``round_to_pair`` (its absences included) as the team event document."""
    records = tournament.team_records or TeamRecords()
    model, match_primary, secondary = parse_team_code(tournament.tournament_type)
    boards = len(records.colour_sequence or "")
    document: dict[str, Any] = {
        "rounds_total": tournament.total_rounds,
        "boards": boards,
        "board_colours": records.colour_sequence,
        "scoring": {
            "primary": "match_points" if match_primary else "game_points",
            "secondary_for_colour": secondary,
            "match_points": dict(
                zip(("win", "draw", "loss"), map(float, records.match_points or (2, 1, 0)), strict=True)
            ),
        },
        "colour_preferences": {ColourModel.TYPE_A: "A", ColourModel.TYPE_B: "B", ColourModel.NONE: "none"}[model],
        "teams": [_team(tournament, number) for number in sorted(records.teams)],
        "rounds": [_round(tournament, r) for r in range(1, round_to_pair)],
        "byes": [
            {"team": team_id(tpn), "round": round_to_pair, "kind": "zero"}
            for request in records.absences
            if request.round_number == round_to_pair
            for tpn in request.players
        ],
    }
    if tournament.initial_color is not None:
        document["initial_color"] = "white" if tournament.initial_color is Color.WHITE else "black"
    if records.pab_match_points is not None and records.pab_game_points is not None:
        document["pab"] = {
            "match_points": float(records.pab_match_points),
            "game_points": float(records.pab_game_points),
        }
    return document


def _team(tournament: Tournament, tpn: int) -> dict[str, Any]:
    entry = tournament.team_records.teams[tpn]  # type: ignore[union-attr]
    players = [tournament.players[number] for number in entry.members]
    return {
        "id": team_id(tpn),
        "name": entry.name,
        "pairing_number": tpn,
        "players": [{"id": player_id(p.number), "name": p.name, "rating": p.rating} for p in players],
    }


def _round(tournament: Tournament, r: int) -> dict[str, Any]:
    records = tournament.team_records or TeamRecords()
    forfeits = {(f.white, f.black): f.kind for f in records.forfeits if f.round_number == r}
    histories = team_view(tournament, team_rules(tournament), r)
    matches, byes = [], []
    for tpn, history in sorted(histories.items()):
        match = history.matches[r - 1]
        if match is None or match.opponent is None:
            if match is not None and match.pab:
                byes.append({"team": team_id(tpn), "kind": "pairing"})
            continue
        if match.white_team != tpn:
            continue
        item: dict[str, Any] = {"white": team_id(tpn), "black": team_id(match.opponent)}
        if (tpn, match.opponent) in forfeits:
            item["forfeit"] = _FORFEITED_BY[forfeits[tpn, match.opponent]]
        else:
            item["boards"] = _boards(tournament, tpn, r)
        matches.append(item)
    return {"matches": matches, "byes": byes}


def _boards(tournament: Tournament, tpn: int, r: int) -> list[dict[str, Any]]:
    """The games of the team's players in board order, each as the side with the white pieces sees it."""
    games = []
    for number in tournament.team_records.teams[tpn].members:  # type: ignore[union-attr]
        entry = tournament.players[number].entry(r)
        if entry is None or entry.opponent is None:
            continue
        opponent = tournament.players[entry.opponent].entry(r)
        assert opponent is not None
        white, black = (entry, opponent) if entry.color is Color.WHITE else (opponent, entry)
        white_id = player_id(number) if entry.color is Color.WHITE else player_id(entry.opponent)
        black_id = player_id(entry.opponent) if entry.color is Color.WHITE else player_id(number)
        games.append({"white": white_id, "black": black_id, **_result(white, black)})
    return games


def _result(white: RoundEntry, black: RoundEntry) -> dict[str, Any]:
    if white.result in _PLAYED:
        return {"result": _PLAYED[white.result]}
    points = {ResultCode.FORFEIT_WIN: Fraction(1)}
    result = {(1, 0): "1-0", (0, 1): "0-1", (0, 0): "0-0"}[
        (int(points.get(white.result, 0)), int(points.get(black.result, 0)))
    ]
    return {"result": result, "forfeit": True}
