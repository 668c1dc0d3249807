"""Hand-worked Swedish pairings, one or more per paragraph of ``swedish.md``.

Games are written white first; ratings fall with the player number, so the ids are the
starting numbers (§1). Each test spells out the groups, halves and colours it expects.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from domain.errors import NoLegalPairing
from domain.swiss.swedish import SwedishOptions, pair_swedish
from tests.swedish.builder import Swiss


def step_articles(pairing) -> list[str]:
    return [step.article for step in pairing.explanation]


# --- 2.6.c and §3 --------------------------------------------------------------------------


def test_round_one_pairs_halves_in_order_and_upper_half_gets_black():
    # 2.6.a-c: one group of 8, upper 1-4 against lower 5-8 in order: 1-5, 2-6, 3-7, 4-8.
    # §3: nobody has had white; round 1 is odd, so the upper half (top-rated) plays black.
    pairing = pair_swedish(Swiss(8).build())
    assert pairing.round_number == 1
    assert pairing.boards == [(5, 1), (6, 2), (7, 3), (8, 4)]
    assert pairing.bye is None
    (step,) = pairing.explanation
    assert (step.article, step.upper_half, step.lower_half) == ("2.6", (1, 2, 3, 4), (5, 6, 7, 8))
    assert step.reordered == () and step.exchange is None


def test_even_round_with_equal_whites_gives_upper_half_white():
    # Round 1: the upper half (black) won every game. Round 2 groups: {1,2,3,4} with 1 point,
    # {5,6,7,8} with 0. 2.6.c: 1-3, 2-4 and 5-7, 6-8.
    # §3: within each pair both had the same colour in round 1 (equal whites); round 2 is
    # even, so the upper-half player (1, 2, 5, 6) gets white.
    t = Swiss(8).games(1, (5, 1, "0"), (6, 2, "0"), (7, 3, "0"), (8, 4, "0")).build()
    assert pair_swedish(t).boards == [(1, 3), (2, 4), (5, 7), (6, 8)]


def test_odd_round_with_equal_whites_gives_upper_half_black():
    # A 4-player all-play-all after two drawn rounds: everyone 1 point and one white.
    t = (
        Swiss(4)
        .games(1, (3, 1, "="), (4, 2, "="))  # whites: 3, 4
        .games(2, (1, 4, "="), (2, 3, "="))  # whites: 1, 2 -> everyone 1 white, 1 point
        .build()
    )
    # Round 3: one group {1,2,3,4}; 1 has met 3 and 4, so 2.6.d-e cannot pair the halves
    # {1,2} v {3,4}; 2.6.f: 2 and 3 are exchanged -> upper {1,3}, lower {2,4}: 1-2, 3-4.
    # §3: equal whites, odd round: upper half (1, 3) plays black.
    assert pair_swedish(t).boards == [(2, 1), (4, 3)]


# --- 2.6.d re-ordering and §3 fewer whites --------------------------------------------------


def test_lower_half_is_reordered_around_players_already_met():
    # Round 1 all drawn: (5,1) (6,2) (7,3) (8,4). Round 2: one group of 8.
    # 2.6.c would repeat 1-5; 2.6.d: 1 takes the next not-met lower player, 6; 2 then the
    # first free one, 5; 3 cannot have 7, takes 8; 4 gets 7.
    # §3: the upper half had black in round 1, so has fewer whites and gets white.
    t = Swiss(8).games(1, (5, 1, "="), (6, 2, "="), (7, 3, "="), (8, 4, "=")).build()
    pairing = pair_swedish(t)
    assert pairing.boards == [(1, 6), (2, 5), (3, 8), (4, 7)]
    (step,) = pairing.explanation
    assert step.reordered == (1, 2, 3, 4)
    assert step.backtracked == ()


# --- 2.6.e backtracking -------------------------------------------------------------------


def test_last_pair_is_broken_up_when_the_group_does_not_come_out_even():
    # Round 1 all drawn: 2-4, 1-5, 3-6 (white first). Round 2: one group, upper {1,2,3},
    # lower {4,5,6}. 2.6.c: 1-4, 2-5, then 3-6 repeats and 3 has no other free partner.
    # 2.6.e: break the last pair made (2-5); 2 takes the next not met, 6; 3 then meets 5.
    # §3: 1, 2, 3 had white in round 1, 4, 5, 6 black: the lower half gets white.
    t = Swiss(6).games(1, (2, 4, "="), (1, 5, "="), (3, 6, "=")).build()
    pairing = pair_swedish(t)
    assert pairing.boards == [(4, 1), (6, 2), (5, 3)]
    (step,) = pairing.explanation
    assert step.backtracked == (2,)


# --- 2.6.f one exchange ---------------------------------------------------------------------


def test_one_exchange_takes_the_strongest_lower_player_that_works():
    # Four drawn rounds of a 6-player all-play-all, leaving only 1-3, 2-4, 5-6 unplayed;
    # every player had white twice, all are on 2 points: one group, upper {1,2,3}, lower
    # {4,5,6}. 1 has met 4, 5, 6: the halves cannot be paired (2.6.d-e fail).
    # 2.6.f: 3 (weakest upper) is exchanged. With 4: upper {1,2,4} puts 2-4 in one half,
    # impossible. With 5: upper {1,2,5}, lower {3,4,6}: 1-3, 2-4, 5-6.
    # §3: equal whites, round 5 is odd: the upper-half player gets black.
    t = (
        Swiss(6)
        .games(1, (1, 2, "="), (3, 5, "="), (4, 6, "="))
        .games(2, (4, 1, "="), (5, 2, "="), (6, 3, "="))
        .games(3, (1, 5, "="), (2, 6, "="), (3, 4, "="))
        .games(4, (6, 1, "="), (2, 3, "="), (5, 4, "="))
        .build()
    )
    pairing = pair_swedish(t)
    assert pairing.boards == [(3, 1), (4, 2), (6, 5)]
    (step,) = pairing.explanation
    assert step.exchange.moved_down == (3,) and step.exchange.moved_up == (5,)
    assert (step.upper_half, step.lower_half) == ((1, 2, 5), (3, 4, 6))


# --- 2.6.g two exchanges ------------------------------------------------------------------


def test_two_exchanges_when_one_is_not_enough():
    # Four drawn rounds of a 6-player all-play-all leaving only 1-2, 3-4, 5-6 unplayed;
    # two whites each, all on 2 points. Upper {1,2,3}, lower {4,5,6}: 1 can only meet 2.
    # 2.6.f: any single exchange keeps 1 and 2 in the upper half: fails.
    # 2.6.g: 2 and 3 move down; lower pairs tried strongest first: (4,5) -> upper {1,4,5},
    # lower {2,3,6}: 1-2, 4-3, 5-6. §3: odd round, equal whites: upper half black.
    t = (
        Swiss(6)
        .games(1, (1, 3, "="), (5, 2, "="), (4, 6, "="))
        .games(2, (4, 1, "="), (2, 6, "="), (3, 5, "="))
        .games(3, (1, 5, "="), (2, 4, "="), (6, 3, "="))
        .games(4, (6, 1, "="), (3, 2, "="), (5, 4, "="))
        .build()
    )
    pairing = pair_swedish(t)
    assert pairing.boards == [(2, 1), (3, 4), (6, 5)]
    (step,) = pairing.explanation
    assert step.exchange.moved_down == (2, 3) and step.exchange.moved_up == (4, 5)


# --- 2.5 group of one -----------------------------------------------------------------------


def test_single_player_meets_strongest_of_next_group_not_yet_met():
    # R1: 4-1 0-1, 2-5 =, 3-6 =.  R2: 1-2 =, 4-3 1-0, 5-6 =.
    # Scores: 1: 1.5 | 2, 4, 5, 6: 1 | 3: 0.5.
    # 2.5: 1 has met 4 and 2, so he meets 5 (strongest not met of the next group).
    # Then {2,4,6} is odd: 2.7 moves up 3 (placed last): upper {2,4}, lower {6,3};
    # 2-6 then 4-3 repeats, so 2.6.e: 2-3, 4-6.
    # §3 (round 3, odd): whites 1:1 5:0 -> 5 white; 2:1 3:0 -> 3 white; 4:2 6:0 -> 6 white.
    t = Swiss(6).games(1, (4, 1, "0"), (2, 5, "="), (3, 6, "=")).games(2, (1, 2, "="), (4, 3, "1"), (5, 6, "=")).build()
    pairing = pair_swedish(t)
    assert pairing.boards == [(5, 1), (3, 2), (6, 4)]
    assert step_articles(pairing) == ["2.5", "2.7"]
    single, odd = pairing.explanation
    assert single.group == (1,) and single.moved_up == (5,)
    assert (single.upper_half, single.lower_half) == ((1,), (5,))
    assert odd.moved_up == (3,) and odd.lower_half == (6, 3)


# --- 2.7 moved-up player last ---------------------------------------------------------------


def test_moved_up_player_is_placed_last_in_the_lower_half():
    # R1: 4-2 0-1, 6-3 0-1, 1-5 0-1. Groups: {2,3,5} on 1 point, {1,4,6} on 0.
    # 2.7: the strongest of the next group, 1, moves up and is placed LAST in the lower half
    # even though his starting number is the best: upper {2,3}, lower {5,1}: 2-5, 3-1.
    # Then {4,6}: 4-6.
    # §3 (round 2, even): 2-5 equal whites -> upper 2 white; 3 (0 whites) v 1 (1) -> 3 white;
    # 4-6 equal -> upper 4 white.
    t = Swiss(6).games(1, (4, 2, "0"), (6, 3, "0"), (1, 5, "0")).build()
    pairing = pair_swedish(t)
    assert pairing.boards == [(2, 5), (3, 1), (4, 6)]
    first = pairing.explanation[0]
    assert first.article == "2.7"
    assert (first.upper_half, first.lower_half, first.moved_up) == ((2, 3), (5, 1), (1,))


# --- 2.8 ----------------------------------------------------------------------------------


def test_two_players_are_moved_up_into_a_group_that_cannot_be_paired():
    # R1: 1-2 =, 5-3 0-1, 6-4 0-1; 7 and 8 absent (Z).
    # Groups: {3,4} 1 | {1,2} 0.5 | {5,6,7,8} 0. {3,4}: 3-4.
    # {1,2} have met: 2.8 moves up the two strongest of {5,6,7,8} that make 2.6 possible,
    # 5 and 6, placed last: upper {1,2}, lower {5,6}: 1-5, 2-6. Then {7,8}: 7-8.
    # §3 (round 2, even): 3-4 equal -> 3 white; 1-5 one white each -> upper 1 white;
    # 2 (0 whites) v 6 (1) -> 2 white; 7-8 equal -> 7 white.
    t = Swiss(8).games(1, (1, 2, "="), (5, 3, "0"), (6, 4, "0")).bye(1, 7, "Z").bye(1, 8, "Z").build()
    pairing = pair_swedish(t)
    assert pairing.boards == [(3, 4), (1, 5), (2, 6), (7, 8)]
    assert step_articles(pairing) == ["2.6", "2.8", "2.6"]
    moved = pairing.explanation[1]
    assert moved.group == (1, 2) and moved.moved_up == (5, 6)


def _bottom_group_case() -> Swiss:
    # R1: 1-3 0-1, 2-4 0-1, 5-6 =; 1 and 2 are absent in round 2.
    # Round 2 groups: {3,4} on 1 point, {5,6} on 0.5 - and 5, 6 have met.
    return Swiss(6).games(1, (1, 3, "0"), (2, 4, "0"), (5, 6, "=")).bye(2, 1, "Z").bye(2, 2, "Z")


def test_lowest_group_is_merged_with_the_group_above():
    # Literal reading (no look-ahead): {3,4} is paired 3-4; {5,6} cannot be paired and is
    # the lowest group, so 2.8 merges it with {3,4}; the merged group in starting order:
    # upper {3,4}, lower {5,6}: 3-5, 4-6.
    # §3 (round 2, even): 3 (0 whites) v 5 (1) -> 3 white; 4-6 equal -> upper 4 white.
    pairing = pair_swedish(_bottom_group_case().build(), SwedishOptions(look_ahead=False))
    assert pairing.boards == [(3, 5), (4, 6)]
    assert pairing.absent == [1, 2]
    assert step_articles(pairing) == ["2.8 merge"]


def test_look_ahead_moves_the_bottom_group_up_instead_of_merging():
    # With the default look-ahead, pairing {3,4} alone would leave {5,6} unpairable, so
    # 2.6 fails for {3,4} and 2.8 moves 5 and 6 up: same pairs, found one step earlier.
    pairing = pair_swedish(_bottom_group_case().build())
    assert pairing.boards == [(3, 5), (4, 6)]
    assert step_articles(pairing) == ["2.8"]
    assert pairing.explanation[0].moved_up == (5, 6)


# --- §0 postponed games -----------------------------------------------------------------------


def test_postponed_game_counts_as_a_win_for_both():
    # R1: 1-3 postponed (ratings 2400 v 2380), 2-4 1-0. Pairing scores: 1, 2, 3 on 1 point
    # (the postponed game is a win for both), 4 on 0.
    # 2.7: 4 moves up: upper {1,2}, lower {3,4}; 1-3 have met (postponed counts, decision),
    # so 1-4, 2-3. §3 (even round): 4 and 3 had no white -> they get white.
    t = Swiss(4).games(1, (1, 3, "*"), (2, 4, "1")).build()
    pairing = pair_swedish(t)
    assert pairing.scores == {1: 1, 2: 1, 3: 1, 4: 0}
    assert pairing.boards == [(4, 1), (3, 2)]


@pytest.mark.parametrize(
    ("ratings", "scores", "pairs"),
    [
        # gap 300 > 200: 1 counts a win, 3 a draw. Groups {1,2} | {3} | {4}: 1-2; 2.5: 3-4.
        ([2300, 2200, 2000, 1900], {1: 1, 2: 1, 3: Fraction(1, 2), 4: 0}, [(1, 2), (3, 4)]),
        # gap exactly 200 is not "more than 200": a win for both, as in the test above.
        ([2200, 2100, 2000, 1900], {1: 1, 2: 1, 3: 1, 4: 0}, [(4, 1), (3, 2)]),
    ],
)
def test_postponed_game_with_rating_gap_over_200_is_win_and_draw(ratings, scores, pairs):
    t = Swiss(4, ratings).games(1, (1, 3, "*"), (2, 4, "1")).build()
    pairing = pair_swedish(t)
    assert pairing.scores == scores
    assert pairing.boards == pairs


def test_unrated_player_in_postponed_game_counts_a_win():
    t = Swiss(4, [2300, 2200, 2000, 1900]).games(1, (1, 3, "*"), (2, 4, "1")).build()
    t.players[3].rating = None
    assert pair_swedish(t).scores[3] == 1


# --- §4 the extra player X ------------------------------------------------------------------


def test_odd_field_adds_x_last_and_bye_goes_to_whoever_meets_x():
    # 5 players + X (starting number 6): upper {1,2,3}, lower {4,5,X}: 1-4, 2-5, 3-X.
    # The bye goes to 3, an upper-half player, not to the lowest-rated (5). Odd round:
    # upper half black.
    pairing = pair_swedish(Swiss(5).build())
    assert pairing.boards == [(4, 1), (5, 2)]
    assert pairing.bye == 3
    assert pairing.explanation[0].lower_half == (4, 5, "X")


def test_nobody_meets_x_twice():
    # 3 players + X. R1: 3-1 1-0, 2 met X (bye). R2: 2-3 =, 1 met X (bye).
    # Pairing scores: 2, 3 on 1.5, 1 on 1, X on 0. Only 3 has not met X.
    # {2,3} have met; 2.8 moves up 1 and X; upper {1,2}, lower {3,X}: 1 has met 3 and X,
    # so 2.6.f exchanges 2 and 3: upper {1,3}, lower {2,X}: 1-2 and 3-X.
    # §3: 1 has 1 white (the bye counts as white, §4c), 2 has 2: 1 gets white.
    t = Swiss(3).game(1, 3, 1, "1").bye(1, 2).game(2, 2, 3, "=").bye(2, 1).build()
    pairing = pair_swedish(t)
    assert pairing.boards == [(1, 2)]
    assert pairing.bye == 3


def test_no_pairing_when_everyone_has_met_x():
    t = Swiss(3).game(1, 3, 1, "1").bye(1, 2).game(2, 2, 3, "=").bye(2, 1).game(3, 1, 2, "=").bye(3, 3).build()
    with pytest.raises(NoLegalPairing, match="X"):
        pair_swedish(t)


def test_x_is_removed_after_a_withdrawal():
    # Round 1 of 5 players had X (bye 3); 5 withdraws before round 2: four players, no X.
    t = Swiss(5).games(1, (4, 1, "0"), (5, 2, "0")).bye(1, 3).build()
    pairing = pair_swedish(t, SwedishOptions(withdrawn=frozenset({5})))
    assert pairing.bye is None and len(pairing.boards) == 2
    assert pairing.absent == [5] and pairing.withdrawn == [5]


def test_stated_unannounced_absence_counts_as_withdrawal():
    # handling.md F8 (default on): 5 lost round 1 by forfeit and the arbiter states he was
    # absent without notice, so he is not paired again.
    t = Swiss(5).games(1, (4, 1, "0"), (5, 2, "-")).bye(1, 3).absent_without_notice(1, 5).build()
    assert pair_swedish(t).withdrawn == [5]
    kept = pair_swedish(t, SwedishOptions(unannounced_absence_withdraws=False))
    assert kept.withdrawn == [] and kept.bye is not None


def test_a_forfeit_loss_alone_is_not_a_withdrawal():
    # A forfeit loss may be a notified late arrival: without a stated absence, 5 is paired again.
    t = Swiss(5).games(1, (4, 1, "0"), (5, 2, "-")).bye(1, 3).build()
    pairing = pair_swedish(t)
    assert pairing.withdrawn == [] and 5 not in pairing.absent


# --- absences and starting order (api.md, §1) ------------------------------------------------


def test_absent_players_are_not_paired():
    # 2 asked for a bye (H entry), 5 is listed in a bye request: 4 players remain, no X.
    t = Swiss(6).bye(1, 2, "H").request_bye(5).build()
    pairing = pair_swedish(t)
    assert pairing.absent == [2, 5]
    assert pairing.boards == [(4, 1), (6, 3)]


def test_rating_order_can_replace_the_pairing_numbers():
    # §1 by rating: player 4 is the strongest, then 3, 2, 1 -> halves {4,3} v {2,1}.
    t = Swiss(4, [1500, 1600, 1700, 1800]).build()
    assert pair_swedish(t).boards == [(3, 1), (4, 2)]  # by pairing number: 1-3, 2-4
    by_rating = pair_swedish(t, SwedishOptions(starting_order="rating"))
    assert by_rating.boards == [(2, 4), (1, 3)]


# --- beyond 2.6.a-g: the whole field merged and still not pairable by halves --------------------


def test_pairing_that_no_exchange_reaches_falls_back_to_strongest_first():
    # Eight players who may only meet as 1-2, 3-4, 5-6, 7-8 (all else met). With upper half
    # {1,2,3,4}, 1-2 needs 1 up and 2 down, so only {1} may stay up (k=3), and then 3-4 are
    # both down: no exchange of 2.6.f-g works, 2.8 has nothing to move up or merge with.
    # Decision: each player in starting order meets the strongest opponent that keeps 2.3.
    from domain.budget import Deadline
    from domain.swiss.swedish.field import RoundField
    from domain.swiss.swedish.procedure import SwedishProcedure

    allowed = {(0, 1), (2, 3), (4, 5), (6, 7)}
    met = [sum(1 << b for b in range(8) if b != a and (min(a, b), max(a, b)) not in allowed) for a in range(8)]
    field = RoundField(7, list(range(1, 9)), [Fraction(3)] * 8, [3] * 8, met, (), ())
    (step,) = SwedishProcedure(field, SwedishOptions(), Deadline.unlimited()).run()
    assert step.article == "2.3"
    assert step.pairs == ((0, 1), (2, 3), (4, 5), (6, 7))


def test_options_accept_plain_strings():
    options = SwedishOptions(starting_order="pairing-number", board_order="score", withdrawn=[3])
    assert options.starting_order.value == "pairing-number" and options.withdrawn == frozenset({3})
