"""A cooperative time budget: engines call :meth:`Deadline.check` inside their loops.

Python threads cannot be interrupted from outside, so every long computation polls a deadline
instead; this keeps request time bounded without killing workers. The same poll also stops work
whose caller has gone (the HTTP layer calls :meth:`Deadline.cancel` when the client disconnects):
another thread may set the flag at any time, and the engine sees it at its next check.
"""

from __future__ import annotations

import time

from domain.errors import BudgetExceeded, WorkCancelled


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
