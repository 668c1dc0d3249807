"""The tournament model shared by every engine: players, their round entries, the point system.

The model records facts (who met whom, with which colour, and what the result was); everything
derived from them (scores, colour histories, floats) lives in :mod:`domain.history`. Points are
exact :class:`~fractions.Fraction` values so that two equal scores can never compare unequal.

Player ids are pairing numbers (TPN, C.04.2 B / GHR Art. 2): positive integers, unique.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from math import lcm

from domain.kinds import PlayerId, RoundNumber


class Color(str, Enum):  # noqa: UP042 - StrEnum would change str()/f-strings of members (now "Color.WHITE")
    """A colour as written in TRF (``w``/``b``)."""

    WHITE = "w"
    BLACK = "b"

    @property
    def opposite(self) -> Color:
        return Color.BLACK if self is Color.WHITE else Color.WHITE


class ResultCode(str, Enum):  # noqa: UP042 - StrEnum would change str()/f-strings of members in messages
    """Every result code of TRF16 (C.04 Annex 2), one per round entry.

    ``ADJOURNED`` is this project's extension: a game paired and begun (or postponed) whose
    result is not known yet. TRF has no code for it; we write ``*``.
    """

    WIN = "1"
    DRAW = "="
    LOSS = "0"
    FORFEIT_WIN = "+"
    FORFEIT_LOSS = "-"
    WIN_UNRATED = "W"
    DRAW_UNRATED = "D"
    LOSS_UNRATED = "L"
    HALF_BYE = "H"
    FULL_BYE = "F"
    PAIRING_BYE = "U"
    ZERO_BYE = "Z"
    ADJOURNED = "*"


#: Results of a game that took place over the board (counts as a meeting and for colours).
PLAYED_RESULTS = frozenset(
    {
        ResultCode.WIN,
        ResultCode.DRAW,
        ResultCode.LOSS,
        ResultCode.WIN_UNRATED,
        ResultCode.DRAW_UNRATED,
        ResultCode.LOSS_UNRATED,
        ResultCode.ADJOURNED,
    }
)
#: Results that need an opponent.
PAIRED_RESULTS = PLAYED_RESULTS | {ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS}
#: Results that stand without an opponent (byes and absences).
UNPAIRED_RESULTS = frozenset({ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.PAIRING_BYE, ResultCode.ZERO_BYE})
#: Byes a player asks for (or absences): not a game, not paired (C.04.2 D.4, seed F5).
REQUESTED_BYES = frozenset({ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE})

#: The results each code allows for the opponent's entry of the same game. Besides 1-0, ½-½ and 0-1,
#: a game over the board may end ½-0, 0-½ or 0-0 by the arbiter's decision (the unusual results
#: FIDE's checklist for tournament programs asks a generator to produce, C.02 2026): each player's
#: entry then carries his own result (``=`` against ``0``, ``0`` against ``0``).
COMPLEMENT: dict[ResultCode, frozenset[ResultCode]] = {
    ResultCode.WIN: frozenset({ResultCode.LOSS}),
    ResultCode.LOSS: frozenset({ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS}),
    ResultCode.DRAW: frozenset({ResultCode.DRAW, ResultCode.LOSS}),
    ResultCode.WIN_UNRATED: frozenset({ResultCode.LOSS_UNRATED}),
    ResultCode.LOSS_UNRATED: frozenset({ResultCode.WIN_UNRATED, ResultCode.DRAW_UNRATED, ResultCode.LOSS_UNRATED}),
    ResultCode.DRAW_UNRATED: frozenset({ResultCode.DRAW_UNRATED, ResultCode.LOSS_UNRATED}),
    ResultCode.FORFEIT_WIN: frozenset({ResultCode.FORFEIT_LOSS}),
    ResultCode.FORFEIT_LOSS: frozenset({ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS}),
    ResultCode.ADJOURNED: frozenset({ResultCode.ADJOURNED}),
}


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """One player's entry for one round: opponent (pairing number), colour, result.

    ``opponent`` and ``color`` are ``None`` for byes and absences.
    """

    opponent: PlayerId | None
    color: Color | None
    result: ResultCode

    @property
    def played(self) -> bool:
        """A game over the board: counts as a meeting (C1) and in the colour history (F2)."""
        return self.opponent is not None and self.result in PLAYED_RESULTS

    @property
    def paired(self) -> bool:
        """The player was paired against somebody (played or forfeited)."""
        return self.opponent is not None

    @property
    def is_forfeit(self) -> bool:
        return self.result in (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)

    @staticmethod
    def bye(result: ResultCode) -> RoundEntry:
        return RoundEntry(None, None, result)

    @property
    def announces_absence(self) -> bool:
        """For the round being paired: the player will not be paired (C.04.2 D.4, seed F5).

        A requested bye (``H``, ``F``, ``Z``), or a forfeit written without an opponent (``0000 - -``),
        which is how programs pre-fill a known absence. Only the pairing-allocated bye (``U``) and
        games have to come from the pairing itself.
        """
        return self.opponent is None and self.result is not ResultCode.PAIRING_BYE


@dataclass(frozen=True, slots=True)
class PointSystem:
    """Points per result, as TRF ``XXS`` codes (JaVaFo AUM) and TRF-2026 record 162.

    The defaults are the standard 1 / ½ / 0 with a pairing-allocated bye worth a win.
    """

    win_white: Fraction = Fraction(1)
    win_black: Fraction = Fraction(1)
    draw_white: Fraction = Fraction(1, 2)
    draw_black: Fraction = Fraction(1, 2)
    loss_white: Fraction = Fraction(0)
    loss_black: Fraction = Fraction(0)
    zero_bye: Fraction = Fraction(0)
    half_bye: Fraction = Fraction(1, 2)
    full_bye: Fraction = Fraction(1)
    pairing_bye: Fraction = Fraction(1)
    forfeit_win: Fraction = Fraction(1)
    forfeit_loss: Fraction = Fraction(0)

    def points(self, entry: RoundEntry | None) -> Fraction:
        """Points one entry is worth. An empty entry (not paired, nothing recorded) is worth 0.

        An adjourned game scores nothing until it ends; engines that count it differently for
        pairing (Dutch F9, Swedish §0) do so themselves.
        """
        if entry is None:
            return self.zero_bye
        code = entry.result
        white = entry.color is not Color.BLACK
        if code in (ResultCode.WIN, ResultCode.WIN_UNRATED):
            return self.win_white if white else self.win_black
        if code in (ResultCode.DRAW, ResultCode.DRAW_UNRATED):
            return self.draw_white if white else self.draw_black
        if code in (ResultCode.LOSS, ResultCode.LOSS_UNRATED):
            return self.loss_white if white else self.loss_black
        if code is ResultCode.ADJOURNED:
            return Fraction(0)
        return getattr(self, _UNPLAYED_FIELD[code])

    def total(self, entries: Iterable[RoundEntry | None]) -> Fraction:
        """Points of ``entries`` together (exact). For many players, build :meth:`table` once."""
        return self.table().total(entries)

    def table(self) -> PointsTable:
        """The value of every result for each colour, looked up instead of decided entry by entry."""
        return PointsTable.of(self)

    @property
    def win(self) -> Fraction:
        """Points of a win (the larger colour value: a system with colour-dependent wins is rare)."""
        return max(self.win_white, self.win_black)

    @property
    def draw(self) -> Fraction:
        return max(self.draw_white, self.draw_black)

    @property
    def loss(self) -> Fraction:
        return max(self.loss_white, self.loss_black)

    @property
    def unit(self) -> Fraction:
        """The largest fraction every value of the system is a whole multiple of (½ for the standard
        system): scores counted in this unit are exact integers."""
        values = (getattr(self, name) for name in self.__dataclass_fields__)
        return Fraction(1, lcm(*(Fraction(value).denominator for value in values)))

    @property
    def is_standard_ratio(self) -> bool:
        """Win = two draws and loss = 0 (the premise of Baku acceleration, C.04.5.1 / C.04.7)."""
        return self.win == 2 * self.draw and self.loss == 0


_UNPLAYED_FIELD = {
    ResultCode.FORFEIT_WIN: "forfeit_win",
    ResultCode.FORFEIT_LOSS: "forfeit_loss",
    ResultCode.HALF_BYE: "half_bye",
    ResultCode.FULL_BYE: "full_bye",
    ResultCode.PAIRING_BYE: "pairing_bye",
    ResultCode.ZERO_BYE: "zero_bye",
}


@dataclass(frozen=True, slots=True)
class PointsTable:
    """A point system's values by result as (numerator, denominator): ``white`` for an entry with
    white or no colour, ``black`` for black, ``empty`` for no entry (:meth:`PointSystem.points`
    decides the same, slower)."""

    white: dict[ResultCode, tuple[int, int]]
    black: dict[ResultCode, tuple[int, int]]
    empty: tuple[int, int]

    @staticmethod
    def of(system: PointSystem) -> PointsTable:
        def ratio(value: Fraction) -> tuple[int, int]:
            return value.numerator, value.denominator

        white, black = (
            {code: ratio(system.points(RoundEntry(None, color, code))) for code in ResultCode}
            for color in (Color.WHITE, Color.BLACK)
        )
        return PointsTable(white, black, ratio(system.points(None)))

    def total(self, entries: Iterable[RoundEntry | None]) -> Fraction:
        """Points of ``entries`` together, exact. Added as an integer numerator over a common
        denominator, one Fraction built at the end: a Fraction addition costs microseconds, and
        validation and every pairing answer add up all the entries of the tournament."""
        numerator, denominator = 0, 1
        for entry in entries:
            if entry is None:
                top, bottom = self.empty
            else:
                top, bottom = (self.black if entry.color is Color.BLACK else self.white)[entry.result]
            if bottom != denominator:
                common = lcm(denominator, bottom)
                numerator *= common // denominator
                denominator = common
            numerator += top * (denominator // bottom)
        return Fraction(numerator, denominator)


@dataclass(frozen=True, slots=True)
class ForbiddenGroup:
    """Players who must not meet each other (TRF ``XXP``; TRF-2026 ``260`` with a round range).

    ``first_round``/``last_round`` ``None`` mean unbounded.
    """

    players: tuple[PlayerId, ...]
    first_round: RoundNumber | None = None
    last_round: RoundNumber | None = None

    def applies_to(self, round_number: RoundNumber) -> bool:
        if self.first_round is not None and round_number < self.first_round:
            return False
        return self.last_round is None or round_number <= self.last_round


@dataclass(frozen=True, slots=True)
class ByeRequest:
    """Players who will not be paired in a round (TRF ``XXZ``; TRF-2026 ``240``).

    ``round_number`` ``None`` means the round being paired (``XXZ``).
    """

    kind: ResultCode
    round_number: RoundNumber | None
    players: tuple[PlayerId, ...]


@dataclass(frozen=True, slots=True)
class UnannouncedAbsence:
    """A player absent from a round without notice (C.04.2 D.2; seed F8).

    Stated by the caller, never inferred from a forfeit (a forfeit loss may be a notified late
    arrival). TRF has no record for it: this project writes ``XXU round id id ...``.
    """

    player: PlayerId
    round_number: RoundNumber


@dataclass(frozen=True, slots=True)
class RoundRange:
    """Rounds ``first_round``..``last_round`` (inclusive)."""

    first_round: RoundNumber
    last_round: RoundNumber

    def __contains__(self, round_number: object) -> bool:
        return isinstance(round_number, int) and self.first_round <= round_number <= self.last_round


@dataclass(frozen=True, slots=True)
class AccelerationRange:
    """A TRF-2026 ``250`` record: fictitious points for a range of players and rounds."""

    match_points: Fraction
    game_points: Fraction
    first_round: RoundNumber
    last_round: RoundNumber
    first_player: PlayerId
    last_player: PlayerId


@dataclass(frozen=True, slots=True)
class Team:
    """A team record (TRF ``013``): name and the members' pairing numbers."""

    name: str
    members: tuple[PlayerId, ...]


