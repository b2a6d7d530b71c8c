import random
import string


def _mutate(rng: random.Random, text: str, alphabet: str, edits: int) -> str:
    chars = list(text)
    for _ in range(edits):
        op = rng.randint(0, 2)
        if op == 0 or not chars:
            chars.insert(rng.randint(0, len(chars)), rng.choice(alphabet))
        elif op == 1:
            del chars[rng.randrange(len(chars))]
        else:
            chars[rng.randrange(len(chars))] = rng.choice(alphabet)
    return "".join(chars[:150])


def _costs(rng: random.Random) -> list[int]:
    style = rng.randint(0, 4)
    if style == 0:
        c = rng.randint(1, 5)
        return [c, c, c]
    if style == 1:
        # replacing is dearer than delete + insert
        i, d = rng.randint(1, 20), rng.randint(1, 20)
        return [i, d, i + d + rng.randint(0, 30)]
    if style == 2:
        return [rng.randint(0, 1000), rng.randint(0, 1000), rng.randint(0, 1000)]
    if style == 3:
        # one free operation
        costs = [rng.randint(1, 50) for _ in range(3)]
        costs[rng.randrange(3)] = 0
        return costs
    return [rng.randint(1, 10), rng.randint(1, 10), rng.randint(1, 10)]


def _case(rng: random.Random, kind: str) -> dict:
    alphabet = rng.choice(["ab", "abc", "ACGT", string.ascii_lowercase, string.printable[:94]])
    if kind == "one_empty":
        s = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 40)))
        pair = [s, ""] if rng.random() < 0.5 else ["", s]
        return {"args": pair + _costs(rng)}
    if kind == "equal":
        s = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 60)))
        return {"args": [s, s] + _costs(rng)}
    if kind == "similar":
        s = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 120)))
        return {"args": [s, _mutate(rng, s, alphabet, rng.randint(1, 10))] + _costs(rng)}
    if kind == "large":
        n = rng.randint(100, 150)
        s = "".join(rng.choice(alphabet) for _ in range(n))
        t = _mutate(rng, s, alphabet, rng.randint(5, 60))
        return {"args": [s, t] + _costs(rng)}
    a = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 50)))
    b = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 50)))
    return {"args": [a, b] + _costs(rng)}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["similar", "one_empty", "random", "equal", "large"]
    weighted = ["random"] * 4 + ["similar"] * 4 + ["one_empty", "equal", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
