import random


def _word(rng: random.Random, alphabet: str, max_len: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(1, max_len)))


def _case(rng: random.Random, kind: str) -> dict:
    alphabet = rng.choice(["ab", "abc", "xyz", "abcdefghijklmnopqrstuvwxyz"])
    max_len = 20 if kind == "long_words" else rng.choice([3, 5, 8])
    pool = [_word(rng, alphabet, max_len) for _ in range(rng.randint(1, 30))]
    # add prefixes of pool words so prefix relations are common
    pool += [w[: rng.randint(1, len(w))] for w in pool[:10]]
    n_ops = rng.randint(3000, 5000) if kind == "long" else rng.randint(5, 300)
    ops = []
    for _ in range(n_ops):
        r = rng.random()
        w = rng.choice(pool)
        if r < 0.35:
            ops.append(["insert", [w]])
        elif r < 0.55:
            ops.append(["remove", [w if rng.random() < 0.8 else _word(rng, alphabet, max_len)]])
        elif r < 0.65:
            ops.append(["count_exact", [w[: rng.randint(0, len(w))]]])
        elif r < 0.85:
            ops.append(["count_prefix", [w[: rng.randint(0, len(w))]]])
        else:
            q = w[: rng.randint(0, len(w))] + _word(rng, alphabet, 4)
            ops.append(["longest_known_prefix", [q[:20] if rng.random() < 0.9 else ""]])
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "long_words", "random", "long"]
    weighted = ["random"] * 6 + ["long_words", "long"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
