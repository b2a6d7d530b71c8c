import random
import string


def _case(rng: random.Random, kind: str) -> list:
    if kind == "large_random":
        return ["".join(rng.choice("ab") for _ in range(50000))]
    if kind == "large_periodic":
        unit = "".join(rng.choice("abc") for _ in range(rng.randint(2, 7)))
        text = (unit * (50000 // len(unit) + 1))[:50000]
        return [text[:49000] + "".join(rng.choice("abc") for _ in range(1000))]
    if kind == "one_letter":
        return [rng.choice(string.ascii_lowercase) * rng.randint(1, 200)]
    if kind == "periodic":
        unit = "".join(rng.choice("ab") for _ in range(rng.randint(1, 5)))
        return [(unit * 100)[:rng.randint(1, 300)]]
    if kind == "empty":
        return [rng.choice(["", "z"])]
    alphabet = rng.choice(["ab", "abc", string.ascii_lowercase])
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, rng.choice([10, 200, 2000]))))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["periodic", "one_letter", "random", "empty", "periodic"]
    if split == "hidden":
        fixed = ["large_random", "large_periodic"] + fixed
    weighted = ["random"] * 6 + ["periodic", "periodic", "one_letter", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
