# bug: identical repeated lines are counted every time instead of once
import re

_LINE = re.compile(r"([0-9]+) (DEBUG|INFO|WARN|ERROR) ([a-z0-9-]+) (.+)")


def top_error_services(lines: list[str], k: int) -> list[str]:
    counts: dict[str, int] = {}
    for line in lines:
        m = _LINE.fullmatch(line)
        if m is None or m.group(2) != "ERROR":
            continue
        service = m.group(3)
        counts[service] = counts.get(service, 0) + 1
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [f"{service}:{n}" for service, n in ranked[:k]]
