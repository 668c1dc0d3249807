"""Team competitions (C.07 Art. 12-13; annex 2.1.2, 2.2.2.2): matches derived from the games.

Teams are the TRF ``013`` records. In each round a team's match is the set of its members'
games; the opposing team is the team of their opponents. Game points (GP) are the members'
points; match points (MP) are the event's points of a match won, drawn or lost (TRF-2026 record
362, the team document's ``scoring``; 2 / 1 / 0 when the event states none, C.04.6 1.2) as the
team scored more than, exactly, or less than the opposing team (annex 2.1.2: more or less than
half the boards). A round in which a member received the pairing-allocated bye and nobody met
another team is a team bye (record 320 says what it is worth); a round with no match at all is an
absence (a voluntary unplayed round, C.07 16.1).

Tie-breaks are computed on the primary score with the same code as for players: the request's
choice, else the event's (record 192, the document's ``scoring.primary``; C.07 11, C.04.6 1.2:
match points by default). The extended Sonneborn-Berger codes ``EXYSB`` multiply the team's own X score in each
match (M = match points, G = game points) by the opponent's final Y score; ``SB`` of a team is
the annex's definition — game points scored against each opponent × that opponent's primary score.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from math import lcm
from typing import Literal

from domain.errors import InvalidInput, Issue
from domain.model import Team, TeamRecords, Tournament
from domain.swiss.team.rules import parse_team_code
from domain.tiebreaks import boards as board_tiebreaks
from domain.tiebreaks.boards import board_points
from domain.tiebreaks.buchholz import buchholz, fore_buchholz
from domain.tiebreaks.build import build_view
from domain.tiebreaks.codes import TiebreakCode
from domain.tiebreaks.context import Column, TiebreakContext
from domain.tiebreaks.cuts import cut
from domain.tiebreaks.rules import Rules
from domain.tiebreaks.unplayed import Contribution, adjusted_scores, contributions
from domain.tiebreaks.view import CompetitionView, RoundResult

#: C.04.6 1.2's match points when the event states none.
DEFAULT_MATCH_POINTS = (Fraction(2), Fraction(1), Fraction(0))


@dataclass(frozen=True, slots=True)
class MatchScale:
    """The event's match points in integer units of ``unit`` (a match won, drawn, lost)."""

    unit: Fraction
    win: int
    draw: int
    loss: int

    @classmethod
    def of(cls, records: TeamRecords | None) -> MatchScale:
        """Record 362's scale (2/1/0 without it), in units fine enough for record 320's PAB too."""
        points = records.match_points if records is not None and records.match_points else DEFAULT_MATCH_POINTS
        extra = [records.pab_match_points] if records is not None and records.pab_match_points is not None else []
        unit = Fraction(1, lcm(*(value.denominator for value in (*points, *extra))))
        win, draw, loss = (int(value / unit) for value in points)
        return cls(unit, win, draw, loss)

    def units(self, points: Fraction) -> int:
        return int(points / self.unit)


def with_team_records(tournament: Tournament) -> Tournament:
    """A TRF-2026 team file (310 records, no 013) ranks its teams as the 013 teams would, in TPN
    order, so that team ``n`` of the standings is the ``n``-th TPN (``tournament`` is completed in place)."""
    records = tournament.team_records
    if records is not None and records.teams and not tournament.teams:
        tournament.teams = [Team(entry.name or str(tpn), entry.members) for tpn, entry in sorted(records.teams.items())]
    return tournament


def event_primary(tournament: Tournament) -> Literal["MP", "GP"]:
    """The score the event ranks on: a FIDE Swiss Team code (record 192) names it, else match points."""
    code = tournament.tournament_type or ""
    if not code.strip().upper().startswith("FIDE_TEAM"):
        return "MP"
    return "MP" if parse_team_code(code)[1] else "GP"


def with_team_primary(rules: Rules, tournament: Tournament) -> Rules:
    """The rules with the primary score settled: the request's, else the event's."""
    return rules if rules.team_primary is not None else replace(rules, team_primary=event_primary(tournament))


