"""TRF16 reader (FIDE C.04 Annex 2) with the engine extensions and TRF-2026 records.

Columns in this module are 1-based and inclusive, as in the TRF specification, so that a rule
can be checked against the text at a glance. Every fault found is collected and reported at
once with its line and columns (:class:`~domain.errors.TrfSyntaxError`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

from domain.errors import Issue, TrfSyntaxError
from domain.model import (
    AccelerationRange,
    ByeRequest,
    Color,
    ForbiddenGroup,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    Team,
    Tournament,
    UnannouncedAbsence,
    UNPAIRED_RESULTS,
    PAIRED_RESULTS,
    PLAYED_RESULTS,
)
from domain.trf.scoring import apply_xxs_tokens, apply_record_162, apply_bb_record

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_HEADER_CODE = re.compile(r"^\d\d2$")
_NUMBER = re.compile(r"^\d+(\.\d+)?$")


def decode_trf(data: bytes) -> str:
    """TRF text from bytes: UTF-8 (with or without BOM), falling back to Latin-1."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def parse_trf(text: str) -> Tournament:
    """Parse TRF text into a :class:`Tournament`; raise :class:`TrfSyntaxError` on any fault."""
    reader = _Reader()
    for number, line in enumerate(_LINE_BREAK.split(text), start=1):
        reader.read_line(number, line)
    return reader.finish()


