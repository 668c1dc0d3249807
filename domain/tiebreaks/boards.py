"""Board-by-board team tie-breaks (C.07 Art. 12, the "team knock-out" tie-breaks, which a team
competition may also list): Board Count ``BC`` (12.1), Top Board Results ``TBR`` (12.2) and
Bottom Board Elimination ``BBE`` (12.3).

All three read the game points a team scored on each board over all its matches. Art. 12: an
individual forfeit counts as a standard win or loss, and a pairing-allocated bye counts, on every
board, as the game points of a standard win. A team's boards in a round are its line-up when a
TRF-2026 ``300`` record states it (a line-up out of roster order, 0 for a board not fielded);
otherwise its members who played or forfeited a game that round, in the order of the team record
(a team lines up in roster order) — an inference this module documents rather than a rule of C.07.

* BC: Σ board number × game points on that board — the lower the better; only meaningful among
  teams with equal game points (12.1, the standings warn otherwise).
* TBR: game points on board 1; if still tied, on board 2; and so on (lexicographic).
* BBE: game points on every board but the bottom one; if still tied, without the two bottom
  boards; and so on.
"""

from __future__ import annotations

from collections.abc import Mapping

from domain.tiebreaks.view import CompetitionView, RoundResult


def board_points(
    players: CompetitionView,
    members: dict[int, tuple[int, ...]],
    stated: Mapping[tuple[int, int], tuple[int, ...]] | None = None,
) -> dict[int, list[int]]:
    """Per team, the game points (in units) scored on board 1, 2, … summed over all rounds;
    ``stated``: ``{(team, round): line-up}`` from 300 records (0: a board not fielded, no points)."""
    stated = stated or {}
    lineups = {
        team: [_boards(players, ms, r, stated.get((team, r + 1))) for r in range(players.rounds)]
        for team, ms in members.items()
    }
    boards = max((len(lineup) for rounds in lineups.values() for lineup in rounds), default=0)
    table: dict[int, list[int]] = {}
    for team, rounds in lineups.items():
        totals = [0] * boards
        for r, lineup in enumerate(rounds):
            if not lineup and any(players.results[m][r].pairing_bye for m in members[team] if m in players.results):
                totals = [total + players.win for total in totals]  # Art. 12: PAB = a win on every board
                continue
            for board, result in enumerate(lineup):
                totals[board] += _standard_points(result, players)
        table[team] = totals
    return table


def _boards(
    players: CompetitionView, members: tuple[int, ...], r: int, lineup: tuple[int, ...] | None
) -> list[RoundResult]:
    """The team's boards in round ``r`` (0-based): the stated line-up, else the members who played or
    forfeited a game, in roster order."""
    results = players.results
    if lineup is not None:
        return [results[m][r] if m in results else _EMPTY for m in lineup]
    return [res for m in members if m in results and ((res := results[m][r]).opponent is not None or res.forfeit)]


#: A board the team did not field: nothing scored.
_EMPTY = RoundResult(None, False, 0, forfeit=True)


def _standard_points(result: RoundResult, players: CompetitionView) -> int:
    """Art. 12: a forfeit is a standard win or loss; a played game counts what it scored."""
    if result.played:
        return result.points
    return players.win if result.points > players.draw else players.loss


def board_count(points: list[int]) -> int:
    """BC (12.1): Σ board number × game points on that board (units)."""
    return sum(board * value for board, value in enumerate(points, start=1))


def top_board_key(points: list[int]) -> tuple[int, ...]:
    """TBR (12.2): board 1's points, then board 2's, … compared in that order."""
    return tuple(points)


def bottom_board_key(points: list[int]) -> tuple[int, ...]:
    """BBE (12.3): the points without the bottom board, then without the two bottom boards, …"""
    return tuple(sum(points[:end]) for end in range(len(points) - 1, 0, -1))
