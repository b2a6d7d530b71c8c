import random
import string


def _runs(rng: random.Random, count: int, max_len: int, alphabet: str) -> str:
    out = []
    prev = ""
    for _ in range(count):
        letter = rng.choice(alphabet)
        if letter == prev and len(alphabet) > 1:
            continue
        out.append(letter * rng.randint(1, max_len))
        prev = letter
    return "".join(out)


def _case(rng: random.Random, kind: str) -> str:
    if kind == "empty":
        return ""
    if kind == "long_runs":
        return _runs(rng, rng.randint(1, 20), rng.choice([15, 200, 5000]), "abcxyz")
    if kind == "short_runs":
        return _runs(rng, rng.randint(1, 60), 3, string.ascii_lowercase)
    if kind == "single_run":
        return rng.choice(string.ascii_lowercase) * rng.randint(1, 12)
    if kind == "ends_in_run":
        return _runs(rng, rng.randint(1, 30), 4, "ab") + "q" * rng.randint(3, 11)
    alphabet = rng.choice(["ab", "abc", string.ascii_lowercase])
    return "".join(rng.choice(alphabet) for _ in range(rng.choice([10, 100, 3000])))


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["long_runs", "short_runs", "ends_in_run", "random", "single_run", "empty"]
    weighted = ["random"] * 3 + ["long_runs"] * 3 + ["short_runs"] * 2 + ["ends_in_run", "single_run"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
