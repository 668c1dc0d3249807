"""TRF16 reader (FIDE C.04 Annex 2) with the engine extensions and TRF-2026 records.

Columns in this module are 1-based and inclusive, as in the TRF specification, so that a rule
can be checked against the text at a glance. Every fault found is collected and reported at
once with its line and columns (:class:`~domain.errors.TrfSyntaxError`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache

from domain.errors import Issue, IssueLog, TrfSyntaxError
from domain.limits import DEFAULT_LIMITS, PLAYER_CAP, RECORD_BOUNDS, TEAM_CAP, TEAM_MEMBER_CAP, InputLimits
from domain.model import (
    PAIRED_RESULTS,
    PLAYED_RESULTS,
    UNPAIRED_RESULTS,
    AccelerationRange,
    ByeRequest,
    Color,
    ForbiddenGroup,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    Team,
    TeamEntry,
    TeamForfeit,
    TeamLineup,
    TeamRecords,
    Tournament,
    UnannouncedAbsence,
)
from domain.trf.scoring import apply_bb_record, apply_record_162, apply_xxs_tokens, point_system_faults

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
HEADER_CODE = re.compile(r"^[0-9][0-9]2$")
#: A point value: ASCII digits only (``str.isdigit`` also accepts ``²`` and full-width digits),
#: short enough that no conversion can blow up.
_NUMBER = re.compile(r"^[0-9]{1,9}(\.[0-9]{1,9})?$")
#: Blank columns between the fields of a 001 record, up to the first round (trf.md §1).
_PLAYER_SEPARATORS = (4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91)
#: Column 10: m, w; older files write f for w.
_SEXES = ("", "m", "w", "f")

#: Record code -> the reader method that reads it; other ``BB?`` codes are bbp point records,
#: ``??2`` codes free-text headers, anything else is kept verbatim.
_HANDLERS: dict[str, str] = {
    "001": "_player",
    "013": "_team",
    "XXR": "_rounds",
    "142": "_rounds",
    "XXC": "_xxc",
    "152": "_initial_color_152",
    "XXS": "_xxs",
    "162": "_scoring_162",
    "192": "_tournament_type",
    "XXA": "_xxa",
    "250": "_acceleration_250",
    "XXP": "_xxp",
    "260": "_forbidden_260",
    "XXZ": "_xxz",
    "240": "_byes_240",
    "XXU": "_xxu",
    "310": "_team_310",
    "320": "_team_bye_320",
    "330": "_team_forfeit_330",
    "300": "_team_lineup_300",
    "352": "_board_colours_352",
    "362": "_match_points_362",
}


#: A round's colour column (lower-cased, blank stripped): w, b, or none (``-`` or blank).
_COLORS: dict[str, Color | None] = {"w": Color.WHITE, "b": Color.BLACK, "-": None, "": None}


def _entry_fault(opponent: int | None, color_text: str, result_text: str) -> tuple[tuple[int, int], str]:
    """Why a round entry cannot stand: its columns relative to the entry's first, and the message."""
    if color_text not in _COLORS:
        return (5, 5), f"colour must be w, b or -, got {color_text!r}"
    color = _COLORS[color_text]
    try:
        result = ResultCode(result_text)
    except ValueError:
        return (7, 7), f"unknown result code {result_text!r}"
    if result in UNPAIRED_RESULTS and opponent is not None:
        return (0, 3), f"result {result_text!r} is a bye but an opponent ({opponent}) is given"
    if result in PAIRED_RESULTS and opponent is None:
        return (0, 3), f"result {result_text!r} needs an opponent"
    if result in PLAYED_RESULTS and color is None:
        return (5, 5), "a played game needs colour w or b"
    if result in UNPAIRED_RESULTS and color is not None:
        return (5, 5), f"a bye has no colour, got {color.value!r}"
    raise AssertionError(f"round entry {opponent} {color_text} {result_text} has no fault")


