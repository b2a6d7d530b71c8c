import random
import string


def _codes(rng: random.Random, k: int) -> list[str]:
    codes: set[str] = set()
    while len(codes) < k:
        codes.add("".join(rng.choice(string.ascii_uppercase[: rng.choice([3, 26])]) for _ in range(3)))
    return sorted(codes)


def _sp(rng: random.Random) -> str:
    return rng.choice(["", "", " ", "  "])


def _render(rng: random.Random, pairs: list[tuple[str, str]]) -> str:
    return ",".join(f"{_sp(rng)}{a}{_sp(rng)}-{_sp(rng)}{b}{_sp(rng)}" for a, b in pairs)


def _walk(rng: random.Random, codes: list[str], m: int, closed: bool) -> list[tuple[str, str]]:
    """The legs of one random walk (an Euler trail exists by construction)."""
    cur = rng.choice(codes)
    first = cur
    pairs = []
    for _ in range(m):
        nxt = rng.choice(codes)
        pairs.append((cur, nxt))
        cur = nxt
    if closed and cur != first:
        pairs.append((cur, first))
    rng.shuffle(pairs)
    return pairs


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "closed":
        codes = _codes(rng, rng.randint(2, 8))
        return {"args": [_render(rng, _walk(rng, codes, rng.randint(2, 30), True))]}
    if kind == "open":
        codes = _codes(rng, rng.randint(2, 8))
        return {"args": [_render(rng, _walk(rng, codes, rng.randint(2, 30), False))]}
    if kind == "repeats":
        codes = _codes(rng, rng.randint(2, 4))
        pairs = _walk(rng, codes, rng.randint(3, 12), rng.random() < 0.5)
        a, b = rng.choice(codes), rng.choice(codes)
        pairs += [(a, b), (b, a)] * rng.randint(1, 3)
        rng.shuffle(pairs)
        return {"args": [_render(rng, pairs)]}
    if kind == "split":
        # two separate closed tours: degrees are balanced but no single plan exists
        codes = _codes(rng, rng.randint(4, 10))
        half = len(codes) // 2
        pairs = _walk(rng, codes[:half], rng.randint(2, 10), True)
        pairs += _walk(rng, codes[half:], rng.randint(2, 10), True)
        rng.shuffle(pairs)
        return {"args": [_render(rng, pairs)]}
    if kind == "unbalanced":
        codes = _codes(rng, rng.randint(3, 8))
        pairs = _walk(rng, codes, rng.randint(3, 20), False)
        pairs.append((rng.choice(codes), rng.choice(codes)))
        rng.shuffle(pairs)
        return {"args": [_render(rng, pairs)]}
    if kind == "empty":
        return {"args": [rng.choice(["", " ", "   "])]}
    if kind == "large":
        codes = _codes(rng, rng.randint(50, 500))
        return {"args": [_render(rng, _walk(rng, codes, rng.randint(3000, 5999), rng.random() < 0.5))]}
    codes = _codes(rng, rng.randint(2, 40))
    return {"args": [_render(rng, _walk(rng, codes, rng.randint(1, 300), rng.random() < 0.5))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["open", "closed", "repeats", "split", "unbalanced", "random", "large", "empty"]
    weighted = ["random"] * 3 + ["open"] * 3 + ["closed"] * 2 + ["repeats", "repeats", "split",
                                                                "unbalanced", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