@dataclass(slots=True)
class TeamContexts:
    """The same matches seen on match points and on game points; ``primary`` ranks."""

    match: TiebreakContext
    game: TiebreakContext
    primary: TiebreakContext
    names: dict[int, str]
    #: Game points (units of ``game``) per team and board, over all matches (Art. 12).
    boards: dict[int, list[int]]

    def by_letter(self, letter: str) -> TiebreakContext:
        return self.match if letter == "M" else self.game

    @property
    def secondary(self) -> TiebreakContext:
        """The score that does not rank: game points when ranking on match points, and vice versa."""
        return self.game if self.primary is self.match else self.match


def build_team_contexts(tournament: Tournament, rules: Rules, last_round: int | None = None) -> TeamContexts:
    """Team ids are the positions of the ``013`` records (1-based)."""
    rules = with_team_primary(rules, tournament)
    players = build_view(tournament, rules, last_round)
    members = {index: team.members for index, team in enumerate(tournament.teams, start=1)}
    matches = _Matches.of(tournament, players, members)
    match_rounds: dict[int, list[RoundResult]] = {}
    game_rounds: dict[int, list[RoundResult]] = {}
    for team, ms in members.items():
        match_rounds[team], game_rounds[team] = [], []
        for r in range(players.rounds):
            match, game = matches.round(team, ms, r)
            match_rounds[team].append(match)
            game_rounds[team].append(game)
    ratings: dict[int, int | None] = {t: None for t in members}
    round_robin = rules.round_robin if rules.round_robin is not None else _all_met(match_rounds)
    scale, boards = matches.scale, matches.boards
    match_view = CompetitionView(
        rounds=players.rounds,
        unit=scale.unit,
        win=scale.win,
        draw=scale.draw,
        loss=scale.loss,
        results=match_rounds,
        ratings=ratings,
        round_robin=round_robin,
    )
    game_view = CompetitionView(
        rounds=players.rounds,
        unit=tournament.point_system.unit,
        win=players.win * boards,
        draw=players.draw * boards,
        loss=players.loss * boards,
        results=game_rounds,
        ratings=ratings,
        round_robin=round_robin,
    )
    match_ctx, game_ctx = TiebreakContext(match_view, rules), TiebreakContext(game_view, rules)
    names = {index: team.name for index, team in enumerate(tournament.teams, start=1)}
    return TeamContexts(
        match_ctx,
        game_ctx,
        match_ctx if rules.team_primary == "MP" else game_ctx,
        names,
        board_points(players, members, _stated_lineups(tournament)),
    )


def _stated_lineups(tournament: Tournament) -> dict[tuple[int, int], tuple[int, ...]]:
    """``{(team position, round): line-up}`` of the 300 records (team positions are TPN order, as
    the team records become the ``013`` teams)."""
    records = tournament.team_records
    if records is None or not records.lineups:
        return {}
    position = {tpn: index for index, tpn in enumerate(sorted(records.teams), start=1)}
    return {(position[item.team], item.round_number): item.players for item in records.lineups if item.team in position}


def _team_of_player(tournament: Tournament) -> dict[int, int]:
    team_of: dict[int, int] = {}
    for index, team in enumerate(tournament.teams, start=1):
        for member in team.members:
            if member in team_of:
                raise InvalidInput([Issue(f"team {team.name!r}", f"player {member} is in two teams")])
            team_of[member] = index
    return team_of


