"""How many engine runs a pod lets run at once, so that its memory limit holds (k8s/deployment.yaml).

Memory per run grows much faster than the field (bench/bench_memory.py, bench/results/2026-12-03-sizing.json:
5 MiB over an idle process at 1,000 players, 40 MiB at 3,000, 259 MiB at 9,999), and a worker's thread
pool would otherwise start up to 40 runs at once. So:

* a *large* run (more than ``large_players`` players) needs the pod's one large slot, an exclusive
  ``flock`` on a file in /tmp shared by the pod's workers (and by the batch command's processes);
  the kernel releases it when its holder dies, so a killed worker never leaks the slot;
* other runs need one of the worker's ``small_slots``.

A worker computes mostly one thing at a time anyway (Python holds the GIL; the compiled blossom core
releases it only inside a solve), so waiting for a slot costs little throughput. Small slots are
handed out in arrival order (:class:`FairSlots`), so under load every request waits about as long
as the others: the p99 stays near the p50. A run that cannot get its slot before its deadline ends
like any run out of time (503).
"""

from __future__ import annotations

import fcntl
import os
import tempfile
import threading
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from domain.budget import Deadline
from domain.errors import BudgetExceeded

_POLL_SECONDS = 0.05


class FairSlots:
    """A counting semaphore that hands freed slots to waiters in arrival order.

    ``threading.Semaphore`` wakes an arbitrary waiter, and one that woke to check its deadline
    joins the queue again at the back, so a few requests waited far longer than the rest.
    """

    def __init__(self, slots: int) -> None:
        self._free = slots
        self._lock = threading.Lock()
        self._waiters: deque[threading.Event] = deque()

    def acquire(self, deadline: Deadline) -> None:
        with self._lock:
            if self._free and not self._waiters:
                self._free -= 1
                return
            granted = threading.Event()
            self._waiters.append(granted)
        while not granted.wait(_POLL_SECONDS):
            try:
                deadline.check()
            except BaseException:
                with self._lock:
                    if granted.is_set():  # handed a slot meanwhile: pass it on
                        self._release_locked()
                    else:
                        self._waiters.remove(granted)
                raise

    def release(self) -> None:
        with self._lock:
            self._release_locked()

    def _release_locked(self) -> None:
        if self._waiters:
            self._waiters.popleft().set()  # the slot goes straight to the longest waiter
        else:
            self._free += 1


class EngineSlots:
    def __init__(self, large_players: int, small_slots: int, lock_file: Path) -> None:
        self.large_players = large_players
        self.lock_file = lock_file
        self._small = FairSlots(small_slots)

    @contextmanager
    def slot(self, players: int, deadline: Deadline) -> Iterator[None]:
        """Hold a slot for a run over ``players`` players while the block runs."""
        if players > self.large_players:
            with self._large(deadline):
                yield
            return
        self._small.acquire(deadline)
        try:
            yield
        finally:
            self._small.release()

    @contextmanager
    def _large(self, deadline: Deadline) -> Iterator[None]:
        descriptor = os.open(self.lock_file, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            while not _try_lock(descriptor):
                try:
                    deadline.check()
                except BudgetExceeded:
                    raise BudgetExceeded("time budget exhausted waiting for the large-event slot") from None
                time.sleep(_POLL_SECONDS)
            yield
        finally:
            os.close(descriptor)  # closing the descriptor releases the lock


def _try_lock(descriptor: int) -> bool:
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


#: The large slot's lock file, shared by the processes of one server or batch run. They set it before
#: starting their workers (a file in their own folder); a process on its own gets a file of its own,
#: so nothing is shared machine-wide by accident (a dev machine runs many servers and test suites).
LOCK_FILE_ENV = "PAIRING_LARGE_SLOT_FILE"


def default_lock_file() -> Path:
    own = Path(tempfile.gettempdir()) / f"pairing-large-event-{os.getpid()}.lock"
    return Path(os.environ.get(LOCK_FILE_ENV) or own)


def share_large_slot(folder: Path) -> None:
    """Make the processes started from here on share one large slot (a lock file in ``folder``)."""
    os.environ.setdefault(LOCK_FILE_ENV, str(folder / "large-event.lock"))