class _Reader:
    """Accumulates a tournament line by line, collecting issues instead of stopping early."""

    def __init__(self) -> None:
        self.tournament = Tournament()
        self.issues: list[Issue] = []
        self.player_lines: dict[int, int] = {}
        self.handlers: dict[str, Callable[[int, str], None]] = {
            "001": self._player,
            "013": self._team,
            "XXR": self._rounds,
            "142": self._rounds,
            "XXC": self._xxc,
            "152": self._initial_color_152,
            "XXS": self._xxs,
            "162": self._scoring_162,
            "192": self._tournament_type,
            "XXA": self._xxa,
            "250": self._acceleration_250,
            "XXP": self._xxp,
            "260": self._forbidden_260,
            "XXZ": self._xxz,
            "240": self._byes_240,
            "XXU": self._xxu,
        }

    # -- plumbing -------------------------------------------------------------------------

    def fail(self, line: int, columns: tuple[int, int] | None, message: str) -> None:
        where = f"line {line}" if columns is None else f"line {line}, columns {columns[0]}-{columns[1]}"
        self.issues.append(Issue(where, message))

    def finish(self) -> Tournament:
        self.tournament.source_lines = dict(self.player_lines)
        if not self.tournament.players and not self.issues:
            self.issues.append(Issue("file", "no player record (001) found"))
        if self.issues:
            raise TrfSyntaxError(self.issues)
        return self.tournament

    def read_line(self, number: int, line: str) -> None:
        if not line.strip():
            return
        code = line[:3]
        handler = self.handlers.get(code.upper() if code[:2].isalpha() else code)
        if handler is not None:
            handler(number, line)
        elif code[:2].upper() == "BB":
            self._bb_points(number, line)
        elif _HEADER_CODE.match(code):
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
        player = Player(
            number=tpn,
            sex=_blank_to_none(_cols(line, 10, 10).lower()),
            title=_blank_to_none(_cols(line, 11, 13).strip()),
            name=_cols(line, 15, 47).strip(),
            rating=self._int_field(number, line, 49, 52, "rating"),
            federation=_blank_to_none(_cols(line, 54, 56).strip()),
            fide_id=_blank_to_none(_cols(line, 58, 68).strip()),
            birth_date=_blank_to_none(_cols(line, 70, 79).strip()),
            points=self._points_field(number, line, 81, 84),
            rank=self._int_field(number, line, 86, 89, "rank"),
        )
        player.entries = self._round_entries(number, line)
        self.player_lines[tpn] = number
        self.tournament.players[tpn] = player

    def _round_entries(self, number: int, line: str) -> list[RoundEntry | None]:
        entries: list[RoundEntry | None] = []
        start = 92
        while start <= len(line.rstrip()):
            entries.append(self._round_entry(number, line, start, len(entries) + 1))
            start += 10
        while entries and entries[-1] is None:
            entries.pop()
        return entries

    def _round_entry(self, number: int, line: str, start: int, round_number: int) -> RoundEntry | None:
        block = _cols(line, start, start + 7)
        if not block.strip():
            return None
        label = f"round {round_number}"
        opponent_text = _cols(line, start, start + 3).strip()
        color_text = _cols(line, start + 5, start + 5).strip().lower()
        result_text = _cols(line, start + 7, start + 7).strip().upper()
        if opponent_text and not opponent_text.isdigit():
            self.fail(number, (start, start + 3), f"{label}: opponent must be a pairing number, got {opponent_text!r}")
            return None
        opponent = int(opponent_text) if opponent_text else 0
        if color_text not in ("", "-", "w", "b"):
            self.fail(number, (start + 5, start + 5), f"{label}: colour must be w, b or -, got {color_text!r}")
            return None
        color = Color(color_text) if color_text in ("w", "b") else None
        return self._entry_from_parts(number, start, label, opponent or None, color, result_text)

    def _entry_from_parts(
        self, number: int, start: int, label: str, opponent: int | None, color: Color | None, result_text: str
    ) -> RoundEntry | None:
        result_columns = (start + 7, start + 7)
        if not result_text:
            # A blank result: an absence without opponent, or a published game not yet finished.
            return RoundEntry(opponent, color, ResultCode.ADJOURNED if opponent else ResultCode.ZERO_BYE)
        try:
            result = ResultCode(result_text)
        except ValueError:
            self.fail(number, result_columns, f"{label}: unknown result code {result_text!r}")
            return None
        if result in UNPAIRED_RESULTS and opponent is not None:
            self.fail(number, (start, start + 3), f"{label}: result {result.value!r} is a bye but an opponent ({opponent}) is given")
            return None
        if result in PAIRED_RESULTS and opponent is None:
            self.fail(number, (start, start + 3), f"{label}: result {result.value!r} needs an opponent")
            return None
        if result in PLAYED_RESULTS and color is None:
            self.fail(number, (start + 5, start + 5), f"{label}: a played game needs colour w or b")
            return None
        if result in UNPAIRED_RESULTS and color is not None:
            self.fail(number, (start + 5, start + 5), f"{label}: a bye has no colour, got {color.value!r}")
            return None
        return RoundEntry(opponent, color, result)

    # -- field helpers --------------------------------------------------------------------

    def _int_field(self, number: int, line: str, first: int, last: int, what: str, *, required: bool = False) -> int | None:
        text = _cols(line, first, last).strip()
        if not text:
            if required:
                self.fail(number, (first, last), f"{what} is missing")
            return None
        if not text.isdigit():
            self.fail(number, (first, last), f"{what} must be a whole number, got {text!r}")
            return None
        return int(text)

    def _points_field(self, number: int, line: str, first: int, last: int) -> Fraction | None:
        text = _cols(line, first, last).strip()
        if not text:
            return None
        if not _NUMBER.match(text):
            self.fail(number, (first, last), f"points must be a number like 4.5, got {text!r}")
            return None
        return Fraction(text)

    def _number_token(self, number: int, token: str, what: str) -> Fraction | None:
        if not _NUMBER.match(token):
            self.fail(number, None, f"{what} must be a number, got {token!r}")
            return None
        return Fraction(token)

    def _int_tokens(self, number: int, tokens: list[str], what: str) -> list[int] | None:
        if not all(token.isdigit() for token in tokens):
            bad = next(token for token in tokens if not token.isdigit())
            self.fail(number, None, f"{what} must be pairing numbers, got {bad!r}")
            return None
        return [int(token) for token in tokens]

    # -- tournament records ---------------------------------------------------------------

    def _rounds(self, number: int, line: str) -> None:
        tokens = line[4:].split()
        if len(tokens) != 1 or not tokens[0].isdigit() or int(tokens[0]) < 1:
            self.fail(number, None, f"{line[:3]} needs one positive number of rounds, got {line[4:].strip()!r}")
            return
        self.tournament.total_rounds = int(tokens[0])

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
            self.tournament.point_system = apply(self.tournament.point_system, *args)
        except ValueError as error:
            self.fail(number, None, str(error))

    def _tournament_type(self, number: int, line: str) -> None:
        self.tournament.tournament_type = line[4:].strip() or None

    def _xxa(self, number: int, line: str) -> None:
        player = self._int_field(number, line, 5, 8, "XXA player", required=True)
        if player is None:
            return
        values: list[Fraction] = []
        start = 10
        while start <= len(line.rstrip()):
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
        bounds = self._int_tokens(number, tokens[2:], "250 rounds and players")
        if None in points or bounds is None:
            return
        self.tournament.acceleration_ranges.append(AccelerationRange(points[0], points[1], *bounds))  # type: ignore[arg-type]

    def _xxp(self, number: int, line: str) -> None:
        players = self._int_tokens(number, line[4:].split(), "XXP entries")
        if players is None:
            return
        if len(players) < 2:
            self.fail(number, None, "XXP needs at least two players")
            return
        self.tournament.forbidden.append(ForbiddenGroup(tuple(players)))

    def _forbidden_260(self, number: int, line: str) -> None:
        values = self._int_tokens(number, line[4:].split(), "260 entries")
        if values is None:
            return
        if len(values) < 4:
            self.fail(number, None, "260 needs a first round, a last round and at least two players")
            return
        self.tournament.forbidden.append(ForbiddenGroup(tuple(values[2:]), values[0], values[1]))

    def _xxz(self, number: int, line: str) -> None:
        players = self._int_tokens(number, line[4:].split(), "XXZ entries")
        if players:
            self.tournament.bye_requests.append(ByeRequest(ResultCode.ZERO_BYE, None, tuple(players)))

    def _byes_240(self, number: int, line: str) -> None:
        kind = _cols(line, 5, 5).upper()
        if kind not in ("F", "H", "Z"):
            self.fail(number, (5, 5), f"240 bye type must be F, H or Z, got {kind!r}")
            return
        values = self._int_tokens(number, line[5:].split(), "240 round and players")
        if not values or len(values) < 2:
            if values is not None:
                self.fail(number, None, "240 needs a round and at least one player")
            return
        self.tournament.bye_requests.append(ByeRequest(ResultCode(kind), values[0], tuple(values[1:])))

    def _xxu(self, number: int, line: str) -> None:
        """Project extension (seed F8): ``XXU round id id ...``, players absent without notice."""
        values = self._int_tokens(number, line[4:].split(), "XXU round and players")
        if values is None:
            return
        if len(values) < 2 or values[0] < 1:
            self.fail(number, None, "XXU needs a round (1 or more) and at least one player")
            return
        self.tournament.unannounced_absences += [UnannouncedAbsence(player, values[0]) for player in values[1:]]

    def _team(self, number: int, line: str) -> None:
        name = _cols(line, 5, 36).strip()
        members = self._int_tokens(number, line[36:].split(), "013 team members")
        if members is not None:
            self.tournament.teams.append(Team(name, tuple(members)))


def _cols(line: str, first: int, last: int) -> str:
    """Columns ``first``..``last`` (1-based, inclusive); short lines read as blanks."""
    return line[first - 1 : last]


def _blank_to_none(text: str) -> str | None:
    return text or None
