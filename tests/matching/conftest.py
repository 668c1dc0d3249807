"""Every matching test runs on both blossom cores: the compiled one and the pure-Python one."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from domain.matching.cores import MATCHER_VARIABLE, compiled_available


@pytest.fixture(autouse=True, params=["compiled", "python"])
def matcher(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    if request.param == "compiled" and not compiled_available():
        pytest.fail("the compiled blossom core is not built (pip install -e . builds it; needs a C compiler)")
    monkeypatch.setenv(MATCHER_VARIABLE, request.param)
    yield request.param
