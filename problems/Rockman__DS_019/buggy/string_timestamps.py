# Type bug: timestamps are compared as text, so "9" sorts after "10" and "007" after "7".
import heapq
import os
import re

_RUN_NAME = re.compile(r"run-(0|[1-9][0-9]*)\.txt")
_RECORD = re.compile(r"([0-9]+) (.*)")


def _run_files(folder: str) -> list[str]:
    names = os.listdir(folder) if os.path.isdir(folder) else []
    runs = []
    for name in names:
        match = _RUN_NAME.fullmatch(name)
        path = os.path.join(folder, name)
        if match is not None and os.path.isfile(path):
            runs.append((int(match.group(1)), path))
    runs.sort()
    return [path for _, path in runs]


def _read_run(path: str) -> tuple[list[tuple[int, str]], int]:
    """The kept (timestamp, line) records of one run and the number of dropped lines."""
    with open(path, encoding="utf-8", newline="") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    kept: list[tuple[int, str]] = []
    dropped = 0
    for line in lines:
        match = _RECORD.fullmatch(line)
        if match is None:
            dropped += 1
            continue
        stamp = match.group(1)
        if kept and stamp < kept[-1][0]:
            dropped += 1
            continue
        kept.append((stamp, line))
    return kept, dropped


def merge_event_runs(root: str) -> int:
    runs = []
    dropped = 0
    for path in _run_files(os.path.join(root, "runs")):
        kept, bad = _read_run(path)
        runs.append(kept)
        dropped += bad
    heap = [(run[0][0], index, 0) for index, run in enumerate(runs) if run]
    heapq.heapify(heap)
    with open(os.path.join(root, "merged.txt"), "w", encoding="utf-8", newline="") as f:
        while heap:
            _, index, position = heapq.heappop(heap)
            run = runs[index]
            f.write(run[position][1] + "\n")
            if position + 1 < len(run):
                heapq.heappush(heap, (run[position + 1][0], index, position + 1))
    return dropped
