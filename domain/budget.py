"""A cooperative time budget: engines call :meth:`Deadline.check` inside their loops.

Python threads cannot be interrupted from outside, so every long computation polls a deadline
instead; this keeps request time bounded without killing workers.
"""

from __future__ import annotations

import time

from domain.errors import BudgetExceeded


class Deadline:
    """A point in (monotonic) time after which work must stop."""

    __slots__ = ("_expires",)

    def __init__(self, seconds: float | None) -> None:
        self._expires = None if seconds is None else time.monotonic() + seconds

    def check(self) -> None:
        """Raise :class:`BudgetExceeded` once the deadline has passed."""
        if self._expires is not None and time.monotonic() > self._expires:
            raise BudgetExceeded("time budget exhausted")

    @classmethod
    def unlimited(cls) -> Deadline:
        return cls(None)
