"""Which blossom core solves: the compiled one when it is built, else the pure-Python one.

Both implement the same algorithm (:mod:`domain.matching._blossom` documents it) with exact
integers of any width, so they reach optimal matchings of the same weight; the compiled core
(``_cblossom.c``, built by ``pip install`` when a C compiler is present) is many times faster.
``PAIRING_MATCHER=python`` forces the pure-Python core (to compare the two, or to rule the
compiled one out when diagnosing).

>>> core_class(prefer_compiled=False).__name__
'BlossomCore'
"""

from __future__ import annotations

import os
from typing import Any

CompiledCore: Any
SqueezeError: type[ValueError]
try:  # built by setup.py; optional, so a machine without a C compiler still installs and runs
    from ._cblossom import CompiledCore, SqueezeError
except ImportError:  # pragma: no cover - depends on the install
    CompiledCore = None

    class SqueezeError(ValueError):  # type: ignore[no-redef]
        """A weight has bits outside the fields a :class:`~domain.matching.squeeze.Squeeze` keeps."""


#: The environment variable that chooses the core: ``compiled`` (default) or ``python``.
MATCHER_VARIABLE = "PAIRING_MATCHER"


def compiled_available() -> bool:
    """Whether the compiled core was built for this interpreter."""
    return CompiledCore is not None


def core_class(prefer_compiled: bool | None = None) -> Any:
    """The class to construct a core from: ``(n, adj)`` with internal (doubled) weights.

    ``prefer_compiled`` None reads :data:`MATCHER_VARIABLE`.
    """
    if prefer_compiled is None:
        prefer_compiled = os.environ.get(MATCHER_VARIABLE, "compiled").strip().lower() != "python"
    if prefer_compiled and CompiledCore is not None:
        return CompiledCore
    return python_core()


def python_core() -> Any:
    """The pure-Python core class, imported on first use: a process that has the compiled core
    never loads it (a command-line run of a small round spends most of its time importing)."""
    from ._blossom import BlossomCore

    return BlossomCore
