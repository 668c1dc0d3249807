"""Maximum matching in general graphs (weighted and unweighted).

See :mod:`domain.matching._blossom` for the algorithm and its invariants.
"""

from .cardinality import max_cardinality_matching
from .incremental import IncrementalMatching
from .weighted import (
    matching_weight,
    max_weight_matching,
    max_weight_matching_dense,
)

__all__ = [
    "IncrementalMatching",
    "matching_weight",
    "max_cardinality_matching",
    "max_weight_matching",
    "max_weight_matching_dense",
]
