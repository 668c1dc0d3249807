"""Turn a tournament's players into a :class:`CompetitionView` (individual events).

Rounds considered are the rounds with at least one game or pairing-allocated bye recorded; an
empty entry inside them is an absence (a zero-point unplayed round the player did not ask to be
paired in, hence voluntary: C.07 16.1). Adjourned games are refused unless the caller says how
to count them (``adjourned_as``), because a standing cannot be computed from an unknown result.
"""

from __future__ import annotations

import re

from domain.errors import InvalidInput, Issue
from domain.model import Color, PointSystem, ResultCode, RoundEntry, Tournament
from domain.tiebreaks.rules import Rules
from domain.tiebreaks.view import CompetitionView, RoundResult

_WINS = (ResultCode.WIN, ResultCode.WIN_UNRATED)
_DRAWS = (ResultCode.DRAW, ResultCode.DRAW_UNRATED)
_VOLUNTARY = (ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FORFEIT_LOSS)
_ROUND_ROBIN_NAME = re.compile(r"round[\s_-]*robin|berger|\brr\b|all[\s_-]*play", re.IGNORECASE)
#: Names of systems that pair round by round (TRF-2026 ``192``: ``FIDE_DUTCH_2025``, ``FIDE_BURSTEIN``, …).
_SWISS_NAME = re.compile(r"swiss|dutch|burstein|dubov|\blim\b|monrad|swedish", re.IGNORECASE)


def build_view(tournament: Tournament, rules: Rules, last_round: int | None = None) -> CompetitionView:
    """The players' results up to ``last_round`` (default: every recorded round)."""
    rounds = tournament.recorded_rounds if last_round is None else min(last_round, tournament.recorded_rounds)
    system = tournament.point_system
    unit = system.unit
    scale = unit.denominator
    _refuse_unresolved_adjourned(tournament, rounds, rules)
    templates = _RoundTemplates(system, scale, rules)
    results = {number: templates.rounds(player.entries, rounds) for number, player in tournament.players.items()}
    return CompetitionView(
        rounds=rounds,
        unit=unit,
        win=int(system.win * scale),
        draw=int(system.draw * scale),
        loss=int(system.loss * scale),
        results=results,
        ratings={number: player.rating or None for number, player in tournament.players.items()},
        round_robin=is_round_robin(tournament, rounds) if rules.round_robin is None else rules.round_robin,
    )


def is_round_robin(tournament: Tournament, rounds: int) -> bool:
    """C.07 Art. 15 applies to events with pre-determined pairings: named so, or everyone met
    everyone in an event not named a Swiss system (a small Swiss can bring everyone together)."""
    names = [tournament.tournament_type or "", *(text for code, text in tournament.header if code == "092")]
    if any(_ROUND_ROBIN_NAME.search(name) for name in names):
        return True
    if any(_SWISS_NAME.search(name) for name in names):
        return False
    count = len(tournament.players)
    if count < 3 or rounds < count - 1:
        return False
    for player in tournament.players.values():
        met = {e.opponent for e in player.entries[:rounds] if e is not None and e.opponent is not None}
        if len(met) != count - 1:
            return False
    return True


def _refuse_unresolved_adjourned(tournament: Tournament, rounds: int, rules: Rules) -> None:
    if rules.adjourned_as is not None:
        return
    issues = [
        Issue(
            f"player {number}, round {r}",
            f"round {r}: this game has no result yet (adjourned); "
            "say how to count it with adjourned_as: draw, loss or exclude",
            player=number,
            round=r,
        )
        for number, player in sorted(tournament.players.items())
        for r, entry in enumerate(player.entries[:rounds], start=1)
        if entry is not None and entry.result is ResultCode.ADJOURNED and (entry.opponent or 0) > number
    ]
    if issues:
        raise InvalidInput(issues, title="Standings need every result")


class _RoundTemplates:
    """Everything of a :class:`RoundResult` but the opponent depends only on the entry's result,
    colour and whether it names an opponent (the point system and rules are fixed for one view),
    so each such combination is worked out once and the records are stamped from it."""

    def __init__(self, system: PointSystem, scale: int, rules: Rules) -> None:
        self._system, self._scale, self._rules = system, scale, rules
        self._absent = _round_result(None, system, scale, rules)
        self._memo: dict[tuple[ResultCode, Color | None, bool], tuple[bool, tuple]] = {}

    def rounds(self, entries: list[RoundEntry | None], count: int) -> list[RoundResult]:
        """The first ``count`` rounds of a player (missing entries are absences)."""
        memo, make = self._memo, RoundResult
        results: list[RoundResult] = []
        for entry in entries[:count]:
            if entry is None:
                results.append(self._absent)
                continue
            key = (entry.result, entry.color, entry.opponent is None)
            template = memo.get(key)
            if template is None:
                full = _round_result(entry, self._system, self._scale, self._rules)
                template = memo[key] = (full.opponent is not None, tuple(full)[1:])
            keeps_opponent, rest = template
            results.append(make(entry.opponent if keeps_opponent else None, *rest))
        results.extend([self._absent] * (count - len(results)))
        return results


def _round_result(entry: RoundEntry | None, system: PointSystem, scale: int, rules: Rules) -> RoundResult:
    if entry is None:
        return RoundResult(None, False, int(system.zero_bye * scale), vur=True)
    code = entry.result
    if code is ResultCode.ADJOURNED:
        if rules.adjourned_as == "exclude":
            return RoundResult(None, False, 0)
        code = ResultCode.DRAW if rules.adjourned_as == "draw" else ResultCode.LOSS
        entry = RoundEntry(entry.opponent, entry.color, code)
    points = int(system.points(entry) * scale)
    black = entry.color is Color.BLACK
    if entry.played:
        rating_points = 2 if code in _WINS else 1 if code in _DRAWS else 0
        return RoundResult(
            entry.opponent, True, points, black=black, rating_points=rating_points, won_over_board=code in _WINS
        )
    return RoundResult(
        entry.opponent,
        False,
        points,
        vur=code in _VOLUNTARY,
        forfeit=entry.is_forfeit,
        pairing_bye=code is ResultCode.PAIRING_BYE,
    )
