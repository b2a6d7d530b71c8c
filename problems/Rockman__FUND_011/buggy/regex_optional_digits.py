# bug: the pattern makes every number optional (\d* instead of \d+), so a unit without a number such as "1hm" is accepted
import re

_PATTERN = re.compile(r"(?:(\d*)w)?(?:(\d*)d)?(?:(\d*)h)?(?:(\d*)m)?(?:(\d*)s)?")
_SIZES = [604800, 86400, 3600, 60, 1]


def duration_seconds(text: str) -> int:
    match = _PATTERN.fullmatch(text)
    if not text or match is None:
        return -1
    return sum(int(g or 0) * size for g, size in zip(match.groups(), _SIZES))