@dataclass(frozen=True, slots=True)
class _Matches:
    """What every team's round is read from: the players' rounds, who plays for whom, each team's
    game points per round (units), the event's match points and the boards of a match."""

    tournament: Tournament
    players: CompetitionView
    team_of: dict[int, int]
    game_points: dict[int, list[int]]
    scale: MatchScale
    boards: int

    @classmethod
    def of(cls, tournament: Tournament, players: CompetitionView, members: dict[int, tuple[int, ...]]) -> _Matches:
        game_points = {
            t: [sum(players.results[m][r].points for m in ms if m in players.results) for r in range(players.rounds)]
            for t, ms in members.items()
        }
        boards = _boards_per_match(tournament, members)
        scale = MatchScale.of(tournament.team_records)
        return cls(tournament, players, _team_of_player(tournament), game_points, scale, boards)

    def round(self, team: int, members: tuple[int, ...], r: int) -> tuple[RoundResult, RoundResult]:
        """The team's round on match points and on game points."""
        results = [self.players.results[m][r] for m in members if m in self.players.results]
        opponents = {self.team_of.get(res.opponent) for res in results if res.opponent is not None}
        if None in opponents or team in opponents or len(opponents) > 1:
            name = self.tournament.teams[team - 1].name
            raise InvalidInput(
                [Issue(f"team {name!r}, round {r + 1}", "its members' opponents must all belong to one other team")]
            )
        own = self.game_points[team][r]
        if not opponents:
            return self._without_match(results, own)
        opponent = opponents.pop()
        assert opponent is not None  # a missing team raised above
        other = self.game_points[opponent][r]
        points = self.scale.win if own > other else self.scale.draw if own == other else self.scale.loss
        played = any(res.played for res in results)
        flags = {
            "played": played,
            "forfeit": not played,
            "vur": not played and own < other,
            "won_over_board": played and own > other,
        }
        return RoundResult(opponent, points=points, **flags), RoundResult(opponent, points=own, **flags)

    def _without_match(self, results: list[RoundResult], own: int) -> tuple[RoundResult, RoundResult]:
        """A bye or an absence. The PAB is worth what the event says (:meth:`_bye_value`); any other
        round without a match counts as its members' boards did, as a match would (annex 2.1.2:
        more than half the points a win, half a draw, less a loss), so a team's half-point bye is a
        drawn match and an absence a lost one. It is voluntary (C.07 16.1) when every member's is."""
        bye = any(res.pairing_bye for res in results)
        vur = all(res.vur for res in results)
        if bye:
            match_points, own = self._bye_value(own)
        else:
            half = self.boards * self.players.win
            match_points = self.scale.win if 2 * own > half else self.scale.draw if 2 * own == half else self.scale.loss
        match = RoundResult(None, False, match_points, vur=vur, pairing_bye=bye)
        return match, RoundResult(None, False, own, vur=vur, pairing_bye=bye)

    def _bye_value(self, members_points: int) -> tuple[int, int]:
        """A team's pairing-allocated bye: (match points, game points), in units. A Swiss Team event
        states its value (record 320, C.04.6 Art. 1.4: by default a drawn match and a draw on every
        board); without team records it is a match win worth the members' bye points."""
        records = self.tournament.team_records
        if records is None or not records.teams:
            return self.scale.win, members_points
        boards = len(records.colour_sequence or next(iter(records.teams.values())).members)
        match_points = (
            self.scale.units(records.pab_match_points) if records.pab_match_points is not None else self.scale.draw
        )
        game_points = records.pab_game_points if records.pab_game_points is not None else Fraction(boards, 2)
        return match_points, int(game_points / self.players.unit)


def _boards_per_match(tournament: Tournament, members: dict[int, tuple[int, ...]]) -> int:
    """The boards of a match: record 352's sequence (the team document always states it), else the
    largest team; never the roster size when the rosters hold reserves (a half-point bye is half
    the boards, not half the roster)."""
    records = tournament.team_records
    if records is not None and records.colour_sequence:
        return len(records.colour_sequence)
    return max((len(ms) for ms in members.values()), default=1)


def is_team_round_robin(tournament: Tournament) -> bool:
    """Whether every team met every other team (at least three teams): the detection of
    :func:`build_team_contexts`, read from the players' games without building the matches."""
    team_of = _team_of_player(tournament)
    met: dict[int, set[int]] = {index: set() for index in range(1, len(tournament.teams) + 1)}
    for number, player in tournament.players.items():
        own = team_of.get(number)
        for entry in player.entries:
            other = team_of.get(entry.opponent) if entry is not None and entry.opponent is not None else None
            if own is not None and other is not None and other != own:
                met[own].add(other)
    return len(met) >= 3 and all(len(opponents) == len(met) - 1 for opponents in met.values())


