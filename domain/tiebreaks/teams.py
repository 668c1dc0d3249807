"""Team competitions (C.07 Art. 12-13; annex 2.1.2, 2.2.2.2): matches derived from the games.

Teams are the TRF ``013`` records. In each round a team's match is the set of its members'
games; the opposing team is the team of their opponents. Game points (GP) are the members'
points; match points (MP) are 2 / 1 / 0 as the team scored more than, exactly, or less than the
opposing team (annex 2.1.2: more or less than half the boards). A round in which a member
received the pairing-allocated bye and nobody met another team is a team bye worth a match win;
a round with no match at all is an absence (a voluntary unplayed round, C.07 16.1).

Tie-breaks are computed on the primary score (MP by default) with the same code as for
players. The extended Sonneborn-Berger codes ``EXYSB`` multiply the team's own X score in each
match (M = match points, G = game points) by the opponent's final Y score; ``SB`` of a team is
the annex's definition — game points scored against each opponent × that opponent's primary score.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from domain.errors import InvalidInput, Issue
from domain.model import Tournament
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

MATCH_WIN, MATCH_DRAW, MATCH_LOSS = 2, 1, 0


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
    players = build_view(tournament, rules, last_round)
    team_of = _team_of_player(tournament)
    members = {index: team.members for index, team in enumerate(tournament.teams, start=1)}
    game_points = {
        t: [sum(players.results[m][r].points for m in ms if m in players.results) for r in range(players.rounds)]
        for t, ms in members.items()
    }
    boards = max((len(ms) for ms in members.values()), default=1)
    match_rounds: dict[int, list[RoundResult]] = {}
    game_rounds: dict[int, list[RoundResult]] = {}
    for team, ms in members.items():
        match_rounds[team], game_rounds[team] = [], []
        for r in range(players.rounds):
            match, game = _team_round(team, ms, r, players, team_of, game_points, tournament)
            match_rounds[team].append(match)
            game_rounds[team].append(game)
    unit = tournament.point_system.unit
    ratings: dict[int, int | None] = {t: None for t in members}
    round_robin = rules.round_robin if rules.round_robin is not None else _all_met(match_rounds)
    match_view = CompetitionView(
        rounds=players.rounds,
        unit=Fraction(1),
        win=MATCH_WIN,
        draw=MATCH_DRAW,
        loss=MATCH_LOSS,
        results=match_rounds,
        ratings=ratings,
        round_robin=round_robin,
    )
    game_view = CompetitionView(
        rounds=players.rounds,
        unit=unit,
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
        board_points(players, members),
    )


def _team_of_player(tournament: Tournament) -> dict[int, int]:
    team_of: dict[int, int] = {}
    for index, team in enumerate(tournament.teams, start=1):
        for member in team.members:
            if member in team_of:
                raise InvalidInput([Issue(f"team {team.name!r}", f"player {member} is in two teams")])
            team_of[member] = index
    return team_of


def _team_round(
    team: int,
    members: tuple[int, ...],
    r: int,
    players: CompetitionView,
    team_of: dict[int, int],
    game_points: dict[int, list[int]],
    tournament: Tournament,
) -> tuple[RoundResult, RoundResult]:
    results = [players.results[m][r] for m in members if m in players.results]
    opponents = {team_of.get(res.opponent) for res in results if res.opponent is not None}
    if None in opponents or team in opponents or len(opponents) > 1:
        name = tournament.teams[team - 1].name
        raise InvalidInput(
            [Issue(f"team {name!r}, round {r + 1}", "its members' opponents must all belong to one other team")]
        )
    own = game_points[team][r]
    if not opponents:
        bye = any(res.pairing_bye for res in results)
        won, own = _bye_value(tournament, players.unit, own) if bye else (MATCH_LOSS, own)
        match = RoundResult(None, False, won, vur=not bye, pairing_bye=bye)
        return match, RoundResult(None, False, own, vur=not bye, pairing_bye=bye)
    opponent = opponents.pop()
    assert opponent is not None  # a missing team raised above
    other = game_points[opponent][r]
    points = MATCH_WIN if own > other else MATCH_DRAW if own == other else MATCH_LOSS
    played = any(res.played for res in results)
    flags = {
        "played": played,
        "forfeit": not played,
        "vur": not played and points == MATCH_LOSS,
        "won_over_board": played and points == MATCH_WIN,
    }
    return RoundResult(opponent, points=points, **flags), RoundResult(opponent, points=own, **flags)


def _bye_value(tournament: Tournament, unit: Fraction, members_points: int) -> tuple[int, int]:
    """A team's pairing-allocated bye: (match points, game points in units). A Swiss Team event
    states its value (record 320, C.04.6 Art. 1.4: by default a drawn match and a draw on every
    board); without team records it is a match win worth the members' bye points."""
    records = tournament.team_records
    if records is None or not records.teams:
        return MATCH_WIN, members_points
    boards = len(records.colour_sequence or next(iter(records.teams.values())).members)
    match_points = records.pab_match_points if records.pab_match_points is not None else Fraction(MATCH_DRAW)
    game_points = records.pab_game_points if records.pab_game_points is not None else Fraction(boards, 2)
    return int(match_points), int(game_points / unit)


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


def extended_sonneborn_berger(teams: TeamContexts, code: TiebreakCode, own: str, other: str) -> Column:
    """``E{own}{other}SB``: Σ own score in the match × the opponent's final (adjusted) score."""
    own_ctx, other_ctx = teams.by_letter(own), teams.by_letter(other)
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
