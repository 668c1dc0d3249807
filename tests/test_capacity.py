"""Engine slots: one large run per pod (across processes), a few small runs per worker."""

from __future__ import annotations

import signal
import subprocess
import sys
import threading
import time

import pytest

from domain.budget import Deadline
from domain.errors import BudgetExceeded
from service.runtime.capacity import EngineSlots, FairSlots

HOLD_THE_LOCK = (
    "import fcntl, os, sys, time; d = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT);"
    "fcntl.flock(d, fcntl.LOCK_EX); print('held', flush=True); time.sleep(60)"
)


@pytest.fixture
def slots(tmp_path) -> EngineSlots:
    return EngineSlots(large_players=1000, small_slots=2, lock_file=tmp_path / "large.lock")


def test_a_second_large_run_waits_and_runs_out_of_time(slots) -> None:
    with (
        slots.slot(3000, Deadline(5)),
        pytest.raises(BudgetExceeded, match="large-event slot"),
        slots.slot(5000, Deadline(0.2)),
    ):
        pass
    with slots.slot(5000, Deadline(0.2)):  # free again once the first run ended
        pass


def test_small_runs_do_not_wait_for_a_large_one(slots) -> None:
    with slots.slot(3000, Deadline(5)), slots.slot(100, Deadline(0.2)):
        pass


def test_small_slots_bound_runs_per_worker(slots) -> None:
    entered = []
    release = threading.Event()

    def hold() -> None:
        with slots.slot(100, Deadline(5)):
            entered.append(1)
            release.wait(5)

    holders = [threading.Thread(target=hold) for _ in range(2)]
    for thread in holders:
        thread.start()
    while len(entered) < 2:
        time.sleep(0.01)
    with pytest.raises(BudgetExceeded), slots.slot(100, Deadline(0.2)):
        pass
    release.set()
    for thread in holders:
        thread.join()


def test_the_large_slot_is_shared_by_processes_and_freed_when_its_holder_dies(slots) -> None:
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            (
                "import fcntl, os, sys, time; d = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT);"
                "fcntl.flock(d, fcntl.LOCK_EX); print('held', flush=True); time.sleep(60)"
            ),
            str(slots.lock_file),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(BudgetExceeded), slots.slot(3000, Deadline(0.2)):
            pass
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait()
    with slots.slot(3000, Deadline(2)):
        pass


def test_small_slots_go_to_waiters_in_arrival_order() -> None:
    fair = FairSlots(1)
    fair.acquire(Deadline(5))
    order: list[int] = []

    def wait_then_record(index: int) -> None:
        fair.acquire(Deadline(5))
        order.append(index)
        fair.release()

    waiters = []
    for index in range(6):
        thread = threading.Thread(target=wait_then_record, args=(index,))
        thread.start()
        waiters.append(thread)
        time.sleep(0.06)  # each is queued (and has re-checked its deadline) before the next arrives
    fair.release()
    for thread in waiters:
        thread.join(5)
    assert order == list(range(6))


def test_a_waiter_out_of_time_leaves_the_queue_and_leaks_no_slot() -> None:
    fair = FairSlots(1)
    fair.acquire(Deadline(5))
    with pytest.raises(BudgetExceeded):
        fair.acquire(Deadline(0.12))
    fair.release()
    fair.acquire(Deadline(0.5))  # the one slot is free again, nobody queued ahead
    fair.release()