def _valid_entries() -> dict[tuple[bool, str, str], tuple[Color | None, ResultCode]]:
    """Every valid round entry (opponent given or not, colour text, result text) -> its colour and
    result: the reader looks an entry up once instead of checking it rule by rule (a 100-player
    file has 400-900 of them). A blank result is an absence without opponent, or a published game
    not yet finished."""
    valid: dict[tuple[bool, str, str], tuple[Color | None, ResultCode]] = {}
    for paired in (False, True):
        for color_text, color in _COLORS.items():
            valid[paired, color_text, ""] = (color, ResultCode.ADJOURNED if paired else ResultCode.ZERO_BYE)
            for result in ResultCode:
                bye, needs_opponent = result in UNPAIRED_RESULTS, result in PAIRED_RESULTS
                empty_board = result is ResultCode.FORFEIT_WIN and color is None  # 0000 - +: team events
                if (bye and (paired or color is not None)) or (needs_opponent and not paired and not empty_board):
                    continue
                if result in PLAYED_RESULTS and color is None:
                    continue
                valid[paired, color_text, result.value] = (color, result)
    return valid


_VALID_ENTRIES = _valid_entries()


@lru_cache(maxsize=1 << 14)
def valid_round_entry(block: str) -> RoundEntry | None:
    """The entry an 8-column round block (opponent, colour, result) records, when it is a valid
    one; ``None`` for a blank or faulty block (the reader then names the fault).

    A pure function of a short text whose values are immutable, so it is remembered: every file
    repeats the same few thousand blocks (opponent numbers times colours times results), and a
    100-player file has 400-900 of them to read. 16,384 blocks hold a 1,000-player event's and
    cost at most ~4 MB per worker.
    """
    opponent_text = block[:4].strip()
    if opponent_text and not is_ascii_digits(opponent_text):
        return None
    opponent = int(opponent_text) if opponent_text.strip("0") else None
    known = _VALID_ENTRIES.get((opponent is not None, block[5:6].strip().lower(), block[7:8].strip().upper()))
    if known is None or not block.strip():
        return None
    return RoundEntry(opponent, *known)


@lru_cache(maxsize=512)
def decimal_fraction(text: str) -> Fraction:
    """The exact value of a decimal like ``4.5`` (already matched by ``_NUMBER``): from two integers,
    which ``Fraction`` builds several times faster than it parses a string; the few values a file
    repeats on every line are remembered."""
    whole, _, decimals = text.partition(".")
    return Fraction(int(whole + decimals), 10 ** len(decimals))


def is_ascii_digits(text: str) -> bool:
    """``0``-``9`` only: ``str.isdigit`` also accepts superscripts and full-width digits."""
    return text.isascii() and text.isdigit()


def bounded_int(text: str, bound: int) -> int | None:
    """The value of ASCII ``text`` if at most ``bound``, else ``None`` (never converts a huge text)."""
    digits = text.lstrip("0") or "0"
    if len(digits) > len(str(bound)):
        return None
    value = int(digits)
    return value if value <= bound else None


def _record_key(code: str) -> str:
    return code.upper() if code[:2].isalpha() else code


def is_known_record(line: str) -> bool:
    """A line this reader reads as a record of its own (not a header text, not kept verbatim)."""
    code = line[:3]
    return _record_key(code) in _HANDLERS or code[:2].upper() == "BB"


