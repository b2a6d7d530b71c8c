"""What a run shows while it works: counts, rate, ETA and the live pass rate.

On a terminal, a rich progress bar per phase (generation, evaluation). Elsewhere (CI logs, a
pipe) one plain line every 10% of the work or 30 seconds, whichever comes first, also written
as a structured log line (event `progress`). With JSON logs on stderr (`--log-file -`) only the
log lines are written, so stderr stays JSON. `--quiet` shows no progress; `--json` keeps stdout
for the report and shows no progress either. Errors about single samples (`note`) are shown in
every mode but the JSON log's, which has them as events.
"""

from __future__ import annotations

import sys
import time
from typing import Any, TextIO

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from rockman import logs

PLAIN_EVERY_S = 30.0


class RunProgress:
    """One progress display for a run; use as a context manager, then call `phase`."""

    def __init__(self, mode: str = "auto", stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stderr
        if mode == "auto":
            mode = "rich" if self.stream.isatty() else "plain"
        self.mode = mode  # rich, plain or none
        self._progress: Progress | None = None
        self._task: TaskID | None = None
        self._name = ""
        self._started = 0.0
        self._last_line = 0.0
        self._last_step = 0
        self._passed = 0
        self._judged = 0
        self._start_done = 0

    def __enter__(self) -> RunProgress:
        if self.mode == "rich":
            self._progress = Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[rate]}"),
                TimeElapsedColumn(),
                TextColumn("ETA"),
                TimeRemainingColumn(),
                TextColumn("{task.fields[passing]}"),
                console=Console(file=self.stream),
                transient=False,
            )
            self._progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.stop()

    def note(self, text: str) -> None:
        """A line for the user (an error about one sample) in every mode but `log`, where the
        structured log already has it: above a rich bar, or plainly."""
        if self.mode == "log":
            return
        if self._progress is not None:
            self._progress.console.print(text, markup=False, highlight=False, soft_wrap=True)
            return
        self.stream.write(text + "\n")
        self.stream.flush()

    def phase(self, name: str, total: int, done: int = 0) -> None:
        """Start counting a phase (generating, evaluating) of `total` items, `done` already."""
        self._name, self._started = name, time.monotonic()
        self._last_line, self._last_step = self._started, 0
        self._passed = self._judged = 0
        self._start_done = done
        if self._progress is not None:
            self._task = self._progress.add_task(name, total=total, completed=done, rate="",
                                                 passing="")  # fmt: skip

    def update(self, done: int, total: int, record: dict[str, Any] | None = None) -> None:
        """`done` of `total` items; a result record (with a verdict) counts toward the pass rate."""
        if record is not None and "verdict" in record:
            self._judged += 1
            self._passed += int(record["verdict"] == "PASS")
        elapsed = max(time.monotonic() - self._started, 1e-6)
        rate = (done - self._start_done) / elapsed
        passing = f"pass {self._passed / self._judged:.2f}" if self._judged else ""
        if self._progress is not None and self._task is not None:
            shown = f"{rate:.1f}/s" if rate else ""
            self._progress.update(
                self._task, completed=done, total=total, rate=shown, passing=passing
            )
        elif self.mode in ("plain", "log"):
            self._plain(done, total, elapsed, passing)

    def _plain(self, done: int, total: int, elapsed: float, passing: str) -> None:
        fraction = done / total if total else 1.0
        step = done * 10 // total if total else 10  # tenths of the work, exactly
        now = time.monotonic()
        due = step > self._last_step or now - self._last_line >= PLAIN_EVERY_S
        if not (due or done == total):
            return
        self._last_line, self._last_step = now, step
        rate = (done - self._start_done) / elapsed
        eta_s = (total - done) / rate if rate and done < total else None
        pass_rate = self._passed / self._judged if self._judged else None
        logs.get("client").info(
            "progress", phase=self._name, done=done, total=total, pass_rate=pass_rate,
            eta_s=None if eta_s is None else round(eta_s),
        )  # fmt: skip
        if self.mode == "log":
            return
        eta = f", ETA {eta_s:.0f} s" if eta_s is not None else ""
        tail = f", {passing}" if passing else ""
        self.stream.write(f"{self._name} {done}/{total} ({fraction:.0%}){eta}{tail}\n")
        self.stream.flush()
