"""Two-game matches read from a tournament whose rounds are games (api.md **Decision**).

C.04.5 pairs matches of two games with colours reversed (preface). The service keeps every game
as an ordinary round entry: event round r is TRF round 2r-1 (game 1) and 2r (game 2), so ``XXR``
is twice the event's rounds. This module turns the two entries of each event round into one
:class:`MatchRecord` per player, refusing with a clear issue a match the two columns cannot hold
(different opponents, colours not reversed, a game paired and its twin not).

What a match means for the pairing (``double-swiss.md`` §1, preface; **(R)** marks readings of the
Dechamps engine the FIDE text could not confirm here):

* forfeited: a player forfeited **both** games. Not a meeting; the other player won it by forfeit.
* any other paired match is a meeting ([C1]), counts as played (3.4.3) and can make a float (1.5);
  a single forfeited game inside it changes nothing of that.
* match colour (1.6, R): the game-1 colour, when at least one game was played over the board. A
  match where each player forfeited one game is a meeting with no colour (Dechamps' reading). When
  only game 2 was played the text is open; we keep the game-1 colour, since the pairing fixed it
  and game 2's colour is its mirror.
* the PAB and requested byes cover the whole match (preface): their value is what the two columns
  record, so the organiser's point system sets it. The service writes the PAB as ``U`` in game 1 and
  ``H`` in game 2, a game won plus a game drawn: 1½ with the standard points (1.4, R).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from domain.errors import InvalidInput, Issue
from domain.model import Color, PointsTable, ResultCode, RoundEntry, Tournament


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """One player's event round: the opponent (None for a bye or absence) and what the match means."""

    round_number: int
    opponent: int | None
    #: White in game 1 (the pairing's colour), whether or not the game was played.
    game1_colour: Color | None
    #: 1.6: the game-1 colour when a game was played over the board, else None.
    colour: Color | None
    #: [C1]: paired and not forfeited (no player forfeited both games).
    meeting: bool
    #: [C2]: the opponent forfeited both games and this player did not, a PAB, or a full-point bye.
    bars_pab: bool
    points: Fraction


def event_rounds_recorded(tournament: Tournament) -> int:
    """The event rounds already played: half the recorded game rounds, which must be even."""
    games = tournament.recorded_rounds
    if games % 2:
        raise InvalidInput(
            [
                Issue(
                    "rounds",
                    f"round {games} is game 1 of event round {(games + 1) // 2} but its game 2 (round {games + 1})"
                    " is not recorded: a Double-Swiss round is two game rounds (api.md)",
                )
            ]
        )
    return games // 2


def event_rounds_total(tournament: Tournament) -> int | None:
    """The event's number of rounds: half of ``XXR`` (two game rounds per match), which must be even."""
    total = tournament.total_rounds
    if total is None:
        return None
    if total % 2:
        raise InvalidInput(
            [Issue("total_rounds", f"{total} game rounds is not a whole number of two-game rounds (api.md)")]
        )
    return total // 2


def read_matches(tournament: Tournament, event_rounds: int) -> dict[int, list[MatchRecord]]:
    """Every player's matches of event rounds 1..``event_rounds``; invalid input names each bad match."""
    table = tournament.point_system.table()
    issues: list[Issue] = []
    matches: dict[int, list[MatchRecord]] = {}
    for number, player in tournament.players.items():
        records = matches[number] = []
        for round_number in range(1, event_rounds + 1):
            first, second = player.entry(2 * round_number - 1), player.entry(2 * round_number)
            fault = _fault(first, second)
            if fault:
                where = f"player {number}, round {round_number} (games {2 * round_number - 1}-{2 * round_number})"
                issues.append(Issue(where, fault))
                continue
            records.append(_record(tournament, round_number, first, second, table))
    if issues:
        raise InvalidInput(issues)
    return matches


def _fault(first: RoundEntry | None, second: RoundEntry | None) -> str | None:
    """Why the two games cannot be one match, or None."""
    paired = [entry is not None and entry.paired for entry in (first, second)]
    if paired[0] != paired[1]:
        return "one game of the match has an opponent and the other none: a bye covers the whole match"
    if not paired[0] or first is None or second is None:
        return None
    if first.opponent != second.opponent:
        return f"game 1 is against {first.opponent} and game 2 against {second.opponent}: one match, one opponent"
    if first.color is None or second.color is None or first.color == second.color:
        return "game 2 must be played with the colours of game 1 reversed"
    return None


def _record(
    tournament: Tournament, round_number: int, first: RoundEntry | None, second: RoundEntry | None, table: PointsTable
) -> MatchRecord:
    points = table.total((first, second))
    if first is None or second is None or first.opponent is None:
        codes = {entry.result for entry in (first, second) if entry is not None}
        bars = bool(codes & {ResultCode.PAIRING_BYE, ResultCode.FULL_BYE})
        return MatchRecord(round_number, None, None, None, False, bars, points)
    opponent = tournament.players.get(first.opponent)
    mine = _forfeited_both(first, second)
    theirs = opponent is not None and _forfeited_both(
        opponent.entry(2 * round_number - 1), opponent.entry(2 * round_number)
    )
    colour = first.color if first.played or second.played else None
    return MatchRecord(
        round_number, first.opponent, first.color, colour, not (mine or theirs), theirs and not mine, points
    )


def _forfeited_both(first: RoundEntry | None, second: RoundEntry | None) -> bool:
    """The preface's forfeited match: this player lost both games by forfeit."""
    return all(entry is not None and entry.result is ResultCode.FORFEIT_LOSS for entry in (first, second))
