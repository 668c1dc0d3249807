"""The readings the service takes where the rules leave a choice, as short texts with the article.

An answer lists the readings that bear on it: on its list, its event and the arbiter's input.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.tiebreaks.codes import TiebreakCode
from domain.tiebreaks.view import CompetitionView

KS_SWISS_FORFEITS = (
    "KS in a Swiss event with forfeits: a forfeit is not a game against the scheduled opponent, so only points "
    "scored over the board against opponents reaching the limit count; the limit is half the score of a win in "
    "every round in which somebody had an opponent (C.07 9.2, unplayed rounds 16.2)"
)
FB_LAST_ROUND = (
    "FB with standings after round {rounds} of {total}: round {rounds} is taken as the last round; every game paired "
    "in it counts as a draw whatever its result, forfeits included (a game still without a result needs adjourned_as "
    "draw or loss to stay paired) (C.07 8.3)"
)
PTP_EXTREME = (
    "PTP of a 100 % score: the highest rating among the opponents + 736, the smallest difference B.02 table 8.1.2 "
    "turns into an expected score of 1.00; of a 0 % score: the lowest - 800 (no rating reaches an expected score of "
    "at least 0 first); games over the board only (C.07 10.3; APPO 10.5 averages these values)"
)
MANUAL_ORDER = (
    "manual order: in each tie group left after the list, the listed players take the first places in the listed "
    "order and the others stay tied after them (C.07 Art. 1-4: the arbiter decides ties the list leaves)"
)
LOTS = (
    'drawing of lots with seed {seed}: each player still tied gets the lot SHA-256("{seed}:<id>") in hexadecimal '
    "and the lowest lot ranks first (C.07 Art. 2: the list ends with the drawing of lots)"
)
ENTERED = (
    "{names}: values the arbiter entered, higher first; only players still tied when the value applies need one "
    "(C.07 Art. 2-3: a tie-break only separates players still tied)"
)
EARLY_LEAVERS = (
    "withdrawal from a round robin: 'his games' are the (N - 1) x cycles games of his schedule, 'completed' the "
    "games played over the board; below half, his games are not counted for anybody (rounds without a game: no "
    "points, no opponent; PS keeps the round with nothing added) and he is listed unranked (C.06 V.4.1)"
)


@dataclass(frozen=True, slots=True)
class Applied:
    """What the arbiter's input did in one standing: the names entered, and whether the manual
    order, the lots (with their seed) and C.06 V.4.1 were applied."""

    entered: tuple[str, ...] = ()
    manual_order: bool = False
    lots_seed: int | None = None
    early_leavers: bool = False


def readings(codes: list[TiebreakCode], view: CompetitionView, total_rounds: int | None, applied: Applied) -> list[str]:
    """The readings behind this answer, in the order of the list, then the arbiter's input."""
    names = {code.name for code in codes}
    texts = []
    if "KS" in names and not view.round_robin and _has_forfeits(view):
        texts.append(KS_SWISS_FORFEITS)
    if any(code.name == "FB" or code.fore for code in codes) and (total_rounds is None or view.rounds < total_rounds):
        texts.append(FB_LAST_ROUND.format(rounds=view.rounds, total=total_rounds or "?"))
    if names & {"PTP", "APPO"}:
        texts.append(PTP_EXTREME)
    if applied.entered:
        texts.append(ENTERED.format(names=", ".join(applied.entered)))
    if applied.manual_order:
        texts.append(MANUAL_ORDER)
    if applied.lots_seed is not None:
        texts.append(LOTS.format(seed=applied.lots_seed))
    if applied.early_leavers:
        texts.append(EARLY_LEAVERS)
    return texts


def _has_forfeits(view: CompetitionView) -> bool:
    return any(r.forfeit for rounds in view.results.values() for r in rounds)
