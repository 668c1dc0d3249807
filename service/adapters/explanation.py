"""Each system's explanation records as the JSON-ready dicts of the answer's ``explanation``.

One renderer per record type (each system records its own steps, :mod:`domain.swiss.explanation`).
Swiss Team and Double-Swiss steps are written in the shape of the Swedish group steps, which
the answer has always used for them: an article, a group (the bracket's residents), the players
or teams moved up into it, its pairs and notes, and one sentence.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.swiss.double_swiss.explanation import DoubleSwissStep
from domain.swiss.dutch.explanation import BracketStep
from domain.swiss.explanation import ExplanationStep
from domain.swiss.swedish.explanation import SwedishStep
from domain.swiss.team.explanation import TeamStep
from service.adapters.swedish import group_sentence
from service.adapters.swedish import step_to_dict as swedish_step_to_dict


def step_to_dict(step: ExplanationStep) -> dict[str, Any]:
    """The step as the answer writes it, by the renderer of its record type."""
    render: Callable[[Any], dict[str, Any]] = _RENDERERS[type(step)]
    return render(step)


def bracket_step_to_dict(step: BracketStep) -> dict[str, Any]:
    """A Dutch bracket: its score, MDPs, residents, pairs and downfloaters (player ids)."""
    return {
        "score": float(step.score),
        "mdps": list(step.mdps),
        "residents": list(step.residents),
        "pairs": [list(pair) for pair in step.pairs],
        "downfloaters": list(step.downfloaters),
    }


def top_scoregroup_step_to_dict(step: TeamStep | DoubleSwissStep) -> dict[str, Any]:
    """A Swiss Team or Double-Swiss step: the PAB (3.4) or a bracket with its upfloaters (3.5-3.6)."""
    return {
        "article": step.article,
        "score": float(step.score),
        "group": list(step.residents),
        "moved_up": list(step.upfloaters),
        "upper_half": [],
        "lower_half": [],
        "exchange": None,
        "reordered": [],
        "backtracked": [],
        "pairs": [list(pair) for pair in step.pairs],
        "notes": list(step.notes),
        "text": group_sentence(step.article, step.score, step.residents, step.upfloaters, [], step.notes, step.pairs),
    }


_RENDERERS: dict[type, Callable[[Any], dict[str, Any]]] = {
    BracketStep: bracket_step_to_dict,
    SwedishStep: swedish_step_to_dict,
    TeamStep: top_scoregroup_step_to_dict,
    DoubleSwissStep: top_scoregroup_step_to_dict,
}
