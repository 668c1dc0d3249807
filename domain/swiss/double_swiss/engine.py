"""The FIDE Double-Swiss system (C.04.5) for one round: the shared top-scoregroup procedure
(Arts. 3.3-3.6, :mod:`domain.swiss.topscore`), then Art. 4 colours and GHR 3.6 board order.

The procedure reads plain facts per player (:class:`~domain.swiss.topscore.Entrant`); this module
derives them from the match history (:mod:`.players`): score = game points, [C1] meetings,
[C2] PAB eligibility, 3.4.3 matches played, 1.5 floats. Double-Swiss has no colour criterion, so
no player has a preference.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from domain.budget import Deadline, MemoryBudget
from domain.errors import InvalidInput, Issue, NobodyToPair
from domain.model import Color, Tournament
from domain.restrictions import forbidden_groups, forbidden_index
from domain.swiss.double_swiss.colours import ColouredPair, allocate, higher_ranked
from domain.swiss.double_swiss.explanation import DoubleSwissStep
from domain.swiss.double_swiss.matches import MatchRecord, event_rounds_recorded, read_matches
from domain.swiss.double_swiss.players import DoubleSwissPlayer, DoubleSwissRound, build_round
from domain.swiss.result import SwissPairing
from domain.swiss.topscore import Criteria, Entrant, TopScorePairing, pair_top_scoregroups

SYSTEM_NAME = "double-swiss"


@dataclass(frozen=True, slots=True)
class DoubleSwissRoundPairing:
    """The answer and, per board, the 4.3 step that gave its colours."""

    pairing: SwissPairing
    coloured: tuple[ColouredPair, ...]


def pair_double_swiss(
    tournament: Tournament,
    deadline: Deadline | None = None,
    unannounced_absence_withdraws: bool = True,
    memory: MemoryBudget | None = None,
) -> DoubleSwissRoundPairing:
    """Pair the next event round of ``tournament`` (two game rounds per event round), within
    ``deadline`` and ``memory`` (unlimited when not given).

    Raises :class:`~domain.errors.NoLegalPairing` when the round cannot be completed (3.3.3) and
    :class:`~domain.errors.InvalidInput` for a history two-game matches cannot hold.
    """
    if tournament.acceleration or tournament.acceleration_ranges:
        issue = Issue(
            "acceleration", "Double-Swiss acceleration (C.04.7) is not implemented: remove the XXA/250 records"
        )
        raise InvalidInput([issue])
    setup = build_round(tournament, unannounced_absence_withdraws)
    first_game = 2 * setup.round_number - 1
    forbidden_index(tournament, first_game).refuse_crowded(setup.present, "C1")
    paired = pair_top_scoregroups(
        [entrant(setup.players[n]) for n in setup.present],
        Criteria.double_swiss(),
        setup.round_number,
        setup.total_rounds,
        deadline or Deadline.unlimited(),
        [group.players for group in forbidden_groups(tournament, first_game)],
        memory,
    )
    if not paired.brackets and paired.bye is None and tournament.players:
        raise NobodyToPair(f"nobody can be paired in round {setup.round_number}: every player is absent or withdrawn")
    initial = initial_colour(tournament, setup)
    coloured = sorted(
        (allocate(setup.players[a], setup.players[b], initial) for a, b in paired.pairs()),
        key=lambda pair: board_key(setup.players[pair.white], setup.players[pair.black]),
    )
    return DoubleSwissRoundPairing(_answer(setup, paired, coloured), tuple(coloured))


def entrant(player: DoubleSwissPlayer) -> Entrant:
    """The facts the shared procedure reads (no colour preference: C.04.5 has none). Forbidden
    groups (TRF ``XXP``/``260``, C.06 federation rounds, their game-1 round deciding) go to the
    procedure beside the entrants and are kept like [C1], as the other engines of the service keep them."""
    return Entrant(
        number=player.number,
        score=player.score,
        played=player.played,
        pab_allowed=player.pab_allowed,
        floated=player.floated,
        met=player.met,
    )


def board_key(one: DoubleSwissPlayer, other: DoubleSwissPlayer) -> tuple[object, ...]:
    """GHR 3.6: higher score of the pair, then the sum of the scores, then the smaller TPN of the
    pair (the reading ``swiss-team.md`` §3 step 6 fixes for the shared procedure)."""
    high = higher_ranked(one, other)
    low = other if high is one else one
    return (-high.score, -(high.score + low.score), min(one.number, other.number))


def initial_colour(tournament: Tournament, setup: DoubleSwissRound) -> Color:
    """The initial colour (4.1, TRF ``XXC``/``152``): as given, else read back from round 1, else White."""
    if tournament.initial_color is not None:
        return tournament.initial_color
    return read_back_initial_colour({number: player.matches for number, player in setup.players.items()}) or Color.WHITE


def recorded_initial_colour(tournament: Tournament) -> Color | None:
    """The colour the recorded round 1 was paired with, read from the whole tournament: the
    auditor re-pairs round 1 from a state with no history to read it from."""
    return read_back_initial_colour(read_matches(tournament, event_rounds_recorded(tournament)))


def read_back_initial_colour(matches: Mapping[int, Sequence[MatchRecord]]) -> Color | None:
    """4.3.1 read backwards: the round-1 match holding the smallest TPN that was paired with
    colours; its HRP (the smaller TPN) had the initial colour if its TPN is odd, the opposite if
    even. Unlike the Dutch ranks (:mod:`domain.swiss.initial_colour`), a TPN keeps its parity when
    smaller TPNs did not play round 1, so the parity is the TPN's own. ``None``: no such match."""
    for number in sorted(matches):
        first = matches[number][0] if matches[number] else None
        if first is not None and first.opponent is not None and first.game1_colour is not None:
            hrp = min(number, first.opponent)
            hrp_colour = first.game1_colour if hrp == number else first.game1_colour.opposite
            return hrp_colour if hrp % 2 else hrp_colour.opposite
    return None