def decode_trf(data: bytes) -> str:
    """TRF text from bytes: UTF-8 (with or without BOM), falling back to Latin-1."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def parse_trf(text: str, limits: InputLimits | None = None) -> Tournament:
    """Parse TRF text into a :class:`Tournament`; raise :class:`TrfSyntaxError` on any fault.

    ``limits`` bound the players, rounds, numbers and the error list (:class:`InputLimits`).
    """
    reader = _Reader(limits or DEFAULT_LIMITS)
    for number, line in enumerate(split_lines(text), start=1):
        reader.read_line(number, line)
    return reader.finish()


def split_lines(text: str) -> list[str]:
    """The lines of ``text`` split at CR LF, CR or LF (and nothing else: ``str.splitlines`` would also
    split a name at U+0085 or U+2028); a plain ``split`` when there is no CR, ten times faster."""
    return _LINE_BREAK.split(text) if "\r" in text else text.split("\n")


class _Reader:
    """Accumulates a tournament line by line, collecting issues instead of stopping early."""

    def __init__(self, limits: InputLimits) -> None:
        self.limits = limits
        self.tournament = Tournament()
        self.issues = IssueLog(limits.errors_listed)
        self.player_lines: dict[int, int] = {}
        #: Where the number of rounds was declared (XXR or 142), and how.
        self.rounds_declared: tuple[int, str] | None = None
        #: (line, first column, round) of each forfeit win written without an opponent (``0000 - +``):
        #: a board the other team did not field, which only a team file can hold.
        self.empty_boards: list[tuple[int, int, int]] = []
        #: The line of each bye request (XXZ, 240), in order: a team file's name teams (its 240 records).
        self.bye_lines: list[int] = []

    # -- plumbing -------------------------------------------------------------------------

    def fail(self, line: int, columns: tuple[int, int] | None, message: str) -> None:
        where = f"line {line}" if columns is None else f"line {line}, columns {columns[0]}-{columns[1]}"
        self.issues.add(Issue(where, message))

    def finish(self) -> Tournament:
        self.tournament.source_lines = dict(self.player_lines)
        records = self.tournament.team_records
        if records is not None:  # a team file's 240 records name teams (TPNs), not players
            records.absences, self.tournament.bye_requests = self.tournament.bye_requests, []
            records.lines.update((("240", index), line) for index, line in enumerate(self.bye_lines))
            for request, line in zip(records.absences, self.bye_lines, strict=True):
                if len(request.players) > TEAM_CAP:
                    self.fail(line, None, f"240 lists {len(request.players)} teams; at most {TEAM_CAP}")
        for line, start, round_number in self.empty_boards if records is None else []:
            message = (
                f"round {round_number}: result '+' needs an opponent (without one: a board not fielded, team files)"
            )
            self.fail(line, (start, start + 3), message)
        if not self.tournament.players and not self.issues:
            self.issues.add(Issue("file", "no player record (001) found"))
        if self.issues:
            raise TrfSyntaxError.from_log(self.issues)
        return self.tournament

    def read_line(self, number: int, line: str) -> None:
        if not line.strip():
            return
        code = line[:3]
        handler = _HANDLERS.get(_record_key(code))
        if handler is not None:
            getattr(self, handler)(number, line)
        elif code[:2].upper() == "BB":
            self._bb_points(number, line)
        elif HEADER_CODE.match(code):
            self.tournament.header.append((code, line[4:].rstrip()))
        else:
            self.tournament.extra_records.append(line.rstrip())

    # -- player records -------------------------------------------------------------------

    def _player(self, number: int, line: str) -> None:
        tpn = self._int_field(number, line, 5, 8, "pairing number", required=True)
        if tpn is None:
            return
        if tpn < 1:
            self.fail(number, (5, 8), f"pairing number must be at least 1, got {tpn}")
            return
        if tpn in self.player_lines:
            self.fail(number, (5, 8), f"pairing number {tpn} already used on line {self.player_lines[tpn]}")
            return
        if len(self.player_lines) >= self.limits.players:
            self.fail(number, (1, 3), f"more than {self.limits.players} players (001 records)")
            return
        faults = self.issues.total
        player = Player(
            number=tpn,
            sex=_blank_to_none(_cols(line, 10, 10).strip().lower()),
            title=_blank_to_none(_cols(line, 11, 13).strip()),
            name=_cols(line, 15, 47).strip(),
            rating=self._int_field(number, line, 49, 52, "rating"),
            federation=_blank_to_none(_cols(line, 54, 56).strip()),
            fide_id=_blank_to_none(_cols(line, 58, 68).strip()),
            birth_date=_blank_to_none(_cols(line, 70, 79).strip()),
            points=self._points_field(number, line, 81, 84),
            rank=self._int_field(number, line, 86, 89, "rank"),
        )
        if self.issues.total == faults and not self._player_layout(number, line):
            return  # a field's own fault (a five-digit rating) says more than the column it spills into
        player.entries = self._round_entries(number, line)
        self.player_lines[tpn] = number
        self.tournament.players[tpn] = player

    def _player_layout(self, number: int, line: str) -> bool:
        """The fixed columns of a 001 record (trf.md §1): the blank columns between its fields are
        blank and the sex is m or w (f in older files). A line whose fields are out of place
        (``001    1 broken``) is refused rather than read as a name ``n`` with the title ``rok``."""
        for column in _PLAYER_SEPARATORS:
            text = line[column - 1 : column]
            if text.strip():
                self.fail(
                    number,
                    (column, column),
                    f"column {column} separates two fields and must be blank, "
                    f"got {text!r}: the fields of this 001 record are out of place",
                )
                return False
        sex = _cols(line, 10, 10).strip()
        if sex.lower() not in _SEXES:
            self.fail(number, (10, 10), f"sex is m or w (or blank), got {sex!r}")
            return False
        return True

    def _round_entries(self, number: int, line: str) -> list[RoundEntry | None]:
        entries: list[RoundEntry | None] = []
        start, end = 92, len(line.rstrip())
        while start <= end:
            if len(entries) == self.limits.rounds:
                self.fail(number, (start, end), f"more than {self.limits.rounds} rounds recorded")
                break
            entries.append(self._round_entry(number, line, start, len(entries) + 1))
            start += 10
        while entries and entries[-1] is None:
            entries.pop()
        return entries

    def _round_entry(self, number: int, line: str, start: int, round_number: int) -> RoundEntry | None:
        block = line[start - 1 : start + 7]  # columns start..start+7: opponent, colour, result
        entry = valid_round_entry(block)
        if entry is not None and entry.opponent is None and entry.result is ResultCode.FORFEIT_WIN:
            self.empty_boards.append((number, start, round_number))
        if entry is not None or not block.strip():
            return entry
        opponent_text = block[:4].strip()
        if opponent_text and not is_ascii_digits(opponent_text):
            message = f"round {round_number}: opponent must be a pairing number, got {opponent_text!r}"
            self.fail(number, (start, start + 3), message)
            return None
        opponent = int(opponent_text) if opponent_text.strip("0") else None
        columns, message = _entry_fault(opponent, block[5:6].strip().lower(), block[7:8].strip().upper())
        self.fail(number, (start + columns[0], start + columns[1]), f"round {round_number}: {message}")
        return None

    # -- field helpers --------------------------------------------------------------------

    def _int_field(
        self, number: int, line: str, first: int, last: int, what: str, *, required: bool = False
    ) -> int | None:
        text = line[first - 1 : last].strip()
        if not text:
            if required:
                self.fail(number, (first, last), f"{what} is missing")
            return None
        if not is_ascii_digits(text):
            self.fail(number, (first, last), f"{what} must be a whole number in ASCII digits, got {text!r}")
            return None
        if line[first - 2 : first - 1].isdigit() or line[last : last + 1].isdigit():
            self.fail(number, (first, last), f"{what} has more than {last - first + 1} digits")
            return None
        return int(text)

    def _points_field(self, number: int, line: str, first: int, last: int) -> Fraction | None:
        text = line[first - 1 : last].strip()
        if not text:
            return None
        if not _NUMBER.match(text):
            self.fail(number, (first, last), f"points must be a number like 4.5, got {text!r}")
            return None
        return decimal_fraction(text)

    def _number_token(self, number: int, token: str, what: str) -> Fraction | None:
        if not _NUMBER.match(token):
            self.fail(number, None, f"{what} must be a number like 1.5 in ASCII digits, got {token[:20]!r}")
            return None
        value = Fraction(token)
        fault = self.limits.point_value_fault(value)
        if fault is not None:
            self.fail(number, None, f"{what}: {fault}")
            return None
        return value

    def _int_tokens(self, number: int, tokens: list[str], what: str, bound: int = PLAYER_CAP) -> list[int] | None:
        """Whole numbers in ASCII digits, each at most ``bound`` (pairing numbers by default)."""
        for token in tokens:
            if not is_ascii_digits(token):
                self.fail(number, None, f"{what} must be whole numbers in ASCII digits, got {token[:20]!r}")
                return None
            if bounded_int(token, bound) is None:
                self.fail(number, None, f"{what}: {token[:20]} is over the limit of {bound}")
                return None
        return [int(token) for token in tokens]

    def _player_list(self, number: int, tokens: list[str], what: str) -> list[int] | None:
        """The pairing numbers a record lists, at most :data:`PLAYER_CAP` of them (issue 44: an XXP
        of 10,000 entries reached the answer model, which holds a group of at most the field)."""
        if len(tokens) > PLAYER_CAP:
            self.fail(number, None, f"{what}: {len(tokens)} players listed; at most {PLAYER_CAP}")
            return None
        return self._int_tokens(number, tokens, what)

    def _round_token(self, number: int, token: str, what: str) -> int | None:
        """A round number: 1 up to the rounds limit."""
        values = self._int_tokens(number, [token], what, self.limits.rounds)
        if values is not None and values[0] < 1:
            self.fail(number, None, f"{what} must be at least 1")
            return None
        return values[0] if values else None

    # -- tournament records ---------------------------------------------------------------

    def _rounds(self, number: int, line: str) -> None:
        tokens = line[4:].split()
        if len(tokens) != 1 or not is_ascii_digits(tokens[0]) or not tokens[0].strip("0"):
            self.fail(number, None, f"{line[:3]} needs one positive number of rounds, got {line[4:].strip()[:20]!r}")
            return
        limit = self.limits.declared_rounds
        rounds = bounded_int(tokens[0], limit)
        if rounds is None:
            self.fail(number, None, f"{line[:3]}: {tokens[0][:20]} rounds is over the limit of {limit} rounds")
            return
        if self.rounds_declared is not None:
            self._declared_again(number, line[:3], rounds)
            return
        self.rounds_declared = (number, line[:3])
        self.tournament.total_rounds = rounds

    def _declared_again(self, number: int, code: str, rounds: int) -> None:
        """A second XXR/142: the same record twice, or the two records disagreeing, is refused
        (the last one silently won; issue 34). XXR and 142 saying the same are both kept."""
        first_line, first_code = self.rounds_declared or (0, "")
        if first_code == code:
            self.fail(number, None, f"{code} is given twice (first on line {first_line})")
        elif rounds != self.tournament.total_rounds:
            said = self.tournament.total_rounds
            self.fail(number, None, f"{code} says {rounds} rounds but {first_code} on line {first_line} says {said}")

    def _xxc(self, number: int, line: str) -> None:
        for token in line[4:].split():
            lowered = token.lower()
            if lowered == "rank":
                self.tournament.rank_ids = True
            elif lowered in ("white1", "black1"):
                self.tournament.initial_color = Color.WHITE if lowered == "white1" else Color.BLACK
            else:
                self.fail(number, None, f"XXC accepts rank, white1 or black1, got {token!r}")

    def _initial_color_152(self, number: int, line: str) -> None:
        value = line[4:].strip().upper()
        if value not in ("W", "B"):
            self.fail(number, (5, 5), f"152 needs W or B, got {value!r}")
            return
        self.tournament.initial_color = Color.WHITE if value == "W" else Color.BLACK

    def _xxs(self, number: int, line: str) -> None:
        self._scoring(number, apply_xxs_tokens, line[4:].split())

    def _scoring_162(self, number: int, line: str) -> None:
        self._scoring(number, apply_record_162, line[4:])

    def _bb_points(self, number: int, line: str) -> None:
        self._scoring(number, apply_bb_record, line[:3].upper(), line[3:].strip())

    def _scoring(self, number: int, apply: Callable[..., PointSystem], *args: object) -> None:
        try:
            system = apply(self.tournament.point_system, *args)
        except ValueError as error:
            self.fail(number, None, str(error))
            return
        faults = point_system_faults(system, self.limits)
        for name, fault in faults:
            self.fail(number, None, f"{name}: {fault}")
        if not faults:
            self.tournament.point_system = system

    def _tournament_type(self, number: int, line: str) -> None:
        self.tournament.tournament_type = line[4:].strip() or None

    def _xxa(self, number: int, line: str) -> None:
        player = self._int_field(number, line, 5, 8, "XXA player", required=True)
        if player is None:
            return
        values: list[Fraction] = []
        start, end = 10, len(line.rstrip())
        while start <= end:
            if len(values) == self.limits.rounds:
                self.fail(number, (start, end), f"XXA: more than {self.limits.rounds} rounds of values")
                return
            text = _cols(line, start, start + 3).strip()
            value = self._number_token(number, text, f"XXA value for round {len(values) + 1}") if text else Fraction(0)
            if value is None:
                return
            values.append(value)
            start += 5
        self.tournament.acceleration[player] = values

    def _acceleration_250(self, number: int, line: str) -> None:
        tokens = line[4:].split()
        if len(tokens) != 6:
            self.fail(number, None, "250 needs match points, game points, first and last round, first and last player")
            return
        points = [self._number_token(number, token, "250 points") for token in tokens[:2]]
        rounds = [self._round_token(number, token, "250 rounds") for token in tokens[2:4]]
        players = self._int_tokens(number, tokens[4:], "250 players")
        if None in points or None in rounds or players is None:
            return
        if rounds[0] > rounds[1] or players[0] > players[1]:  # type: ignore[operator]
            self.fail(number, None, "250: the first round and player must not come after the last")
            return
        self.tournament.acceleration_ranges.append(AccelerationRange(*points, *rounds, *players))  # type: ignore[arg-type]

    def _xxp(self, number: int, line: str) -> None:
        players = self._player_list(number, line[4:].split(), "XXP entries")
        if players is None:
            return
        if len(players) < 2:
            self.fail(number, None, "XXP needs at least two players")
            return
        self.tournament.forbidden.append(ForbiddenGroup(tuple(players)))

    def _forbidden_260(self, number: int, line: str) -> None:
        tokens = line[4:].split()
        if len(tokens) < 4:
            self.fail(number, None, "260 needs a first round, a last round and at least two players")
            return
        rounds = [self._round_token(number, token, "260 rounds") for token in tokens[:2]]
        players = self._player_list(number, tokens[2:], "260 players")
        if None in rounds or players is None:
            return
        self.tournament.forbidden.append(ForbiddenGroup(tuple(players), rounds[0], rounds[1]))

    def _bye_request(self, number: int, request: ByeRequest) -> None:
        """A bye request (XXZ, 240: a team file's name teams), within the records bound at its line
        (issue 44: a team file's 10,001st 240 reached the answer model)."""
        if len(self.bye_lines) == RECORD_BOUNDS.records:
            self.fail(number, None, f"more than {RECORD_BOUNDS.records} bye requests (XXZ, 240 records)")
            return
        self.tournament.bye_requests.append(request)
        self.bye_lines.append(number)

    def _xxz(self, number: int, line: str) -> None:
        players = self._player_list(number, line[4:].split(), "XXZ entries")
        if players:
            self._bye_request(number, ByeRequest(ResultCode.ZERO_BYE, None, tuple(players)))

    def _byes_240(self, number: int, line: str) -> None:
        kind = _cols(line, 5, 5).upper()
        if kind not in ("F", "H", "Z"):
            self.fail(number, (5, 5), f"240 bye type must be F, H or Z, got {kind!r}")
            return
        tokens = line[5:].split()
        if len(tokens) < 2:
            self.fail(number, None, "240 needs a round and at least one player")
            return
        round_number = self._round_token(number, tokens[0], "240 round")
        players = self._player_list(number, tokens[1:], "240 players")
        if round_number is not None and players is not None:
            self._bye_request(number, ByeRequest(ResultCode(kind), round_number, tuple(players)))

    def _xxu(self, number: int, line: str) -> None:
        """Project extension (seed F8): ``XXU round id id ...``, players absent without notice."""
        tokens = line[4:].split()
        if len(tokens) < 2:
            self.fail(number, None, "XXU needs a round (1 or more) and at least one player")
            return
        round_number = self._round_token(number, tokens[0], "XXU round")
        players = self._int_tokens(number, tokens[1:], "XXU players")
        if round_number is not None and players is not None:
            self.tournament.unannounced_absences += [UnannouncedAbsence(player, round_number) for player in players]

    def _team(self, number: int, line: str) -> None:
        name = _cols(line, 5, 36).strip()
        members = self._int_tokens(number, line[36:].split(), "013 team members")
        if members is not None:
            self.tournament.teams.append(Team(name, tuple(members)))

    # -- TRF-2026 team records ------------------------------------------------------------

    def _team_records(self) -> TeamRecords:
        if self.tournament.team_records is None:
            self.tournament.team_records = TeamRecords()
        return self.tournament.team_records

    def _given_once(self, number: int, code: str) -> bool:
        """320, 352 and 362 state one value for the event: a second one is refused with both lines
        (issue 44: it silently replaced the first)."""
        lines = self._team_records().lines
        first = lines.setdefault((code, 0), number)
        if first != number:
            self.fail(number, None, f"{code} is given twice (first on line {first})")
            return False
        return True

    def _team_310(self, number: int, line: str) -> None:
        """310: TPN 5-7, name 9-40, nickname 42-46, strength 48-53, MP 55-60, GP 62-67, rank 69-71, players from 74."""
        tpn = self._int_field(number, line, 5, 7, "310 team number", required=True)
        members = self._int_tokens(number, _cols(line, 73, len(line)).split(), "310 players")
        if tpn is None or members is None:
            return
        records = self._team_records()
        if tpn < 1 or tpn in records.teams:
            self.fail(number, (5, 7), f"310 team number {tpn} is below 1 or already used")
            return
        if not members:
            self.fail(number, (74, 77), f"310 team {tpn} lists no player")
            return
        if len(members) > TEAM_MEMBER_CAP:
            self.fail(
                number, (74, len(line)), f"310 team {tpn} lists {len(members)} players; at most {TEAM_MEMBER_CAP}"
            )
            return
        records.lines[("310", tpn)] = number
        records.teams[tpn] = TeamEntry(
            number=tpn,
            name=_cols(line, 9, 40).strip(),
            members=tuple(members),
            nickname=_cols(line, 42, 46).strip(),
            strength=self._int_field(number, line, 48, 53, "310 strength"),
            match_points=self._points_field(number, line, 55, 60),
            game_points=self._points_field(number, line, 62, 67),
            rank=self._int_field(number, line, 69, 71, "310 rank"),
        )

    def _team_bye_320(self, number: int, line: str) -> None:
        """320: the PAB's match points and game points, then the PAB team of each round (000: none)."""
        tokens = line[4:].split()
        if len(tokens) < 2:
            self.fail(number, None, "320 needs the PAB's match points and game points")
            return
        values = [self._number_token(number, token, "320 PAB value") for token in tokens[:2]]
        teams = self._int_tokens(number, tokens[2:], "320 PAB teams", TEAM_CAP)
        if values[0] is None or values[1] is None or teams is None or not self._given_once(number, "320"):
            return
        if len(teams) > self.limits.rounds:
            self.fail(number, None, f"320 names the PAB team of {len(teams)} rounds; at most {self.limits.rounds}")
            return
        records = self._team_records()
        records.pab_match_points, records.pab_game_points = values[0], values[1]
        records.pab_teams = teams

    def _team_forfeit_330(self, number: int, line: str) -> None:
        """330: ``TT RRR WWW BBB``, a match forfeited on every board (``+-``: the white team wins)."""
        tokens = line[4:].split()
        if len(tokens) != 4 or tokens[0] not in ("+-", "-+", "--"):
            self.fail(number, None, "330 needs a type (+-, -+ or --), a round, the white team and the black team")
            return
        round_number = self._round_token(number, tokens[1], "330 round")
        teams = self._int_tokens(number, tokens[2:], "330 teams", TEAM_CAP)
        if round_number is None or teams is None:
            return
        if 0 in teams:
            self.fail(number, None, "330 teams are team numbers (TPN), 1 or more")
            return
        forfeits = self._team_records().forfeits
        if len(forfeits) == RECORD_BOUNDS.records:
            self.fail(number, None, f"more than {RECORD_BOUNDS.records} forfeited matches (330 records)")
            return
        self._team_records().lines[("330", len(forfeits))] = number
        forfeits.append(TeamForfeit(tokens[0], round_number, teams[0], teams[1]))

    def _team_lineup_300(self, number: int, line: str) -> None:
        """300: ``RRR TTT OOO`` then the team's players board by board (0: a board not fielded)."""
        tokens = line[4:].split()
        if len(tokens) < 4:
            self.fail(number, None, "300 needs a round, the team, the other team and its players board by board")
            return
        if len(tokens) - 3 > TEAM_MEMBER_CAP:
            self.fail(number, None, f"300 lists {len(tokens) - 3} boards; at most {TEAM_MEMBER_CAP}")
            return
        round_number = self._round_token(number, tokens[0], "300 round")
        teams = self._int_tokens(number, tokens[1:3], "300 teams", TEAM_CAP)
        players = self._int_tokens(number, tokens[3:], "300 players")
        if round_number is None or teams is None or players is None:
            return
        if 0 in teams:
            self.fail(number, None, "300 teams are team numbers (TPN), 1 or more")
            return
        lineups = self._team_records().lineups
        if len(lineups) == RECORD_BOUNDS.records:
            self.fail(number, None, f"more than {RECORD_BOUNDS.records} line-ups (300 records)")
            return
        self._team_records().lines[("300", len(lineups))] = number
        lineups.append(TeamLineup(round_number, teams[0], teams[1], tuple(players)))

    def _board_colours_352(self, number: int, line: str) -> None:
        """352: the White team's colour on each board, e.g. ``WBWB``."""
        sequence = line[4:].strip().upper()
        if not sequence or set(sequence) - {"W", "B"}:
            self.fail(number, None, f"352 needs a board colour sequence of W and B, got {sequence[:20]!r}")
            return
        if not sequence.startswith("W"):
            self.fail(number, None, "352 starts with W: the team paired as White has White on board 1")
            return
        if len(sequence) > TEAM_MEMBER_CAP:
            self.fail(number, None, f"352 gives {len(sequence)} boards; at most {TEAM_MEMBER_CAP}")
            return
        if self._given_once(number, "352"):
            self._team_records().colour_sequence = sequence

    def _match_points_362(self, number: int, line: str) -> None:
        """362: ``TW 2.0 TD 1.0 TL 0.0``, the match points of a match won, drawn and lost."""
        tokens = line[4:].split()
        values = dict(zip(tokens[::2], tokens[1::2], strict=False))
        if len(tokens) != 6 or set(values) != {"TW", "TD", "TL"}:
            self.fail(number, None, "362 needs TW, TD and TL, each with its match points")
            return
        points = [self._number_token(number, values[key], f"362 {key}") for key in ("TW", "TD", "TL")]
        if None not in points and self._given_once(number, "362"):
            self._team_records().match_points = (points[0], points[1], points[2])  # type: ignore[assignment]


def _cols(line: str, first: int, last: int) -> str:
    """Columns ``first``..``last`` (1-based, inclusive); short lines read as blanks."""
    return line[first - 1 : last]


def _blank_to_none(text: str) -> str | None:
    return text or None
