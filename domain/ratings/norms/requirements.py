"""The figures of B.01 (Title Regulations, applied from 1 January 2024) that a title norm must reach.

* 1.4.1 a: at least 9 games (b: 7 in World and Continental Team or Club Championships).
* 1.4.5 a: at least 50 % of the opponents title-holders, CM and WCM excluded; b-e: at least 1/3 of
  them, and at least 3, holding the norm's title or a higher one (GM: GMs; IM: IMs or GMs; WGM: WGMs,
  IMs or GMs; WIM: WIMs, WGMs, IMs or GMs).
* 1.4.6 b: the adjusted rating floor of one opponent: GM 2200, IM 2050, WGM 2000, WIM 1850;
  d: an unrated opponent counts as 1400.
* 1.4.8: Rp at least GM 2600, IM 2450, WGM 2400, WIM 2250; a: Ra at least GM 2380, IM 2230, WGM 2180,
  WIM 2030; b: a score of at least 35 %.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

TitleName = Literal["GM", "IM", "WGM", "WIM"]

#: 1.4.1 a and b.
MINIMUM_GAMES = 9
TEAM_CHAMPIONSHIP_GAMES = 7
#: 1.4.6 d.
UNRATED_OPPONENT = 1400
#: 1.4.8 b.
MINIMUM_SCORE = Fraction(35, 100)
#: 1.4.5 b-e: the least number of opponents with the norm's title, whatever 1/3 gives.
MINIMUM_TITLED = 3
#: 1.4.5 a: title-holders "as in 0.3, excluding CM and WCM".
TITLE_HOLDERS = frozenset({"GM", "IM", "FM", "WGM", "WIM", "WFM"})
#: 1.4.3 d counts holders of these titles.
MASTER_TITLES = frozenset({"GM", "IM", "WGM", "WIM"})


@dataclass(frozen=True, slots=True)
class NormRequirement:
    """One norm: the title, its performance and average minima, the floor, the titles that count for
    1.4.5 b-e, and the titles that make the norm needless (the title itself or a higher one of its
    category)."""

    title: TitleName
    performance: int
    average: int
    floor: int
    required_titles: frozenset[str]
    held_by: frozenset[str]
    women_only: bool = False


REQUIREMENTS: dict[TitleName, NormRequirement] = {
    "GM": NormRequirement("GM", 2600, 2380, 2200, frozenset({"GM"}), frozenset({"GM"})),
    "IM": NormRequirement("IM", 2450, 2230, 2050, frozenset({"GM", "IM"}), frozenset({"GM", "IM"})),
    "WGM": NormRequirement("WGM", 2400, 2180, 2000, frozenset({"GM", "IM", "WGM"}), frozenset({"WGM"}), True),
    "WIM": NormRequirement(
        "WIM", 2250, 2030, 1850, frozenset({"GM", "IM", "WGM", "WIM"}), frozenset({"WGM", "WIM"}), True
    ),
}
NORM_TITLES: tuple[TitleName, ...] = tuple(REQUIREMENTS)
