"""The top-scoregroup pairing procedure shared by the Swiss Team (C.04.6) and Double-Swiss (C.04.5)
systems: Arts. 3.3-3.6 of both texts, which are worded alike (``swiss-team.md`` §2-§3,
``double-swiss.md`` §2-§3).

The face is small and takes plain facts, so that each system derives them its own way:

* :class:`Entrant`: one participant to pair this round: its ``number`` (TPN), pairing ``score``,
  ``played`` (matches actually played, Art. 3.4.3), ``pab_allowed`` ([C2]), ``floated`` (floated in
  the previous round, Art. 1.5), ``preference`` (``"W"``, ``"B"`` or None) with ``strong``, and
  ``met`` (the numbers of the entrants it has played, [C1]).
* :class:`Criteria`: which quality criteria the system has. :meth:`Criteria.team` gives [C8] same
  colour preference, [C9] (Type B) both strong, [C10] floated resident, with [C7]/[C10] off in
  the last two rounds; :meth:`Criteria.double_swiss` has only the float criterion (its [C8]) and
  lapses in the last round only.
* :func:`pair_top_scoregroups` pairs one round: the PAB (3.4), then the brackets top down, each the
  top scoregroup plus the upfloaters 3.5 chooses, paired by Pairing Identifier (3.6). It returns a
  :class:`TopScorePairing`: the PAB number (or None) and one :class:`Bracket` per bracket with its
  pairs as (top member, bottom member). Colours and board order are the systems' own business.
* A round that cannot be completed (3.3.3) raises :class:`domain.errors.NoLegalPairing`.
"""

from .criteria import Criteria
from .entrants import Bracket, Entrant, TopScorePairing
from .procedure import pair_top_scoregroups

__all__ = ["Bracket", "Criteria", "Entrant", "TopScorePairing", "pair_top_scoregroups"]
