"""The cyclic collector is paused while an engine pairs, and always handed back as it was.

The service pairs in several threads, so a pause that ended early (or never ended) would leak
into every other request of the process.
"""

from __future__ import annotations

import doctest
import gc
import threading
from collections.abc import Iterator

import pytest

import domain.collector as collector_module
from domain.collector import collector_paused
from domain.swiss.dutch import EDITIONS, pair_dutch
from domain.swiss.dutch import engine as dutch_engine
from tests.conftest import FIXTURES
from tests.dutch.corpus import round_cases


@pytest.fixture(autouse=True)
def collector_on() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    (gc.enable if was else gc.disable)()


def test_module_examples() -> None:
    assert doctest.testmod(collector_module).failed == 0


def test_an_inner_section_leaves_the_outer_one_paused() -> None:
    with collector_paused():
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_an_error_inside_still_restores_the_collector() -> None:
    with pytest.raises(RuntimeError), collector_paused():
        raise RuntimeError("engine fault")
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off() -> None:
    gc.disable()
    with collector_paused():
        pass
    assert not gc.isenabled()


def test_overlapping_threads_restore_it_only_when_the_last_one_ends() -> None:
    first_inside, second_done = threading.Event(), threading.Event()
    seen: list[bool] = []

    def first() -> None:
        with collector_paused():
            first_inside.set()
            second_done.wait(5)
            seen.append(gc.isenabled())  # the second thread has ended its own section

    def second() -> None:
        first_inside.wait(5)
        with collector_paused():
            pass
        second_done.set()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert seen == [False]
    assert gc.isenabled()


def test_the_dutch_engine_pairs_with_the_collector_paused(monkeypatch: pytest.MonkeyPatch) -> None:
    during: list[bool] = []
    run = dutch_engine.GlobalPairing.run

    def watched(self: dutch_engine.GlobalPairing) -> object:
        during.append(gc.isenabled())
        return run(self)

    monkeypatch.setattr(dutch_engine.GlobalPairing, "run", watched)
    case = round_cases(sorted((FIXTURES / "dutch").glob("*.trf"))[0])[2]
    pairing = pair_dutch(case.state, EDITIONS["dutch"])
    assert during == [False]
    assert set(pairing.boards) == case.pairs and pairing.bye == case.bye
    assert gc.isenabled()
