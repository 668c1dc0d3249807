"""The budgets of one computation, each passed explicitly to the engine: a cooperative time budget
(engines call :meth:`Deadline.check` inside their loops) and a memory budget they consult before
quadratic allocations (:meth:`MemoryBudget.reserve`).

Python threads cannot be interrupted from outside, so every long computation polls a deadline
instead; this keeps request time bounded without killing workers. The same poll also stops work
whose caller has gone (the HTTP layer calls :meth:`Deadline.cancel` when the client disconnects):
another thread may set the flag at any time, and the engine sees it at its next check.
"""

from __future__ import annotations

import time

from domain.errors import BudgetExceeded, MemoryBudgetExceeded, WorkCancelled


class Deadline:
    """A point in (monotonic) time after which work must stop, or a cancellation, whichever comes first."""

    __slots__ = ("_cancelled", "_expires", "seconds")

    def __init__(self, seconds: float | None) -> None:
        self.seconds = seconds
        self._expires = None if seconds is None else time.monotonic() + seconds
        self._cancelled: str | None = None

    def check(self) -> None:
        """Raise :class:`WorkCancelled` once cancelled, :class:`BudgetExceeded` once the deadline has passed."""
        if self._cancelled is not None:
            raise WorkCancelled(self._cancelled)
        if self._expires is not None and time.monotonic() > self._expires:
            raise BudgetExceeded(f"time budget of {self.seconds:g} s exhausted")

    def remaining(self) -> float | None:
        """Seconds left (``None`` without a limit; negative once passed)."""
        return None if self._expires is None else self._expires - time.monotonic()

    def cancel(self, reason: str = "the client disconnected") -> None:
        """Make the next :meth:`check` raise :class:`WorkCancelled` (safe to call from any thread)."""
        self._cancelled = reason

    @property
    def cancelled(self) -> bool:
        return self._cancelled is not None

    @classmethod
    def unlimited(cls) -> Deadline:
        return cls(None)


class MemoryBudget:
    """The memory one computation may plan to use: ``limit`` bytes (``None``: no limit)."""

    __slots__ = ("limit",)

    def __init__(self, limit: int | None) -> None:
        self.limit = limit

    def reserve(self, estimate: int, what: str) -> None:
        """Raise :class:`MemoryBudgetExceeded` when ``what`` would need more than the budget.

        Engines whose working set grows with the square of a group of players (a Dutch bracket's
        weight matrix and matchers, a top-scoregroup bracket with costs) estimate it before building
        it: a worker must not grow past its share of the pod's memory and take every request in
        flight with it (issue 34), and unlike time, memory cannot be polled and given back once the
        allocation is under way.
        """
        if self.limit is not None and estimate > self.limit:
            raise MemoryBudgetExceeded(
                f"memory budget of {self.limit // 2**20} MiB exceeded: {what} needs about {estimate // 2**20} MiB"
            )

    @classmethod
    def unlimited(cls) -> MemoryBudget:
        return cls(None)

    @classmethod
    def of_mib(cls, mib: int) -> MemoryBudget:
        return cls(mib * 2**20)


def no_deadline() -> None:
    """A deadline check that never stops: the default of helpers that poll a ``check`` callable
    (the candidate and completion graphs, the Swedish matchings) when called without a budget."""