def _all_met(rounds: dict[int, list[RoundResult]]) -> bool:
    count = len(rounds)
    return count >= 3 and all(
        len({r.opponent for r in rs if r.opponent is not None}) == count - 1 for rs in rounds.values()
    )


def score_total(teams: TeamContexts, code: TiebreakCode) -> Column:
    """``MP`` / ``GP``: the match-point or game-point total used as a tie-break."""
    ctx = teams.by_letter(code.name[0])
    return ctx.in_points(dict(ctx.view.scores))


def extended_sonneborn_berger(teams: TeamContexts, code: TiebreakCode, opponents: str, own: str) -> Column:
    """``E{opponents}{own}SB``: Σ the opponent's final (adjusted) score × own score in the match."""
    own_ctx, other_ctx = teams.by_letter(own), teams.by_letter(opponents)
    table = contributions(
        other_ctx.view, other_ctx.rules, adjusted_scores(other_ctx.view, other_ctx.rules), code.forfeits_played
    )
    scale = own_ctx.view.unit.denominator * other_ctx.view.unit.denominator
    values: dict[int, int] = {}
    for cid, items in table.items():
        rounds = own_ctx.view.results[cid]
        weighted = [item._replace(result=_own_result(item, rounds, own_ctx)) for item in items]
        kept = cut(weighted, code.cut_low, code.cut_high, lambda i: i.score * i.result, teams.primary.vur_first)
        values[cid] = sum(i.score * i.result for i in kept)
    return Column(values, scale)


def _own_result(item: Contribution, rounds: list[RoundResult], own_ctx: TiebreakContext) -> int:
    """The team's own score in that round; a self-draw (annex X.1) is a draw on the own scale."""
    if item.opponent is None and own_ctx.rules.self_draw:
        return own_ctx.view.draw
    return rounds[item.round_index].points


def board_count(teams: TeamContexts, code: TiebreakCode) -> Column:
    """BC (12.1): Σ board number × game points on that board; the lower the better."""
    return Column(
        {team: board_tiebreaks.board_count(points) for team, points in teams.boards.items()},
        teams.game.view.unit.denominator,
        higher_first=False,
    )


def board_keys(teams: TeamContexts, code: TiebreakCode) -> dict[int, tuple[int, ...]]:
    """TBR (12.2) or BBE (12.3): what to compare, board group by board group, higher first."""
    key = board_tiebreaks.top_board_key if code.name == "TBR" else board_tiebreaks.bottom_board_key
    return {team: key(points) for team, points in teams.boards.items()}


def schedule_strength_combination(teams: TeamContexts, code: TiebreakCode) -> Column:
    """SSSC (13.4): secondary score + Schedule Strength, the Buchholz on the primary score (Fore
    Buchholz with ``/F``; forfeits as games with ``/P``) divided by a normalising factor.

    The factor is the highest primary score achievable in the rounds considered divided by the
    highest secondary score achievable in one match, rounded toward zero, unless ``/Kx`` sets it;
    a factor that would round to 0 is taken as 1 (the rule leaves that case open).
    """
    primary, secondary = teams.primary, teams.secondary
    strength_code = TiebreakCode("FB" if code.fore else "BH", forfeits_played=code.forfeits_played)
    strength = (fore_buchholz if code.fore else buchholz)(primary, strength_code)
    factor = code.factor or max(
        1, (primary.view.rounds * primary.points(primary.view.win)) // secondary.points(secondary.view.win)
    )
    return Column(
        {
            team: secondary.points(score) + Fraction(strength.raw[team], strength.scale * factor)  # type: ignore[arg-type]
            for team, score in secondary.view.scores.items()
        }
    )


def team_totals(
    tournament: Tournament, rules: Rules, last_round: int | None = None
) -> dict[int, tuple[Fraction, Fraction]]:
    """Every team's match points and game points (TRF-2026 310 columns 55-60 and 62-67), by position
    among the ``013`` teams, as the team tie-breaks count them."""
    contexts = build_team_contexts(tournament, rules, last_round)
    match, game = contexts.match, contexts.game
    scores = game.view.scores
    return {team: (match.points(units), game.points(scores[team])) for team, units in match.view.scores.items()}