@dataclass(frozen=True, slots=True)
class TeamEntry:
    """A TRF-2026 team record (``310``): the team's TPN, names, strength, totals and its players
    in board order. Totals and rank are what the file declares (informative)."""

    number: int
    name: str
    members: tuple[PlayerId, ...]
    nickname: str = ""
    strength: int | None = None
    match_points: Fraction | None = None
    game_points: Fraction | None = None
    rank: int | None = None


@dataclass(frozen=True, slots=True)
class TeamForfeit:
    """A wholly forfeited match (TRF-2026 ``330``): ``+-`` the white team wins by forfeit, ``-+`` the black one."""

    kind: str
    round_number: RoundNumber
    white: int
    black: int


@dataclass(frozen=True, slots=True)
class TeamLineup:
    """A TRF-2026 ``300`` record ("out of order"): the players a team fielded in one match, board by
    board, when they did not sit in the order of its ``310`` record; 0 is a board it did not field.

    ``opponent`` is the other team of the match (Gacrux reads the record so: round, team, other
    team, then the players, TeamLineup's columns in :mod:`domain.trf.writer`)."""

    round_number: RoundNumber
    team: int
    opponent: int
    players: tuple[PlayerId, ...]


@dataclass(frozen=True, slots=True)
class TeamMatchTotal:
    """A match recorded by its total only (the team document of api.md), without board results.

    ``played`` False is a match forfeited on every board (the points then say who won it)."""

    round_number: RoundNumber
    white: int
    black: int
    white_points: Fraction
    black_points: Fraction
    played: bool = True


