"""The rounds of a team event document written as the players' round entries of a TRF-2026 team file.

A match's boards are its teams' players facing each other board by board: the white team's player
has the colour of the board colour sequence (record 352, ``W B W B`` by default), the other the
opposite. A board a team did not field (a null player) is a forfeit win against nobody for the
player who sat there (``0000 - +``); a line-up out of roster order or with an empty board is a
record 300 (the players board by board, 0 for nobody), and a line-up out of roster order is named
in a warning (``board_order``: warn), refused (strict) or accepted (free): ECU B.12.3 and
Olympiad practice keep a team's players in roster order, reserves below. A match recorded by its
totals (``game_points``) is written on the first ``boards`` players of each team as wins, then
draws, of the side that scored them (only the totals count for C.04.6 and the team tie-breaks); a
forfeited match is forfeited on every board (record 330); the PAB is ``U`` on every board (record
320), a requested bye ``H``/``F`` on every board, an absence a 240 record and no entry. Every
fault is collected with its JSON pointer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from domain.errors import InvalidInput, Issue
from domain.model import ByeRequest, Color, ResultCode, RoundEntry, TeamForfeit, TeamLineup, Tournament
from service.adapters.event import CallerId, record_game, unfinished_message
from service.adapters.numbers import exact
from service.schemas.team_event import TeamBoard, TeamEventDocument, TeamMatch, TeamRoundBye

_POINTER = "/event"
#: White-team points of a board's game from the side with the white pieces (``*``: not counted).
_WHITE_PIECES = {"1-0": Fraction(1), "0-1": Fraction(0), "1/2-1/2": Fraction(1, 2), "0-0": Fraction(0)}
_BYE_ON_BOARDS = {"pairing": ResultCode.PAIRING_BYE, "half": ResultCode.HALF_BYE, "full": ResultCode.FULL_BYE}
#: forfeit -> (the white team's code, the black team's code, record 330 type).
_FORFEIT = {
    "white": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN, "-+"),
    "black": (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS, "+-"),
    "both": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS, "--"),
}
_COLOUR = {"W": Color.WHITE, "B": Color.BLACK}


def key(identifier: str | int) -> str:
    """Ids compare by their text, as in the games document (7 and "7" are the same)."""
    return str(identifier)


@dataclass(slots=True)
class Roster:
    """The teams and players of the event in numbers, and every fault found so far."""

    boards: int
    colours: str
    #: The event's board_order: warn, strict or free.
    board_order: str = "warn"
    tpn_of: dict[str, int] = field(default_factory=dict)
    #: TPN -> the team's id as text (the inverse of ``tpn_of``), for messages.
    id_of: dict[int, str] = field(default_factory=dict)
    number_of: dict[str, int] = field(default_factory=dict)
    #: Player number -> the platform's id of the player.
    player_id: dict[int, CallerId] = field(default_factory=dict)
    team_of: dict[int, int] = field(default_factory=dict)
    lineup: dict[int, tuple[int, ...]] = field(default_factory=dict)
    issues: list[Issue] = field(default_factory=list)
    warnings: list[Issue] = field(default_factory=list)
    #: (player number, round) -> the board of the caller's document that holds the player's game.
    boards_at: dict[tuple[int, int], str] = field(default_factory=dict)

    def fault(self, where: str, message: str) -> None:
        self.issues.append(Issue(f"{_POINTER}{where}", message))

    def warn(self, where: str, message: str) -> None:
        self.warnings.append(Issue(f"{_POINTER}{where}", message))

    def team(self, team_id: str | int, where: str) -> int | None:
        """The TPN of a team id; an unknown id is an issue at ``where``."""
        number = self.tpn_of.get(key(team_id))
        if number is None:
            self.fault(where, f"{team_id!r} is not the id of a team of the event")
        return number

    def within_the_event(self, rounds_total: int | None, round_number: int, where: str) -> bool:
        """A request for a round the event does not have means nothing: an issue (issue 44), not ignored."""
        if rounds_total is None or round_number <= rounds_total:
            return True
        self.fault(where, "this round is past the event's last round (rounds_total): the request means nothing")
        return False

    def raise_issues(self) -> None:
        if self.issues:
            raise InvalidInput(self.issues)


@dataclass(slots=True)
class _Round:
    """One round being written: its number, its place, and the teams and players already in it."""

    tournament: Tournament
    roster: Roster
    number: int
    teams: set[int] = field(default_factory=set)
    players: set[int] = field(default_factory=set)

    @property
    def where(self) -> str:
        return f"/rounds/{self.number - 1}"

    def enter(self, tpns: tuple[int, ...], where: str) -> bool:
        """A team has one match or bye per round; a second one is an issue at ``where``."""
        if any(tpn in self.teams for tpn in tpns):
            self.roster.fault(where, f"a team of this entry already has a match or bye in round {self.number}")
            return False
        self.teams.update(tpns)
        return True

    def put(self, player: int, entry: RoundEntry) -> None:
        self.tournament.players[player].entries[self.number - 1] = entry


def record_rounds(event: TeamEventDocument, tournament: Tournament, roster: Roster) -> None:
    """Write every round's matches and byes into the players' entries and the team records."""
    for player in tournament.players.values():
        player.entries = [None] * len(event.rounds)
    if event.rounds_total is not None and len(event.rounds) > event.rounds_total:
        roster.fault(
            f"/rounds/{event.rounds_total}", f"{len(event.rounds)} rounds but rounds_total is {event.rounds_total}"
        )
    for r, team_round in enumerate(event.rounds, start=1):
        state = _Round(tournament, roster, r)
        for m, match in enumerate(team_round.matches):
            _record_match(state, match, f"{state.where}/matches/{m}")
        for b, bye in enumerate(team_round.byes):
            _record_bye(state, bye, f"{state.where}/byes/{b}")


def _record_match(state: _Round, match: TeamMatch, where: str) -> None:
    roster = state.roster
    white, black = roster.team(match.white, f"{where}/white"), roster.team(match.black, f"{where}/black")
    if white is None or black is None or not state.enter((white, black), where):
        return
    colours = match.board_colours or roster.colours
    if len(colours) != roster.boards:
        roster.fault(f"{where}/board_colours", f"{len(colours)} colours for {roster.boards} boards")
        return
    if match.forfeit is not None:
        _record_forfeit(state, white, black, match.forfeit, colours)
    elif match.boards is not None:
        _record_boards(state, white, black, match, colours, where)
    else:
        _record_totals(state, white, black, match, colours, where)


def _seat(
    state: _Round, white: int, black: int, board: int, colours: str, codes: tuple[ResultCode, ResultCode]
) -> None:
    """Board ``board`` (0-based) of the first ``boards`` players: the white team's player with the
    sequence's colour, each with his code."""
    ours, theirs = state.roster.lineup[white][board], state.roster.lineup[black][board]
    colour = _COLOUR[colours[board]]
    state.put(ours, RoundEntry(theirs, colour, codes[0]))
    state.put(theirs, RoundEntry(ours, colour.opposite, codes[1]))


