"""Named kinds of integers, so that a signature says which integer it takes.

The pairing code counts many different things in plain ``int``; these aliases (in the style of
python-chess's ``Square``) cost nothing at run time and make a mix-up visible when reading.
"""

from __future__ import annotations

from typing import TypeAlias

#: A player's pairing number (TRF start number, the ``001`` line's field).
PlayerId: TypeAlias = int
#: A round, numbered from 1.
RoundNumber: TypeAlias = int
#: A 0-based position in an order of players (the rank index of C.04.2 D.2, compressed).
Rank: TypeAlias = int
#: A score counted in integer units of the point system (points times its least common denominator).
ScoreUnits: TypeAlias = int
#: A player's index in the round's list sorted by score then rank: a vertex of the pairing graph.
Vertex: TypeAlias = int
#: A position in one bracket list (the MDPs, then the residents, then the next players).
BracketPosition: TypeAlias = int
#: A packed lexicographic edge weight: larger is better, fields compared most significant first.
Weight: TypeAlias = int