@dataclass(slots=True)
class TeamRecords:
    """The team event of a TRF-2026 team file (records 310, 320, 330, 352, 362, 300 and 240 by team).

    ``pab_teams[r-1]`` is the team given the PAB in round r (0 for none, record 320); ``absences``
    are 240 records whose numbers are team TPNs.
    """

    teams: dict[int, TeamEntry] = field(default_factory=dict)
    #: Record 320: the PAB's match points and game points.
    pab_match_points: Fraction | None = None
    pab_game_points: Fraction | None = None
    pab_teams: list[int] = field(default_factory=list)
    forfeits: list[TeamForfeit] = field(default_factory=list)
    #: Record 352: the colour of the White team's player on each board (``WBWB``).
    colour_sequence: str | None = None
    #: Record 362: match points for a match won, drawn, lost.
    match_points: tuple[Fraction, Fraction, Fraction] | None = None
    absences: list[ByeRequest] = field(default_factory=list)
    #: Matches recorded by their totals (no TRF record carries them; the JSON team document does).
    totals: list[TeamMatchTotal] = field(default_factory=list)
    #: Records 300: line-ups out of roster order, or with a board not fielded.
    lineups: list[TeamLineup] = field(default_factory=list)
    #: Where each record came from in a TRF file, for error messages; not part of equality:
    #: ``(code, key) -> line``, the key a TPN (310), an index in ``forfeits`` (330), ``absences``
    #: (240) or ``lineups`` (300), 0 for the records given once (320, 352, 362).
    lines: dict[tuple[str, int], int] = field(default_factory=dict, compare=False, repr=False)


