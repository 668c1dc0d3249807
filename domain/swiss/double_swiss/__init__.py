"""The FIDE Double-Swiss system (C.04.5, in force from 1 Feb 2026): two-game matches, the shared
top-scoregroup procedure, Art. 4 colours (``double-swiss.md``)."""

from domain.swiss.double_swiss.engine import SYSTEM_NAME, DoubleSwissRoundPairing, pair_double_swiss

__all__ = ["SYSTEM_NAME", "DoubleSwissRoundPairing", "pair_double_swiss"]
