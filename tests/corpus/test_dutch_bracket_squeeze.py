"""A bracket's matcher squeezes its weights to the fields they use, and never pairs differently.

The oracle squeezes a bracket's weights to the fields its base weights use (the score counters
of absent scoregroups, a third of the bits, go); a weight outside them makes the bracket match
with whole weights instead. Both paths must give the same pairing, and on ordinary rounds the
squeeze must hold (no fallback), or large rounds lose their speed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection

import pytest

from domain.matching import IncrementalMatching
from domain.matching.squeeze import Squeeze, SqueezeError
from domain.swiss.dutch import DUTCH_2025, oracle, pair_dutch
from domain.trf import parse_trf
from tests.conftest import FIXTURES, fixture_files
from tests.dutch.corpus import engine_pairings, variant_pairings

SAMPLED = [path for index, path in enumerate(fixture_files("dutch")) if index % 11 == 5]
#: Fields large enough to set rows in a bracket after its first solve (a 6-player one sets one row in
#: three rounds, so refusing every third leaves nothing to refuse); files are named n<players>_...
MIDWAY = [path for path in SAMPLED if int(path.name[1:4]) >= 20][:4]


def count_fallbacks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Record the size of every bracket whose matcher gave its squeeze up."""
    fallbacks: list[int] = []
    drop = oracle.BracketOracle._drop_squeeze

    def spy(self: oracle.BracketOracle) -> None:
        fallbacks.append(len(self.members))
        drop(self)

    monkeypatch.setattr(oracle.BracketOracle, "_drop_squeeze", spy)
    return fallbacks


@pytest.mark.parametrize("path", SAMPLED, ids=lambda path: path.name)
def test_a_squeeze_too_narrow_falls_back_to_the_same_pairing(path, monkeypatch: pytest.MonkeyPatch) -> None:
    squeezed = engine_pairings(path, "dutch")
    fallbacks = count_fallbacks(monkeypatch)
    fields_squeeze = oracle.BracketFields.squeeze

    def too_narrow(self: oracle.BracketFields, weights: Collection[int]) -> Squeeze:
        right = fields_squeeze(self, weights)
        return Squeeze(right.room_bits, right.fields[1:], right.derived)  # drop a field the weights use

    monkeypatch.setattr(oracle.BracketFields, "squeeze", too_narrow)
    assert variant_pairings(path, "dutch") == squeezed
    assert fallbacks, "no bracket met the narrowed squeeze: the fallback went untested"


