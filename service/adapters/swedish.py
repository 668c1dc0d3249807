"""The Swedish parts of ``POST /v1/swiss/pairings`` (``"system": "swedish"``).

Request options (:class:`SwedishOptionsModel`) become :class:`SwedishOptions`; an explanation
step becomes a JSON-ready dict with a sentence. X (§4) never appears as an id in the pairs: the
player facing X is the ``bye``.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.swiss.explanation import PlayerLabel
from domain.swiss.swedish import BoardOrder, StartingOrder, SwedishOptions
from domain.swiss.swedish.explanation import SwedishStep
from service.schemas.swedish import SwedishOptionsModel


def swedish_options(
    model: SwedishOptionsModel | None, tournament: Tournament, pointer: str = "/options"
) -> SwedishOptions:
    """Domain options from the request; unknown withdrawn ids are a 422 naming the field.

    F8 applies when both the request's top-level ``unannounced_absence_withdraws`` and the Swedish
    option of the same name are true (:meth:`SwissOptions.swedish_rules`).
    """
    model = model or SwedishOptionsModel()
    unknown = [(i, n) for i, n in enumerate(model.withdrawn) if n not in tournament.players]
    if unknown:
        raise InvalidInput(
            [Issue(f"{pointer}/withdrawn/{i}", f"player {n} is not a player of this tournament") for i, n in unknown]
        )
    return SwedishOptions(
        postponed_rating_gap=model.postponed_rating_gap,
        postponed_counts_as_game=model.postponed_counts_as_game,
        starting_order=StartingOrder(model.starting_order),
        look_ahead=model.look_ahead,
        withdrawn=frozenset(model.withdrawn),
        unannounced_absence_withdraws=model.unannounced_absence_withdraws,
        board_order=BoardOrder(model.board_order),
    )


def step_to_dict(step: SwedishStep) -> dict[str, Any]:
    return {
        "article": step.article,
        "score": float(step.score),
        "group": list(step.group),
        "moved_up": list(step.moved_up),
        "upper_half": list(step.upper_half),
        "lower_half": list(step.lower_half),
        "exchange": None
        if step.exchange is None
        else {"moved_down": list(step.exchange.moved_down), "moved_up": list(step.exchange.moved_up)},
        "reordered": list(step.reordered),
        "backtracked": list(step.backtracked),
        "pairs": [list(pair) for pair in step.pairs],
        "notes": list(step.notes),
        "text": describe(step),
    }


def describe(step: SwedishStep) -> str:
    """One sentence a reader can check against the rules."""
    parts = []
    if step.upper_half:
        parts.append(f"upper half {_names(step.upper_half)} v lower half {_names(step.lower_half)}")
    if step.exchange is not None:
        article = "2.6.f" if len(step.exchange.moved_up) == 1 else "2.6.g"
        moved = f"{_names(step.exchange.moved_down)} down, {_names(step.exchange.moved_up)} up"
        parts.append(f"{article} exchange: {moved}")
    if step.reordered:
        parts.append(f"2.6.d re-ordered for {_names(step.reordered)}")
    if step.backtracked:
        parts.append(f"2.6.e backtracked at {_names(step.backtracked)}")
    return group_sentence(step.article, step.score, step.group, step.moved_up, parts, step.notes, step.pairs)


def group_sentence(
    article: str,
    score: Fraction,
    group: Iterable[PlayerLabel],
    moved_up: Iterable[PlayerLabel],
    details: list[str],
    notes: Iterable[str],
    pairs: Iterable[tuple[PlayerLabel, PlayerLabel]],
) -> str:
    """A group paired by one article, in one sentence: its score and players, who moved up into
    it, the ``details`` of the procedure, the notes and the pairs."""
    parts = [f"{article}: group on {float(score):g} point(s): {_names(group)}"]
    moved = _names(moved_up)
    if moved:
        parts.append(f"moved up: {moved}")
    parts += [*details, *notes]
    parts.append("pairs " + "; ".join(f"{upper}-{lower}" for upper, lower in pairs))
    return "; ".join(parts)


def _names(players: Iterable[PlayerLabel]) -> str:
    return ", ".join(str(player) for player in players)
