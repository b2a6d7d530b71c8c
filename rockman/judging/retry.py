"""The one retry rule of the executor: an attempt that ended in a sandbox fault (the sandbox
failed, not the program) is made again, up to `retries` more times in all, and never once the
caller cancelled. Compiles, case runs and whole judged runs all follow it (compiled.py, core.py)."""

from __future__ import annotations

import threading
from dataclasses import dataclass


@dataclass
class Attempts:
    retries: int  # attempts beyond the first, shared by every step of one judgement
    cancel: threading.Event | None = None
    count: int = 1  # attempts made so far, the current one included

    def again(self, faulted: bool) -> bool:
        """After an attempt: whether to make another (it faulted, the caller did not cancel,
        retries are left); counts it when so."""
        cancelled = self.cancel is not None and self.cancel.is_set()
        if not faulted or cancelled or self.count > self.retries:
            return False
        self.count += 1
        return True
