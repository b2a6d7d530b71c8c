import random
import string

_TAGS = ["rust", "Rust", "RUST", "go", "Go", "c#", "C#", "py", "ai", "AI", "x", "a1", "2026",
         "#dup", "b#a"]
_WORDS = ["hello", "today", "new", "post", "World", "42", "ok", "#", "##", "and"]


def _word(rng: random.Random, p_tag: float, pool: list[str]) -> str:
    if rng.random() < p_tag:
        return "#" + rng.choice(pool)
    return rng.choice(_WORDS)


def _post(rng: random.Random, p_tag: float, pool: list[str], max_words: int) -> str:
    words = [_word(rng, p_tag, pool) for _ in range(rng.randint(0, max_words))]
    out = " " * rng.choice([0, 0, 1, 2])
    for w in words:
        out += w + " " * rng.choice([1, 1, 1, 2, 3])
    return out[:200]


def _random_pool(rng: random.Random, size: int) -> list[str]:
    alphabet = string.ascii_letters[:6] + string.ascii_uppercase[:3] + "019#"
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 3))) for _ in range(size)]


def _case(rng: random.Random, kind: str) -> list[str]:
    if kind == "empty":
        return []
    if kind == "no_tags":
        return [_post(rng, 0.0, _TAGS, 8) for _ in range(rng.randint(1, 5))]
    if kind == "lone_hashes":
        return [rng.choice(["#", "# #", "## #", "#  ##", ""]) for _ in range(rng.randint(1, 5))]
    if kind == "repeats":
        pool = rng.sample(_TAGS, 3)
        return [_post(rng, 0.9, pool, 10) for _ in range(rng.randint(1, 8))]
    if kind == "large":
        pool = _random_pool(rng, rng.randint(20, 300))
        return [_post(rng, 0.5, pool, 40) for _ in range(rng.randint(500, 1000))]
    pool = rng.choice([_TAGS, _random_pool(rng, rng.randint(3, 30))])
    return [_post(rng, rng.uniform(0.2, 0.8), pool, 12) for _ in range(rng.randint(1, 25))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "repeats", "lone_hashes", "random", "no_tags", "large", "empty"]
    weighted = ["random"] * 6 + ["repeats", "lone_hashes", "no_tags", "large", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