@dataclass(slots=True)
class Player:
    """A player and his round entries. ``entries[r-1]`` is round r (``None``: nothing recorded)."""

    number: PlayerId
    name: str = ""
    sex: str | None = None
    title: str | None = None
    rating: int | None = None
    federation: str | None = None
    fide_id: str | None = None
    birth_date: str | None = None
    points: Fraction | None = None
    rank: int | None = None
    entries: list[RoundEntry | None] = field(default_factory=list)
    #: What the FIDE rating change needs beyond TRF's 001 record (B.02 8.3.3): the player's K as
    #: published, the rated games before the event, and whether a published rating reached 2400.
    k: int | None = None
    rated_games: int | None = None
    has_been_2400: bool | None = None

    def entry(self, round_number: RoundNumber) -> RoundEntry | None:
        """The entry of round ``round_number`` (1-based), or ``None`` when nothing is recorded."""
        if 1 <= round_number <= len(self.entries):
            return self.entries[round_number - 1]
        return None

    def entries_upto(self, round_number: RoundNumber) -> list[RoundEntry | None]:
        """The entries of rounds 1..``round_number``, ``None`` where nothing is recorded."""
        entries = self.entries[: max(round_number, 0)]
        return entries + [None] * (round_number - len(entries)) if len(entries) < round_number else entries


