"""The rule editions a standings request can ask for, and the options that go with them.

* ``fide-2024`` — FIDE C.07 as approved 2023 and republished 2024: unplayed rounds follow
  Art. 16 (adjusted scores for opponents, a dummy opponent for the participant, VUR cut first).
* ``legacy-1998`` — the seed's annex "Miscelánea" X.1 (1998): every unplayed game, whatever it
  was, counts for tie-break purposes as a draw of the player against himself; progressive score
  and Koya use the actual results; TPR applies the 350-point rule.
* ``seed-f10`` — the seed's F10 final ranking: points, then (for first place only) the games the
  tied players played among themselves, then the average rating of the opponents.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Edition = Literal["fide-2024", "legacy-1998", "seed-f10"]
AdjournedTreatment = Literal["draw", "loss", "exclude"]
EDITIONS: tuple[Edition, ...] = ("fide-2024", "legacy-1998", "seed-f10")


@dataclass(frozen=True, slots=True)
class Rules:
    """How unplayed rounds, rating caps and the scope of direct encounter are treated."""

    edition: Edition = "fide-2024"
    #: Round robin (C.07 Art. 15): forfeits count as games, no dummy opponents. ``None``: detect.
    round_robin: bool | None = None
    #: What an adjourned game (no result yet) counts as; ``None`` refuses such a tournament.
    adjourned_as: AdjournedTreatment | None = None
    #: The rating given to unrated players in rating-based tie-breaks (``None``: leave them out).
    unrated_rating: int | None = None
    #: Team competitions: rank on match points (``"MP"``) or game points (``"GP"``).
    team_primary: Literal["MP", "GP"] = "MP"

    @property
    def self_draw(self) -> bool:
        """Seed annex X.1 (1998): an unplayed game is a draw of the player against himself."""
        return self.edition in ("legacy-1998", "seed-f10")

    @property
    def rating_cap(self) -> int | None:
        """The 350-point rule of the 1998 annex (2.3.2); C.07 Art. 10 applies no cap."""
        return 350 if self.edition == "legacy-1998" else None

    @property
    def direct_encounter_first_place_only(self) -> bool:
        """Seed F10: the games among the tied players decide only first place."""
        return self.edition == "seed-f10"