def _record_forfeit(state: _Round, white: int, black: int, forfeit: str, colours: str) -> None:
    ours, theirs, kind = _FORFEIT[forfeit]
    for board in range(state.roster.boards):
        _seat(state, white, black, board, colours, (ours, theirs))
    records = state.tournament.team_records
    assert records is not None
    records.forfeits.append(TeamForfeit(kind, state.number, white, black))


def _record_boards(state: _Round, white: int, black: int, match: TeamMatch, colours: str, where: str) -> None:
    """Each board's players must be the two teams' with the board's colours (or null: a board not
    fielded); the totals must add up; the line-ups are kept when out of roster order."""
    roster, boards = state.roster, match.boards or []
    if len(boards) != roster.boards:
        roster.fault(f"{where}/boards", f"{len(boards)} boards recorded; the event plays {roster.boards} per match")
        return
    if not any(game.white is not None and game.black is not None for game in boards):
        message = "no board has a player of each team: a match a team did not field is a forfeited match (forfeit)"
        roster.fault(f"{where}/boards", message)
        return
    if match.board_colours is not None and None in (boards[0].white, boards[0].black):
        message = "board 1 was not fielded: the team colours are read from the event's board_colours, not the match's"
        roster.fault(f"{where}/board_colours", message)
        return
    totals, counted, unfinished = [Fraction(0), Fraction(0)], True, []
    seats: dict[int, list[int]] = {white: [], black: []}
    for k, game in enumerate(boards):
        white_team_has_white = colours[k] == "W"
        expected = (white, black) if white_team_has_white else (black, white)
        place = f"{where}/boards/{k}"
        numbers = _board_players(state, game, expected, place)
        _board_teams(state, game, expected, place)
        if numbers is None:
            continue
        for team, number in zip(expected, numbers, strict=True):
            seats[team].append(number or 0)
        _record_board(state, numbers, game, place)
        counted = counted and game.result != "*"
        if game.result == "*":
            unfinished.append(f"board {k + 1}")
        pieces = _board_points(game)
        totals[0] += pieces[0] if white_team_has_white else pieces[1]
        totals[1] += pieces[1] if white_team_has_white else pieces[0]
    for team, other in ((white, black), (black, white)):
        _keep_lineup(state, (team, other), seats[team], where, colours, team == white)
    if unfinished:
        teams = f"{roster.id_of[white]!r} v {roster.id_of[black]!r}"
        state.roster.warn(where, unfinished_message(state.number, [f"{teams} {board}" for board in unfinished]))
    given = None if match.game_points is None else tuple(exact(value) for value in match.game_points)
    if given is not None and counted and given != tuple(totals):
        roster.fault(
            f"{where}/game_points",
            f"the boards add up to {float(totals[0]):g}-{float(totals[1]):g}, not "
            f"{float(given[0]):g}-{float(given[1]):g}",
        )