@dataclass(slots=True)
class Tournament:
    """A whole tournament state, as a TRF file or a JSON document carries it.

    ``header`` keeps the free-text records (``012`` name, ``022`` city, …, ``092`` type) as
    ``(code, text)`` pairs in file order; ``extra_records`` keeps lines of unknown records
    verbatim so that a round trip loses nothing.
    """

    players: dict[PlayerId, Player] = field(default_factory=dict)
    total_rounds: int | None = None
    initial_color: Color | None = None
    rank_ids: bool = False
    point_system: PointSystem = field(default_factory=PointSystem)
    tournament_type: str | None = None
    header: list[tuple[str, str]] = field(default_factory=list)
    acceleration: dict[PlayerId, list[Fraction]] = field(default_factory=dict)
    acceleration_ranges: list[AccelerationRange] = field(default_factory=list)
    forbidden: list[ForbiddenGroup] = field(default_factory=list)
    bye_requests: list[ByeRequest] = field(default_factory=list)
    #: Absences without notice (F8), stated by the caller.
    unannounced_absences: list[UnannouncedAbsence] = field(default_factory=list)
    #: C.06 II.3.1: rounds in which players of the same federation must not meet.
    federation_restriction: RoundRange | None = None
    teams: list[Team] = field(default_factory=list)
    #: A TRF-2026 team event (records 310-362), None for an individual tournament.
    team_records: TeamRecords | None = None
    extra_records: list[str] = field(default_factory=list)
    #: Where each player came from (TRF line number), for error messages; not part of equality.
    source_lines: dict[PlayerId, int] = field(default_factory=dict, compare=False, repr=False)

    @property
    def name(self) -> str | None:
        return next((text for code, text in self.header if code == "012"), None)

    def player_list(self) -> list[Player]:
        """Players in pairing-number order."""
        return [self.players[n] for n in sorted(self.players)]

    @property
    def recorded_rounds(self) -> int:
        """The last played round (api.md "round to pair"), 0 before round 1.

        A round is played when somebody has a game (or forfeit) or the pairing-allocated bye in
        it, or when every player has an entry in it: a round in which everyone had a bye or was
        absent is over, not pending. Requested byes alone (``H``/``F``/``Z`` for some players) do
        not make a round played: they are requests for the round to pair.
        """
        last = 0
        entered: list[int] = []  # entered[r - 1]: players with an entry in round r
        for player in self.players.values():
            entries = player.entries
            entered.extend([0] * (len(entries) - len(entered)))
            for index, entry in enumerate(entries):
                if entry is None:
                    continue
                entered[index] += 1
                if index >= last and _is_pairing_outcome(entry):
                    last = index + 1
        everyone = len(self.players)
        return max([last] + [index for index, count in enumerate(entered, start=1) if count == everyone])

    @property
    def next_round(self) -> RoundNumber:
        """The round to pair: the round after the last played round (api.md)."""
        return self.recorded_rounds + 1


def _is_pairing_outcome(entry: RoundEntry) -> bool:
    """An entry that only a published pairing can produce (a game, or the PAB)."""
    return entry.opponent is not None or entry.result is ResultCode.PAIRING_BYE
