"""Berger schedules for round robins (FIDE C.05 Annex 1).

Players hold starting numbers 1..N. The table is defined for an even size ``n`` (``N`` itself,
or ``N + 1`` for an odd field, where meeting the virtual number ``n`` means a bye). Round ``r``
of the table is generated in closed form (``round-robin.md`` §1.2), which reproduces the
published tables exactly:

* board 1: ``n`` against ``a`` with ``2a ≡ r + 1 (mod n - 1)``; ``n`` has Black in odd rounds,
  White in even rounds;
* board ``k``: White ``a + (k - 1)``, Black ``a - (k - 1)``, both reduced into ``1..n-1``.

A double round robin repeats the cycle with colours reversed; FIDE recommends playing the last
two rounds of the first cycle in reverse order, which keeps anybody from getting three games in
a row with one colour at the junction of the cycles. The recommendation is the default here.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Game:
    """One board: starting numbers of the players with White and with Black."""

    white: int
    black: int


@dataclass(frozen=True, slots=True)
class Bye:
    """The player facing the virtual number of an odd field rests this round (C.05 Annex 1)."""

    player: int


Board = Game | Bye


@dataclass(frozen=True, slots=True)
class Schedule:
    """The rounds as played, and for each the round of the Berger table it comes from."""

    players: int
    table_size: int
    rounds: tuple[tuple[Board, ...], ...]
    table_rounds: tuple[int, ...]
    cycles: int


def table_size(players: int) -> int:
    """The even size of the Berger table for ``players`` (odd fields add a virtual player)."""
    if players < 2:
        raise ValueError("a round robin needs at least 2 players")
    return players + players % 2


def table_round(n: int, r: int) -> tuple[Game, ...]:
    """Round ``r`` of the Berger table for the even size ``n``, boards in published order."""
    if n < 2 or n % 2:
        raise ValueError("the table size must be even and at least 2")
    m = n - 1
    if not 1 <= r <= m:
        raise ValueError(f"round {r} is not in 1..{m}")
    # 2a ≡ r + 1 (mod m), m odd: the inverse of 2 is (m + 1) / 2.
    a = _reduce((r + 1) * (m + 1) // 2, m)
    first = Game(white=a, black=n) if r % 2 else Game(white=n, black=a)
    others = (Game(white=_reduce(a + k, m), black=_reduce(a - k, m)) for k in range(1, n // 2))
    return (first, *others)


def table(n: int) -> tuple[tuple[Game, ...], ...]:
    """All ``n - 1`` rounds of the Berger table for the even size ``n``."""
    return tuple(table_round(n, r) for r in range(1, n))


def cycle_order(n: int, cycles: int, swap_last_two: bool) -> tuple[tuple[int, bool], ...]:
    """``(table round, colours reversed)`` for every round played, in playing order.

    The swap of the last two rounds of the first cycle (C.05 Annex 1 recommendation for double
    round robins) applies only with a second cycle and at least three rounds per cycle.
    """
    rounds = list(range(1, n))
    first = [*rounds[:-2], rounds[-1], rounds[-2]] if cycles == 2 and swap_last_two and len(rounds) >= 3 else rounds
    order = [(r, False) for r in first]
    if cycles == 2:
        order += [(r, True) for r in rounds]
    return tuple(order)


def schedule(players: int, cycles: int = 1, swap_last_two: bool = True) -> Schedule:
    """The Berger schedule for ``players`` starting numbers, one or two cycles."""
    if cycles not in (1, 2):
        raise ValueError("cycles must be 1 or 2")
    n = table_size(players)
    order = cycle_order(n, cycles, swap_last_two)
    rounds = tuple(_played_round(table_round(n, r), players, reverse) for r, reverse in order)
    return Schedule(
        players=players, table_size=n, rounds=rounds, table_rounds=tuple(r for r, _ in order), cycles=cycles
    )


def meetings(n: int, table_rounds: list[int] | range) -> set[frozenset[int]]:
    """The pairs of starting numbers (virtual number included) meeting in the given table rounds."""
    return {frozenset((game.white, game.black)) for r in table_rounds for game in table_round(n, r)}


def last_table_rounds(n: int, count: int = 3) -> range:
    """The table rounds played last: the same rounds close a single and a double round robin.

    (The second cycle follows the table order; the swap only touches the first cycle.)
    """
    return range(max(1, n - count), n)


def _played_round(games: tuple[Game, ...], players: int, reverse: bool) -> tuple[Board, ...]:
    """Games in board order with colours reversed if asked; the bye (if any) listed last."""
    boards: list[Board] = []
    bye: Bye | None = None
    for game in games:
        if players < game.white or players < game.black:
            bye = Bye(player=min(game.white, game.black))
        else:
            boards.append(Game(white=game.black, black=game.white) if reverse else game)
    return tuple(boards) + ((bye,) if bye else ())


def _reduce(value: int, m: int) -> int:
    """``value`` reduced into ``1..m`` (``m`` stands for 0)."""
    return (value - 1) % m + 1
