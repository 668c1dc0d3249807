"""Types of the compiled core built with the portable arithmetic (``CBLOSSOM_PORTABLE``, setup.py):
the same module as ``_cblossom`` under another name."""

from ._cblossom import ARITHMETIC as ARITHMETIC
from ._cblossom import CompiledCore as CompiledCore
from ._cblossom import SqueezeError as SqueezeError
