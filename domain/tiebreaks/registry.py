"""Which function computes which code (direct encounter is a ranking step, see :mod:`standings`)."""

from __future__ import annotations

from collections.abc import Callable

from domain.tiebreaks import buchholz, counts, performance, sonneborn
from domain.tiebreaks.codes import TiebreakCode
from domain.tiebreaks.context import Column, TiebreakContext

Compute = Callable[[TiebreakContext, TiebreakCode], Column]

VALUE_CODES: dict[str, Compute] = {
    "PTS": counts.points,
    "WIN": counts.wins,
    "WON": counts.won_games,
    "BPG": counts.black_games,
    "BWG": counts.black_wins,
    "REP": counts.rounds_elected,
    "PS": counts.progressive,
    "STD": counts.standard_points,
    "TPN": counts.pairing_number,
    "BH": buchholz.buchholz,
    "FB": buchholz.fore_buchholz,
    "AOB": buchholz.average_of_opponents_buchholz,
    "SBH": buchholz.sum_of_buchholz,
    "SB": sonneborn.sonneborn_berger,
    "KS": sonneborn.koya,
    "ARO": performance.average_rating,
    "TPR": performance.performance_rating,
    "PTP": performance.perfect_performance,
    "APRO": performance.average_performance,
    "APPO": performance.average_performance,
    "RTNG": performance.own_rating,
}
