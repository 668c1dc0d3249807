"""Title norms by the FIDE Title Regulations (B.01, 2024) 1.4, on events worked by hand from the text.

The applicant is player 1, of ESP, untitled (:mod:`tests.ratings.builders`). ``GM_EVENT`` is the
reference: nine opponents rated 2600, 2550, 2500, 2480, 2450, 2420, 2400, 2380, 2300 (sum 22080),
three GMs, three IMs, one FM; federations FRA 3, GER 2, ITA 2, ESP 2; 6.5 points.
Ra = 22080 / 9 = 2453.3 -> 2453 (1.4.7); p = 6.5 / 9 = 72.2 % -> 72, dp 166 (1.4.9); Rp = 2619 >= 2600
(1.4.8); Ra >= 2380 (1.4.8 a); 72 % >= 35 % (b); title-holders 7 >= 5 (1.4.5 a); GMs 3 >= max(3, 9/3)
(b); two federations or more besides ESP (1.4.3); ESP 2 <= 3/5 of 9 = 5, FRA 3 <= 2/3 of 9 = 6 (1.4.4).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from domain.budget import Deadline
from domain.model import Color, Player, ResultCode, RoundEntry, Tournament
from domain.ratings.games import player_rounds
from domain.ratings.norms.check import Applicant, check_norm
from domain.ratings.norms.event import NormOptions, norm_event
from domain.ratings.norms.event_norms import EventNorms, PlayerNorm, event_norms
from domain.ratings.norms.games import ZERO_AGAINST_RATED, norm_games
from domain.ratings.norms.requirements import REQUIREMENTS
from domain.ratings.norms.search import DEFEATED, LAST_ROUND_FORFEIT, NormOutcome
from tests.ratings.builders import Opponent, Round, event

GM_EVENT: list[Round] = [
    Opponent(2600, "GM", "FRA", "1"),
    Opponent(2550, "GM", "GER", "="),
    Opponent(2500, "GM", "ITA", "1"),
    Opponent(2480, "IM", "FRA", "="),
    Opponent(2450, "IM", "ESP", "1"),
    Opponent(2420, "IM", "GER", "0"),
    Opponent(2400, "FM", "ITA", "1"),
    Opponent(2380, None, "ESP", "1"),
    Opponent(2300, None, "FRA", "="),
]
ALL = NormOptions(("GM", "IM", "WGM", "WIM"))


def _norms(tournament: Tournament, options: NormOptions = ALL) -> EventNorms:
    return event_norms(tournament, options, Deadline.unlimited())


def _norm(tournament: Tournament, title: str = "GM", options: NormOptions = ALL) -> PlayerNorm:
    return next(norm for norm in _norms(tournament, options).players[1].norms if norm.title == title)


def _outcome(norm: PlayerNorm) -> NormOutcome:
    assert norm.outcome is not None, norm.not_applicable
    return norm.outcome


def _articles(norm: PlayerNorm) -> list[str]:
    return [reason.article for reason in _outcome(norm).figures.failures]


def _with(changes: dict[int, dict[str, Any]]) -> list[Round]:
    """``GM_EVENT`` with the opponents of some rounds (1-based) changed."""
    return [
        replace(item, **changes[r]) if r in changes and isinstance(item, Opponent) else item
        for r, item in enumerate(GM_EVENT, start=1)
    ]


def test_a_gm_norm_made() -> None:
    norm = _norm(event(GM_EVENT))
    assert norm.outcome is not None and norm.outcome.made and norm.outcome.option is None
    figures = norm.outcome.figures
    assert (figures.games, figures.score, figures.average, figures.percentage, figures.dp, figures.performance) == (
        9,
        6.5,
        2453,
        72,
        166,
        2619,
    )
    assert (figures.title_holders, figures.titled, figures.raised) == (7, 3, None)
    assert figures.federations == {"FRA": 3, "GER": 2, "ITA": 2, "ESP": 2}


def test_one_point_less_misses_the_performance() -> None:
    """6 of 9 = 66.7 % -> 67, dp 125: Rp = 2453 + 125 = 2578 < 2600 (1.4.8); the IM norm (2450) is made."""
    played = event(_with({9: {"result": "0"}}))
    assert _articles(_norm(played)) == ["B.01 1.4.8"]
    assert _outcome(_norm(played, "IM")).made


def test_missed_on_the_applicants_federation() -> None:
    """1.4.4: six opponents of ESP (rounds 1-4 made ESP too) are more than 3/5 of 9 = 5."""
    norm = _norm(event(_with({r: {"federation": "ESP"} for r in (1, 2, 3, 4)})))
    assert _articles(norm) == ["B.01 1.4.4"]
    assert "6 of 9 opponents from ESP" in _outcome(norm).figures.failures[0].message


def test_missed_on_foreign_federations() -> None:
    """1.4.3: every foreign opponent of FRA (six: within 2/3 of 9) is one federation besides ESP, two
    are needed."""
    changes = {r: {"federation": "FRA"} for r in (2, 3, 6, 7)} | {9: {"federation": "ESP"}}
    norm = _norm(event(_with(changes)))
    assert _articles(norm) == ["B.01 1.4.3"]


def test_missed_on_titled_opponents() -> None:
    """1.4.5 b: with the GM of round 3 an IM, two GMs of 9 opponents; a GM norm needs 3. Still 7
    title-holders (a) and six IMs or GMs: the IM norm is made."""
    played = event(_with({3: {"title": "IM"}}))
    assert _articles(_norm(played)) == ["B.01 1.4.5 b"]
    assert _outcome(_norm(played, "IM")).made


FLOOR_EVENT: list[Round] = [
    Opponent(2420, "GM", "FRA", "1"),
    Opponent(2420, "GM", "GER", "1"),
    Opponent(2420, "GM", "ITA", "1"),
    Opponent(2420, "IM", "FRA", "="),
    Opponent(2420, "IM", "GER", "1"),
    Opponent(2420, "IM", "ITA", "="),
    Opponent(2420, "FM", "NED", "0"),
    Opponent(2420, None, "ESP", "1"),
    Opponent(1900, None, "ESP", "1"),
]


def test_a_norm_made_only_with_the_rating_floor() -> None:
    """1.4.6 b-c: the opponent rated 1900 (round 9) counts as 2200, the GM floor.
    With it: Ra = (8 x 2420 + 2200) / 9 = 2395.6 -> 2396; 7 of 9 = 77.8 % -> 78, dp 220; Rp 2616.
    Without it: Ra = (19360 + 1900) / 9 = 2362.2 -> 2362 < 2380, and Rp 2582 < 2600."""
    norm = _norm(event(FLOOR_EVENT))
    assert norm.outcome is not None and norm.outcome.made
    figures = norm.outcome.figures
    assert (figures.raised, figures.ratings[9], figures.average, figures.performance) == (9, 2200, 2396, 2616)
    played = event(FLOOR_EVENT)
    games = [g for g in norm_games(played, player_rounds(played.players[1], 9), False, frozenset()) if not g.excluded]
    unfloored = check_norm(games, replace(REQUIREMENTS["GM"], floor=0), norm_event(played, ALL), Applicant("ESP", {}))
    assert unfloored.average == 2362 and [r.article for r in unfloored.failures] == ["B.01 1.4.8 a", "B.01 1.4.8"]


def test_only_one_opponent_is_raised_to_the_floor() -> None:
    """1.4.6 c: with two opponents under 2200 (1900 and 2000) only the lower, 1900, is raised."""
    figures = _outcome(_norm(event([*FLOOR_EVENT[:7], Opponent(2000, None, "ESP", "1"), FLOOR_EVENT[8]]))).figures
    assert (figures.raised, figures.ratings[8], figures.ratings[9]) == (9, 2000, 2200)


DROP_EVENT: list[Round] = [
    Opponent(1950, None, "FRA", "1"),
    Opponent(1900, None, "GER", "1"),
    Opponent(2420, "GM", "FRA", "1"),
    Opponent(2420, "GM", "GER", "1"),
    Opponent(2420, "GM", "ITA", "1"),
    Opponent(2420, "GM", "NED", "1"),
    Opponent(2420, "IM", "SWE", "1"),
    Opponent(2420, "IM", "FRA", "1"),
    Opponent(2420, "IM", "GER", "1"),
    Opponent(2420, "FM", "ITA", "="),
    Opponent(2420, "FM", "NED", "0"),
]


def test_a_norm_made_only_by_leaving_out_a_defeated_opponent() -> None:
    """11 rounds, 9.5 points. All 11 games: Ra = (1950 + 2200 [1900 raised] + 9 x 2420) / 11 =
    2357.3 -> 2357 < 2380 (1.4.8 a), though Rp = 2357 + dp(86 %) 309 = 2666.
    1.4.1 f lets the player ignore the game against the defeated 1950 (round 1), 10 games remaining:
    Ra = (2200 + 21780) / 10 = 2398; 8.5 / 10 = 85 %, dp 296; Rp 2694; GMs 4 >= 1/3 of 10 rounded up."""
    norm = _norm(event(DROP_EVENT))
    assert norm.outcome is not None and norm.outcome.made
    assert norm.outcome.ignored == {1: DEFEATED} and "1.4.1 f" in (norm.outcome.option or "")
    figures = norm.outcome.figures
    assert (figures.games, figures.average, figures.percentage, figures.performance) == (10, 2398, 85, 2694)
    played = event(DROP_EVENT)
    games = [g for g in norm_games(played, player_rounds(played.players[1], 11), False, frozenset()) if not g.excluded]
    whole = check_norm(games, REQUIREMENTS["GM"], norm_event(played, ALL), Applicant("ESP", {}))
    assert (whole.average, whole.performance, [r.article for r in whole.failures]) == (2357, 2666, ["B.01 1.4.8 a"])


def test_a_round_robin_keeps_every_round() -> None:
    """1.4.1 e: with pre-determined pairings the later games cannot be ignored; a round robin still
    playing its rounds has no norm yet."""
    played = event(GM_EVENT, total_rounds=11)
    norm = _norm(played, options=replace(ALL, format="round-robin"))
    assert "B.01 1.4.1 e" in _articles(norm)


def test_eight_games_of_nine_rounds_with_a_pairing_bye() -> None:
    """1.4.1 c: in a 9-round tournament 8 games make a norm when the missing one is a forfeit win or a
    pairing-allocated bye. ``GM_EVENT`` with a bye in round 5 (its 2450 opponent gone) and round 6 won:
    8 games, 6.5 points = 81.25 % -> 81, dp 251; Ra = 19630 / 8 = 2453.75 -> 2454; Rp 2705; GMs 3 >= 3.
    The same round as an absence (zero-point bye) leaves 8 games: no norm (1.4.1)."""
    with_bye = [*_with({6: {"result": "1"}})[:4], "U", *_with({6: {"result": "1"}})[5:]]
    norm = _norm(event(with_bye))
    assert norm.outcome is not None and norm.outcome.made
    assert (norm.outcome.figures.games, norm.outcome.figures.performance) == (8, 2705)
    absent = [*with_bye[:4], "Z", *with_bye[5:]]
    assert _articles(_norm(event(absent))) == ["B.01 1.4.1"]


def test_a_last_round_forfeit_the_player_could_afford_to_lose() -> None:
    """1.4.2 c: 10 rounds; 8 games (``GM_EVENT`` rounds 1-8, round 6 drawn: 6.5 points), a half-point
    bye in round 9 and a forfeit win in round 10 against a GM rated 2400: 8 games < 9. Counted as a
    lost game: 9 games, 6.5 points (72 %, dp 166), Ra = (19780 + 2400) / 9 = 2464.4 -> 2464, Rp 2630."""
    rounds = [*_with({6: {"result": "="}})[:8], "H", Opponent(2400, "GM", "POL", "+")]
    norm = _norm(event(rounds))
    assert norm.outcome is not None and norm.outcome.made
    assert norm.outcome.ignored == {10: LAST_ROUND_FORFEIT}
    assert (norm.outcome.figures.games, norm.outcome.figures.average, norm.outcome.figures.performance) == (
        9,
        2464,
        2630,
    )


def test_the_last_round_forecast() -> None:
    """Before round 9 (its game pending, "*"), 6 points from rounds 1-8 of ``GM_EVENT``. Now: 8 games
    and the ninth not played (1.4.1). Against the 2300 of round 9 (Ra 2453 whatever the result):
    a win 7/9 = 78 % -> dp 220, Rp 2673; a draw 6.5/9 -> 2619; a loss 6/9 = 67 % -> 125, 2578 < 2600.
    The GM norm needs a draw."""
    rounds = [*_with({6: {"result": "0"}})[:8], Opponent(2300, None, "FRA", "*")]
    norms = _norms(event(rounds))
    assert norms.pending_round == 9
    gm = next(norm for norm in norms.players[1].norms if norm.title == "GM")
    assert gm.outcome is not None and not gm.outcome.made and _articles(gm) == ["B.01 1.4.1"]
    assert gm.forecast is not None
    assert (gm.forecast.results, gm.forecast.needs, gm.forecast.opponent) == (
        {"win": True, "draw": True, "loss": False},
        "draw",
        10,
    )


def test_titles_held_and_womens_titles_are_not_looked_for() -> None:
    """An IM needs no IM norm; a man no WGM or WIM norm (women's titles, B.01 0.3)."""
    norms = {norm.title: norm for norm in _norms(event(GM_EVENT, title="IM", sex="m")).players[1].norms}
    assert norms["GM"].outcome is not None and norms["GM"].outcome.made
    assert [norms[t].not_applicable is not None for t in ("IM", "WGM", "WIM")] == [True, True, True]


def _foreign_field_event(masters: int) -> Tournament:
    """22 rated players of FRA, GER and ITA (not the host, ESP), ``masters`` of them IMs, paired two by
    two in both rounds; one more FRA player missing both rounds (not counted: 1.4.3 d)."""
    players = {}
    for number in range(1, 23):
        opponent = number + 1 if number % 2 else number - 1
        colour = Color.WHITE if number % 2 else Color.BLACK
        player = Player(number, f"P{number}", rating=2300, federation=("FRA", "GER", "ITA")[number % 3])
        player.title = "IM" if number <= masters else None
        player.entries = [RoundEntry(opponent, colour, ResultCode.DRAW)] * 2
        players[number] = player
    players[23] = Player(23, "Absent", rating=2300, federation="FRA", entries=[None, None])
    return Tournament(players=players, total_rounds=2)


def test_the_1_4_3_d_exemption_is_counted_from_the_field() -> None:
    """1.4.3 d: 20 rated players not of the host federation, of 3 federations, 10 of them GM, IM, WGM
    or WIM, every round; players missing more than one round do not count."""
    options = replace(ALL, host_federation="ESP")
    met = norm_event(_foreign_field_event(masters=10), options).foreign_field
    assert met is not None and (met.players, met.federations, met.masters, met.met) == (22, 3, 10, True)
    short = norm_event(_foreign_field_event(masters=9), options).foreign_field
    assert short is not None and not short.met


def test_an_event_before_its_first_round_has_no_last_round_to_forecast() -> None:
    """No round recorded: no game, no forecast (there is no last round yet), the norm missed on games."""
    norms = _norms(Tournament(players={1: Player(1, "Alone", rating=2400, federation="ESP")}, total_rounds=9))
    assert norms.pending_round is None
    (gm, *_) = norms.players[1].norms
    assert "B.01 1.4.1" in _articles(gm) and gm.forecast is None


def test_later_games_ignored_once_the_norm_was_reached() -> None:
    """1.4.1 e (no pre-determined pairings): ``GM_EVENT`` is a norm after round 9; two more rounds lost
    to 2300s make the 11 games 6.5 / 11 = 59 %, dp 65, Ra = 26680 / 11 = 2425.5 -> 2425 (1.4.7), Rp 2490.
    No set with fewer games ignored reaches 2600 (one win fewer, or round 11 alone dropped); rounds
    10-11 ignored give back the norm of rounds 1-9."""
    rounds = [*GM_EVENT, Opponent(2300, None, "GER", "0"), Opponent(2300, None, "ITA", "0")]
    outcome = _outcome(_norm(event(rounds)))
    assert outcome.made and set(outcome.ignored) == {10, 11}
    assert "1.4.1 e: games after round 9 ignored" in (outcome.option or "")
    assert (outcome.figures.games, outcome.figures.performance) == (9, 2619)


def test_an_unrated_opponent_who_scored_zero_against_rated_players_in_a_round_robin() -> None:
    """1.4.2 b: round 9's opponent unrated, beaten by the (rated) applicant and in no other game: in a
    round robin the game is not included (8 games: no norm, 1.4.1); in a Swiss event it is, the opponent
    counted as 1400 (1.4.6 d) and raised to the GM floor, 2200 (1.4.6 b)."""
    played = event(_with({9: {"rating": None, "result": "1"}}))
    robin = _norms(played, replace(ALL, format="round-robin"))
    assert robin.players[1].games[8].excluded == ZERO_AGAINST_RATED
    swiss = _outcome(_norm(played))
    assert (swiss.figures.raised, swiss.figures.ratings[9]) == (9, 2200)
