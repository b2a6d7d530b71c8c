from math import gcd


def chance_at_least(faces: list[int], target: int) -> tuple[int, int]:
    ways = {0: 1}  # sum -> number of equally likely outcomes giving it
    for f in faces:
        nxt: dict[int, int] = {}
        for s, w in ways.items():
            for v in range(1, f + 1):
                nxt[s + v] = nxt.get(s + v, 0) + w
        ways = nxt
    outcomes = 1
    for f in faces:
        outcomes *= f
    good = sum(w for s, w in ways.items() if s >= target)
    g = gcd(good, outcomes)
    return good // g, outcomes // g
