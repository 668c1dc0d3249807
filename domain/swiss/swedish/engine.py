"""The Swedish Swiss system's entry point: one round of ``swedish.md`` from a tournament state."""

from __future__ import annotations

from domain.budget import Deadline
from domain.model import Tournament
from domain.restrictions import forbidden_index
from domain.swiss.participants import ensure_rounds_left
from domain.swiss.result import SwissPairing
from domain.swiss.round_to_pair import refuse_empty_pairing
from domain.swiss.swedish.colours import colour_pair
from domain.swiss.swedish.explanation import Exchange, SwedishStep
from domain.swiss.swedish.field import RoundField, build_field
from domain.swiss.swedish.options import BoardOrder, SwedishOptions
from domain.swiss.swedish.procedure import Step, SwedishProcedure


def pair_swedish(
    tournament: Tournament, options: SwedishOptions | None = None, deadline: Deadline | None = None
) -> SwissPairing:
    """Pair ``tournament.next_round`` by the Swedish rules.

    Raises :class:`~domain.errors.NoLegalPairing` when no pairing avoids a repeat meeting and
    :class:`~domain.errors.InvalidInput` for options naming unknown players.
    """
    ensure_rounds_left(tournament)
    options = options or SwedishOptions()
    deadline = deadline or Deadline.unlimited()
    field = build_field(tournament, options)
    # forbidden pairs are kept like 2.3: a group larger than the rest of the field is said at once
    present = [player for player in field.ids if player is not None]
    forbidden_index(tournament, field.round_number).refuse_crowded(present, "2.3")
    steps = SwedishProcedure(field, options, deadline).run()
    return swedish_answer(tournament, field, steps, options)


def swedish_answer(
    tournament: Tournament, field: RoundField, steps: list[Step], options: SwedishOptions
) -> SwissPairing:
    """The round's answer from the procedure's steps: §3 colours, the bye of §4, the board order."""
    coloured = [colour_pair(field, upper, lower) for step in steps for upper, lower in step.pairs]
    bye = _bye(field, coloured)
    games = [pair for pair in coloured if field.x_index not in pair]
    refuse_empty_pairing(tournament, field.round_number, games, bye)
    if options.board_order is BoardOrder.SCORE:
        games.sort(key=lambda pair: _f1_key(field, pair))
    return SwissPairing(
        system="swedish",
        round_number=field.round_number,
        boards=[(field.ids[w], field.ids[b]) for w, b in games],  # type: ignore[misc]
        bye=bye,
        absent=list(field.absent),
        withdrawn=list(field.withdrawn),
        scores={field.ids[i]: field.scores[i] for i in range(field.size) if field.ids[i] is not None},  # type: ignore[misc]
        explanation=tuple(_explain(field, step) for step in steps),
    )


def _bye(field: RoundField, pairs: list[tuple[int, int]]) -> int | None:
    """§4: the player facing X gets the bye (X is never an id in the answer)."""
    x = field.x_index
    for white, black in pairs:
        if x in (white, black):
            return field.ids[black if white == x else white]
    return None


def _f1_key(field: RoundField, pair: tuple[int, int]):
    """handling.md F1: higher score of the pair, score sum, better starting number."""
    a, b = sorted(pair, key=lambda p: (-field.scores[p], p))
    return (-field.scores[a], -(field.scores[a] + field.scores[b]), a)


def _explain(field: RoundField, step: Step) -> SwedishStep:
    labels = lambda players: tuple(field.label(p) for p in players)  # noqa: E731
    halves = step.halves
    exchange = None
    if halves is not None and halves.exchange is not None:
        exchange = Exchange(labels(halves.exchange[0]), labels(halves.exchange[1]))
    return SwedishStep(
        article=step.article,
        score=step.score,
        group=labels(step.group),
        moved_up=labels(halves.moved_up if halves is not None else step.moved_up),
        upper_half=labels(halves.upper if halves is not None else [u for u, _ in step.pairs]),
        lower_half=labels(halves.lower if halves is not None else [lower for _, lower in step.pairs]),
        exchange=exchange,
        reordered=labels(halves.reordered) if halves is not None else (),
        backtracked=labels(halves.backtracked) if halves is not None else (),
        pairs=tuple((field.label(upper), field.label(lower)) for upper, lower in step.pairs),
        notes=tuple(step.notes),
    )
