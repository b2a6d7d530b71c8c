# bug: lines are split on runs of whitespace, so extra spaces and empty messages are accepted
import re

_LINE = re.compile(r"([0-9]+) (DEBUG|INFO|WARN|ERROR) ([a-z0-9-]+) (.+)")


def top_error_services(lines: list[str], k: int) -> list[str]:
    counts: dict[str, int] = {}
    for line in set(lines):
        parts = line.split()
        if len(parts) < 3 or not parts[0].isdigit() or parts[1] != "ERROR":
            continue
        if not re.fullmatch(r"[a-z0-9-]+", parts[2]):
            continue
        service = parts[2]
        counts[service] = counts.get(service, 0) + 1
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [f"{service}:{n}" for service, n in ranked[:k]]