def _answer(setup: DoubleSwissRound, paired: TopScorePairing, coloured: list[ColouredPair]) -> SwissPairing:
    scored = [n for pair in coloured for n in (pair.white, pair.black)]
    if paired.bye is not None:
        scored.append(paired.bye)
    scores = {n: setup.players[n].score for n in scored}
    return SwissPairing(
        system=SYSTEM_NAME,
        round_number=setup.round_number,
        boards=[(pair.white, pair.black) for pair in coloured],
        bye=paired.bye,
        absent=list(setup.absent),
        explanation=explanation(paired, coloured, scores),
        withdrawn=list(setup.withdrawn),
        scores=scores,
    )


def explanation(
    paired: TopScorePairing, coloured: list[ColouredPair], scores: dict[int, Fraction]
) -> tuple[DoubleSwissStep, ...]:
    """The decisions in procedure order: 3.4 (the PAB), then one step per bracket (3.5 its
    upfloaters, 3.6 its pairs, White in game 1 first) noting the 4.3 step that gave each pair its
    colours."""
    steps: list[DoubleSwissStep] = []
    if paired.bye is not None:
        pab = DoubleSwissStep("C.04.5 3.4", scores[paired.bye], (paired.bye,), notes=("pairing-allocated bye",))
        steps.append(pab)
    by_pair = {frozenset((pair.white, pair.black)): pair for pair in coloured}
    for bracket in paired.brackets:
        pairs = [by_pair[frozenset(pair)] for pair in bracket.pairs]
        steps.append(
            DoubleSwissStep(
                "C.04.5 3.5-3.6",
                bracket.score,
                bracket.residents,
                upfloaters=bracket.upfloaters,
                pairs=tuple((pair.white, pair.black) for pair in pairs),
                notes=tuple(f"{pair.white}-{pair.black}: colours by Art. {pair.step}" for pair in pairs),
            )
        )
    return tuple(steps)
