"""The rule editions a standings request can ask for, and the options that go with them.

* ``fide-2024`` — FIDE C.07 as approved 2023 and republished 2024 (in force until 28 February
  2026): unplayed rounds follow Art. 16 (adjusted scores for opponents, a dummy opponent on the
  participant's own score, a VUR cut before a lower-scoring opponent when it is worth as much).
* ``fide-2026`` — C.07 as amended for events starting from 1 March 2026 (approved 02/02/2026):
  the same, but the dummy opponent's score is capped (16.4): for a forfeit by the scheduled
  opponent's adjusted score, otherwise by a draw's points times the rounds considered.
* ``legacy-1998`` — the seed's annex "Miscelánea" X.1 (1998): every unplayed game, whatever it
  was, counts for tie-break purposes as a draw of the player against himself; progressive score
  and Koya use the actual results; TPR applies the 350-point rule.
* ``seed-f10`` — the seed's F10 final ranking: points, then (for first place only) the games the
  tied players played among themselves, then the average rating of the opponents.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Edition = Literal["fide-2024", "fide-2026", "legacy-1998", "seed-f10"]
AdjournedTreatment = Literal["draw", "loss", "exclude"]
EDITIONS: tuple[Edition, ...] = ("fide-2024", "fide-2026", "legacy-1998", "seed-f10")
#: The C.07 editions, oldest first.
C07_EDITIONS: tuple[Edition, ...] = ("fide-2024", "fide-2026")


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
    #: Team competitions: rank on match points (``"MP"``) or game points (``"GP"``); ``None``: as
    #: the event says (record 192, the team document's scoring), match points by default.
    team_primary: Literal["MP", "GP"] | None = None

    @property
    def c07(self) -> bool:
        """FIDE C.07 (either edition), as opposed to the seed's rules."""
        return self.edition in C07_EDITIONS

    @property
    def capped_dummy(self) -> bool:
        """C.07 (2026) 16.4: the dummy opponent's score is capped."""
        return self.edition == "fide-2026"

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
