"""The FIDE Swiss Team system (C.04.6): one round from the tournament state.

The team view (:mod:`.view`) gives each team's facts; the shared top-scoregroup procedure
(:mod:`domain.swiss.topscore`) pairs them (Arts. 3.3-3.6); Art. 4 colours each pair and records
the deciding step; GHR 3.6 orders the boards, the PAB last.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from domain.budget import Deadline, MemoryBudget
from domain.errors import NobodyToPair
from domain.model import Color, ResultCode, Tournament
from domain.swiss.topscore import Criteria, Entrant, TopScorePairing, pair_top_scoregroups

from .acceleration import VirtualPoints
from .boards import board_colours, board_order
from .colours import ColourFacts, allocate_colours, colour_preference
from .history import TeamHistory
from .rules import ColourModel, TeamRules, team_rules
from .view import rounds_played, team_view


@dataclass(frozen=True, slots=True)
class TeamMatchPairing:
    """One board of the round's match list: the team with White on board 1, the other, the Art. 4.3
    step, and the White team's colour on each board of the match (``W``/``B``, board 1 first)."""

    white: int
    black: int
    colour_step: str
    board_colours: str = "W"


@dataclass(frozen=True, slots=True)
class TeamStanding:
    """A team's scores before the round (Art. 1.2), from the team view the round was paired on."""

    match_points: Fraction
    game_points: Fraction
    #: The primary score (match points, or game points when the event says so), without virtual points.
    primary: Fraction


@dataclass(frozen=True, slots=True)
class TeamRoundPairing:
    """A paired round: matches in board order, the PAB team, the absent teams, the procedure's
    brackets, the pairing scores, and every team's standing before the round."""

    round_number: int
    matches: tuple[TeamMatchPairing, ...]
    bye: int | None
    absent: tuple[int, ...]
    procedure: TopScorePairing
    scores: dict[int, Fraction]
    standings: dict[int, TeamStanding]


def pair_team_round(
    tournament: Tournament, deadline: Deadline | None = None, memory: MemoryBudget | None = None
) -> TeamRoundPairing:
    """Pair ``tournament``'s next round by C.04.6, within ``deadline`` and ``memory`` (unlimited when not given)."""
    rules = team_rules(tournament)
    virtual = VirtualPoints(tournament, rules)
    round_number = rounds_played(tournament) + 1
    histories = team_view(tournament, rules, round_number - 1)
    absent = absent_teams(tournament, round_number)
    present = [number for number in sorted(histories) if number not in absent]
    if not present:
        raise NobodyToPair("no team is present in the round to pair")
    facts = {number: team_facts(histories[number], rules, round_number) for number in present}
    scores = {number: facts[number].primary + virtual.points(number, round_number) for number in present}
    entrants = [entrant(histories, number, facts[number], scores[number], rules, virtual) for number in present]
    criteria = Criteria.team(rules.colour_model is not ColourModel.NONE, rules.colour_model is ColourModel.TYPE_B)
    procedure = pair_top_scoregroups(entrants, criteria, round_number, rules.rounds, deadline, memory=memory)
    initial = rules.initial_colour or witnessed_initial_colour(histories)
    type_b = rules.colour_model is ColourModel.TYPE_B
    coloured = [
        allocate_colours(facts[top], facts[bottom], rules.secondary_used, type_b, initial)
        for top, bottom in procedure.pairs()
    ]
    steps = {(white, black): step for white, black, step in coloured}
    ordered = board_order([(white, black) for white, black, _ in coloured], scores)
    assert tournament.team_records is not None, "team_view refuses an event without teams"
    teams = tournament.team_records.teams
    matches = tuple(
        TeamMatchPairing(white, black, steps[white, black], board_colours(rules, teams[white]))
        for white, black in ordered
    )
    standings = {number: standing(history, rules) for number, history in histories.items()}
    return TeamRoundPairing(round_number, matches, procedure.bye, tuple(sorted(absent)), procedure, scores, standings)


def standing(history: TeamHistory, rules: TeamRules) -> TeamStanding:
    """A team's match and game points before the round, and which of them is primary (Art. 1.2)."""
    match_points, game_points = history.match_points(), history.game_points()
    return TeamStanding(match_points, game_points, match_points if rules.match_points_primary else game_points)


def absent_teams(tournament: Tournament, round_number: int) -> set[int]:
    """Teams a 240 record (by team) keeps out of ``round_number``: absent or on a requested bye."""
    records = tournament.team_records
    if records is None:
        return set()
    return {
        number
        for request in records.absences
        if request.round_number == round_number and request.kind is not ResultCode.PAIRING_BYE
        for number in request.players
    }


def team_facts(history: TeamHistory, rules: TeamRules, round_number: int) -> ColourFacts:
    """The scores (Art. 1.2), matches played and colours of a team before ``round_number``."""
    mp, gp = history.match_points(), history.game_points()
    primary, secondary = (mp, gp) if rules.match_points_primary else (gp, mp)
    colours = history.colours
    last_round = rules.rounds is not None and round_number >= rules.rounds
    preference = colour_preference(colours, rules.colour_model, last_round)
    return ColourFacts(history.number, primary, secondary, history.played, colours, preference)


def entrant(
    histories: dict[int, TeamHistory],
    number: int,
    facts: ColourFacts,
    score: Fraction,
    rules: TeamRules,
    virtual: VirtualPoints,
) -> Entrant:
    """The shared procedure's view of team ``number``, on its pairing ``score``."""
    history = histories[number]
    preference = facts.preference
    return Entrant(
        number=history.number,
        score=score,
        played=facts.played,
        pab_allowed=history.pab_allowed,
        floated=floated_last_round(histories, number, rules, virtual),
        preference=None if preference is None else ("W" if preference.colour is Color.WHITE else "B"),
        strong=preference is not None and preference.strong,
        met=history.met,
    )


def floated_last_round(
    histories: dict[int, TeamHistory], number: int, rules: TeamRules, virtual: VirtualPoints
) -> bool:
    """Art. 1.5: the previous round's match was played against a team on another pairing score
    in that round (a PAB, an absence or a wholly forfeited match is no float)."""
    history = histories[number]
    previous = len(history.matches)
    if previous < 1:
        return False
    match = history.matches[previous - 1]
    if match is None or not match.played or match.opponent is None:
        return False
    opponent = histories[match.opponent]
    return _pairing_score_in(history, rules, virtual, previous) != _pairing_score_in(opponent, rules, virtual, previous)


def _pairing_score_in(history: TeamHistory, rules: TeamRules, virtual: VirtualPoints, round_number: int) -> Fraction:
    """The team's pairing score when ``round_number`` was paired."""
    upto = round_number - 1
    primary = history.match_points(upto) if rules.match_points_primary else history.game_points(upto)
    return primary + virtual.points(history.number, round_number)


def witnessed_initial_colour(histories: dict[int, TeamHistory]) -> Color:
    """Art. 4.1 when the file does not state the lot: read it back from round 1 through 4.3.1
    (the played match holding the smallest TPN; its smaller TPN is the first-team); White when
    no match of round 1 was played."""
    for number in sorted(histories):
        first = histories[number].matches[0] if histories[number].matches else None
        if first is not None and first.played and first.colour is not None and (first.opponent or 0) > number:
            return first.colour if number % 2 else first.colour.opposite
    return Color.WHITE
