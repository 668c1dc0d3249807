"""Which blossom core solves: the compiled one when it is built, else the pure-Python one.

Both implement :class:`~domain.matching.protocol.BlossomCore` in full (mypy checks it below) with
exact integers, so they reach optimal matchings of the same weight; the compiled core
(``_cblossom``, built by ``pip install`` when a C compiler is present) is many times faster.
``PAIRING_MATCHER=python`` forces the pure-Python core (to compare the two, or to rule the
compiled one out when diagnosing); ``PAIRING_MATCHER=portable`` the compiled core built with the
portable arithmetic (the one machines other than x86-64 run), when it was built.

>>> core_class(prefer_compiled=False).__name__
'PythonCore'
"""

from __future__ import annotations

import os

from .protocol import CoreMaker, SqueezeError

# Both compiled builds are optional (setup.py), so a machine without a C compiler still installs
# and runs. Assigning each to a CoreMaker is the check that it implements the face in full.
try:
    from . import _cblossom

    CompiledCore: CoreMaker | None = _cblossom.CompiledCore
except ImportError:  # pragma: no cover - depends on the install
    CompiledCore = None
try:  # the same core with CBLOSSOM_PORTABLE, for the tests of that path
    from . import _cblossom_portable

    PortableCore: CoreMaker | None = _cblossom_portable.CompiledCore
except ImportError:  # pragma: no cover - depends on the install
    PortableCore = None

#: The environment variable that chooses the core: ``compiled`` (default), ``portable`` or ``python``.
MATCHER_VARIABLE = "PAIRING_MATCHER"


def compiled_available() -> bool:
    """Whether the compiled core was built for this interpreter."""
    return CompiledCore is not None


def core_class(prefer_compiled: bool | None = None) -> CoreMaker:
    """The class to construct a core from (:class:`~domain.matching.protocol.CoreMaker`).

    ``prefer_compiled`` None reads :data:`MATCHER_VARIABLE`; True gives the compiled core, False
    the Python core. A compiled core that was not built gives way to the Python core.
    """
    if prefer_compiled is None:
        choice = os.environ.get(MATCHER_VARIABLE, "compiled").strip().lower()
    else:
        choice = "compiled" if prefer_compiled else "python"
    compiled = {"python": None, "portable": PortableCore or CompiledCore}.get(choice, CompiledCore)
    return compiled if compiled is not None else python_core()


def python_core() -> CoreMaker:
    """The pure-Python core class, imported on first use: a process that has the compiled core
    never loads it (a command-line run of a small round spends most of its time importing)."""
    from .python_core import PythonCore

    maker: CoreMaker = PythonCore  # the check that it implements the face in full
    return maker


__all__ = [
    "MATCHER_VARIABLE",
    "CompiledCore",
    "PortableCore",
    "SqueezeError",
    "compiled_available",
    "core_class",
    "python_core",
]
