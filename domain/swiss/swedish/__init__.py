"""The Swedish Swiss system ("Lottningsregler", seed 001; rendered in ``swedish.md``)."""

from domain.swiss.swedish.engine import pair_swedish
from domain.swiss.swedish.options import BoardOrder, StartingOrder, SwedishOptions
from domain.swiss.swedish.result import Exchange, ExplainedStep, SwedishPairing, X_LABEL

__all__ = [
    "BoardOrder",
    "Exchange",
    "ExplainedStep",
    "StartingOrder",
    "SwedishOptions",
    "SwedishPairing",
    "X_LABEL",
    "pair_swedish",
]
