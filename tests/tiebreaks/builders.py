"""Compact hand-made tournaments for tie-break tests.

Each player is a list of round tokens: ``"4w1"`` (against 4, White, won), ``"6b="`` (draw with
Black), ``"5b-"`` / ``"3w+"`` (forfeits), or a bare bye code ``"H"``, ``"U"``, ``"Z"``, ``"F"``.
"""

from __future__ import annotations

from domain.model import Color, Player, ResultCode, RoundEntry, Team, Tournament
from domain.tiebreaks import Rules, Standings, compute_standings, parse_codes


def entry(token: str) -> RoundEntry:
    if len(token) == 1:
        return RoundEntry.bye(ResultCode(token))
    opponent, color, result = int(token[:-2]), token[-2], token[-1]
    return RoundEntry(opponent, Color(color), ResultCode(result))


def tournament(
    rounds: dict[int, list[str]], ratings: dict[int, int] | None = None, teams: dict[str, tuple[int, ...]] | None = None
) -> Tournament:
    players = {
        number: Player(
            number, name=f"P{number}", rating=(ratings or {}).get(number), entries=[entry(token) for token in tokens]
        )
        for number, tokens in rounds.items()
    }
    return Tournament(players=players, teams=[Team(name, members) for name, members in (teams or {}).items()])


def standings(t: Tournament, codes: list[str], **rules: object) -> Standings:
    return compute_standings(t, parse_codes(codes), Rules(**rules))  # type: ignore[arg-type]


def column(result: Standings, code: str) -> dict[int, object]:
    return {row.id: row.values[code] for row in result.rows}