@pytest.mark.parametrize("path", MIDWAY, ids=lambda path: path.name)
def test_a_squeeze_given_up_midway_leaves_the_pairing_alone(path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A weight that does not fit arriving late in a bracket (some players already paired):
    the matcher is rebuilt with whole weights on the players still to pair."""
    squeezed = engine_pairings(path, "dutch")
    fallbacks = count_fallbacks(monkeypatch)
    calls = [0]
    for name in ("set_row", "set_ranked_row"):  # (c)'s and (b)'s rows, (d)'s rows
        monkeypatch.setattr(IncrementalMatching, name, sometimes_too_wide(getattr(IncrementalMatching, name), calls))
    assert variant_pairings(path, "dutch") == squeezed
    assert fallbacks


def sometimes_too_wide(method: Callable[..., None], calls: list[int]) -> Callable[..., None]:
    """``method`` of a squeezed matcher refusing every third call as a weight outside the squeeze."""

    def refuse(self: IncrementalMatching, *args: object, **kwargs: object) -> None:
        calls[0] += 1
        if self._squeeze is not None and calls[0] % 3 == 0:
            raise SqueezeError("a weight has bits outside the squeezed fields")
        method(self, *args, **kwargs)

    return refuse


def test_a_field_that_is_a_combination_of_higher_ones_in_every_weight_goes() -> None:
    """Three 20-bit counters above a 50-bit room (wider than the fewest limbs hold): in the first
    weights the lowest always mirrors the highest, the middle one does not."""
    fields = oracle.BracketFields(50, ((0, 20), (20, 20), (40, 20)))

    def weight(low: int, middle: int, high: int) -> int:
        return ((high << 40) | (middle << 20) | low) << 50

    squeeze = fields.squeeze([weight(2, 1, 2), weight(0, 1, 0), weight(5, 0, 5)])
    assert squeeze.fields == ((20, 20), (40, 20)) and squeeze.derived == ((0, 20, 1, ((40, 20, 1),)),)
    assert squeeze.apply(weight(5, 1, 5) + 2) == (((5 << 20) | 1) << 50) + 2
    with pytest.raises(SqueezeError):
        squeeze.apply(weight(4, 1, 5))  # off its combination: the bracket matches unsqueezed
    difference = fields.squeeze([weight(1, 1, 2), weight(0, 3, 3), weight(2, 0, 2)])  # low = high - middle
    assert difference.fields == ((20, 20), (40, 20))
    assert difference.derived == ((0, 20, 1, ((20, 20, -1), (40, 20, 1))),)
    apart = fields.squeeze([weight(2, 1, 2), weight(0, 1, 3), weight(1, 0, 0)])
    assert apart.fields == ((0, 20), (20, 20), (40, 20)) and apart.derived == ()
    three = fields.squeeze([weight(1, 1, 1), weight(3, 3, 3)])  # all equal: the two lower ones go
    assert three.fields == ((40, 20),) and three.derived == ((0, 20, 1, ((40, 20, 1),)), (20, 20, 1, ((40, 20, 1),)))


def test_a_squeeze_the_fewest_limbs_hold_already_keeps_its_derived_fields() -> None:
    """Searching costs a small bracket more than one limb less would save: 3 x 4 bits over a 3-bit room."""
    fields = oracle.BracketFields(3, ((0, 4), (4, 4), (8, 4)))
    squeeze = fields.squeeze([((2 << 8) | (1 << 4) | 2) << 3, ((5 << 8) | 5) << 3])
    assert squeeze.fields == ((0, 4), (4, 4), (8, 4)) and squeeze.derived == ()


def test_the_brackets_of_a_1000_player_round_keep_their_squeeze(monkeypatch: pytest.MonkeyPatch) -> None:
    """No fallback, and every bracket drops derived fields: in a bracket of one or two scores, a
    score's [C18]-[C21] counter often counts the very players [C14]-[C17] count."""
    fallbacks = count_fallbacks(monkeypatch)
    squeezes: list[Squeeze] = []
    fields_squeeze = oracle.BracketFields.squeeze

    def spy(self: oracle.BracketFields, weights: Collection[int]) -> Squeeze:
        squeezes.append(fields_squeeze(self, weights))
        return squeezes[-1]

    monkeypatch.setattr(oracle.BracketFields, "squeeze", spy)
    result = pair_dutch(parse_trf((FIXTURES / "perf" / "n1000_round5_input.trf").read_text()), DUTCH_2025)
    assert result.boards and fallbacks == []
    assert squeezes and all(squeeze.derived for squeeze in squeezes)


@pytest.mark.parametrize("seed", range(40))
def test_derived_fields_hold_in_every_weight_and_catch_every_copy(seed: int) -> None:
    """Random fields, some planted as a copy or a signed sum of higher ones: every derived field
    found holds its combination in every weight, and a planted copy is always found."""
    rng = random.Random(seed)
    fields, shift = [], 0
    for _ in range(rng.randint(2, 9)):
        width = rng.randint(2, 12)
        fields.append((shift, width))
        shift += width
    values = [[rng.randrange(1 << min(width, 3)) for _, width in fields] for _ in range(rng.randint(1, 12))]
    copies = set()
    for k in reversed(range(len(fields) - 1)):  # from the top down: a planted field's sources are final
        higher = rng.sample(range(k + 1, len(fields)), min(rng.randint(1, 2), len(fields) - k - 1))
        signs = [rng.choice([-1, 1]) for _ in higher]
        if rng.random() < 0.5 or any(
            not 0 <= sum(s * row[h] for s, h in zip(signs, higher, strict=True)) < 1 << fields[k][1] for row in values
        ):
            continue
        for row in values:
            row[k] = sum(s * row[h] for s, h in zip(signs, higher, strict=True))
        if len(higher) == 1 and signs == [1]:
            copies.add(fields[k])
    bases = [sum(value << at for value, (at, _) in zip(row, fields, strict=True)) for row in values]

    def field(base: int, at: int, width: int) -> int:
        return (base >> at) & ((1 << width) - 1)

    derived = oracle.derived_fields(fields, bases)
    for at, width, den, terms in derived:
        assert all(t[0] > at for t in terms)
        for base in bases:
            assert den * field(base, at, width) == sum(num * field(base, t, w) for t, w, num in terms)
    assert copies <= {(at, width) for at, width, _, _ in derived}