def _record_board(state: _Round, numbers: tuple[int | None, int | None], game: TeamBoard, where: str) -> None:
    """The board's game; a board one side did not field is a forfeit win against nobody for the
    player who sat there; both sides empty, nobody has an entry (a double forfeit)."""
    white, black = numbers
    if white is not None and black is not None:
        record_game(state.tournament, state.number, white, black, game)
    for number in (white, black):
        if number is not None:
            state.roster.boards_at[(number, state.number)] = where
            if None in numbers:
                state.put(number, RoundEntry(None, None, ResultCode.FORFEIT_WIN))


def _board_teams(state: _Round, game: TeamBoard, expected: tuple[int, int], where: str) -> None:
    """The board's white_team / black_team, when sent, must be the teams the colour sequence gives it."""
    for side, team_id, team in (
        ("white_team", game.white_team, expected[0]),
        ("black_team", game.black_team, expected[1]),
    ):
        if team_id is not None and state.roster.tpn_of.get(key(team_id)) != team:
            wanted = state.roster.id_of[team]
            state.roster.fault(
                f"{where}/{side}", f"the board colours give this board's {side} to {wanted!r}, not {team_id!r}"
            )


def _keep_lineup(
    state: _Round, teams: tuple[int, int], seats: list[int], where: str, colours: str, white_team: bool
) -> None:
    """A line-up out of roster order, or with a board not fielded, as a record 300; out of roster
    order, a warning, a fault or nothing as the event's board_order says (the board named is the
    first whose player sits above one listed before him in the roster)."""
    team, other = teams
    fielded = [number for number in seats if number]
    if fielded == sorted(fielded) and len(fielded) == len(seats):
        return
    records = state.tournament.team_records
    assert records is not None
    records.lineups.append(TeamLineup(state.number, team, other, tuple(seats)))
    roster = state.roster
    if fielded == sorted(fielded) or roster.board_order == "free":
        return
    board = next(k for k, number in enumerate(seats) if number and any(0 < n < number for n in seats[k + 1 :]))
    side = "white" if (colours[board] == "W") == white_team else "black"
    message = _out_of_order(roster, team, seats, board)
    place = f"{where}/boards/{board}/{side}"
    if roster.board_order == "strict":
        roster.fault(place, message + "; the event's board_order is strict")
    else:
        roster.warn(place, message + "; send board_order 'free' if the event allows any order")


