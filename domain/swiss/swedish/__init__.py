"""The Swedish Swiss system ("Lottningsregler", seed 001; rendered in ``swedish.md``).

Where each article lives:

* §0 postponed games, 2.1 pairing scores, §1 starting order, 2.3 meetings, §4 X: :mod:`.field`;
  who is absent or withdrawn: :mod:`domain.swiss.participants`
* 2.2, 2.4, 2.5, 2.7, 2.8 (moves up, bottom merge): :mod:`.procedure`
* 2.6.a-g (halves, re-ordering, backtracking, exchanges): :mod:`.halves`, with the searches in
  :mod:`.matching`
* §3 colours: :mod:`.colours`; the answer and its explanation: :mod:`.engine`, :mod:`.explanation`

Decisions beyond ``swedish.md`` (each documented where it is made):

* Withdrawn = listed in the options, or (handling.md F8, optional) stated absent without
  notice in an earlier round (``Tournament.unannounced_absences``); players with H/Z/F for the
  round or a bye request are absent. Neither counts for X (§4e), so X exists exactly when an odd
  number of players is paired.
* Forfeited games are not meetings and leave no colour (foundation convention, GHR 3.5);
  forbidden pairs (XXP / 260) are kept like 2.3.
* 2.8 when no two players of the next group help: the two strongest move up and 2.8 repeats;
  a next group with fewer than two players is extended by the following group.
* If even the whole merged field cannot be paired by 2.6.a-g although a pairing exists (the
  exchange family of 2.6.f-g cannot reach every pairing), players are paired in starting
  order, each with the strongest opponent that leaves the rest pairable (article "2.3").
"""

from typing import TYPE_CHECKING, Any

from domain.swiss.swedish.options import BoardOrder, StartingOrder, SwedishOptions

if TYPE_CHECKING:
    from domain.swiss.swedish.engine import pair_swedish


def __getattr__(name: str) -> Any:
    """``pair_swedish`` is imported on first use: a process that reads only the options (the
    system registry, a Dutch run) never loads the Swedish engine."""
    if name == "pair_swedish":
        from domain.swiss.swedish.engine import pair_swedish

        return pair_swedish
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "BoardOrder",
    "StartingOrder",
    "SwedishOptions",
    "pair_swedish",
]
