# bug: lines with a duration of 0 are accepted as jobs instead of being rejected as malformed
import heapq
import re

_NAME = re.compile(r"[A-Za-z0-9_]+")
_NUMBER = re.compile(r"[0-9]+")


def _parse(lines: list[str]) -> dict[str, tuple[int, int]]:
    jobs: dict[str, tuple[int, int]] = {}
    for raw in lines:
        line = raw.strip(" ")
        if not line or line.startswith("#"):
            continue
        fields = [field.strip(" ") for field in line.split("|")]
        if len(fields) != 3:
            continue
        name, duration, deadline = fields
        if not (_NAME.fullmatch(name) and _NUMBER.fullmatch(duration) and _NUMBER.fullmatch(deadline)):
            continue
        jobs[name] = (int(duration), int(deadline))
    return jobs


def max_on_time_jobs(lines: list[str]) -> int:
    jobs = _parse(lines)
    kept: list[int] = []  # max-heap (negated) of the durations of the kept jobs
    finish = 0
    for deadline, duration in sorted((d, p) for p, d in jobs.values()):
        heapq.heappush(kept, -duration)
        finish += duration
        if finish > deadline:
            # evict the longest kept job: this frees the most time for the jobs still to come
            finish += heapq.heappop(kept)
    return len(kept)
