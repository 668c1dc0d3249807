"""The caps of every input and the domain's input limits: how large a tournament, a number or an
error list may be.

This module is the one home of the caps (the TRF reader, the validation, the simulation, the
service's schemas and settings all import them). :class:`InputLimits` is one frozen value that the
TRF reader, the validation and the acceleration tables take as an optional parameter, so that every
loop and allocation is bounded by validated sizes. Its defaults are the caps of the formats
themselves; the service narrows them from its settings (``service/runtime/limits.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

#: The largest pairing number, and so the largest field: a pairing number has four digits
#: (TRF 001 columns 5-8).
PLAYER_CAP = 9999
#: The largest round number a TRF-2026 round field holds: three digits (240 columns 7-9, 250
#: columns 15-21, 260 columns 5-11). What the domain reads a file by.
TRF_ROUND_CAP = 999
#: The largest round number the service accepts (its schemas and ``PAIRING_MAX_ROUNDS``) and the
#: random tournament generator makes: at most :data:`TRF_ROUND_CAP`, narrowed to two digits. A
#: round is the system's: an event round of two games (Double-Swiss) counts once.
ROUND_CAP = 99
#: The most games one pairing of a round holds: two in a Double-Swiss match (C.04.5).
GAMES_PER_ROUND_CAP = 2
#: The most rounds a tournament records or declares as TRF counts them (its columns, ``XXR``, the
#: tournament document's ``rounds``): each game of a two-game match is its own TRF round (api.md
#: **Decision**), so an event of :data:`ROUND_CAP` two-game rounds records twice as many.
GAME_ROUND_CAP = GAMES_PER_ROUND_CAP * ROUND_CAP
#: The most teams of a team event: a TRF-2026 team number has three digits (310 columns 5-7). The
#: team document, the team records of the tournament document and the reader hold the same number.
TEAM_CAP = 999
#: The most players of one team, and so the most boards of a match (310 records, 352 sequences).
TEAM_MEMBER_CAP = 100
#: The most games one round of a games document holds: two per pairing when a round is a
#: two-game match (the Double-Swiss event round, C.04.5), for the largest field.
ROUND_GAMES_CAP = GAMES_PER_ROUND_CAP * (PLAYER_CAP // 2)
#: The largest rating a TRF record holds: four digits (001 columns 49-52).
RATING_CAP = 9999
#: The largest point value of one result (XXS, 162, BB?, a JSON point system, a PAB, a match won)
#: or of one acceleration value; a deployment may narrow it (``PAIRING_MAX_POINT_VALUE``).
POINT_VALUE_CAP = 1000
#: The largest points total a competitor may declare: the largest value in every round recorded.
POINTS_TOTAL_CAP = POINT_VALUE_CAP * GAME_ROUND_CAP
#: The largest integer id a caller may give (a player's or a team's): the largest integer a JSON
#: number carries exactly in every client (2**53 - 1), so an id comes back as it was sent.
INTEGER_ID_CAP = 2**53 - 1


@dataclass(frozen=True, slots=True)
class InputLimits:
    """Upper bounds on what one request may describe."""

    #: Players (001 records).
    players: int = PLAYER_CAP
    #: Rounds recorded for a player or named by a record.
    rounds: int = TRF_ROUND_CAP
    #: The declared number of rounds (XXR, 142; JSON ``total_rounds``).
    declared_rounds: int = TRF_ROUND_CAP
    #: The largest point value of one result (XXS, 162, BB?, JSON point system) or of one
    #: acceleration value; declared totals may reach ``rounds`` times this.
    point_value: Fraction = Fraction(POINT_VALUE_CAP)
    #: Issues listed in one error answer; the rest are counted, not listed.
    errors_listed: int = 100

    @property
    def total_points(self) -> Fraction:
        """The largest points total a player can declare."""
        return self.point_value * self.rounds

    def point_value_fault(self, value: Fraction, bound: Fraction | None = None) -> str | None:
        """Why ``value`` is not a usable point value (``None`` when it is): negative, or over ``bound``."""
        bound = self.point_value if bound is None else bound
        if value < 0:
            return f"points must not be negative, got -{short_number(-value)}"
        if value > bound:
            return f"points must be at most {bound}, got {short_number(value)}"
        return None


def short_number(value: int | Fraction) -> str:
    """A possibly huge number, short enough for an error message (never overflows a float)."""
    whole = abs(int(value))
    if whole >= 10**20:
        return f"a number of about {int(whole.bit_length() * 0.30103) + 1} digits"
    return str(value) if isinstance(value, int) or value.denominator == 1 else f"{float(value):g}"


DEFAULT_LIMITS = InputLimits()


@dataclass(frozen=True, slots=True)
class RecordBounds:
    """How many records, and how many characters of free text, one tournament may hold.

    One set for every source and every answer (issue 34): the TRF reader's tournaments are checked
    against it (:func:`domain.input_bounds.bound_faults`) and the JSON models that carry a
    tournament, in requests and in answers, are written against the same numbers, so whatever one
    endpoint accepts every endpoint can answer (a file that parses is never a 500 of
    ``/v1/trf/parse``'s answer model).
    """

    #: Characters of the tournament's name (012) and of any other header record's text (022, ...).
    header_text: int = 500
    #: Free-text header records besides the name.
    header_records: int = 200
    #: Characters of a player's name (the TRF column holds 33; JSON documents may say more).
    player_name: int = 200
    #: Characters of the tournament type (TRF-2026 192).
    tournament_type: int = 100
    #: Teams (013), characters of a team's name, players of one team.
    teams: int = TEAM_CAP
    team_name: int = 200
    team_members: int = TEAM_MEMBER_CAP
    #: Records of one kind: forbidden groups (XXP, 260), bye requests (XXZ, 240), absences (XXU),
    #: forfeited team matches (330), unknown records kept verbatim.
    records: int = 10_000
    #: Acceleration ranges (250).
    acceleration_ranges: int = 1000
    #: Characters of an unknown record kept verbatim: a player line of 999 rounds (91 + 10 each).
    record_chars: int = 91 + 10 * 999


RECORD_BOUNDS = RecordBounds()
