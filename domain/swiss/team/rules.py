"""The competition's choices a Swiss Team event reads (C.04.6 Arts. 1.2, 1.4, 1.7, 4.1; TRF-2026 records).

Record 192 names the colour model and the scores: ``FIDE_TEAM_TYPEA_MP_GP`` is Type A, match
points primary, game points used for colours (Art. 4.2.2); one score token (``_MP``) states that
the other score is not used; no score token leaves Art. 1.2.2's default (MP primary, GP used); a
``FIDE_TEAM`` code with scores but no ``TYPE`` token has no colour preferences, the bare code is
Type A (the record 192 table the fixture corpus documents; (R), read from Gacrux's trf2json).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from domain.errors import InvalidInput, Issue
from domain.model import Color, TeamRecords, Tournament


class ColourModel(str, Enum):  # noqa: UP042 - str() of members shows the value in messages
    """Art. 1.7: Type A (the default), Type B, or no colour preferences."""

    TYPE_A = "A"
    TYPE_B = "B"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class TeamRules:
    """Everything the competition configures for pairing one round."""

    colour_model: ColourModel = ColourModel.TYPE_A
    #: Art. 1.2: match points (True) or game points (False) are the primary score.
    match_points_primary: bool = True
    #: Art. 1.2.1/4.2.2: the other score decides the first-team after the primary.
    secondary_used: bool = True
    #: Record 362: match points for a match won, drawn, lost.
    match_points: tuple[Fraction, Fraction, Fraction] = (Fraction(2), Fraction(1), Fraction(0))
    #: Record 320 / Art. 1.4: the PAB's match and game points (None: a drawn match, a draw on every board).
    pab_match_points: Fraction | None = None
    pab_game_points: Fraction | None = None
    #: Record 352: the White team's colour on each board (None: not stated, odd boards White).
    board_colours: str | None = None
    #: Art. 4.1 (record 152): the initial colour drawn by lot; None when the file does not state it.
    initial_colour: Color | None = None
    #: Record 142: the scheduled number of rounds.
    rounds: int | None = None


def parse_team_code(code: str | None) -> tuple[ColourModel, bool, bool]:
    """(colour model, MP primary, secondary used) of a record 192 code; ``InvalidInput`` if not a team code."""
    tokens = (code or "FIDE_TEAM").strip().upper().split("_")
    if tokens[:2] != ["FIDE", "TEAM"]:
        raise InvalidInput([Issue("192", f"{code!r} is not a FIDE Swiss Team code (FIDE_TEAM...)")])
    rest = tokens[2:]
    types = [token for token in rest if token in ("TYPEA", "TYPEB")]
    scores = [token for token in rest if token in ("MP", "GP")]
    unknown = [token for token in rest if token not in ("TYPEA", "TYPEB", "MP", "GP")]
    if unknown or len(types) > 1 or len(scores) > 2 or len(set(scores)) != len(scores):
        raise InvalidInput([Issue("192", f"unknown Swiss Team code {code!r}")])
    if types:
        model = ColourModel.TYPE_A if types[0] == "TYPEA" else ColourModel.TYPE_B
    else:
        model = ColourModel.NONE if scores else ColourModel.TYPE_A
    match_primary = not scores or scores[0] == "MP"
    return model, match_primary, len(scores) != 1


def team_rules(tournament: Tournament) -> TeamRules:
    """The rules a team tournament's records state, the defaults of C.04.6 elsewhere."""
    records = tournament.team_records or TeamRecords()
    model, match_primary, secondary = parse_team_code(tournament.tournament_type)
    return TeamRules(
        colour_model=model,
        match_points_primary=match_primary,
        secondary_used=secondary,
        match_points=records.match_points or (Fraction(2), Fraction(1), Fraction(0)),
        pab_match_points=records.pab_match_points,
        pab_game_points=records.pab_game_points,
        board_colours=records.colour_sequence,
        initial_colour=tournament.initial_color,
        rounds=tournament.total_rounds,
    )
