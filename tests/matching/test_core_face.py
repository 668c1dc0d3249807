"""The cores share one face (issue 31): the compiled module is what its stub says, and neither core
has public operations beyond :class:`~domain.matching.protocol.BlossomCore` but its own diagnostics.

mypy checks the signatures (domain/matching/cores.py assigns each core to a ``CoreMaker``); these
tests check what mypy cannot see: the C module's own method and attribute tables.
"""

from __future__ import annotations

import ast
import platform
from pathlib import Path

import pytest

from domain.matching import protocol
from domain.matching.cores import CompiledCore, PortableCore, core_class
from domain.matching.python_core import PythonCore

STUB = Path(protocol.__file__).with_name("_cblossom.pyi")
#: What the compiled core shows beyond the face: its integer width and its row cache, for tests.
COMPILED_DIAGNOSTICS = {"limbs", "cached_bytes", "chunk_reads"}


def public(names: object) -> set[str]:
    return {name for name in dir(names) if not name.startswith("_")}


def stub_members() -> set[str]:
    """The members the stub declares for ``CompiledCore``."""
    tree = ast.parse(STUB.read_text())
    (core,) = [node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "CompiledCore"]
    return {node.name for node in core.body if isinstance(node, ast.FunctionDef) and node.name != "__init__"}


def face() -> set[str]:
    return public(protocol.BlossomCore) - public(object)


@pytest.mark.parametrize("name", ["compiled", "portable"])
def test_the_stub_lists_exactly_what_the_compiled_module_defines(name: str) -> None:
    core = CompiledCore if name == "compiled" else PortableCore
    assert core is not None
    assert public(core) - public(object) == stub_members()


def test_the_compiled_core_shows_the_face_and_its_diagnostics_only() -> None:
    assert stub_members() == face() | COMPILED_DIAGNOSTICS


def test_the_python_core_has_no_public_operation_beyond_the_face() -> None:
    operations = {name for name in public(PythonCore) if callable(getattr(PythonCore, name))}
    assert operations == {name for name in face() if callable(getattr(protocol.BlossomCore, name))}


def test_the_portable_build_runs_the_portable_arithmetic() -> None:
    """The second build exists to run the arithmetic machines other than x86-64 run (bignum.h)."""
    from domain.matching import _cblossom, _cblossom_portable

    assert _cblossom_portable.ARITHMETIC == "portable"
    assert ("x86-64 carry" if platform.machine() in ("x86_64", "AMD64") else "portable") == _cblossom.ARITHMETIC


def test_every_core_raises_the_one_squeeze_error() -> None:
    for core in (CompiledCore, PortableCore):
        module = __import__(type.__getattribute__(core, "__module__"), fromlist=["SqueezeError"])
        assert module.SqueezeError is protocol.SqueezeError


def test_the_core_named_by_the_environment(matcher: str) -> None:
    expected = {"compiled": CompiledCore, "portable": PortableCore, "python": PythonCore}[matcher]
    assert core_class() is expected
