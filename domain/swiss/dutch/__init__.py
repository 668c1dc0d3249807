"""The FIDE Dutch system (C.04.3): the 2026 edition (``dutch``) and the 2017 edition (``dutch-2017``)."""

from domain.swiss.dutch.editions import DUTCH_2017, DUTCH_2025, EDITIONS, Edition
from domain.swiss.dutch.engine import pair_dutch
from domain.swiss.dutch.options import DutchOptions

__all__ = ["DUTCH_2017", "DUTCH_2025", "EDITIONS", "DutchOptions", "Edition", "pair_dutch"]
