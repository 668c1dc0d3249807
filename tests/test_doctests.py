"""Every doctest of ``domain/`` runs: the examples in docstrings are checked, not just read.

The modules are found by walking the package, not listed, so an example added to any module is run
from then on (three modules' examples had never run while a test named each of the others).
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from types import ModuleType

import pytest

import domain


def _modules_with_examples() -> list[str]:
    """Every module of ``domain`` (subpackages included) whose docstrings hold at least one example."""
    finder = doctest.DocTestFinder()
    found = []
    for info in pkgutil.walk_packages(domain.__path__, prefix="domain."):
        module = importlib.import_module(info.name)
        if any(test.examples for test in finder.find(module)):
            found.append(info.name)
    return sorted(found)


MODULES = _modules_with_examples()


def test_the_walk_finds_the_modules_with_examples():
    """Guards the walk: the modules known to carry examples are among those run below."""
    known = {"domain.collector", "domain.matching.cardinality", "domain.matching.squeeze"}
    assert known <= set(MODULES), f"the walk missed {sorted(known - set(MODULES))}"


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module: ModuleType = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples of {name} failed (output above)"