def _out_of_order(roster: Roster, team: int, seats: list[int], board: int) -> str:
    """Board ``board`` (0-based) of the line-up ``seats`` holds a player above one listed before him."""
    below = min(n for n in seats[board + 1 :] if n)
    first = roster.lineup[team][0]
    return (
        f"board {board + 1}: {roster.player_id[seats[board]]!r} (number {seats[board] - first + 1} of "
        f"{roster.id_of[team]!r}'s roster) sits above {roster.player_id[below]!r} (number {below - first + 1}, "
        f"board {seats.index(below) + 1}): a team's players keep their roster order down the boards, reserves below "
        "(ECU B.12.3)"
    )


def _board_points(game: TeamBoard) -> tuple[Fraction, Fraction]:
    """Points of the side with the white pieces and of the side with the black pieces."""
    white_pieces = _WHITE_PIECES.get(game.result, Fraction(0))
    if game.result in ("0-0", "*"):
        return white_pieces, Fraction(0)
    return white_pieces, 1 - white_pieces


def _board_players(
    state: _Round, game: TeamBoard, expected: tuple[int, int], where: str
) -> tuple[int | None, int | None] | None:
    """The players of a board (None: that side not fielded), if each is a player of the team that
    has that colour on the board; None when one is not."""
    roster, numbers = state.roster, list[int | None]()
    for side, player_id, team in (("white", game.white, expected[0]), ("black", game.black, expected[1])):
        if player_id is None:
            numbers.append(None)
            continue
        number = roster.number_of.get(key(player_id))
        if number is None:
            roster.fault(f"{where}/{side}", f"{player_id!r} is not the id of a player of the event")
        elif roster.team_of[number] != team:
            team_id = roster.id_of[team]
            roster.fault(
                f"{where}/{side}",
                f"{player_id!r} is not a player of team {team_id!r}, which has {side} on this board "
                f"(board colours {roster.colours})",
            )
        elif number in state.players:
            roster.fault(f"{where}/{side}", f"{player_id!r} already has a game in round {state.number}")
        else:
            numbers.append(number)
            continue
        return None
    state.players.update(number for number in numbers if number is not None)
    return numbers[0], numbers[1]


def _record_totals(state: _Round, white: int, black: int, match: TeamMatch, colours: str, where: str) -> None:
    """Totals only: the white team's wins first, then the black team's, then draws; the rest forfeited
    by both. Totals that no board results make are an issue."""
    ours, theirs = (exact(value) for value in match.game_points or (0, 0))
    codes = []
    for _ in range(state.roster.boards):
        if ours >= 1:
            ours, code = ours - 1, (ResultCode.WIN, ResultCode.LOSS)
        elif theirs >= 1:
            theirs, code = theirs - 1, (ResultCode.LOSS, ResultCode.WIN)
        elif ours == theirs == Fraction(1, 2):
            ours, theirs, code = Fraction(0), Fraction(0), (ResultCode.DRAW, ResultCode.DRAW)
        else:
            code = (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS)
        codes.append(code)
    if ours or theirs or all(code[0] is ResultCode.FORFEIT_LOSS for code in codes):
        given = match.game_points or (0, 0)
        state.roster.fault(
            f"{where}/game_points",
            f"{given[0]:g}-{given[1]:g} is not the total of {state.roster.boards} boards (wins 1, draws 1/2 each side)",
        )
        return
    for board, code in enumerate(codes):
        _seat(state, white, black, board, colours, code)


def _record_bye(state: _Round, bye: TeamRoundBye, where: str) -> None:
    tpn = state.roster.team(bye.team, f"{where}/team")
    if tpn is None or not state.enter((tpn,), where):
        return
    records = state.tournament.team_records
    assert records is not None
    if bye.kind == "pairing":
        if records.pab_teams[state.number - 1]:
            state.roster.fault(where, f"round {state.number} already has a pairing-allocated bye")
            return
        records.pab_teams[state.number - 1] = tpn
    if bye.kind in _BYE_ON_BOARDS:
        for player in state.roster.lineup[tpn][: state.roster.boards]:
            state.put(player, RoundEntry.bye(_BYE_ON_BOARDS[bye.kind]))
    if bye.kind != "pairing":
        kind = ResultCode.ZERO_BYE if bye.kind == "zero" else _BYE_ON_BOARDS[bye.kind]
        records.absences.append(ByeRequest(kind, state.number, (tpn,)))
