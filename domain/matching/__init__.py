"""Maximum matching in general graphs (weighted and unweighted): the one matching library.

See :mod:`domain.matching._blossom` for the weighted algorithm and its invariants,
:mod:`domain.matching.cardinality` for the unweighted one.
"""

from .cardinality import augment_from, greedy_matching, max_cardinality_matching
from .incremental import IncrementalMatching, offset_rows, ranked_row
from .induced import InducedPerfectMatching
from .weighted import matching_weight, max_weight_matching

__all__ = [
    "IncrementalMatching",
    "InducedPerfectMatching",
    "augment_from",
    "greedy_matching",
    "matching_weight",
    "max_cardinality_matching",
    "max_weight_matching",
    "offset_rows",
    "ranked_row",
]
