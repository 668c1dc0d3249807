"""Every matching test runs on the blossom cores: the compiled one, the compiled one with the
portable arithmetic (what machines other than x86-64 run) and the pure-Python one."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from domain.matching.cores import MATCHER_VARIABLE, PortableCore, compiled_available


@pytest.fixture(autouse=True, params=["compiled", "portable", "python"])
def matcher(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    if request.param == "compiled" and not compiled_available():
        pytest.fail("the compiled blossom core is not built (pip install -e . builds it; needs a C compiler)")
    if request.param == "portable" and PortableCore is None:
        pytest.fail("the portable build of the compiled core is missing (setup.py builds it with the other)")
    monkeypatch.setenv(MATCHER_VARIABLE, request.param)
    yield request.param
