import random

_WORDS = ["", "a", "\u00e9t\u00e9", "x y", "\u2713", "quote\"d", "tab\there"]


def _text(rng: random.Random) -> str:
    return rng.choice(_WORDS) + str(rng.randint(0, 99))


def _op(rng: random.Random) -> list:
    kind = rng.randrange(12)
    if kind == 0:
        return ["echo_int", [rng.randint(-(2**53) + 1, 2**53 - 1)]]
    if kind == 1:
        return ["echo_float", [rng.choice([0.0, -1.5, 1e-300, 123456.789, rng.uniform(-1e6, 1e6)])]]
    if kind == 2:
        return ["echo_bool", [rng.random() < 0.5]]
    if kind == 3:
        return ["echo_str", [_text(rng)]]
    if kind == 4:
        return ["echo_list", [[rng.randint(-1000, 1000) for _ in range(rng.randint(0, 6))]]]
    if kind == 5:
        return ["echo_map", [{_text(rng): rng.randint(-5, 5) for _ in range(rng.randint(0, 4))}]]
    if kind == 6:
        keys = {rng.randint(-50, 50) for _ in range(rng.randint(0, 4))}
        return ["echo_int_map", [{str(k): [_text(rng) for _ in range(rng.randint(0, 2))] for k in keys}]]
    if kind == 7:
        return ["echo_tuple", [[rng.randint(-9, 9), _text(rng), rng.choice([0.5, -2.25, 8.0])]]]
    if kind == 8:
        return ["echo_optional", [rng.choice([None, rng.randint(-9, 9)])]]
    if kind == 9:
        inner = [[rng.randint(-3, 3), rng.random() < 0.5] for _ in range(rng.randint(0, 3))]
        return ["echo_nested", [[{_text(rng): rng.choice([None, inner])}]]]
    if kind == 10:
        return ["combine", [rng.randint(0, 3), _text(rng), [rng.choice([0.5, 1.25, -2.0])]]]
    return [rng.choice(["count", "reset"]), []]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    return [
        {"init": [rng.randint(-5, 5)], "ops": [_op(rng) for _ in range(rng.randint(1, 30))]}
        for _ in range(count)
    ]
