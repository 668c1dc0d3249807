"""What a standings request adds to the list and the rules: the arbiter's decisions and the choices
about FIDE's rules as written.

* ``manual_order`` — the arbiter's order for competitors still tied after the whole list (a
  play-off, a decision the regulations give him; C.07 Art. 1-4);
* ``lots_seed`` — the drawing of lots that ends every list (C.07 Art. 2), seeded so that anyone
  can draw it again;
* ``external`` — values the arbiter enters (an Armageddon game, a play-off score) usable by name
  in the list;
* ``fide_mode`` — FIDE's rules as written (Buchholz-type codes in a round robin refused, C.07
  8.1); off, they are allowed and the standings say what is not FIDE;
* ``withdrawn_results`` — C.06 V.4.1 in final round-robin standings: ``"annul"`` (default) or
  ``"keep"`` the results of a player who left having played fewer than half his games.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal

WithdrawnResults = Literal["annul", "keep"]


@dataclass(frozen=True, slots=True)
class StandingsOptions:
    fide_mode: bool = True
    withdrawn_results: WithdrawnResults = "annul"
    #: Competitors the request says withdrew (the games document's ``withdrawals``).
    withdrawn: frozenset[int] = frozenset()
    manual_order: tuple[int, ...] = ()
    lots_seed: int | None = None
    #: ``{NAME: {competitor: value}}``, NAME upper-case as the list spells it.
    external: Mapping[str, Mapping[int, Fraction]] = field(default_factory=dict)
    #: The caller's id of each competitor, for messages and the drawing of lots (default: the number).
    labels: Mapping[int, str] = field(default_factory=dict)

    def label(self, cid: int) -> str:
        return self.labels.get(cid, str(cid))
